import { z } from "zod";
import { apiUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { apiError, invalid, unauthenticated } from "@/lib/site/api";
import { intId, wholeNumber } from "@/lib/validation/numbers";

export const dynamic = "force-dynamic";

const query = z.object({
  watch: intId.optional(),
  lastEventId: wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
});

/**
 * Live updates as Server-Sent Events for the signed-in caller (session cookie or API token): `match`,
 * `count`, `lobby`, `invitation` and `resync` events (lib/live/events.ts; docs/features.md "Live updates").
 * `?watch=<matchId>` adds a match the caller does not play in; `Last-Event-ID` (or `?lastEventId=`) resumes.
 */
export async function GET(req: Request) {
  const user = await apiUser();
  if (!user) return unauthenticated();
  const params = new URL(req.url).searchParams;
  const parsed = query.safeParse({
    watch: params.get("watch") ?? undefined,
    lastEventId: req.headers.get("last-event-id") || params.get("lastEventId") || undefined,
  });
  if (!parsed.success) return invalid("watch must be a match id and Last-Event-ID an event id (whole numbers).");
  const r = await site.live.open(user.id, parsed.data.watch ?? null, parsed.data.lastEventId ?? null, req.signal);
  if (r.ok) return r.response;
  return apiError(r.code, r.message, r.retryAfterSeconds ? { "retry-after": String(r.retryAfterSeconds) } : {});
}
