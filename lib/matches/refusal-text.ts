/**
 * A refusal's sentence in the viewer's language. The services answer in English (lib/matches/errors.ts and
 * the sentences written where a refusal happens); pages and actions translate here, by the code's own
 * sentence or by a known site sentence (the "errors" catalogue's `sentences`, looked up by their English
 * text). Anything else (a game's own reason, a sentence with values in it) stays as it came.
 */
import en from "@/lib/i18n/messages/en/errors.json";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { MESSAGES, type MatchErrorCode, type MatchResult } from "./errors";

type SentenceKey = keyof typeof en.sentences;
const sentenceKeys = new Map(Object.entries(en.sentences).map(([key, text]) => [text, key as SentenceKey]));

export function refusalText(refusal: { code: MatchErrorCode | string; message: string }, locale: Locale): string {
  if (locale === "en") return refusal.message;
  const t = translator(locale, "errors");
  const code = refusal.code as MatchErrorCode;
  if (MESSAGES[code] === refusal.message) return t(`codes.${code}`);
  const key = sentenceKeys.get(refusal.message);
  return key ? t(`sentences.${key}`) : refusal.message;
}

/** The same result, a refusal's sentence in `locale`. */
export function inLanguage<T>(r: MatchResult<T>, locale: Locale): MatchResult<T> {
  return r.ok ? r : { ...r, message: refusalText(r, locale) };
}
