import { describe, expect, it } from "vitest";
import { tinyGame, type TinyMove, type TinyState } from "@/lib/games/tiny";
import {
  GENERIC_CANNOT_END,
  currentState,
  endTurnMove,
  replay,
  submitStep,
  undoStep,
  undoTurn,
  type PendingBySeat,
} from "./turn";
import { playBotTurn } from "./bot";
import { Rng, seedRng, shuffle } from "./rng";
import { rejectionText } from "@/lib/engine";

const setup = { players: 2, seed: "s1", options: { target: 20 } };
const fresh = () => tinyGame.setup(setup);

function step(c: TinyState, p: PendingBySeat<TinyMove>, seat: number, m: unknown) {
  const r = submitStep<TinyState, TinyMove>(tinyGame, c, p, seat, m);
  if (!r.ok) throw new Error(rejectionText(r));
  return r.value;
}

describe("turn machinery", () => {
  it("keeps steps pending and invisible in the committed state until the turn ends", () => {
    const c0 = fresh();
    const r1 = step(c0, {}, 0, { type: "add", n: 2 });
    expect(r1.committed).toBe(c0);
    expect(r1.segments).toEqual([]);
    expect(r1.pending["0"]).toEqual([{ type: "add", n: 2 }]);
    const cur = currentState(tinyGame, r1.committed, r1.pending, 0);
    expect(cur.ok && cur.value.running).toBe(2);
    // Another seat sees the committed state.
    const other = currentState(tinyGame, r1.committed, r1.pending, 1);
    expect(other.ok && other.value.running).toBe(0);
  });

  it("undoes one step and the whole turn by replay", () => {
    let r = step(fresh(), {}, 0, { type: "add", n: 2 });
    r = step(r.committed, r.pending, 0, { type: "add", n: 1 });
    const one = undoStep(r.pending, 0);
    expect(one.ok && one.value["0"]).toEqual([{ type: "add", n: 2 }]);
    const all = undoTurn(r.pending, 0);
    expect(all.ok && all.value).toEqual({});
    const none = undoStep({}, 0);
    expect(none.ok).toBe(false);
    expect(!none.ok && none.code).toBe("NOTHING_TO_UNDO");
  });

  it("commits on end of turn with a readable line per move", () => {
    let r = step(fresh(), {}, 0, { type: "add", n: 2 });
    r = step(r.committed, r.pending, 0, { type: "end-turn" });
    expect(r.pending).toEqual({});
    expect(r.committed.banked).toEqual([2, 0]);
    expect(r.committed.turn).toBe(1);
    expect(r.segments).toHaveLength(1);
    expect(r.segments[0]).toMatchObject({ seat: 0, endsTurn: true, lines: ["added 2", "banked 2"] });
  });

  it("a reveal commits what came before it and cannot be undone", () => {
    let r = step(fresh(), {}, 0, { type: "add", n: 1 });
    r = step(r.committed, r.pending, 0, { type: "roll" });
    expect(r.pending).toEqual({});
    expect(r.segments).toHaveLength(1);
    expect(r.segments[0]?.endsTurn).toBe(false);
    expect(r.committed.running).toBeGreaterThanOrEqual(2);
    expect(r.committed.turn).toBe(0);
    expect(undoStep(r.pending, 0).ok).toBe(false);
  });

  it("rejections leave everything unchanged", () => {
    const c0 = fresh();
    const snapshot = JSON.stringify(c0);
    const cases: [number, unknown, string][] = [
      [1, { type: "add", n: 1 }, "NOT_YOUR_TURN"],
      [0, { type: "add", n: 3 }, "MALFORMED_MOVE"],
      [0, { type: "bogus" }, "MALFORMED_MOVE"],
      [0, null, "MALFORMED_MOVE"],
    ];
    for (const [seat, move, code] of cases) {
      const r = submitStep(tinyGame, c0, {}, seat, move);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.code).toBe(code);
    }
    // A second roll in the same turn is not in legalMoves.
    const rolled = step(c0, {}, 0, { type: "roll" });
    const again = submitStep(tinyGame, rolled.committed, rolled.pending, 0, { type: "roll" });
    expect(!again.ok && again.code).toBe("ILLEGAL_MOVE");
    expect(JSON.stringify(c0)).toBe(snapshot);
  });

  it("an illegal move gets the game's own reason from the gate, or the generic sentence when the game has none", () => {
    const rolled = step(fresh(), {}, 0, { type: "roll" });
    const again = submitStep(tinyGame, rolled.committed, rolled.pending, 0, { type: "roll" });
    expect(again).toEqual({ ok: false, code: "ILLEGAL_MOVE", reason: { key: "refusals.roll" } });
    const silent = { ...tinyGame, explainIllegal: undefined };
    const generic = submitStep(silent, rolled.committed, rolled.pending, 0, { type: "roll" });
    expect(generic).toEqual({ ok: false, code: "ILLEGAL_MOVE" }); // the code's own sentence
  });

  it("endTurnMove: the single legal move of kind end by default; refusals for other seats and finished games", () => {
    const c0 = fresh();
    expect(tinyGame.endTurnMove).toBeUndefined();
    expect(endTurnMove(tinyGame, c0, 0)).toEqual({ ok: true, value: { type: "end-turn" } });
    expect(endTurnMove(tinyGame, c0, 1)).toMatchObject({ ok: false, code: "NOT_YOUR_TURN" });
    // A game with two moves of kind "end" has no single one: the generic refusal.
    const twoEnds = { ...tinyGame, moveKind: () => "end" as const };
    expect(endTurnMove(twoEnds, c0, 0)).toEqual({ ok: false, code: "ILLEGAL_MOVE", sentence: GENERIC_CANNOT_END });
    const over = { ...c0, banked: [20, 0] };
    expect(endTurnMove(tinyGame, over, 0)).toMatchObject({ ok: false, code: "GAME_OVER" });
  });

  it("replays the committed log from the seed to the same state", () => {
    let c = fresh();
    let p: PendingBySeat<TinyMove> = {};
    const log: { seat: number; moves: TinyMove[] }[] = [];
    const rng = new Rng(seedRng("bots"));
    while (!tinyGame.outcome(c)) {
      const seat = tinyGame.activeSeats(c)[0]!;
      const r = playBotTurn<TinyState, TinyMove>(tinyGame, c, p, seat, rng, "random");
      if (!r.ok) throw new Error(rejectionText(r));
      c = r.value.committed;
      p = r.value.pending;
      log.push(...r.value.segments.map((s) => ({ seat: s.seat, moves: s.moves })));
    }
    const again = replay<TinyState, TinyMove>(tinyGame, setup, log);
    expect(again.ok && again.value).toEqual(c);
    expect(tinyGame.outcome(c)?.winners.length).toBeGreaterThan(0);
  });

  it("never leaks secrets of other seats through the view", () => {
    const s = fresh();
    expect(tinyGame.playerView(s, 0).mySecret).toBe(s.secrets[0]);
    expect(tinyGame.playerView(s, null).mySecret).toBeNull();
    expect(JSON.stringify(tinyGame.playerView(s, 0))).not.toContain(`"rng"`);
  });
});

describe("rng", () => {
  it("is deterministic per seed and shuffles into a permutation", () => {
    const [a] = shuffle(seedRng("x"), [1, 2, 3, 4, 5, 6, 7, 8]);
    const [b] = shuffle(seedRng("x"), [1, 2, 3, 4, 5, 6, 7, 8]);
    const [c] = shuffle(seedRng("y"), [1, 2, 3, 4, 5, 6, 7, 8]);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a.slice().sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const r = new Rng(1);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[r.die() - 1]!++;
    for (const n of counts) expect(n).toBeGreaterThan(800);
  });
});

describe("seat tokens in history lines", () => {
  it("are replaced by names, every occurrence, and other braces are left alone", async () => {
    const { nameSeats, seatToken } = await import("./types");
    const line = `Scoring 1: ${seatToken(0)} 3, ${seatToken(1)} 0; ${seatToken(0)} leads {not a seat}`;
    expect(nameSeats(line, (s) => ["Anna", "Bruno"][s] ?? "?")).toBe(
      "Scoring 1: Anna 3, Bruno 0; Anna leads {not a seat}",
    );
  });
});
