/**
 * A game's ladder as one answer for the page and the JSON API: the season asked for checked first. An unknown
 * game is UNKNOWN_GAME (404); a season not in the form YYYY-Qn is INVALID_INPUT (400); a well-formed season
 * the game's ladder does not have (before its first, or after the current one) is NOT_FOUND (404). Nothing is
 * read before the game and the season's form are checked.
 */
import type { Db } from "@/lib/db";
import { getGame } from "@/lib/games";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { ladderSeasons, ladderTable, type LadderRow } from "./read";
import { seasonOf, seasonSchema, type Season } from "./seasons";

export interface LadderPage {
  game: string;
  season: Season;
  /** The season running now (its table still moves). */
  current: Season;
  /** Every season of the game's ladder, newest first. */
  seasons: Season[];
  rows: (LadderRow & { self: boolean })[];
  /** The viewer's own row, when they have one this season (also when outside the top rows). */
  me: LadderRow | null;
}

export const BAD_SEASON = "Give the season as ?season=YYYY-Qn, for example ?season=2026-Q3.";
export const NO_SUCH_SEASON = "This game's ladder has no such season: `seasons` lists the ones it has.";

/** A game's ladder in `season` (as the request gave it; absent: the current season), as `viewerId` sees it. */
export async function ladderPage(
  db: Db,
  gameKey: string,
  season: string | null | undefined,
  now: Date,
  viewerId?: string,
): Promise<MatchResult<LadderPage>> {
  // A game key is short: anything longer is no game (and is not looked up).
  const game = gameKey.length <= 40 ? getGame(gameKey) : undefined;
  if (!game) return fail("UNKNOWN_GAME");
  const current = seasonOf(now);
  let chosen = current;
  if (season !== null && season !== undefined) {
    const parsed = seasonSchema.safeParse(season);
    if (!parsed.success) return fail("INVALID_INPUT", BAD_SEASON);
    chosen = parsed.data;
  }
  const seasons = await ladderSeasons(db, game.key, now);
  if (!seasons.includes(chosen)) return fail("NOT_FOUND", NO_SUCH_SEASON);
  const table = await ladderTable(db, game.key, chosen, viewerId);
  return { ok: true, value: { game: game.key, season: chosen, current, seasons, ...table } };
}

/** The name a deleted account's row shows in the API (the pages say it in the reader's language). */
export const DELETED_NAME = "deleted player";

/**
 * GET /api/ladder/:game's answer: `{ game, season, current, seasons, rows: [{ rank, username, points, matches,
 * wins, deleted? }] }` (public: no row is marked as the caller's).
 */
export async function ladderApi(db: Db, gameKey: string, season: string | null, now: Date) {
  const page = await ladderPage(db, gameKey, season, now);
  if (!page.ok) return page;
  const { game, season: chosen, current, seasons, rows } = page.value;
  return {
    ok: true as const,
    value: {
      game,
      season: chosen,
      current,
      seasons,
      rows: rows.map(({ self: _self, username, ...r }) =>
        username === null ? { ...r, username: DELETED_NAME, deleted: true } : { ...r, username },
      ),
    },
  };
}
