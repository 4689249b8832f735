import { describe, expect, it } from "vitest";
import { LiveHub, type LiveStream } from "./hub";
import type { StreamEvent } from "./events";

function recorder(userId: string) {
  const got: StreamEvent[] = [];
  const stream: LiveStream = { userId, watch: null, send: (e) => void got.push(e), close: () => {} };
  return { stream, got };
}
const lobby = (id: number) => ({
  id,
  kind: "lobby" as const,
  matchId: id,
  version: null,
  userId: null,
  stepBy: null,
  publicVersion: null,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the hub", () => {
  it("tells a burst of lobby changes at once and then once more at the end, never each one", async () => {
    const hub = new LiveHub(
      { seatUsers: async () => [], seatCounts: async () => [] },
      { perUser: 2, total: 10, lobbyEveryMs: 100 },
    );
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
    const hub = new LiveHub(
      { seatUsers: async () => [], seatCounts: async () => [] },
      { perUser: 1, total: 1_000, lobbyEveryMs: 0 },
    );
    const rs = Array.from({ length: 350 }, (_, i) => recorder(`u${i}`));
    for (const r of rs) hub.add(r.stream);
    hub.add({
      userId: "broken",
      watch: null,
      send: () => {
        throw new Error("gone");
      },
      close: () => {},
    });
    await hub.dispatch(lobby(9));
    expect(rs.every((r) => r.got.length === 1 && r.got[0]!.id === 9)).toBe(true);
  });

  it("a chat message goes to the match's joined players, and to its watchers only when spectators may read its chat; no counts", async () => {
    for (const open of [false, true]) {
      // "eve" is seated (invited) but has not joined: she is no reader of the chat (the read endpoint says 403).
      const hub = new LiveHub(
        {
          seatUsers: async () => ["ana", "bo", "eve"],
          seatCounts: async () => [],
          chatAudience: async () => ({ players: ["ana", "bo"], spectators: open }),
        },
        { perUser: 2, total: 10 },
      );
      const ana = recorder("ana");
      const eve = recorder("eve");
      const watcher = { ...recorder("cy") };
      const watching: LiveStream = { ...watcher.stream, watch: 42 };
      hub.add(ana.stream);
      hub.add(eve.stream);
      hub.add(watching);
      await hub.dispatch({
        id: 3,
        kind: "chat",
        matchId: 42,
        version: null,
        userId: null,
        stepBy: null,
        publicVersion: null,
      });
      expect(ana.got).toEqual([{ id: 3, event: "chat", data: { matchId: 42 } }]);
      expect(eve.got).toEqual([]);
      expect(watcher.got.length).toBe(open ? 1 : 0);
    }
  });

  it("a step's event goes to the match's players only, saying whose step, and recounts nothing; a commit's goes to its watchers too, with the public version, and recounts", async () => {
    let counted = 0;
    let looked = 0;
    const seatUsers = async () => (looked++, ["ana", "bo"]);
    const seatCounts = async () => (
      counted++,
      [
        { userId: "ana", waiting: 1 },
        { userId: "bo", waiting: 2 },
      ]
    );
    const hub = new LiveHub({ seatUsers, seatCounts }, { perUser: 2, total: 10 });
    const ana = recorder("ana");
    const bo = recorder("bo");
    const eve = recorder("eve");
    const watcher = recorder("cy");
    for (const s of [ana.stream, bo.stream, eve.stream, { ...watcher.stream, watch: 42 }]) hub.add(s);
    await hub.dispatch({ id: 5, kind: "match", matchId: 42, version: 8, userId: null, stepBy: 1, publicVersion: null });
    const step = { id: 5, event: "match", data: { matchId: 42, version: 8, stepBy: 1 } };
    expect([ana.got, bo.got]).toEqual([[step], [step]]);
    expect([eve.got, watcher.got]).toEqual([[], []]);
    expect(counted).toBe(0);
    await hub.dispatch({ id: 6, kind: "match", matchId: 42, version: 9, userId: null, stepBy: null, publicVersion: 4 });
    expect(ana.got.slice(1)).toEqual([
      { id: 6, event: "match", data: { matchId: 42, version: 9 } },
      { id: 6, event: "count", data: { waiting: 1 } },
    ]);
    expect(bo.got.at(-1)).toEqual({ id: 6, event: "count", data: { waiting: 2 } });
    // The watcher is told the public version (steps do not move it), the players the version they act on.
    expect(watcher.got).toEqual([{ id: 6, event: "match", data: { matchId: 42, version: 4 } }]);
    expect([looked, counted]).toEqual([1, 1]);
    // The next steps follow the version the commit's lookup saw: nobody is looked up again.
    await hub.dispatch({
      id: 7,
      kind: "match",
      matchId: 42,
      version: 10,
      userId: null,
      stepBy: 0,
      publicVersion: null,
    });
    await hub.dispatch({
      id: 8,
      kind: "match",
      matchId: 42,
      version: 11,
      userId: null,
      stepBy: 0,
      publicVersion: null,
    });
    expect(ana.got.at(-1)).toEqual({ id: 8, event: "match", data: { matchId: 42, version: 11, stepBy: 0 } });
    expect([looked, counted]).toEqual([1, 1]);
    // A step after a version this instance was not told of (a gap): looked up again.
    await hub.dispatch({
      id: 10,
      kind: "match",
      matchId: 42,
      version: 13,
      userId: null,
      stepBy: 0,
      publicVersion: null,
    });
    expect([looked, counted]).toEqual([2, 1]);
    expect(bo.got.at(-1)).toEqual({ id: 10, event: "match", data: { matchId: 42, version: 13, stepBy: 0 } });
  });
});
