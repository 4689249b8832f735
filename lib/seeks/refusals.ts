/** Refusals of "Play now" by key in the "seeks.refusals" catalogue: English for the API, the key for pages. */
import type { MatchError, MatchErrorCode } from "@/lib/errors/errors";
import { translator } from "@/lib/i18n/translator";
import type en from "@/lib/i18n/messages/en/seeks.json";

export type SeekRefusalKey = keyof typeof en.refusals;

export function seekRefusal(
  code: MatchErrorCode,
  key: SeekRefusalKey,
  values?: Record<string, string | number>,
): MatchError {
  const message = (translator("en", "seeks.refusals") as unknown as (k: string, v?: object) => string)(key, values);
  return { ok: false, code, message, sentence: { key, namespace: "seeks.refusals", ...(values ? { values } : {}) } };
}
