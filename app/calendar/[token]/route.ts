/** The private calendar feed (lib/clocks/calendar.ts): GET /calendar/<signed token>.ics. */
import { site } from "@/lib/site";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const ics = token.length <= 200 ? await site.calendar.feed(token) : null;
  if (ics === null)
    return new Response("This calendar address is not valid (it may have been revoked).\n", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  return new Response(ics, {
    headers: { "content-type": "text/calendar; charset=utf-8", "cache-control": "private, no-store" },
  });
}
