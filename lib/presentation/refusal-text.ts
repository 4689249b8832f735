/**
 * A refusal's sentence in the viewer's language. The services answer in English (the API's) and with a
 * reference: the site's own sentences by their key (lib/errors/refuse.ts), a game's reason by its key in
 * the game's Log namespace (lib/matches/write/engine-refusal.ts); pages, actions and the API translate here: by
 * that reference, by the code's own sentence, by a schema's sentence (chat and notes checks, recognised by
 * their English text with the values they are always said with), or a rate limit (`limits`, recognised
 * with their wait). Anything else stays as it came.
 */
import en from "@/lib/i18n/messages/en/errors.json";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { CHAT_MAX, NOTE_MAX, REPORT_REASON_MAX } from "@/lib/chat/limits";
import { MESSAGES, type MatchError, type MatchErrorCode, type MatchResult } from "@/lib/errors/errors";
import { saidIn } from "@/lib/matches/write/engine-refusal";

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
    // Sentences said with arguments other than the fixed VALUES come with their key (refuse.ts), never by text.
    const fixed = (Object.keys(en.sentences) as SentenceKey[]).filter(
      (key) => !en.sentences[key].includes("{") || VALUES[key],
    );
    known = new Map(fixed.map((key) => [t(`sentences.${key}`, VALUES[key]), key]));
  }
  return known.get(text);
}

/** English wait texts ("1 minute", "12 minutes", "3 hours", as lib/rate-limits' waitText says them) in `locale`. */
function waitIn(english: string, locale: Locale): string {
  const t = translator(locale, "errors.wait");
  const [, n, unit] = english.match(/^(\d+) (minutes?|hours)$/) ?? [];
  if (!n) return english;
  return unit === "hours" ? t("hours", { count: Number(n) }) : t("minutes", { count: Number(n) });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each limit's English sentence as a pattern that captures its wait. */
const limitPatterns = (Object.keys(en.limits) as LimitKey[]).map((key) => {
  const [before = "", after = ""] = en.limits[key].split("{wait}");
  return { key, pattern: new RegExp(`^${escape(before)}(\\d+ (?:minutes?|hours))${escape(after)}$`) };
});

/** A rate limit's sentence (lib/rate-limits/limits.ts takes its English from the same catalogue) in `locale`. */
function limitText(message: string, locale: Locale): string | undefined {
  for (const { key, pattern } of limitPatterns) {
    const wait = message.match(pattern)?.[1];
    if (wait) return translator(locale, "errors.limits")(key, { wait: waitIn(wait, locale) });
  }
  return undefined;
}

export function refusalText(
  refusal: {
    code: MatchErrorCode | string;
    message: string;
    retryAfterSeconds?: number;
    sentence?: MatchError["sentence"];
  },
  locale: Locale,
): string {
  if (locale === "en") return refusal.message;
  const t = translator(locale, "errors");
  // Said by reference: the site's own sentences, a game's reasons, the codes' sentences.
  const code = refusal.code as MatchErrorCode;
  if (refusal.sentence || MESSAGES[code] === refusal.message) return saidIn({ ...refusal, code }, locale);
  if (code === "RATE_LIMITED") return limitText(refusal.message, locale) ?? refusal.message;
  const key = sentenceKey(refusal.message);
  if (key) return t(`sentences.${key}`, VALUES[key]);
  return refusal.message;
}

/** The same result, a refusal's sentence in `locale`. */
export function inLanguage<T>(r: MatchResult<T>, locale: Locale): MatchResult<T> {
  return r.ok ? r : { ...r, message: refusalText(r, locale) };
}
