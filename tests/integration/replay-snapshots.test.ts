/**
 * Replay snapshots (lib/matches/write/replay-snapshots.ts) and the replay frames read from them
 * (lib/matches/read/replay.ts), on a real PGlite: a long match stores the committed state each time its log passes
 * a multiple of SNAPSHOT_EVERY entries; every frame read from the nearest snapshot is the position a replay
 * from the seed reaches; without snapshots (a match older than them) the answers are the same; and a frame
 * at the end of the game costs the statements and, within one snapshot's distance, the moves of one at
 * its start.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db, Tx } from "@/lib/db";
import { replay, replayStates, type AnyGame, rejectionText } from "@/lib/engine";
import { games } from "@/lib/games";
import { tinyGame, type TinyMove, type TinyState } from "@/lib/games/tiny";
import { createMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getReplay, getReplayFrame } from "@/lib/matches/read/replay";
import { SNAPSHOT_EVERY, snapshotAfterCommit } from "@/lib/matches/write/replay-snapshots";
import type { MatchAction } from "@/lib/matches/store/schemas";
import { makeUsers, recordingClient } from "./helpers";
import { packState, unpackState } from "@/lib/matches/store/packed-state";

/**
 * The tiny game, counting the moves it applies (what a replay frame costs, without a clock), with targets
 * beyond the tiny game's 100 for a long match.
 */
let applied = 0;
const countingGame: AnyGame = {
  ...tinyGame,
  key: "tiny-counting",
  optionsSchema: z.object({ target: z.number().int().min(1).max(1000) }),
  applyMove: (s: TinyState, seat: number, m: TinyMove) => {
    applied++;
    return tinyGame.applyMove(s, seat, m);
  },
};

/** A human turn of several log entries of several moves each: the roll (a reveal) commits the first two. */
const HUMAN_TURN: MatchAction[] = [
  { type: "move", move: { type: "add", n: 2 } },
  { type: "move", move: { type: "roll" } },
  { type: "move", move: { type: "add", n: 1 } },
  { type: "move", move: { type: "end-turn" } },
];

