/**
 * A stopping process opens no new live stream: server.ts calls shutdownLive on SIGTERM, and a browser whose
 * stream was just closed must not get a fresh one from the dying process (it would refresh its page into the
 * gap and, through Next's fallback, lose it to a full page load). Refused before any database work.
 */
import { afterAll, expect, it } from "vitest";
import { openLiveStream, shutdownLive } from "@/lib/site/live-stream";

// The mark lives on globalThis (holder.ts): take it back so no other file in this worker is refused.
afterAll(() => void delete (globalThis as Record<symbol, unknown>)[Symbol.for("glenboard.live.stopping")]);

it("after shutdownLive, opening a stream is refused with LIVE_BUSY and a retry time", async () => {
  await shutdownLive();
  const r = await openLiveStream("someone", null, null);
  expect(r).toEqual({
    ok: false,
    code: "LIVE_BUSY",
    message: "The server is restarting; the page will check for changes by itself.",
    retryAfterSeconds: 3,
  });
});
