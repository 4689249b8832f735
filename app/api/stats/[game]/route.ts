/**
 * A game's statistics: GET /api/stats/:game -> { ok, game, overall, variants } (public). `overall` and each
 * entry of `variants` (games with variants: "" the base game, then each variant key) hold `matches`,
 * `averageDays`, `averageTurns`, `averageWinningScore` (null before any match), `winRateBySeat` (0..1 per
 * seat) and `byPlayers` (the same per player count). An unknown game is a 404 UNKNOWN_GAME.
 */
import { respond, json } from "@/lib/site/api";
import { statisticsOf } from "@/lib/site/stats";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ game: string }> }) {
  const { game } = await params;
  // A game key is short: anything longer is no game (and is not looked up).
  const r = await statisticsOf(game.length > 40 ? "" : game);
  if (!r.ok) return respond(r);
  return json({ ok: true, ...r.value });
}
