/**
 * The one place where a stored match meets its game: the game's key and the rules version the match was
 * created under (docs/adding-a-game.md, "Rules versions"). Every path that plays, views or replays a
 * match asks here, so a match of an older supported version is played with its own rules, and one this
 * site cannot play is refused with UNSUPPORTED_RULES and a sentence instead of failing deep in a replay.
 */
import { gameForRulesVersion, type AnyGame } from "@/lib/engine";
import { getGame } from "@/lib/games";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { refusalOf } from "../write/engine-refusal";

export function gameOfMatch(match: { gameKey: string; rulesVersion: number }): MatchResult<AnyGame> {
  const game = getGame(match.gameKey);
  if (!game) return fail("UNKNOWN_GAME");
  const rules = gameForRulesVersion(game, match.rulesVersion);
  return rules.ok ? rules : refusalOf(game.key, rules);
}
