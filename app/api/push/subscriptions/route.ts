/**
 * The caller's web push subscriptions (a session from this site's pages, or an API token):
 *   POST { endpoint, keys: { p256dh, auth }, label? } -> { id } (201; the same endpoint again: 200, updated)
 *   GET                                               -> { subscriptions: [{ id, label, browser, createdAt, lastUsedAt }] }
 * (DELETE is app/api/push/subscriptions/[id].) Errors: docs/api.md "Web push".
 */
import { headers } from "next/headers";
import { apiUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { apiWrite, json, unauthenticated } from "@/lib/site/api";
import { subscribeResponse } from "@/lib/site/push";
import { localeFor } from "@/lib/site/request-locale";

export const dynamic = "force-dynamic";

export async function POST(req: Request) {
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  const userAgent = (await headers()).get("user-agent");
  return subscribeResponse(await site.push.subscribe(w.user.id, w.body, userAgent), await localeFor(w.user.locale));
}

export async function GET() {
  const user = await apiUser();
  if (!user) return unauthenticated();
  return json({ ok: true, subscriptions: await site.push.list(user.id) });
}
