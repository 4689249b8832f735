/**
 * The live push path against real databases: NOTIFY arrives only when the writing transaction commits (never
 * for a rollback), on PGlite in one process and on PostgreSQL across listeners (two app instances); match
 * changes reach the players' and watchers' streams with the new version and the players' counts, lobby and
 * invitation events reach whom they concern; a reconnect resumes after its last id or is told to resync.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db, DbTarget } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { seatWaitingCounts, waitingCount } from "@/lib/matches/read/list";
import { publishLive } from "@/lib/live/publish";
import { startListener, type LiveListener } from "@/lib/live/listener";
import { LiveHub, type LiveStream } from "@/lib/live/hub";
import { replaySince, sweepLiveEvents, latestEventId } from "@/lib/live/replay";
import { sqlTime } from "@/lib/db/sql-time";
import { markPresent } from "@/lib/live/presence";
import type { StoredEvent, StreamEvent } from "@/lib/live/events";
import { makeUsers, registerTinyGame } from "./helpers";

registerTinyGame();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(get: () => T | undefined, ms = 3_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = get();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error("timed out waiting");
    await sleep(10);
  }
}

function recorder(userId: string, watch: number | null = null) {
  const got: StreamEvent[] = [];
  const stream: LiveStream = { userId, watch, send: (e) => got.push(e), close: () => {} };
  return { stream, got };
}

forEachDatabase("live events", (t) => {
  let db: Db;
  let target: DbTarget;
  let u: Record<string, string>;
  const listeners: LiveListener[] = [];

  beforeAll(async () => {
    db = t.db;
    target = t.kind === "pglite" ? { kind: "pglite", instance: t.pglite! } : { kind: "postgres", url: t.url! };
    u = await makeUsers(db, ["Anna", "Bruno", "Clara"]);
  });
  afterAll(async () => {
    for (const l of listeners) await l.stop();
  });

  async function listen(): Promise<StoredEvent[]> {
    const got: StoredEvent[] = [];
    listeners.push(await startListener(target, { onEvent: (e) => got.push(e), onGap: () => {} }));
    return got;
  }

  it("a notification arrives when the transaction commits, never before and never for a rollback", async () => {
    const first = await listen();
    // Two listeners stand for two app instances (on PGlite: two subscribers in the one process).
    const second = await listen();
    await db.$transaction(async (tx) => {
      await publishLive(tx, { kind: "match", matchId: 424242, version: 7 });
      await sleep(150);
      expect(first.filter((e) => e.matchId === 424242)).toEqual([]);
    });
    const e = await waitFor(() => first.find((x) => x.matchId === 424242));
    expect(e).toMatchObject({ kind: "match", matchId: 424242, version: 7, userId: null });
    expect(await waitFor(() => second.find((x) => x.matchId === 424242))).toEqual(e);

    await expect(
      db.$transaction(async (tx) => {
        await publishLive(tx, { kind: "match", matchId: 434343, version: 1 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await db.$transaction((tx) => publishLive(tx, { kind: "lobby", matchId: 454545 }));
    await waitFor(() => first.find((x) => x.matchId === 454545));
    expect(first.filter((x) => x.matchId === 434343)).toEqual([]);
    expect(await db.liveEvent.count({ where: { matchId: 434343 } })).toBe(0);
  });

  it("a move reaches both players' streams and a watcher's with the new version and the new counts", async () => {
    const events = await listen();
    const hub = new LiveHub(
      {
        seatUsers: async (id) =>
          (await db.seat.findMany({ where: { matchId: id } })).flatMap((s) => (s.userId ? [s.userId] : [])),
        seatCounts: (id) => seatWaitingCounts(db, id),
      },
      { perUser: 4, total: 100, lobbyEveryMs: 0 },
    );
    const anna = recorder(u.Anna!);
    const bruno = recorder(u.Bruno!);
    const clara = recorder(u.Clara!);
    for (const r of [anna, bruno, clara]) expect(hub.add(r.stream)).toEqual({ ok: true });
    const created = await createMatch(db, u.Anna!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bruno" }],
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.matchId;
    const watcher = recorder(u.Clara!, id);
    expect(hub.add(watcher.stream)).toEqual({ ok: true });

    const dispatchAll = async (n: number) => {
      await waitFor(() => (events.filter((e) => e.matchId === id).length >= n ? true : undefined));
      const mine = events.filter((e) => e.matchId === id);
      events.length = 0;
      for (const e of mine) await hub.dispatch(e);
    };
    await dispatchAll(2);
    // The invitation is Bruno's alone; the lobby change is everyone's.
    expect(bruno.got.map((e) => e.event)).toEqual(["invitation", "lobby"]);
    expect(anna.got.map((e) => e.event)).toEqual(["lobby"]);
    expect(clara.got.map((e) => e.event)).toEqual(["lobby"]);

    const joined = await joinMatch(db, u.Bruno!, id, 0);
    expect(joined.ok).toBe(true);
    await dispatchAll(3); // the join, the start, the lobby change
    const version = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    const lastMatch = (got: StreamEvent[]) => got.filter((e) => e.event === "match").at(-1);
    expect(lastMatch(anna.got)?.data).toEqual({ matchId: id, version });
    expect(lastMatch(watcher.got)?.data).toEqual({ matchId: id, version });
    expect(anna.got.filter((e) => e.event === "count").at(-1)?.data).toEqual({ waiting: 1 });

    for (const r of [anna, bruno, clara, watcher]) r.got.length = 0;
    const moved = await act(db, u.Anna!, id, version, { type: "commit" });
    expect(moved.ok).toBe(true);
    await dispatchAll(1);
    expect(anna.got).toEqual([
      { id: expect.any(Number), event: "match", data: { matchId: id, version: version + 1 } },
      { id: expect.any(Number), event: "count", data: { waiting: 0 } },
    ]);
    expect(bruno.got.find((e) => e.event === "count")?.data).toEqual({ waiting: 1 });
    // The hub's one lookup counts as the header's count does, for each seated user.
    const counts = await seatWaitingCounts(db, id);
    expect(counts.map((c) => c.userId).sort()).toEqual([u.Anna!, u.Bruno!].sort());
    for (const c of counts) expect(c.waiting).toBe(await waitingCount(db, c.userId));
    expect(watcher.got.map((e) => e.event)).toEqual(["match"]);
    // Clara plays nothing here: her other (non-watching) stream hears nothing of the move.
    expect(clara.got).toEqual([]);
  });

  it("a step's event says whose step it was and recounts nothing; a reconnect's replay says it too", async () => {
    const events = await listen();
    let counted = 0;
    const hub = new LiveHub(
      { seatUsers: async () => [u.Anna!, u.Bruno!], seatCounts: async (id) => (counted++, seatWaitingCounts(db, id)) },
      { perUser: 4, total: 100, lobbyEveryMs: 0 },
    );
    const anna = recorder(u.Anna!);
    const bruno = recorder(u.Bruno!);
    for (const r of [anna, bruno]) hub.add(r.stream);
    const created = await createMatch(db, u.Anna!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bruno" }],
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.matchId;
    const watcher = recorder(u.Clara!, id);
    hub.add(watcher.stream);
    expect((await joinMatch(db, u.Bruno!, id, 0)).ok).toBe(true);
    const match = await db.match.findUniqueOrThrow({ where: { id } });
    const seat = match.activeSeats[0]!;
    const mover = seat === 0 ? u.Anna! : u.Bruno!;
    const start = await latestEventId(db);
    events.length = 0;

    const stepped = await act(db, mover, id, match.version, { type: "move", move: { type: "add", n: 1 } });
    if (!stepped.ok) throw new Error(stepped.message);
    // By its version: the join's own event may still arrive after the list was cleared (PostgreSQL's NOTIFY).
    const stored = await waitFor(() =>
      events.find((e) => e.matchId === id && e.kind === "match" && e.version === match.version + 1),
    );
    expect(stored).toMatchObject({ version: match.version + 1, stepBy: seat });
    await hub.dispatch(stored);
    for (const r of [anna, bruno])
      expect(r.got).toEqual([
        { id: stored.id, event: "match", data: { matchId: id, version: match.version + 1, stepBy: seat } },
      ]);
    // A spectator's stream is not told of it.
    expect(watcher.got).toEqual([]);
    expect(counted).toBe(0);
    // Undoing it is the seat's own change too.
    const undone = await act(db, mover, id, match.version + 1, { type: "undo-step" });
    if (!undone.ok) throw new Error(undone.message);
    expect(await waitFor(() => events.find((e) => e.matchId === id && e.version === match.version + 2))).toMatchObject({
      stepBy: seat,
    });
    // A commit is everyone's: no stepBy, and the counts are told again.
    const committed = await act(db, mover, id, match.version + 2, { type: "commit" });
    if (!committed.ok) throw new Error(committed.message);
    const commitEvent = await waitFor(() => events.find((e) => e.matchId === id && e.version === match.version + 3));
    expect(commitEvent.stepBy).toBeNull();
    await hub.dispatch(commitEvent);
    expect(anna.got.at(-2)).toEqual({
      id: commitEvent.id,
      event: "match",
      data: { matchId: id, version: match.version + 3 },
    });
    // The spectator is told the public version: the step and the undo did not move it, the commit did.
    expect(watcher.got).toEqual([
      { id: commitEvent.id, event: "match", data: { matchId: id, version: match.publicVersion + 1 } },
    ]);
    expect(counted).toBe(1);
    const replay = await replaySince(db, mover, null, start);
    expect(
      replay.kind === "events" &&
        replay.events.filter((e) => e.matchId === id && e.kind === "match").map((e) => e.stepBy),
    ).toEqual([seat, seat, null]);
    // A spectator resuming hears of the commit only.
    const watching = await replaySince(db, u.Clara!, id, start);
    expect(
      watching.kind === "events" &&
        watching.events.filter((e) => e.matchId === id && e.kind === "match").map((e) => e.stepBy),
    ).toEqual([null]);
  });

  it("stream limits per user and per instance", () => {
    const hub = new LiveHub({ seatUsers: async () => [], seatCounts: async () => [] }, { perUser: 2, total: 3 });
    expect(hub.add(recorder("a").stream)).toEqual({ ok: true });
    expect(hub.add(recorder("a").stream)).toEqual({ ok: true });
    expect(hub.add(recorder("a").stream)).toEqual({ ok: false, reason: "user-full" });
    const b = recorder("b").stream;
    expect(hub.add(b)).toEqual({ ok: true });
    expect(hub.add(recorder("c").stream)).toEqual({ ok: false, reason: "site-full" });
    hub.remove(b);
    expect(hub.add(recorder("c").stream)).toEqual({ ok: true });
    expect(hub.users().sort()).toEqual(["a", "c"]);
  });

  it("a reconnect resumes after its last id with only what the user may hear, or is told to resync", async () => {
    const start = await latestEventId(db);
    await db.$transaction(async (tx) => {
      await publishLive(tx, { kind: "invitation", matchId: 900001, userId: u.Clara! });
      await publishLive(tx, { kind: "invitation", matchId: 900002, userId: u.Bruno! });
      await publishLive(tx, { kind: "lobby", matchId: 900003 });
      await publishLive(tx, { kind: "match", matchId: 900004, version: 3 });
    });
    const replay = await replaySince(db, u.Clara!, 900004, start);
    expect(replay.kind === "events" && replay.events.map((e) => [e.kind, e.matchId])).toEqual([
      ["invitation", 900001],
      ["lobby", 900003],
      ["match", 900004],
    ]);
    const notWatching = await replaySince(db, u.Clara!, null, start);
    expect(notWatching.kind === "events" && notWatching.events.map((e) => e.matchId)).toEqual([900001, 900003]);
    // An hour later the events are swept: a client that saw none of them must fetch everything again.
    await sweepLiveEvents(db, new Date(Date.now() + 2 * 3_600_000));
    await db.$transaction((tx) => publishLive(tx, { kind: "lobby", matchId: 900005 }));
    expect(await replaySince(db, u.Clara!, null, start)).toEqual({ kind: "resync" });
    const newest = await latestEventId(db);
    expect(await replaySince(db, u.Clara!, null, newest)).toEqual({ kind: "events", events: [] });
  });

  it("the sweep deletes the events older than the retention and keeps the newer ones", async () => {
    const now = new Date();
    const at = (minutesAgo: number) => sqlTime(new Date(now.getTime() - minutesAgo * 60_000));
    // Written in id order, oldest first (as the site writes them): two past the retention, two within it.
    await db.$executeRaw`DELETE FROM "LiveEvent"`;
    for (const minutesAgo of [150, 90, 30, 1]) {
      await db.$executeRaw`INSERT INTO "LiveEvent" ("kind", "matchId", "createdAt") VALUES ('lobby', ${910000 + minutesAgo}, ${at(minutesAgo)}::timestamp)`;
    }
    const before = (await db.liveEvent.findMany({ where: { matchId: { gte: 910000 } }, orderBy: { id: "asc" } })).map(
      (e) => e.matchId,
    );
    expect(before).toEqual([910150, 910090, 910030, 910001]);
    expect(await sweepLiveEvents(db, now)).toBeGreaterThanOrEqual(2);
    const kept = await db.liveEvent.findMany({ where: { matchId: { gte: 910000 } }, orderBy: { id: "asc" } });
    expect(kept.map((e) => e.matchId)).toEqual([910030, 910001]);
    // Once everything is old, everything goes.
    await sweepLiveEvents(db, new Date(now.getTime() + 3 * 3_600_000));
    expect(await db.liveEvent.count()).toBe(0);
    // The empty table (as after a crash: lib/live/replay.ts) still knows which ids were handed out: a client
    // that saw 910030 but not 910001 must fetch again, one that saw 910001 missed nothing, and a fresh page
    // starts at 910001's id, not at 0 (else its stream would resync at once).
    const [sawSome, sawAll] = kept.map((e) => Number(e.id));
    expect(await replaySince(db, u.Clara!, null, sawSome!)).toEqual({ kind: "resync" });
    expect(await replaySince(db, u.Clara!, null, sawAll!)).toEqual({ kind: "events", events: [] });
    expect(await latestEventId(db)).toBe(sawAll);
  });

  it("presence is written for the users with a stream and runs out by itself", async () => {
    const now = new Date();
    await markPresent(db, [u.Anna!], now);
    const anna = await db.user.findUniqueOrThrow({ where: { id: u.Anna! } });
    const bruno = await db.user.findUniqueOrThrow({ where: { id: u.Bruno! } });
    expect(anna.presentUntil!.getTime()).toBe(now.getTime() + 90_000);
    expect(bruno.presentUntil).toBeNull();
  });
});
