/**
 * A commit written in one statement (lib/matches/write/commit-at-once.ts) writes exactly what the transactional
 * path (writeProgress) writes for the same plan: the match row, its log entries, the seats and their clocks
 * (and SeatWake, kept by triggers), the turn notices, the live event and the replay snapshot when one is due. Compared commit by commit through
 * whole matches of every game, with and without clocks, on PGlite and PostgreSQL: the transactional write is
 * made first and rolled back, then the one statement is made and both results are compared. The same for a
 * commit that finishes an unrated match (a rated one keeps its transaction). And a commit that lost the race
 * writes nothing.
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db, Tx } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act, decide } from "@/lib/matches/write/play";
import { loadMatch, type LoadedMatch } from "@/lib/matches/store/store";
import { writeProgress, type ProgressPlan } from "@/lib/matches/write/progress";
import { writableAtOnce, writeCommitAtOnce } from "@/lib/matches/write/commit-at-once";
import { getMyMoves } from "@/lib/matches/read/poll";
import { passesSnapshot } from "@/lib/matches/write/replay-snapshots";
import { makeUsers, registerTinyGame } from "./helpers";

registerTinyGame();

class RolledBack extends Error {
  constructor(readonly rows: unknown) {
    super("rolled back");
  }
}

/** Everything a commit writes for match `id`, without ids and write times (they differ by nature). */
async function written(q: Db | Tx, id: number) {
  const match = await q.match.findUniqueOrThrow({ where: { id } });
  const log = await q.moveLog.findMany({
    where: { matchId: id },
    orderBy: { index: "asc" },
    omit: { createdAt: true },
  });
  const seats = await q.seat.findMany({ where: { matchId: id }, orderBy: { seatIndex: "asc" } });
  const wake =
    await q.$queryRaw`SELECT "wakeAt", "seatId", "matchId", "seatIndex", "deadlineAt", "reminderAt" FROM "SeatWake" WHERE "matchId" = ${id} ORDER BY "seatIndex"`;
  // A mail that is not held is due when it was written (nextAttemptAt): a write time too.
  const mail = (
    await q.outboxMail.findMany({ where: { matchId: id }, orderBy: { id: "asc" }, omit: { id: true, createdAt: true } })
  ).map((m) => (m.status === "pending" ? { ...m, nextAttemptAt: null } : m));
  const events = await q.liveEvent.findMany({
    where: { matchId: id },
    orderBy: { id: "asc" },
    omit: { id: true, createdAt: true },
  });
  const snapshots = await q.replaySnapshot.findMany({
    where: { matchId: id },
    orderBy: { entries: "asc" },
    omit: { createdAt: true },
  });
  return { match, log, seats, wake, mail, events, snapshots };
}

