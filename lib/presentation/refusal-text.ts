/**
 * A refusal's sentence in the viewer's language. The services answer in English (the API's) and with a
 * reference: the site's own sentences by their key (lib/errors/refuse.ts), a game's reason by its key in
 * the game's Log namespace (lib/matches/write/engine-refusal.ts), a rate limit's by its name and wait
 * (lib/rate-limits); pages, actions and the API translate here, by that reference or by the code's own
 * sentence. A refusal with neither (a script's malformed input, said by the schema) stays as it came.
 */
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { waitParts, type LimitName } from "@/lib/rate-limits";
import { MESSAGES, type MatchError, type MatchErrorCode, type MatchResult } from "@/lib/errors/errors";
import { saidIn } from "@/lib/matches/write/engine-refusal";

type Sentence = NonNullable<MatchError["sentence"]>;

/** A rate limit's sentence, its wait in the reader's words ("12 Minuten"). */
function limitText(sentence: Sentence, locale: Locale): string {
  const wait = waitParts(Number(sentence.values?.waitSeconds ?? 60));
  const t = translator(locale, "errors.wait");
  const waitWords = "hours" in wait ? t("hours", { count: wait.hours }) : t("minutes", { count: wait.minutes });
  return translator(locale, "errors.limits")(sentence.key as LimitName, { wait: waitWords });
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
  const code = refusal.code as MatchErrorCode;
  if (refusal.sentence?.namespace === "errors.limits") return limitText(refusal.sentence, locale);
  if (refusal.sentence || MESSAGES[code] === refusal.message) return saidIn({ ...refusal, code }, locale);
  return refusal.message;
}

/** The same result, a refusal's sentence in `locale`. */
export function inLanguage<T>(r: MatchResult<T>, locale: Locale): MatchResult<T> {
  return r.ok ? r : { ...r, message: refusalText(r, locale) };
}
