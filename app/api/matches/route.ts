import { apiUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { createMatchSchema } from "@/lib/matches/schemas";
import { invalid, json, readJson, respond, unauthenticated } from "@/lib/site/api";

export const dynamic = "force-dynamic";

/** My games, grouped as on the "My games" page. */
export async function GET() {
  const user = await apiUser();
  if (!user) return unauthenticated();
  return json({ ok: true, ...(await site.myGames(user.id)) });
}

/** Create a match: { gameKey, seats: [{kind:"me"}, {kind:"invite", username}, {kind:"open"}, {kind:"bot", style}], note? }. */
export async function POST(req: Request) {
  const user = await apiUser();
  if (!user) return unauthenticated();
  const parsed = createMatchSchema.safeParse(await readJson(req));
  if (!parsed.success) return invalid();
  return respond(await site.createMatch(user.id, parsed.data));
}
