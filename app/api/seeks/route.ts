/**
 * "Play now" (lib/seeks). GET /api/seeks -> { open, matched, counts }: the caller's open seeks, the ones that
 * became matches lately, and how many players wait per game and number of players. POST /api/seeks
 * { gameKey, players, timeControl?, rated, variants?, expiresInDays? } -> { id } or { id, matchId }.
 */
import { apiUser } from "@/lib/auth/current";
import { seekInputSchema } from "@/lib/seeks";
import { seekSite } from "@/lib/site/seeks";
import { apiWrite, invalid, json, respond, unauthenticated } from "@/lib/site/api";
import { localeFor } from "@/lib/site/request-locale";
import { inLanguage } from "@/lib/presentation/refusal-text";

export const dynamic = "force-dynamic";

export async function GET() {
  const user = await apiUser();
  if (!user) return unauthenticated();
  return json({ ok: true, ...(await seekSite.overview(user.id)) });
}

export async function POST(req: Request) {
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  const parsed = seekInputSchema.safeParse(w.body);
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
  return respond(inLanguage(await seekSite.create(w.user.id, parsed.data), await localeFor(w.user.locale)));
}
