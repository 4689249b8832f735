/**
 * An engine's rejection as the site's refusal. The engine refuses by reference: the game's reason (a key of
 * the game's Log namespace), an engine sentence (a key of the "errors" catalogue's `sentences`), or only the
 * code. The refusal holds the English sentence for the API and logs, and the reference, so that pages and
 * the API say it in the reader's language (lib/presentation/refusal-text.ts) without reading English back.
 */
import type { Rejection } from "@/lib/engine";
import type { Locale } from "@/lib/i18n/locales";
import { logNamespace } from "@/lib/i18n/log-namespaces";
import { translator } from "@/lib/i18n/translator";
import { fail, MESSAGES, type MatchError } from "@/lib/errors/errors";
import { refuse, type SentenceKey } from "@/lib/errors/refuse";

type Sentence = NonNullable<MatchError["sentence"]>;
type Format = (key: string, values?: Record<string, string | number>) => string;

/** A refusal's sentence in `locale`, from its reference. */
export function sentenceText(sentence: Sentence, locale: Locale): string {
  const t = translator(locale, (sentence.namespace ?? "errors.sentences") as "errors.sentences");
  return (t as unknown as Format)(sentence.key, sentence.values);
}

/**
 * An engine's rejection of a move in a match of `gameKey` as the site's refusal: the game's reason (said in
 * its Log namespace), the engine's own sentence, or else the code's sentence.
 */
export function refusalOf(gameKey: string, r: Rejection): MatchError {
  if (r.sentence) return refuse(r.code, r.sentence.key as SentenceKey, r.sentence.values);
  const namespace = r.reason ? logNamespace(gameKey) : null;
  if (!r.reason || !namespace) return fail(r.code);
  const sentence: Sentence = r.reason.values
    ? { key: r.reason.key, values: r.reason.values, namespace }
    : { key: r.reason.key, namespace };
  return { ok: false, code: r.code, message: sentenceText(sentence, "en"), sentence };
}

/** A refusal in `locale`: by its reference, or the code's own sentence; any other sentence as it came. */
export function saidIn(refusal: Pick<MatchError, "code" | "message" | "sentence">, locale: Locale): string {
  if (refusal.sentence) return sentenceText(refusal.sentence, locale);
  const code = refusal.code;
  if (locale !== "en" && MESSAGES[code] === refusal.message) return translator(locale, "errors.codes")(code);
  return refusal.message;
}
