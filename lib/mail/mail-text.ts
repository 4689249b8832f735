/**
 * The pieces of mail text that are more than one message: a list of names, a seat's name. Mail is written
 * in the recipient's language (User.locale, else English). The English results are exactly what
 * lib/format/seat-name.ts produces, so English mail reads as it always did. Time left, deadlines and time
 * controls are the pages' own (lib/clocks/clock-text.ts, time-control-text.ts).
 */
import { translator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";
import type { SeatNaming } from "@/lib/format/seat-name";

export type MailT = ReturnType<typeof translator<"mail">>;

/** The translator of one recipient's mail: their language, dates in their time zone. */
export function mailTranslator(locale: Locale, timeZone = "UTC"): MailT {
  return translator(locale, "mail", timeZone);
}

/** "Ana", "Ana and Bo", "Ana, Bo and Cai" (names already bounded by the caller). */
export function namesIn(t: MailT, names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return t("list.and", { list: names.slice(0, -1).join(", "), last: names.at(-1)! });
}

/** How a mail in `t`'s language names a player who deleted their account (SeatNaming.deleted). */
export function deletedPlayerIn(t: MailT) {
  return { player: t("seat.deleted"), bot: t("seat.botForDeleted") };
}

/**
 * A seat's name as lib/format/seat-name.ts gives it (the username; "Bot for <name>" for a bot that took
 * over, as it was at history entry `atIndex` when given), with the bot's words in the recipient's language.
 */
export function seatNameIn(t: MailT, seat: SeatNaming | undefined, seatIndex: number, atIndex?: number): string {
  const deleted = seat?.deleted;
  const former = deleted ? deleted.player : seat?.former;
  if (
    atIndex !== undefined &&
    seat?.bot &&
    former &&
    seat.replacedAt !== null &&
    seat.replacedAt !== undefined &&
    atIndex < seat.replacedAt
  )
    return former;
  if (seat?.username) return seat.username;
  if (deleted) return seat.bot ? deleted.bot : deleted.player;
  if (seat?.bot)
    return seat.former
      ? t("seat.botFor", { name: seat.former })
      : t("seat.bot", { number: seatIndex + 1, style: seat.bot });
  return t("seat.empty", { number: seatIndex + 1 });
}
