/**
 * Statistics per game for the pages and the JSON API (app/stats/[game], GET /api/stats/:game): the game's
 * counters as lib/stats sums them; an unknown game is UNKNOWN_GAME. Two keyed reads of a few rows each, no
 * write: a public read like the leaderboard, guarded by the server's connection caps.
 */
import { readDb } from "@/lib/db";
import { getGame } from "@/lib/games";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { gameStatistics, type GameStatistics } from "@/lib/stats/read";

export async function statisticsOf(gameKey: string): Promise<MatchResult<GameStatistics>> {
  const game = getGame(gameKey);
  if (!game) return fail("UNKNOWN_GAME");
  const value = await gameStatistics(
    readDb(),
    game.key,
    (game.variants ?? []).map((v) => v.key),
  );
  return { ok: true, value };
}
