/**
 * Tournaments (lib/tournaments). GET /api/tournaments -> { upcoming, running, finished } (anyone; at most 50
 * each). POST /api/tournaments { gameKey, tableSize, format, rounds?, timeControl, rated, variants?,
 * minFinishedPercent?, signupUntil } -> { id }: a tournament open for sign-up, its creator its first player.
 */
import { tournamentInputSchema } from "@/lib/tournaments";
import { tournamentSite } from "@/lib/site/tournaments";
import { apiWrite, invalid, json, respond } from "@/lib/site/api";
import { localeFor } from "@/lib/site/request-locale";
import { inLanguage } from "@/lib/presentation/refusal-text";

export const dynamic = "force-dynamic";

export async function GET() {
  return json({ ok: true, ...(await tournamentSite.list()) });
}

export async function POST(req: Request) {
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  const parsed = tournamentInputSchema.safeParse(w.body);
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
  return respond(inLanguage(await tournamentSite.create(w.user.id, parsed.data), await localeFor(w.user.locale)));
}
