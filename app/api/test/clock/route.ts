/**
 * End-to-end tests only (TEST_MODE=on; otherwise this address does not exist): moves the site's clock
 * forward and runs the clock work at once, so that a test sees a one-day deadline pass in a second.
 *   POST { advanceMs } -> { now, clocks: { vacationsEnded, autoVacations, timeouts, reminders } }
 */
import { z } from "zod";
import { env } from "@/lib/env";
import { site } from "@/lib/site";
import { apiWrite, invalid, json } from "@/lib/site/api";

export const dynamic = "force-dynamic";

export async function POST(req: Request) {
  if (env().TEST_MODE !== "on") return new Response("Not found\n", { status: 404 });
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  const b = z
    .object({
      advanceMs: z
        .number()
        .int()
        .min(0)
        .max(365 * 24 * 3600 * 1000),
    })
    .safeParse(w.body);
  if (!b.success) return invalid("Send { advanceMs }.");
  const r = await site.testing.advanceClock(b.data.advanceMs);
  return json({ ok: true, now: r.now.toISOString(), clocks: r.clocks });
}
