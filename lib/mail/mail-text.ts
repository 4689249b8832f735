/**
 * The pieces of mail text that are more than one message: time left, a deadline, a time control, a list of
 * names, a seat's name. Mail is written in the recipient's language (User.locale, else English), so these
 * take the mail translator instead of using the English-only helpers of the pages. The English results are
 * exactly what those helpers (lib/clocks/seat-clock.ts, lib/clocks/time-control.ts, lib/matches/seat-name.ts)
 * produce, so English mail reads as it always did.
 */
import { deadlineText } from "@/lib/clocks/seat-clock";
import type { TimeControl } from "@/lib/clocks/time-control";
import { NONE_SAFETY_NET_DAYS } from "@/lib/clocks/time-units";
import { translator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";
import type { SeatNaming } from "@/lib/matches/seat-name";

export type MailT = ReturnType<typeof translator<"mail">>;

/** The translator of one recipient's mail: their language, dates in their time zone. */
export function mailTranslator(locale: Locale, timeZone = "UTC"): MailT {
  return translator(locale, "mail", timeZone);
}

/** "2 days 3 h left" / "noch 2 Tage 3 Std.": the time until a deadline, to the minute. */
export function remainingIn(t: MailT, ms: number): string {
  if (ms <= 0) return t("remaining.out");
  const all = Math.floor(ms / 60_000);
  if (all < 1) return t("remaining.underAMinute");
  const days = Math.floor(all / (24 * 60));
  const hours = Math.floor((all % (24 * 60)) / 60);
  const minutes = all % 60;
  if (days > 0) return hours > 0 ? t("remaining.daysHours", { days, hours }) : t("remaining.days", { days });
  if (hours > 0) return minutes > 0 ? t("remaining.hoursMinutes", { hours, minutes }) : t("remaining.hours", { hours });
  return t("remaining.minutes", { minutes });
}

const germanDeadline = new Map<string, Intl.DateTimeFormat>();

/** A deadline in the recipient's zone: "Tue 1 Dec, 14:05 CET" / "Di., 1. Dez., 14:05 MEZ". */
export function deadlineIn(locale: Locale, deadline: Date, timeZone: string): string {
  if (locale === "en") return deadlineText(deadline, timeZone);
  let format = germanDeadline.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("de-DE", { timeZone, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" });
    // Bounded by the zones in use; cleared if something odd floods it (as deadlineText does).
    if (germanDeadline.size > 1000) germanDeadline.clear();
    germanDeadline.set(timeZone, format);
  }
  return format.format(deadline);
}


/** "Ana", "Ana and Bo", "Ana, Bo and Cai" (names already bounded by the caller). */
export function namesIn(t: MailT, names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return t("list.and", { list: names.slice(0, -1).join(", "), last: names.at(-1)! });
}

/**
 * A seat's name as lib/matches/seat-name.ts gives it (the username; "Bot for <name>" for a bot that took
 * over, as it was at history entry `atIndex` when given), with the bot's words in the recipient's language.
 */
export function seatNameIn(t: MailT, seat: SeatNaming | undefined, seatIndex: number, atIndex?: number): string {
  if (atIndex !== undefined && seat?.bot && seat.former && seat.replacedAt !== null && seat.replacedAt !== undefined && atIndex < seat.replacedAt) return seat.former;
  if (seat?.username) return seat.username;
  if (seat?.bot) return seat.former ? t("seat.botFor", { name: seat.former }) : t("seat.bot", { number: seatIndex + 1, style: seat.bot });
  return t("seat.empty", { number: seatIndex + 1 });
}