forEachDatabase("a commit in one statement", (t) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = t.db;
    u = await makeUsers(db, ["Ana", "Bo"]);
    // Turn notices at once, so that commits write them.
    await db.user.updateMany({ data: { turnMailDelayMinutes: 0 } });
  });

  async function started(gameKey: string, clock: boolean): Promise<number> {
    const r = await createMatch(db, u.Ana!, {
      gameKey,
      seats: [{ kind: "me" }, { kind: "invite", username: "Bo" }],
      timeControl: clock ? { kind: "perMove" as const, days: 1 } : { kind: "none" as const },
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    const j = await joinMatch(db, u.Bo!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version);
    if (!j.ok) throw new Error(j.message);
    return id;
  }

  /** The transactional write of `plan`, made and rolled back: what it would have written. */
  async function viaTransaction(match: LoadedMatch, plan: ProgressPlan) {
    return db
      .$transaction(async (tx) => {
        await writeProgress(tx, match, plan);
        throw new RolledBack(await written(tx, match.id));
      })
      .catch((e: unknown) => {
        if (e instanceof RolledBack) return e.rows;
        throw e;
      });
  }

  // Whether the match passes a replay snapshot: a two-player Glen More ends before SNAPSHOT_EVERY entries.
  it.each([
    ["glen-more", true, false],
    ["stone-age", false, true],
    ["clans", true, true],
  ] as const)(
    "%s (per-move clock: %s): every commit writes what the transaction would have written",
    async (gameKey, clock, snapshots) => {
      const id = await started(gameKey, clock);
      let compared = 0;
      let snapshotsCompared = 0;
      let seed = 7;
      const pick = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
      for (let i = 0; i < 600 && (compared < 25 || (snapshots && snapshotsCompared === 0)); i++) {
        const m = await db.match.findUniqueOrThrow({ where: { id } });
        if (m.status !== "running") break;
        const who = m.activeSeats[0] === 0 ? u.Ana! : u.Bo!;
        const match = await loadMatch(db, id);
        let d;
        try {
          d = decide(match, who, m.version, { type: "commit" });
        } catch {
          // The game will not end the turn yet: one legal step, through the site.
          const moves = await getMyMoves(db, who, id);
          if (!moves.ok || moves.value.legalMoves.length === 0) throw new Error("no legal move");
          const step = await act(db, who, id, m.version, {
            type: "move",
            move: moves.value.legalMoves[pick(moves.value.legalMoves.length)],
          });
          if (!step.ok) throw new Error(step.message);
          continue;
        }
        if (d.kind !== "progress" || !writableAtOnce(d.plan)) {
          const r = await act(db, who, id, m.version, { type: "commit" });
          if (!r.ok) throw new Error(r.message);
          continue;
        }
        const plan = d.plan;
        const before = await viaTransaction(match, plan);
        expect(await writeCommitAtOnce(db, match, plan)).toBe(m.version + 1);
        const after = await written(db, id);
        expect(after).toEqual(before);
        if (passesSnapshot(plan.logCount, plan.logCount + plan.segments.length)) {
          expect(after.snapshots.at(-1)).toEqual({
            matchId: id,
            entries: plan.logCount + plan.segments.length,
            packedState: after.match.packedState,
          });
          snapshotsCompared++;
        }
        // The clock moved on to the seat awaited now (in SeatWake too, kept by the triggers; without a time
        // control the safety net's deadline runs).
        const running = (after.wake as { seatIndex: number; deadlineAt: Date | null }[]).filter(
          (w) => w.deadlineAt !== null,
        );
        // (Several seats may be awaited at once, Stone Age's feeding: activeSeats is in the game's order.)
        expect(running.map((w) => w.seatIndex)).toEqual([...after.match.activeSeats].sort((a, b) => a - b));
        compared++;
      }
      expect(compared).toBeGreaterThanOrEqual(10);
      // A commit that passed a snapshot was among them (written in the one statement too).
      if (snapshots) expect(snapshotsCompared).toBeGreaterThan(0);
      // The notices were really exercised.
      expect(await db.outboxMail.count({ where: { matchId: id, kind: "turn" } })).toBeGreaterThan(0);
      // The log is stored as the compact text the site wrote (json, not jsonb's re-spaced output): what keeps a
      // turn's WAL small (prisma/migrations/*_log_as_text).
      const stored = await db.$queryRaw<{ moves: string; lines: string; marks: string }[]>`
      SELECT "moves"::text AS "moves", "lines"::text AS "lines", "marks"::text AS "marks" FROM "MoveLog" WHERE "matchId" = ${id}`;
      expect(stored.length).toBeGreaterThan(10);
      for (const row of stored)
        for (const text of Object.values(row)) expect(text).toBe(JSON.stringify(JSON.parse(text)));
    },
    120_000,
  );

  it("a commit that finishes an unrated match writes what the transaction would have: the outcome, the result mails", async () => {
    const r = await createMatch(db, u.Ana!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bo" }],
      options: { target: 1 },
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    expect((await joinMatch(db, u.Bo!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version)).ok).toBe(
      true,
    );
    const v = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    expect((await act(db, u.Ana!, id, v, { type: "move", move: { type: "add", n: 1 } })).ok).toBe(true);
    const match = await loadMatch(db, id);
    const d = decide(match, u.Ana!, v + 1, { type: "commit" });
    if (d.kind !== "progress" || !d.plan.outcome || !writableAtOnce(d.plan))
      throw new Error("expected a finish in one statement");
    const before = await viaTransaction(match, d.plan);
    expect(await writeCommitAtOnce(db, match, d.plan)).toBe(v + 2);
    const after = await written(db, id);
    expect(after).toEqual(before);
    expect(after.match).toMatchObject({ status: "finished", activeSeats: [], cancelVote: null });
    expect(after.match.finishedAt).not.toBeNull();
    expect(after.match.outcome).toEqual(d.plan.data.outcome);
    expect(
      after.mail
        .filter((m) => m.kind === "finished")
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual(["ana@example.test", "bo@example.test"]);
  });

  it("a rated match's finish is not written in one statement (the ratings need a transaction)", async () => {
    const r = await createMatch(db, u.Ana!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bo" }],
      options: { target: 1 },
      rated: true,
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    expect((await joinMatch(db, u.Bo!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version)).ok).toBe(
      true,
    );
    const v = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    expect((await act(db, u.Ana!, id, v, { type: "move", move: { type: "add", n: 1 } })).ok).toBe(true);
    const d = decide(await loadMatch(db, id), u.Ana!, v + 1, { type: "commit" });
    expect(d.kind === "progress" && d.plan.outcome !== null).toBe(true);
    expect(d.kind === "progress" && writableAtOnce(d.plan)).toBe(false);
  });

  it("a commit that lost the race writes nothing; of two made on the same version, one lands", async () => {
    const id = await started("glen-more", true);
    const who = (await db.match.findUniqueOrThrow({ where: { id } })).activeSeats[0] === 0 ? u.Ana! : u.Bo!;
    // Glen More: steps (a tile, its placement, ...) until the turn can end.
    const commitNow = async () => {
      const match = await loadMatch(db, id);
      try {
        return { match, d: decide(match, who, match.version, { type: "commit" }) };
      } catch {
        return null;
      }
    };
    let ready = await commitNow();
    for (let i = 0; i < 10 && !ready; i++) {
      const moves = await getMyMoves(db, who, id);
      if (!moves.ok) throw new Error(moves.message);
      const stepped = await act(db, who, id, moves.value.version, { type: "move", move: moves.value.legalMoves[0] });
      if (!stepped.ok) throw new Error(stepped.message);
      ready = await commitNow();
    }
    if (!ready) throw new Error("the turn could not be ended");
    const { match, d } = ready;
    if (d.kind !== "progress" || !writableAtOnce(d.plan)) throw new Error("expected a plain commit");
    const before = await written(db, id);
    const results = await Promise.all([writeCommitAtOnce(db, match, d.plan), writeCommitAtOnce(db, match, d.plan)]);
    expect(results.filter((r) => r === match.version + 1)).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const after = await written(db, id);
    expect(after.log).toHaveLength(before.log.length + d.plan.segments.length);
    expect(after.events).toHaveLength(before.events.length + 1);
    // Made again on the old version: stale, and nothing changes.
    expect(await writeCommitAtOnce(db, match, d.plan)).toBeNull();
    expect(await written(db, id)).toEqual(after);
  }, 60_000);
});
