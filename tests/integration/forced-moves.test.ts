/**
 * "Play forced moves for me": a turn whose every step has one legal move (and reveals nothing) is played at
 * once for a player who asked for it, marked in the history; a turn with a choice is left alone; players who
 * did not ask are never played for.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { games } from "@/lib/games";
import { ok, type GameDefinition } from "@/lib/engine";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { AUTOMATIC_LINE, forcedTurn } from "@/lib/matches/write/forced-moves";
import { makeUsers } from "./helpers";

// Seat 1 has a choice only every third round; otherwise its whole turn is one forced "pass".
interface S {
  round: number;
  turn: number;
  total: number;
}
type M = { type: "add" } | { type: "pass" };
const forcey: GameDefinition<S, M, S, Record<string, never>> = {
  key: "forcey",
  name: "Forcey",
  rulesVersion: 1,
  minPlayers: 2,
  maxPlayers: 2,
  optionsSchema: z.object({}) as never,
  moveSchema: z.discriminatedUnion("type", [
    z.object({ type: z.literal("add") }),
    z.object({ type: z.literal("pass") }),
  ]),
  setup: () => ({ round: 0, turn: 0, total: 0 }),
  activeSeats: (s) => (s.round >= 10 ? [] : [s.turn]),
  legalMoves: (s, seat) =>
    seat !== s.turn || s.round >= 10
      ? []
      : seat === 0 || s.round % 3 === 0
        ? [{ type: "add" }, { type: "pass" }]
        : [{ type: "pass" }],
  applyMove: (s, seat, m) =>
    ok(
      m.type === "add"
        ? { ...s, total: s.total + 1 }
        : { ...s, turn: 1 - seat, round: seat === 1 ? s.round + 1 : s.round },
    ),
  moveKind: (_s, _seat, m) => (m.type === "pass" ? "end" : "step"),
  playerView: (s) => ({ ...s }),
  outcome: (s) => (s.round >= 10 ? { scores: [s.total, 0], winners: [0] } : null),
  describeMove: (_b, _seat, m) => (m.type === "add" ? "added" : "passed"),
};
games[forcey.key] = forcey as never;

describe("forced moves", () => {
  const database = useDatabase("pglite");
  let db: Db;
  let u: Record<string, string>;
  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Fay", "Gil", "Hal"]);
  });

  it("finds only whole forced turns", () => {
    expect(forcedTurn(forcey as never, { round: 1, turn: 1, total: 0 }, 1)).toEqual([{ type: "pass" }]);
    expect(forcedTurn(forcey as never, { round: 3, turn: 1, total: 0 }, 1)).toBeNull();
    expect(forcedTurn(forcey as never, { round: 1, turn: 0, total: 0 }, 0)).toBeNull();
  });

  it("plays a forced turn for a player who asked for it, and marks it", async () => {
    await db.user.update({ where: { id: u.Gil! }, data: { autoForcedMoves: true } });
    const r = await createMatch(db, u.Fay!, {
      gameKey: "forcey",
      seats: [{ kind: "me" }, { kind: "invite", username: "Gil" }],
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    await joinMatch(db, u.Gil!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version);
    const pass = async (userId: string) => {
      const m = await db.match.findUniqueOrThrow({ where: { id } });
      const res = await act(db, userId, id, m.version, { type: "move", move: { type: "pass" } });
      if (!res.ok) throw new Error(res.message);
    };
    // Round 0: Gil has a choice: his turn waits for him.
    await pass(u.Fay!);
    expect((await db.match.findUniqueOrThrow({ where: { id } })).activeSeats).toEqual([1]);
    await pass(u.Gil!);
    // Round 1: Gil's turn is forced: played at once; Fay is awaited again.
    await pass(u.Fay!);
    const m = await db.match.findUniqueOrThrow({ where: { id }, include: { moves: { orderBy: { index: "asc" } } } });
    expect(m.activeSeats).toEqual([0]);
    expect(m.moves.at(-1)).toMatchObject({ seat: 1, endsTurn: true, lines: ["passed", AUTOMATIC_LINE] });
    // No "your turn" notice for a turn that was played for him.
    expect(await db.outboxMail.count({ where: { matchId: id, kind: "turn", toAddress: "gil@example.test" } })).toBe(1);
  });

  it("never plays for a player who did not ask", async () => {
    const r = await createMatch(db, u.Fay!, {
      gameKey: "forcey",
      seats: [{ kind: "me" }, { kind: "invite", username: "Hal" }],
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    await joinMatch(db, u.Hal!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version);
    for (const userId of [u.Fay!, u.Hal!, u.Fay!]) {
      const m = await db.match.findUniqueOrThrow({ where: { id } });
      await act(db, userId, id, m.version, { type: "move", move: { type: "pass" } });
    }
    expect((await db.match.findUniqueOrThrow({ where: { id } })).activeSeats).toEqual([1]);
  });
});
