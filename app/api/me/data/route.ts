/**
 * GET /api/me/data: everything the site keeps about the caller, as one JSON document written as it is read
 * (lib/account-data/data-export.ts); `?download=1` as a file. 5 an hour per user.
 */
import { apiUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { unauthenticated } from "@/lib/site/api";
import { selfServiceRefused } from "@/lib/site/account-api";

export const dynamic = "force-dynamic";

export async function GET(req: Request) {
  const user = await apiUser();
  if (!user) return unauthenticated();
  const r = await site.accounts.dataExport(user.id);
  if (!r.ok) return selfServiceRefused(r);
  const encoder = new TextEncoder();
  const chunks = r.chunks;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (e) {
        // Headers are gone already: the document ends short, which no JSON reader takes for complete.
        console.error("[data export]", e instanceof Error ? e.message : e);
        controller.error(e);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const download = new URL(req.url).searchParams.get("download") === "1";
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...(download ? { "content-disposition": `attachment; filename="glenboard-data-${day}.json"` } : {}),
    },
  });
}
