/**
 * The season ladder per game for the pages and the JSON API (app/ladder/[game], GET /api/ladder/:game, the
 * profile's "Seasons"): lib/ladder's reads at the site's clock. Keyed reads of at most 100 rows and a few
 * bounded counts, no write: a public read like the leaderboard, held by the server's connection caps (a
 * counter per request would be a write, dearer than the read: docs/operating.md "Limits").
 */
import { getDb } from "@/lib/db";
import { siteNow } from "@/lib/clocks/site-time";
import { resultAnswer, type PlainAnswer } from "./api-answers";
import { ladderApi, ladderPage } from "@/lib/ladder/page";
import { seasonHonours, type SeasonHonour } from "@/lib/ladder/read";
import { userIdOf } from "@/lib/profiles/profile";

export { HONOUR_PLACES, TABLE_SIZE } from "@/lib/ladder/read";
export { seasonMonths, seasonParts, type Season } from "@/lib/ladder/seasons";
export type { LadderPage } from "@/lib/ladder/page";

/** The page's data: a game's ladder in `season` (absent: the current one), `viewerId`'s row marked. */
export const ladderOf = (gameKey: string, season: string | undefined, viewerId?: string) =>
  ladderPage(getDb(), gameKey, season, siteNow(), viewerId);

/** GET /api/ladder/:game[?season=YYYY-Qn] as plain data. */
export async function ladderAnswer(gameKey: string, season: string | null): Promise<PlainAnswer> {
  return resultAnswer(await ladderApi(getDb(), gameKey, season, siteNow()));
}

/** The closed seasons in which the player finished in a game's top 10 (their profile's "Seasons"); null: no such player. */
export async function seasonHonoursOf(username: string): Promise<SeasonHonour[] | null> {
  const user = await userIdOf(getDb(), username);
  return user ? seasonHonours(getDb(), user.id, siteNow()) : null;
}
