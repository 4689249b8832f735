/**
 * The match page's one-time offer of push (lib/push/offer.ts), for the caller (a session from this site's
 * pages, or an API token):
 *   GET       -> { due }: true while it is still to be made (never answered, no device subscribed)
 *   POST {}   -> { due: false }: answered (either way); it is not made again
 */
import { apiUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { apiWrite, invalid, json, unauthenticated } from "@/lib/site/api";
import { z } from "zod";

export const dynamic = "force-dynamic";

export async function POST(req: Request) {
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  if (!z.object({}).strict().safeParse(w.body).success) return invalid("Send {}.");
  await site.push.answerOffer(w.user.id);
  return json({ ok: true, due: false });
}

export async function GET() {
  const user = await apiUser();
  if (!user) return unauthenticated();
  return json({ ok: true, due: await site.push.offerDue(user.id) });
}
