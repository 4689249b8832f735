import { apiUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { createMatchSchema } from "@/lib/matches/store/schemas";
import { apiWrite, invalid, json, respond, unauthenticated } from "@/lib/site/api";

export const dynamic = "force-dynamic";

/** My games, grouped as on the "My games" page. */
export async function GET() {
  const user = await apiUser();
  if (!user) return unauthenticated();
  return json({ ok: true, ...(await site.myGames(user.id)) });
}

/** Create a match: { gameKey, seats: [{kind:"me"}, {kind:"invite", username}, {kind:"open"}, {kind:"bot", style}], note? }. */
export async function POST(req: Request) {
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  const parsed = createMatchSchema.safeParse(w.body);
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
  return respond(await site.createMatch(w.user.id, parsed.data));
}
