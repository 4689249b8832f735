/**
 * The clock's words (catalogue "match.clock", raw templates) for the server: mail, the settings page, the
 * pages that hand them to the ticking deadline. Not in clock-text.ts, which the browser loads: this one
 * reads the catalogues.
 */
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { ClockWords } from "./clock-text";

export function clockWordsIn(locale: Locale): ClockWords {
  return messagesFor(locale).match.clock;
}
