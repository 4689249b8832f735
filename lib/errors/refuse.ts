/**
 * A refusal with a sentence of the site's own, by its key in the "errors" catalogue (`sentences`): the
 * English sentence for the API and logs, and the key and values so that pages and the API can say it in the
 * reader's language (lib/presentation/refusal-text.ts) without recognising the English text.
 */
import englishErrors from "@/lib/i18n/messages/en/errors.json";
import { translator } from "@/lib/i18n/translator";
import type { MatchError, MatchErrorCode } from "./errors";

export type SentenceKey = keyof typeof englishErrors.sentences;

export function refuse(code: MatchErrorCode, key: SentenceKey, values?: Record<string, string | number>): MatchError {
  return { ok: false, code, ...sentenceOf(key, values) };
}

/** A sentence of the site's own: the English for the API and logs, and its key for the reader's language. */
export function sentenceOf(
  key: SentenceKey,
  values?: Record<string, string | number>,
): { message: string; sentence: NonNullable<MatchError["sentence"]> } {
  return { message: translator("en", "errors.sentences")(key, values as never), sentence: { key, values } };
}
