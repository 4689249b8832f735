/**
 * GET /api/tournaments/:id -> { status, players, rounds: [{ number, matches: [{ matchId, seats }] }], standings:
 * [{ username, points, tiebreak }] } and the tournament's settings (anyone; lib/tournaments `tournamentDetail`).
 */
import { tournamentIdSchema } from "@/lib/tournaments";
import { tournamentSite } from "@/lib/site/tournaments";
import { apiError, json } from "@/lib/site/api";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = tournamentIdSchema.safeParse((await params).id);
  const t = id.success ? await tournamentSite.detail(id.data) : null;
  if (!t) return apiError("NOT_FOUND", "There is no such tournament.");
  const { playerList, ...rest } = t;
  return json({ ok: true, ...rest, players: playerList, playerCount: t.players });
}
