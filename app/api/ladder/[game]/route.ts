/**
 * A game's season ladder: GET /api/ladder/:game[?season=YYYY-Qn] ->
 * { ok, game, season, current, seasons, rows: [{ rank, username, points, matches, wins, deleted? }] } (public):
 * the top 100 of the season (default: the current one), by points, then wins, then fewer matches; equal rows
 * share a rank; `seasons`: the ladder's seasons, newest first. 404 UNKNOWN_GAME; 400 INVALID_INPUT for a
 * season not written YYYY-Qn; 404 NOT_FOUND for a season the ladder does not have.
 */
import { toResponse } from "@/lib/site/api";
import { ladderAnswer } from "@/lib/site/ladder";

export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ game: string }> }) {
  const { game } = await params;
  return toResponse(await ladderAnswer(game, new URL(req.url).searchParams.get("season")));
}
