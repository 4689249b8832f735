/**
 * Under the chat and notes fields: "12 characters left", or over the limit "20 characters too many" (never
 * "-20 characters left"). The plural forms come from the catalogue (match.chat / match.notes: `left`, `over`).
 */
import { plural, type PluralForms } from "@/lib/i18n/client-text";
import type { Locale } from "@/lib/i18n/locales";

export interface CharactersLeftWords {
  left: PluralForms;
  over: PluralForms;
}

export function charactersLeftText(locale: Locale, left: number, words: CharactersLeftWords): string {
  return left >= 0 ? plural(locale, left, words.left) : plural(locale, -left, words.over);
}
