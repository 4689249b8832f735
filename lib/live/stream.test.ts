import { describe, expect, it } from "vitest";
import { openSseStream } from "./stream";
import { sseFrame } from "./events";

const decoder = new TextDecoder();

describe("the SSE response", () => {
  it("starts with the retry hint, carries events as frames, and ends once when the client goes", async () => {
    let closed = 0;
    const { stream, response } = openSseStream("u1", 42, { onClose: () => closed++ });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const reader = response.body!.getReader();
    expect(decoder.decode((await reader.read()).value)).toBe("retry: 3000\n\n");
    stream.send({ id: 7, event: "match", data: { matchId: 42, version: 3 } });
    expect(decoder.decode((await reader.read()).value)).toBe(
      'id: 7\nevent: match\ndata: {"matchId":42,"version":3}\n\n',
    );
    await reader.cancel();
    await reader.cancel();
    expect(closed).toBe(1);
    // Sending to a gone client is a no-op, not an error.
    stream.send({ id: 8, event: "lobby", data: { matchId: 1 } });
  });

  it("a client that stops reading is closed once 256 KB wait for it", async () => {
    let closed = 0;
    const { stream, response } = openSseStream("u1", null, { onClose: () => closed++ });
    const frame = { id: 1, event: "lobby" as const, data: { matchId: 1 } };
    const perFrame = sseFrame(frame).length;
    for (let i = 0; i < Math.ceil((256 * 1024) / perFrame) + 5; i++) stream.send(frame);
    expect(closed).toBe(1);
    // What was queued can still be read; then the stream ends.
    const reader = response.body!.getReader();
    let done = false;
    while (!done) done = (await reader.read()).done;
  });
});
