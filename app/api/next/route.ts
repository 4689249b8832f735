import { apiUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { json, unauthenticated } from "@/lib/site/api";

export const dynamic = "force-dynamic";

/** The match waiting for the caller whose deadline comes first: { matchId | null, waiting }. */
export async function GET() {
  const user = await apiUser();
  if (!user) return unauthenticated();
  return json({ ok: true, ...(await site.nextGame(user.id)) });
}
