/**
 * A refusal's sentence in the viewer's language. The services answer in English (lib/matches/errors.ts and
 * the sentences written where a refusal happens); pages, actions and the match API translate here, by the
 * code's own sentence or by a known site sentence (the "errors" catalogue's `sentences`, recognised by their
 * English text, with the values they are always said with) or a rate limit of the match pages (`limits`,
 * recognised with their wait). Anything else (a game's own reason) stays as it came.
 */
import en from "@/lib/i18n/messages/en/errors.json";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { CHAT_MAX, NOTE_MAX, REPORT_REASON_MAX } from "@/lib/chat/limits";
import { waitText } from "@/lib/rate-limits";
import { MESSAGES, type MatchErrorCode, type MatchResult } from "./errors";

type SentenceKey = keyof typeof en.sentences;
type LimitKey = keyof typeof en.limits;

/** The values a sentence is said with (as strings: the schemas write "5000", not "5,000"). */
const VALUES: Partial<Record<SentenceKey, Record<string, string>>> = {
  chatTooLong: { max: String(CHAT_MAX) },
  notesTooLong: { max: String(NOTE_MAX) },
  reasonTooLong: { max: String(REPORT_REASON_MAX) },
};

let known: Map<string, SentenceKey> | null = null;

/** English sentence -> its key, built once. */
function sentenceKey(text: string): SentenceKey | undefined {
  if (!known) {
    const t = translator("en", "errors");
    known = new Map((Object.keys(en.sentences) as SentenceKey[]).map((key) => [t(`sentences.${key}`, VALUES[key]), key]));
  }
  return known.get(text);
}

/** "12 minutes", "3 hours" in `locale`, as lib/rate-limits' waitText says it in English. */
function waitIn(seconds: number, locale: Locale): string {
  const t = translator(locale, "errors.wait");
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 120 ? t("minutes", { count: minutes }) : t("hours", { count: Math.ceil(minutes / 60) });
}

/** A rate limit's sentence in `locale`, when it is one of the match pages' limits. */
function limitText(message: string, seconds: number, locale: Locale): string | undefined {
  const wait = waitText(seconds);
  const key = (Object.keys(en.limits) as LimitKey[]).find((k) => en.limits[k].replace("{wait}", wait) === message);
  return key ? translator(locale, "errors.limits")(key, { wait: waitIn(seconds, locale) }) : undefined;
}

export function refusalText(refusal: { code: MatchErrorCode | string; message: string; retryAfterSeconds?: number }, locale: Locale): string {
  if (locale === "en") return refusal.message;
  const t = translator(locale, "errors");
  const code = refusal.code as MatchErrorCode;
  if (MESSAGES[code] === refusal.message) return t(`codes.${code}`);
  if (code === "RATE_LIMITED" && refusal.retryAfterSeconds) return limitText(refusal.message, refusal.retryAfterSeconds, locale) ?? refusal.message;
  const key = sentenceKey(refusal.message);
  return key ? t(`sentences.${key}`, VALUES[key]) : refusal.message;
}

/** The same result, a refusal's sentence in `locale`. */
export function inLanguage<T>(r: MatchResult<T>, locale: Locale): MatchResult<T> {
  return r.ok ? r : { ...r, message: refusalText(r, locale) };
}
