/**
 * A seat's name in the reader's language (catalogue "common", `seatName`), made on the server and handed to
 * the pages as `SeatInfo.name`: client components name seats with lib/format/seat-name.ts, which uses it.
 */
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import type { SeatNaming } from "@/lib/format/seat-name";

/** The username; the deleted player's words; "Bot 2 (greedy)" / "Bot for Ana"; "Seat 3" for an open seat. */
export function seatNameIn(locale: Locale, seat: SeatNaming, seatIndex: number): string {
  if (seat.username) return seat.username;
  if (seat.deleted) return seat.bot ? seat.deleted.bot : seat.deleted.player;
  const t = translator(locale, "common");
  if (seat.bot)
    return seat.former
      ? t("seatName.botFor", { name: seat.former })
      : t("seatName.bot", { number: seatIndex + 1, style: seat.bot });
  return t("seatName.empty", { number: seatIndex + 1 });
}
