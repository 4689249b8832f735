/** Refusals of tournaments by key in the "tournaments.refusals" catalogue: English for the API, the key for pages. */
import type { MatchError, MatchErrorCode } from "@/lib/errors/errors";
import { translator } from "@/lib/i18n/translator";
import type en from "@/lib/i18n/messages/en/tournaments.json";

export type TournamentRefusalKey = keyof typeof en.refusals;

export function tournamentRefusal(
  code: MatchErrorCode,
  key: TournamentRefusalKey,
  values?: Record<string, string | number>,
): MatchError {
  const message = (translator("en", "tournaments.refusals") as unknown as (k: string, v?: object) => string)(
    key,
    values,
  );
  return {
    ok: false,
    code,
    message,
    sentence: { key, namespace: "tournaments.refusals", ...(values ? { values } : {}) },
  };
}
