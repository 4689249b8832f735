/** What a guest (lib/guests) is told wherever an account is needed: pages, actions and the JSON API. */
import { sentenceOf } from "@/lib/errors/refuse";
import type { MatchError } from "@/lib/errors/errors";

/** "Guests play against bots only. Create an account to keep this match and play people." (403) */
export function guestRefusal(): MatchError {
  return { ok: false, code: "FORBIDDEN", ...sentenceOf("guestsPlayBots") };
}
