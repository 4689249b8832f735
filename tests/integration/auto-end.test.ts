/**
 * A turn that ends itself on the server (lib/matches/write/auto-end.ts): a Stone Age placement leaves ending the
 * turn as the only legal move, so the step writes an automatic end due after the player's grace period, and
 * the job runner's pass commits it then, with no request from the player. Undo, "Keep my turn open" and the
 * player's own commit cancel it; several runners on one PostgreSQL commit each turn once.
 */
import { beforeAll, beforeEach, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { createDb, type Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { getMyMoves } from "@/lib/matches/read/poll";
import { act } from "@/lib/matches/write/play";
import { keepTurnOpen } from "@/lib/matches/write/auto-end";
import { runAutoEndsOnce } from "@/lib/matches/lifecycle/auto-end-runner";
import { siteNow } from "@/lib/clocks/site-time";
import { getMatchView } from "@/lib/matches/read/views";
import { makeUsers } from "./helpers";

const later = (seconds: number) => new Date(siteNow().getTime() + seconds * 1000);

forEachDatabase("the automatic end of a turn", (t) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = t.db;
    u = await makeUsers(db, ["Ana", "Bo", "Cy"]);
    // Ana has the default grace period (5 s); Cy has it off.
    await db.user.update({ where: { id: u.Cy! }, data: { autoEndTurnSeconds: 0 } });
  });
  // The runner's pass looks at every match: each test starts with no other test's turn waiting to end.
  beforeEach(async () => {
    await db.turnAutoEnd.deleteMany();
  });

  async function newMatch(second = "Bo"): Promise<number> {
    const r = await createMatch(db, u.Ana!, {
      gameKey: "stone-age",
      seats: [{ kind: "me" }, { kind: "invite", username: second }],
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    const j = await joinMatch(db, u[second]!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version);
    if (!j.ok) throw new Error(j.message);
    return id;
  }

  /** The awaited player of a two-player match and the other one. */
  async function players(id: number, second = "Bo") {
    const m = await db.match.findUniqueOrThrow({ where: { id } });
    return m.activeSeats.includes(0)
      ? { mover: u.Ana!, other: u[second]!, seat: 0 }
      : { mover: u[second]!, other: u.Ana!, seat: 1 };
  }

  /** One placement by the awaited player (Stone Age: ending the turn is then the only legal move). */
  async function place(id: number, userId: string) {
    const poll = await getMyMoves(db, userId, id);
    if (!poll.ok || !poll.value.myTurn) throw new Error("not this player's turn");
    const r = await act(
      db,
      userId,
      id,
      poll.value.version,
      { type: "move", move: poll.value.legalMoves[0] },
      { turn: true },
    );
    if (!r.ok) throw new Error(r.message);
    return r.value;
  }

  const entries = (id: number) => db.moveLog.count({ where: { matchId: id } });
  const autoEnds = (id: number) => db.turnAutoEnd.findMany({ where: { matchId: id } });

  it("a placement schedules the end after the grace period; the runner commits it then, not before", async () => {
    const id = await newMatch();
    const { mover, other, seat } = await players(id);
    const before = siteNow();
    const stepped = await place(id, mover);
    expect(stepped.committed).toBe(false);
    expect(stepped.legalMoves).toHaveLength(1);
    const due = new Date(stepped.autoEndAt!);
    // Five seconds from the step (the default), as the row, the poll and the view all say.
    expect(due.getTime() - before.getTime()).toBeGreaterThanOrEqual(5_000);
    expect(due.getTime() - before.getTime()).toBeLessThan(7_000);
    expect((await autoEnds(id)).map((a) => [a.seatIndex, a.userId, a.dueAt.toISOString()])).toEqual([
      [seat, mover, due.toISOString()],
    ]);
    const poll = await getMyMoves(db, mover, id);
    expect(poll.ok && poll.value.autoEndAt).toBe(due.toISOString());
    const view = await getMatchView(db, mover, id);
    expect(view.ok && view.value.autoEndAt).toBe(due.toISOString());
    // Nobody else is told when the mover's turn ends by itself.
    const othersView = await getMatchView(db, other, id);
    expect(othersView.ok && othersView.value.autoEndAt).toBeNull();

    const logged = await entries(id);
    expect(await runAutoEndsOnce(db, new Date(due.getTime() - 1_000))).toEqual({ ended: 0, dropped: 0, released: 0 });
    expect(await entries(id)).toBe(logged);
    expect(await runAutoEndsOnce(db, due)).toEqual({ ended: 1, dropped: 0, released: 0 });
    // Committed as the player's own End turn would have been: the turn is in the history and the other is awaited.
    expect(await entries(id)).toBe(logged + 1);
    const log = await db.moveLog.findFirstOrThrow({ where: { matchId: id }, orderBy: { index: "desc" } });
    expect([log.seat, log.endsTurn]).toEqual([seat, true]);
    expect((await getMyMoves(db, other, id)).ok && (await players(id)).mover).toBe(other);
    expect(await autoEnds(id)).toEqual([]);
    expect(await runAutoEndsOnce(db, later(60))).toEqual({ ended: 0, dropped: 0, released: 0 });
  });

  it("undo cancels it; so does Keep my turn open, which moves the version so that a runner's earlier read cannot win", async () => {
    const id = await newMatch();
    const { mover } = await players(id);
    const stepped = await place(id, mover);
    const undone = await act(db, mover, id, stepped.version, { type: "undo-step" }, { turn: true });
    expect(undone.ok && undone.value.autoEndAt).toBeNull();
    expect(await autoEnds(id)).toEqual([]);

    const again = await place(id, mover);
    const kept = await keepTurnOpen(db, mover, id);
    expect(kept).toEqual({ ok: true, value: { kept: true, version: again.version + 1 } });
    expect(await autoEnds(id)).toEqual([]);
    // A second "keep" has nothing to cancel and moves nothing.
    expect(await keepTurnOpen(db, mover, id)).toEqual({ ok: true, value: { kept: false } });
    expect(await runAutoEndsOnce(db, later(60))).toEqual({ ended: 0, dropped: 0, released: 0 });
    const poll = await getMyMoves(db, mover, id);
    expect(poll.ok && [poll.value.myTurn, poll.value.autoEndAt, poll.value.version]).toEqual([
      true,
      null,
      again.version + 1,
    ]);
    // Someone without a seat cannot cancel anything.
    expect(await keepTurnOpen(db, u.Cy!, id)).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
    expect(await keepTurnOpen(db, mover, 999_999)).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("the player's own commit wins and leaves nothing behind; a grace period of 0 schedules nothing", async () => {
    const id = await newMatch("Cy");
    const first = await players(id, "Cy");
    const stepped = await place(id, first.mover);
    if (first.mover === u.Cy) {
      expect(stepped.autoEndAt).toBeNull();
      expect(await autoEnds(id)).toEqual([]);
    } else {
      expect(stepped.autoEndAt).not.toBeNull();
    }
    const logged = await entries(id);
    const done = await act(db, first.mover, id, stepped.version, { type: "commit" }, { turn: true });
    expect(done.ok && done.value.autoEndAt).toBeNull();
    expect(await autoEnds(id)).toEqual([]);
    expect(await runAutoEndsOnce(db, later(60))).toEqual({ ended: 0, dropped: 0, released: 0 });
    expect(await entries(id)).toBe(logged + 1);
    // The other player (Cy with it off, or Ana with it on) places too: the row follows their own setting.
    const second = await players(id, "Cy");
    const theirs = await place(id, second.mover);
    expect(theirs.autoEndAt === null).toBe(second.mover === u.Cy);
  });

  it("a step made after a runner read the row is never ended early: a re-placed turn waits for its own due time", async () => {
    const id = await newMatch();
    const { mover } = await players(id);
    const first = await place(id, mover);
    const undone = await act(db, mover, id, first.version, { type: "undo-step" });
    if (!undone.ok) throw new Error(undone.message);
    const second = await place(id, mover);
    const oldDue = new Date(first.autoEndAt!);
    const newDue = new Date(second.autoEndAt!);
    // At a time the first placement's end would have been due but the second's is not: nothing is ended.
    const between = new Date(Math.min(newDue.getTime() - 1, oldDue.getTime() + 1));
    expect(await runAutoEndsOnce(db, between)).toEqual({ ended: 0, dropped: 0, released: 0 });
    expect((await autoEnds(id)).map((a) => a.dueAt.toISOString())).toEqual([newDue.toISOString()]);
    expect(await runAutoEndsOnce(db, newDue)).toMatchObject({ ended: 1 });
  });

  it("a match that ended meanwhile (here: cancelled) leaves its row to be dropped, not committed", async () => {
    const id = await newMatch();
    const { mover } = await players(id);
    const stepped = await place(id, mover);
    // The match ends some other way while the countdown runs.
    await db.match.update({ where: { id }, data: { status: "aborted", activeSeats: [], version: { increment: 1 } } });
    const logged = await entries(id);
    expect(await runAutoEndsOnce(db, new Date(stepped.autoEndAt!))).toEqual({ ended: 0, dropped: 1, released: 0 });
    expect(await entries(id)).toBe(logged);
    expect(await autoEnds(id)).toEqual([]);
  });

  if (t.kind === "postgres") {
    it("two runners on one PostgreSQL, passing at the same moment, end each due turn exactly once", async () => {
      const second = createDb({ kind: "postgres", url: t.url! });
      try {
        const ids: number[] = [];
        for (let i = 0; i < 12; i++) ids.push(await newMatch());
        const dues: Date[] = [];
        for (const id of ids) dues.push(new Date((await place(id, (await players(id)).mover)).autoEndAt!));
        const counts = await Promise.all(ids.map(entries));
        const at = new Date(Math.max(...dues.map((d) => d.getTime())));
        const passes = await Promise.all([
          runAutoEndsOnce(db, at),
          runAutoEndsOnce(second, at),
          runAutoEndsOnce(db, at),
          runAutoEndsOnce(second, at),
        ]);
        expect(passes.reduce((n, p) => n + p.ended, 0)).toBe(ids.length);
        // Each match has exactly one more history entry, its mover's ended turn.
        expect(await Promise.all(ids.map(entries))).toEqual(counts.map((c) => c + 1));
        expect(await db.turnAutoEnd.count({ where: { matchId: { in: ids } } })).toBe(0);
      } finally {
        await second.$disconnect();
      }
    });
  }
});
