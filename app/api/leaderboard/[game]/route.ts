/**
 * A game's leaderboard: GET /api/leaderboard/:game?page=N ->
 * { ok, page, pages, total, rows: [{ place, username, rating, matches, wins }] } (players with at least 5 rated matches),
 * provisional: [{ username, rating, matches, wins, provisional: true }] (1 to 4 rated matches; first page only, at most 50)
 */
import { site } from "@/lib/site";
import { getGame } from "@/lib/games";
import { fail } from "@/lib/errors/errors";
import { invalid, json, respond } from "@/lib/site/api";
import { wholeNumber } from "@/lib/validation/numbers";

export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ game: string }> }) {
  const { game } = await params;
  if (!getGame(game)) return respond(fail("UNKNOWN_GAME"));
  const page = wholeNumber(1, 100_000)
    .default(1)
    .safeParse(new URL(req.url).searchParams.get("page") ?? undefined);
  if (!page.success) return invalid("Give ?page=N.");
  return json({ ok: true, ...(await site.players.leaderboard(game, page.data)) });
}
