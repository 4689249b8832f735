import { describe, expect, it } from "vitest";
import { LiveHub, type LiveStream } from "./hub";
import type { StreamEvent } from "./events";

function recorder(userId: string) {
  const got: StreamEvent[] = [];
  const stream: LiveStream = { userId, watch: null, send: (e) => void got.push(e), close: () => {} };
  return { stream, got };
}
const lobby = (id: number) => ({ id, kind: "lobby" as const, matchId: id, version: null, userId: null });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the hub", () => {
  it("tells a burst of lobby changes at once and then once more at the end, never each one", async () => {
    const hub = new LiveHub({ seatUsers: async () => [], waitingCount: async () => 0 }, { perUser: 2, total: 10, lobbyEveryMs: 100 });
    const r = recorder("a");
    hub.add(r.stream);
    for (let i = 1; i <= 5; i++) await hub.dispatch(lobby(i));
    expect(r.got.map((e) => e.id)).toEqual([1]);
    await sleep(150);
    expect(r.got.map((e) => e.id)).toEqual([1, 5]);
    await sleep(150);
    await hub.dispatch(lobby(6));
    expect(r.got.map((e) => e.id)).toEqual([1, 5, 6]);
  });

  it("a big fan-out reaches every stream, even ones whose send throws", async () => {
    const hub = new LiveHub({ seatUsers: async () => [], waitingCount: async () => 0 }, { perUser: 1, total: 1_000, lobbyEveryMs: 0 });
    const rs = Array.from({ length: 350 }, (_, i) => recorder(`u${i}`));
    for (const r of rs) hub.add(r.stream);
    hub.add({ userId: "broken", watch: null, send: () => { throw new Error("gone"); }, close: () => {} });
    await hub.dispatch(lobby(9));
    expect(rs.every((r) => r.got.length === 1 && r.got[0]!.id === 9)).toBe(true);
  });
});