describe("replay frames from snapshots", () => {
  const t = useDatabase("pglite");
  let db: Db;
  let counted: Db;
  let statements: string[] = [];
  let ana: string;
  let matchId: number;
  /** The match's log and, for every frame, the spectator's view replayed from the seed. */
  let log: { seat: number; moves: unknown[] }[];
  let views: unknown[];
  let setup: { players: number; seed: string; options: unknown };

  beforeAll(async () => {
    games[countingGame.key] = countingGame;
    db = t.db;
    ({ db: counted, statements } = recordingClient(t.pglite!));
    ana = (await makeUsers(db, ["Ana"])).Ana!;
    matchId = await playLongMatch();
    const match = await db.match.findUniqueOrThrow({
      where: { id: matchId },
      include: { moves: { orderBy: { index: "asc" } } },
    });
    setup = { players: match.playerCount, seed: match.seed, options: match.options };
    log = match.moves.map((m) => ({ seat: m.seat, moves: m.moves as unknown[] }));
    const states = replayStates(countingGame, setup, log);
    if (!states.ok) throw new Error(rejectionText(states));
    views = states.value.map((s) => countingGame.playerView(s.state, null));
  }, 120_000);
  afterAll(async () => {
    delete games[countingGame.key];
    await counted?.$disconnect();
  });

  /** Ana against two random bots, to a target far enough for several snapshots. */
  async function playLongMatch(): Promise<number> {
    const r = await createMatch(db, ana, {
      gameKey: countingGame.key,
      seats: [{ kind: "me" }, { kind: "bot", style: "random" }, { kind: "bot", style: "random" }],
      options: { target: 300 },
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    for (let turn = 0; turn < 200; turn++) {
      for (const action of HUMAN_TURN) {
        const row = await db.match.findUniqueOrThrow({ where: { id } });
        if (row.status !== "running") return id;
        const done = await act(db, ana, id, row.version, action);
        if (!done.ok) throw new Error(done.message);
      }
    }
    throw new Error("the match did not finish");
  }

  const frameCount = () => views.length;
  const movesIn = (from: number, to: number) => log.slice(from, to).reduce((n, e) => n + e.moves.length, 0);

  async function measure<T>(work: () => Promise<T>): Promise<{ value: T; all: string[]; applied: number }> {
    statements.length = 0;
    applied = 0;
    const value = await work();
    return { value, all: statements.filter((q) => !/^(BEGIN|COMMIT|ROLLBACK)/i.test(q.trim())), applied };
  }

  it("a commit that passes a multiple of SNAPSHOT_EVERY entries stores the committed state after its entries", async () => {
    const snapshots = await db.replaySnapshot.findMany({ where: { matchId }, orderBy: { entries: "asc" } });
    expect(log.length).toBeGreaterThanOrEqual(4 * SNAPSHOT_EVERY);
    // One per multiple passed, at or just after it (a commit appends several entries).
    expect(snapshots.map((s) => Math.floor(s.entries / SNAPSHOT_EVERY))).toEqual(
      Array.from({ length: Math.floor(log.length / SNAPSHOT_EVERY) }, (_, i) => i + 1),
    );
    expect(snapshots.some((s) => s.entries % SNAPSHOT_EVERY !== 0)).toBe(true);
    for (const s of snapshots) {
      const replayed = replay(countingGame, setup, log.slice(0, s.entries));
      expect(replayed.ok && replayed.value).toEqual(unpackState(s.packedState));
    }
  });

  it("every frame is the spectator's view of the position a replay from the seed reaches", async () => {
    const replayPage = await getReplay(db, matchId);
    expect(replayPage.ok && replayPage.value.steps).toHaveLength(frameCount());
    for (let frame = 0; frame < frameCount(); frame++) {
      expect(await getReplayFrame(db, matchId, frame), `frame ${frame}`).toEqual({
        ok: true,
        value: { frame, view: views[frame] },
      });
    }
    expect(await getReplayFrame(db, matchId, frameCount())).toEqual({
      ok: false,
      code: "NOT_FOUND",
      message: "There is no such position.",
      sentence: { key: "noSuchPosition" },
    });
  });

  it("a frame at the end costs the statements of one at the start, and moves from the nearest snapshot only", async () => {
    const last = frameCount() - 1;
    const early = await measure(() => getReplayFrame(counted, matchId, 1));
    const late = await measure(() => getReplayFrame(counted, matchId, last));
    expect(late.value).toEqual({ ok: true, value: { frame: last, view: views[last] } });
    // The same four statements: the match row, where the frame lies, the nearest snapshot, the entries since.
    console.log(
      `[cost] replay frame ${last}: ${late.all.length} statements, ${late.applied} moves applied:\n  ${late.all.map((q) => q.slice(0, 140)).join("\n  ")}`,
    );
    expect(late.all).toHaveLength(4);
    expect(late.all).toEqual(early.all);
    // The moves themselves are read from the snapshot's entry on; before it, Postgres only counts them.
    const movesRead = late.all.filter((q) => /"MoveLog"/.test(q) && /"t0"\."moves"/.test(q));
    expect(movesRead).toHaveLength(1);
    expect(movesRead[0]).toMatch(/"index" >= \$\d/);
    // Moves applied: those of the entries since the newest snapshot before the frame's entry, no more.
    const newest = await db.replaySnapshot.findFirstOrThrow({
      where: { matchId, entries: { lt: log.length } },
      orderBy: { entries: "desc" },
    });
    expect(late.applied).toBe(movesIn(newest.entries, log.length));
    expect(late.applied).toBeLessThan(movesIn(0, log.length) / 3);
    expect(early.applied).toBe(1);
  });

  it("without snapshots (a match older than them) every frame is replayed from the seed, with the same answers", async () => {
    const kept = await db.replaySnapshot.findMany({ where: { matchId } });
    await db.replaySnapshot.deleteMany({ where: { matchId } });
    try {
      for (let frame = 0; frame < frameCount(); frame++) {
        expect(await getReplayFrame(db, matchId, frame), `frame ${frame}`).toEqual({
          ok: true,
          value: { frame, view: views[frame] },
        });
      }
      const last = await measure(() => getReplayFrame(counted, matchId, frameCount() - 1));
      expect(last.applied).toBe(movesIn(0, log.length));
    } finally {
      await db.replaySnapshot.createMany({
        data: kept.map((s) => ({ matchId: s.matchId, entries: s.entries, packedState: s.packedState })),
      });
    }
  });

  it("refuses as before: no such match, a match not started, a position past the end", async () => {
    expect(await getReplayFrame(db, 999_999, 0)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    const open = await createMatch(db, ana, {
      gameKey: countingGame.key,
      seats: [{ kind: "me" }, { kind: "open" }],
      options: { target: 10 },
    });
    if (!open.ok) throw new Error(open.message);
    expect(await getReplayFrame(db, open.value.matchId, 0)).toMatchObject({ ok: false, code: "MATCH_NOT_RUNNING" });
    expect(await getReplayFrame(db, matchId, frameCount() + 100)).toEqual({
      ok: false,
      code: "NOT_FOUND",
      message: "There is no such position.",
      sentence: { key: "noSuchPosition" },
    });
  });
});

describe("snapshotAfterCommit", () => {
  /** The snapshots a commit of entries `before .. after - 1` writes, recorded instead of stored. */
  async function snapshotsOf(before: number, after: number): Promise<number[]> {
    const written: number[] = [];
    const tx = {
      replaySnapshot: { create: async ({ data }: { data: { entries: number } }) => void written.push(data.entries) },
    } as unknown as Tx;
    await snapshotAfterCommit(tx, 1, before, after, packState({}));
    return written;
  }

  it("stores one snapshot, at the commit's end, when the commit passes a multiple of SNAPSHOT_EVERY", async () => {
    expect(await snapshotsOf(0, 1)).toEqual([]);
    expect(await snapshotsOf(SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY)).toEqual([SNAPSHOT_EVERY]);
    expect(await snapshotsOf(SNAPSHOT_EVERY - 2, SNAPSHOT_EVERY + 1)).toEqual([SNAPSHOT_EVERY + 1]);
    expect(await snapshotsOf(SNAPSHOT_EVERY, SNAPSHOT_EVERY + 3)).toEqual([]);
    expect(await snapshotsOf(1, 3 * SNAPSHOT_EVERY)).toEqual([3 * SNAPSHOT_EVERY]);
  });
});
