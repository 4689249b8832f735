/**
 * A player's public profile: GET /api/users/:username ->
 * { ok, username, memberSince, ratings: { [gameKey]: { rating, mu, sigma, matches, wins } }, history, played,
 *   bySeat: [{ seat, matches, wins }], favourites: [gameKey],
 *   current, reliability: { ended, finishedShare, turns, timeouts, timeoutsPer100Turns, medianSecondsToMove },
 *   seasons: [{ gameKey, season, rank, points, matches, wins }] } (closed seasons of the ladder in a game's top 10)
 */
import { z } from "zod";
import { site } from "@/lib/site";
import { fail } from "@/lib/errors/errors";
import { invalid, json, respond } from "@/lib/site/api";
import { singleLine } from "@/lib/validation/text";
import { seasonHonoursOf } from "@/lib/site/ladder";

export const dynamic = "force-dynamic";

const usernameParam = singleLine().pipe(z.string().min(1).max(40));

export async function GET(_req: Request, { params }: { params: Promise<{ username: string }> }) {
  const name = usernameParam.safeParse((await params).username);
  if (!name.success) return invalid("That is not a username.");
  const profile = await site.players.profile(name.data);
  if (!profile) return respond(fail("UNKNOWN_USER"));
  return json({ ok: true, ...profile, seasons: (await seasonHonoursOf(profile.username)) ?? [] });
}
