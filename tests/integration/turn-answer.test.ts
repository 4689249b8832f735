/**
 * The JSON API's answers to a step, an undo and a commit say what the caller may do next (`myTurn`,
 * `legalMoves`, `canEndTurn`; lib/matches/write/turn-answer.ts), so a script need not read the match again after
 * each step. Checked on random two-player games of each game against the poll read right after the answer,
 * and `canEndTurn` against what a commit then does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { getMyMoves } from "@/lib/matches/read/poll";
import { act } from "@/lib/matches/write/play";
import { makeUsers, startedMatch } from "./helpers";

/** A small deterministic generator, so that a failure can be replayed. */
function randomFrom(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

describe("what a step's, an undo's and a commit's answer says of the caller's turn", () => {
  const t = useDatabase("pglite");
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = t.db;
    u = await makeUsers(db, ["Ana", "Bo"]);
  });

  async function newMatch(gameKey: string): Promise<number> {
    return startedMatch(db, u, gameKey);
  }

  /** The poll's answer for `userId`, which an action's answer must equal. */
  async function polled(userId: string, id: number) {
    const r = await getMyMoves(db, userId, id);
    if (!r.ok) throw new Error(r.message);
    return r.value;
  }

  for (const [gameKey, seed] of [
    ["glen-more", 1],
    ["stone-age", 2],
    ["clans", 3],
  ] as const) {
    it(`${gameKey}: equals the poll after every step, undo and commit; canEndTurn says whether a commit ends the turn`, async () => {
      const id = await newMatch(gameKey);
      const random = randomFrom(seed);
      const seen = { steps: 0, undos: 0, commits: 0, refused: 0 };
      for (let round = 0; round < 60; round++) {
        const match = await db.match.findUniqueOrThrow({ where: { id } });
        if (match.status !== "running") break;
        const mover = match.activeSeats.includes(0) ? u.Ana! : u.Bo!;
        const poll = await polled(mover, id);
        expect(poll.myTurn).toBe(true);
        if (!poll.canEndTurn) {
          // The poll said no: the game refuses the commit, and the match is unchanged.
          const refused = await act(db, mover, id, poll.version, { type: "commit" }, { turn: true });
          expect(refused.ok).toBe(false);
          expect((await db.match.findUniqueOrThrow({ where: { id } })).version).toBe(poll.version);
          seen.refused++;
        }
        if (poll.canEndTurn && random(3) === 0) {
          const done = await act(db, mover, id, poll.version, { type: "commit" }, { turn: true });
          if (!done.ok) throw new Error(`canEndTurn was true but the commit was refused: ${done.message}`);
          expect(done.value.committed).toBe(true);
          const { version, committed, ...turn } = done.value;
          expect({ version, ...turn }).toEqual(await polled(mover, id));
          void committed;
          seen.commits++;
          continue;
        }
        const move = poll.legalMoves[random(poll.legalMoves.length)];
        const stepped = await act(db, mover, id, poll.version, { type: "move", move }, { turn: true });
        if (!stepped.ok) throw new Error(stepped.message);
        const { version, committed, ...turn } = stepped.value;
        void committed;
        expect({ version, ...turn }).toEqual(await polled(mover, id));
        seen.steps++;
        if (!stepped.value.committed && random(4) === 0) {
          const undone = await act(db, mover, id, version, { type: "undo-step" }, { turn: true });
          if (!undone.ok) throw new Error(undone.message);
          const { version: v, committed: c, ...after } = undone.value;
          expect(c).toBe(false);
          expect({ version: v, ...after }).toEqual(await polled(mover, id));
          expect(after.legalMoves).toEqual(poll.legalMoves);
          seen.undos++;
        }
      }
      // The loop went through each kind of answer.
      expect(seen.steps).toBeGreaterThan(5);
      expect(seen.undos).toBeGreaterThan(0);
      expect(seen.commits).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    });
  }

  it("is left out when not asked for (the pages' actions)", async () => {
    const id = await newMatch("glen-more");
    const match = await db.match.findUniqueOrThrow({ where: { id } });
    const mover = match.activeSeats.includes(0) ? u.Ana! : u.Bo!;
    const poll = await polled(mover, id);
    const r = await act(db, mover, id, poll.version, { type: "move", move: poll.legalMoves[0] });
    expect(r.ok && Object.keys(r.value).sort()).toEqual(["committed", "version"]);
  });

  it("after a commit, the other player is awaited and the actor's answer says it is not their turn", async () => {
    const id = await newMatch("glen-more");
    for (let i = 0; i < 20; i++) {
      const match = await db.match.findUniqueOrThrow({ where: { id } });
      const [mover, other] = match.activeSeats.includes(0) ? [u.Ana!, u.Bo!] : [u.Bo!, u.Ana!];
      const poll = await polled(mover, id);
      if (!poll.canEndTurn) {
        const s = await act(db, mover, id, poll.version, { type: "move", move: poll.legalMoves[0] }, { turn: true });
        if (!s.ok) throw new Error(s.message);
        continue;
      }
      const done = await act(db, mover, id, poll.version, { type: "commit" }, { turn: true });
      if (!done.ok) throw new Error(done.message);
      expect(done.value).toMatchObject({ committed: true, myTurn: false, legalMoves: [], canEndTurn: false });
      expect((await polled(other, id)).myTurn).toBe(true);
      return;
    }
    throw new Error("no turn could be ended in 20 steps");
  });
});
