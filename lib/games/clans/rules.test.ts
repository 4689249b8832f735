import { describe, expect, it } from "vitest";
import { replay, submitStep, undoStep, type PendingBySeat, rejectionText } from "@/lib/engine";
import { lineText } from "@/lib/matches/history/history-text";
import { clans } from "./index";
import { setup } from "./setup";
import { must, play, scenario } from "./test-helpers";
import type { ClansMove, ClansState } from "./types";

/** A history line as the English history shows it (the game writes message refs). */
const english = (l: unknown) => lineText(l, "en", "clans");

/** Two huts far away (57, 58) so the game does not end for lack of moves. */
const KEEP = { 57: [0, 0, 0, 0, 1], 58: [0, 0, 0, 0, 1] };
const R = [1, 0, 0, 0, 0];
const Y = [0, 1, 0, 0, 0];
const G = [0, 0, 1, 0, 0];
const legal = (s: ClansState) => clans.legalMoves(s, s.turn);
const has = (s: ClansState, m: ClansMove) => legal(s).some((x) => JSON.stringify(x) === JSON.stringify(m));

function expectRejectedUnchanged(s: ClansState, seat: number, m: ClansMove) {
  const before = JSON.stringify(s);
  const r = clans.applyMove(s, seat, m);
  expect(r.ok).toBe(false);
  expect(JSON.stringify(s)).toBe(before);
  // Through the machinery as well: rejected, committed state untouched.
  const step = submitStep(clans, s, {}, seat, m);
  expect(step.ok).toBe(false);
  expect(JSON.stringify(s)).toBe(before);
}

describe("setup", () => {
  it("puts one hut per territory, one of each colour per region, distinct secret colours", () => {
    for (const players of [2, 3, 4]) {
      const s = setup({ players, seed: `seed-${players}`, options: {} });
      for (const h of s.huts) expect(h.reduce((a, b) => a + b, 0)).toBe(1);
      for (let r = 0; r < 12; r++) {
        const sum = [0, 0, 0, 0, 0];
        for (let t = 5 * r; t < 5 * r + 5; t++) s.huts[t]?.forEach((c, i) => (sum[i] = (sum[i] ?? 0) + c));
        expect(sum).toEqual([1, 1, 1, 1, 1]);
      }
      expect(s.colours).toHaveLength(players);
      expect(new Set(s.colours).size).toBe(players);
      expect(s.turn).toBe(s.startSeat);
      expect(s.startSeat).toBeGreaterThanOrEqual(0);
      expect(s.startSeat).toBeLessThan(players);
      expect(s.chips).toEqual(Array(players).fill(0));
      expect(s.colourScores).toEqual([0, 0, 0, 0, 0]);
    }
  });

  it("is deterministic per seed and varies between seeds", () => {
    expect(setup({ players: 3, seed: "a", options: {} })).toEqual(setup({ players: 3, seed: "a", options: {} }));
    const boards = new Set(
      Array.from({ length: 10 }, (_, i) => JSON.stringify(setup({ players: 3, seed: `x${i}`, options: {} }).huts)),
    );
    expect(boards.size).toBeGreaterThan(1);
    const starts = new Set(
      Array.from({ length: 30 }, (_, i) => setup({ players: 4, seed: `y${i}`, options: {} }).startSeat),
    );
    expect(starts.size).toBeGreaterThan(1);
  });

  it("refuses fewer than 2 or more than 4 players; options default", () => {
    expect(() => setup({ players: 1, seed: "a", options: {} })).toThrow();
    expect(() => setup({ players: 5, seed: "a", options: {} })).toThrow();
    expect(clans.optionsSchema.parse({})).toEqual({});
  });

  it("the first turn offers every move onto a neighbour (all territories full)", () => {
    const s = setup({ players: 2, seed: "m", options: {} });
    expect(legal(s)).toHaveLength(270);
    expect(clans.legalMoves(s, (s.turn + 1) % 2)).toEqual([]);
  });
});

describe("movement", () => {
  it("crosses rivers (4 -> 15 between regions 0 and 3)", () => {
    const s = scenario({ 4: R, 15: Y, 16: G, ...KEEP });
    expect(has(s, { type: "move", from: 4, to: 15 })).toBe(true);
    const after = play(s, { type: "move", from: 4, to: 15 });
    expect(after.huts[15]).toEqual([1, 1, 0, 0, 0]);
    expect(after.huts[4]).toEqual([0, 0, 0, 0, 0]);
  });

  it("does not cross lakes (5 and 21, 27 and 41 are never neighbours)", () => {
    const s = scenario({ 5: R, 21: Y, 27: R, 41: G, 6: Y, 22: G, 26: G, 42: R, ...KEEP });
    for (const [from, to] of [
      [5, 21],
      [21, 5],
      [27, 41],
      [41, 27],
    ] as const) {
      expect(has(s, { type: "move", from, to })).toBe(false);
      expectRejectedUnchanged(s, 0, { type: "move", from, to });
    }
  });

  it("never moves onto or from an empty territory, and moves all huts", () => {
    const s = scenario({ 0: [2, 1, 0, 0, 0], 1: G, 4: Y, ...KEEP });
    expect(has(s, { type: "move", from: 0, to: 2 })).toBe(false);
    expectRejectedUnchanged(s, 0, { type: "move", from: 0, to: 2 });
    expectRejectedUnchanged(s, 0, { type: "move", from: 2, to: 0 });
    const after = play(s, { type: "move", from: 0, to: 1 });
    expect(after.huts[1]).toEqual([2, 1, 1, 0, 0]);
    expect(after.lastMove).toEqual({ seat: 0, from: 0, to: 1, huts: 3 });
  });

  it("a group of 7+ cannot move onto a smaller group, but others may join it", () => {
    const s = scenario({ 0: [7, 0, 0, 0, 0], 1: [0, 3, 0, 0, 0], 2: G, ...KEEP });
    expect(has(s, { type: "move", from: 0, to: 1 })).toBe(false);
    expect(has(s, { type: "move", from: 0, to: 2 })).toBe(false);
    expectRejectedUnchanged(s, 0, { type: "move", from: 0, to: 1 });
    expect(has(s, { type: "move", from: 1, to: 0 })).toBe(true);
    expect(has(s, { type: "move", from: 2, to: 0 })).toBe(true);
    // A group of 6 still moves anywhere.
    const six = scenario({ 0: [6, 0, 0, 0, 0], 1: Y, ...KEEP });
    expect(has(six, { type: "move", from: 0, to: 1 })).toBe(true);
  });

  it("of two neighbouring groups of 7+, only the smaller moves onto the larger", () => {
    const s = scenario({ 0: [8, 0, 0, 0, 0], 1: [0, 7, 0, 0, 0], ...KEEP });
    expect(has(s, { type: "move", from: 1, to: 0 })).toBe(true);
    expect(has(s, { type: "move", from: 0, to: 1 })).toBe(false);
    expectRejectedUnchanged(s, 0, { type: "move", from: 0, to: 1 });
    const after = play(s, { type: "move", from: 1, to: 0 });
    expect(after.huts[0]).toEqual([8, 7, 0, 0, 0]);
  });

  it("with two equal groups of 7+, the mover chooses which one moves", () => {
    const s = scenario({ 0: [7, 0, 0, 0, 0], 1: [0, 7, 0, 0, 0], 4: G, ...KEEP });
    expect(has(s, { type: "move", from: 0, to: 1 })).toBe(true);
    expect(has(s, { type: "move", from: 1, to: 0 })).toBe(true);
    expect(play(s, { type: "move", from: 0, to: 1 }).huts[1]).toEqual([7, 7, 0, 0, 0]);
    expect(play(s, { type: "move", from: 1, to: 0 }).huts[0]).toEqual([7, 7, 0, 0, 0]);
  });

  it("the move is an undoable step; only end-turn commits", () => {
    const s = scenario({ 0: R, 1: Y, 2: G, ...KEEP });
    expect(clans.moveKind(s, 0, { type: "move", from: 0, to: 1 })).toBe("step");
    const r1 = submitStep<ClansState, ClansMove>(clans, s, {}, 0, { type: "move", from: 0, to: 1 });
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    expect(r1.value.committed).toBe(s);
    expect(r1.value.segments).toEqual([]);
    const undone = undoStep(r1.value.pending, 0);
    expect(undone.ok && undone.value).toEqual({});
    const r2 = submitStep<ClansState, ClansMove>(clans, s, r1.value.pending, 0, { type: "end-turn" });
    expect(r2.ok).toBe(true);
    if (!r2.ok) return;
    expect(r2.value.committed.turn).toBe(1);
    expect(english(r2.value.segments[0]?.lines[0])).toBe(
      "moved 1 hut from territory 0 (steppe) to territory 1 (mountain)",
    );
  });

  it("end-turn is not legal before the move, and a second move is not legal after it", () => {
    const s = scenario({ 0: R, 1: Y, 2: G, ...KEEP });
    expect(has(s, { type: "end-turn" })).toBe(false);
    expectRejectedUnchanged(s, 0, { type: "end-turn" });
    expectRejectedUnchanged(s, 1, { type: "move", from: 0, to: 1 });
    const moved = play(s, { type: "move", from: 0, to: 1 });
    expect(legal(moved)).toEqual([{ type: "end-turn" }]);
    expectRejectedUnchanged(moved, 0, { type: "move", from: 1, to: 2 });
  });
});

describe("villages", () => {
  it("founds a village when all neighbours are empty; the founder takes a chip", () => {
    // 0 (steppe) is neutral in epoch I: 2 huts score 2 for red and yellow.
    const s = scenario({ 0: R, 1: Y, ...KEEP });
    const after = play(s, { type: "move", from: 1, to: 0 });
    expect(after.villages).toHaveLength(1);
    expect(after.villages[0]).toMatchObject({
      territory: 0,
      number: 1,
      epoch: 0,
      founder: 0,
      effect: "neutral",
      value: 2,
      scored: [0, 1],
    });
    expect(after.colourScores).toEqual([2, 2, 0, 0, 0]);
    expect(after.chips).toEqual([1, 0]);
    expect(after.phase).toBe("end-turn");
    // The village can no longer move and nothing can reach it.
    expect(legal(play(after, { type: "end-turn" }))).toEqual([
      { type: "move", from: 57, to: 58 },
      { type: "move", from: 58, to: 57 },
    ]);
  });

  it("a single hut becomes a village too", () => {
    // Moving 3 -> 4 leaves 0 (steppe) alone with one hut; 4 still neighbours 15.
    const s = scenario({ 0: G, 3: R, 4: Y, 15: Y, ...KEEP });
    const after = play(s, { type: "move", from: 3, to: 4 });
    expect(after.villages.map((v) => v.territory)).toEqual([0]);
    expect(after.colourScores).toEqual([0, 0, 1, 0, 0]);
  });

  it("one move can found several villages", () => {
    // 2 -> 0 leaves 0 (steppe, neutral) and 4 (forest, favourable +1 in epoch I) isolated.
    const s = scenario({ 0: R, 2: Y, 4: [0, 0, 2, 1, 0], ...KEEP });
    const after = play(s, { type: "move", from: 2, to: 0 });
    expect(after.villages.map((v) => [v.territory, v.number])).toEqual([
      [0, 1],
      [4, 2],
    ]);
    expect(after.chips).toEqual([2, 0]);
    expect(after.colourScores).toEqual([2, 2, 4, 4, 0]);
  });

  it("strife: with all five colours present every single hut is removed before scoring", () => {
    const s = scenario({ 2: [2, 1, 0, 0, 0], 0: [0, 0, 1, 1, 1], ...KEEP });
    const after = play(s, { type: "move", from: 2, to: 0 });
    const v = after.villages[0];
    expect(v?.huts).toEqual([2, 1, 1, 1, 1]);
    expect(v?.strife).toEqual([0, 1, 1, 1, 1]);
    expect(v?.value).toBe(2);
    expect(v?.scored).toEqual([0]);
    expect(after.huts[0]).toEqual([2, 0, 0, 0, 0]);
    expect(after.colourScores).toEqual([2, 0, 0, 0, 0]);
  });

  it("strife can empty a village: nobody scores, the founder still takes the chip", () => {
    const s = scenario({ 2: [1, 1, 0, 0, 0], 0: [0, 0, 1, 1, 1], ...KEEP });
    const after = play(s, { type: "move", from: 2, to: 0 });
    expect(after.villages[0]).toMatchObject({ value: 0, scored: [] });
    expect(after.colourScores).toEqual([0, 0, 0, 0, 0]);
    expect(after.chips).toEqual([1, 0]);
  });

  it("no strife with only four colours present", () => {
    const s = scenario({ 2: [1, 1, 0, 0, 0], 0: [0, 0, 1, 1, 0], ...KEEP });
    const after = play(s, { type: "move", from: 2, to: 0 });
    expect(after.villages[0]).toMatchObject({ value: 4, scored: [0, 1, 2, 3], strife: [0, 0, 0, 0, 0] });
  });

  it("favourable landscape adds the epoch bonus (forest +1 in epoch I)", () => {
    const s = scenario({ 3: R, 4: [0, 2, 0, 0, 0], ...KEEP });
    const after = play(s, { type: "move", from: 3, to: 4 });
    expect(after.villages[0]).toMatchObject({ territory: 4, effect: "favourable", value: 4, scored: [0, 1] });
    expect(after.colourScores).toEqual([4, 4, 0, 0, 0]);
  });

  it("favourable bonus follows the epoch (mountain +2 in epoch II)", () => {
    const s = scenario({ 0: R, 1: Y, ...KEEP }, { prior: [40, 42, 45, 47] });
    const after = play(s, { type: "move", from: 0, to: 1 });
    expect(after.villages[4]).toMatchObject({ territory: 1, number: 5, epoch: 1, effect: "favourable", value: 4 });
  });

  it("hostile landscape: no points at all, huts destroyed, the founder still takes the chip", () => {
    // 1 is mountain: hostile in epoch I.
    const s = scenario({ 0: R, 1: Y, ...KEEP });
    const after = play(s, { type: "move", from: 0, to: 1 });
    expect(after.villages[0]).toMatchObject({ territory: 1, number: 1, effect: "hostile", value: 0, scored: [] });
    expect(after.colourScores).toEqual([0, 0, 0, 0, 0]);
    expect(after.chips).toEqual([1, 0]);
    expect(after.huts[1]).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("epochs", () => {
  // 3 villages counted: one slot left in epoch I. 2 -> 0 founds villages at 0 (steppe) and 4 (forest).
  const boundary = () => scenario({ 0: R, 2: Y, 4: [0, 0, 2, 1, 0], ...KEEP }, { prior: [40, 42, 45] });

  it("across a boundary the mover chooses which village belongs to which epoch", () => {
    const moved = play(boundary(), { type: "move", from: 2, to: 0 });
    expect(moved.phase).toBe("choose-village");
    expect(moved.villages).toHaveLength(3);
    expect(legal(moved)).toEqual([
      { type: "choose-village", territory: 0 },
      { type: "choose-village", territory: 4 },
    ]);
    expectRejectedUnchanged(moved, 0, { type: "end-turn" });
    expectRejectedUnchanged(moved, 0, { type: "choose-village", territory: 2 });
    expect(clans.moveKind(moved, 0, { type: "choose-village", territory: 4 })).toBe("step");

    // Forest as village 4 (epoch I, favourable +1): 3+1 = 4; steppe as village 5 (epoch II, neutral): 2.
    const a = play(moved, { type: "choose-village", territory: 4 });
    expect(a.villages.slice(3).map((v) => [v.territory, v.number, v.epoch, v.value])).toEqual([
      [4, 4, 0, 4],
      [0, 5, 1, 2],
    ]);
    expect(a.colourScores).toEqual([2, 2, 4, 4, 0]);
    expect(a.phase).toBe("end-turn");
    // Steppe as village 4 (epoch I, neutral): 2; forest as village 5 (epoch II, neutral): 3.
    const b = play(moved, { type: "choose-village", territory: 0 });
    expect(b.villages.slice(3).map((v) => [v.territory, v.number, v.epoch, v.value])).toEqual([
      [0, 4, 0, 2],
      [4, 5, 1, 3],
    ]);
    expect(b.colourScores).toEqual([2, 2, 3, 3, 0]);
    expect(a.chips).toEqual([2, 0]);
    expect(b.chips).toEqual([2, 0]);
  });

  it("no choice when all new villages fit in the current epoch", () => {
    const s = scenario({ 0: R, 2: Y, 4: [0, 0, 2, 1, 0], ...KEEP }, { prior: [40, 42] });
    const moved = play(s, { type: "move", from: 2, to: 0 });
    expect(moved.phase).toBe("end-turn");
    expect(moved.villages.map((v) => v.number)).toEqual([1, 2, 3, 4]);
  });

  it("the 12th village: the mover chooses which one counts; the game ends at end of turn", () => {
    const prior = [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50];
    const s = scenario({ 0: R, 2: Y, 4: [0, 0, 2, 1, 0], ...KEEP }, { prior });
    const moved = play(s, { type: "move", from: 2, to: 0 });
    expect(moved.phase).toBe("choose-village");
    const chosen = play(moved, { type: "choose-village", territory: 0 });
    expect(chosen.villages.slice(11).map((v) => [v.territory, v.number, v.effect, v.value])).toEqual([
      [0, 12, "favourable", 7],
      [4, null, "uncounted", 0],
    ]);
    expect(chosen.colourScores).toEqual([7, 7, 0, 0, 0]);
    expect(chosen.chips).toEqual([1, 0]);
    // Not over while the turn is pending (the mover may still undo).
    expect(clans.outcome(chosen)).toBeNull();
    expect(clans.activeSeats(chosen)).toEqual([0]);
    const over = play(chosen, { type: "end-turn" });
    expect(over.phase).toBe("over");
    expect(over.endReason).toBe("twelfth-village");
    expect(clans.activeSeats(over)).toEqual([]);
    expect(clans.legalMoves(over, 0)).toEqual([]);
    expectRejectedUnchanged(over, over.turn, { type: "move", from: 57, to: 58 });
  });

  it("the 12th village alone ends the game even though moves remain", () => {
    const prior = [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50];
    const s = scenario({ 0: R, 1: Y, ...KEEP }, { prior });
    const over = play(s, { type: "move", from: 1, to: 0 }, { type: "end-turn" });
    expect(over.villages[11]).toMatchObject({ number: 12, epoch: 4, value: 7 });
    expect(over.phase).toBe("over");
  });
});

describe("game end and scoring", () => {
  it("ends early when no move is possible", () => {
    const s = scenario({ 0: R, 1: Y }, { prior: [40] });
    const moved = play(s, { type: "move", from: 0, to: 1 });
    expect(moved.phase).toBe("end-turn");
    const over = play(moved, { type: "end-turn" });
    expect(over.phase).toBe("over");
    expect(over.endReason).toBe("no-moves");
    expect(clans.outcome(over)).not.toBeNull();
  });

  it("final score = own colour's points + chips; colours nobody holds score for nobody", () => {
    // Seat 0 red, seat 1 green. Red and yellow get 2 (village at 0, steppe, neutral); seat 0 takes the chip.
    const s = scenario({ 0: R, 1: Y }, { colours: [0, 2] });
    const over = play(s, { type: "move", from: 1, to: 0 }, { type: "end-turn" });
    const out = clans.outcome(over);
    expect(out?.scores).toEqual([3, 0]);
    expect(out?.winners).toEqual([0]);
    expect(out?.details).toEqual({
      colours: ["red", "green"],
      colourPoints: [2, 0],
      chips: [1, 0],
      endReason: "no-moves",
    });
  });

  it("ties share the win", () => {
    // Seat 0 red with a chip from earlier, seat 1 yellow founds the village: both end on 2 + 1 = 3.
    const s = scenario({ 0: R, 1: Y }, { colours: [0, 1], turn: 1 });
    s.chips = [1, 0];
    const over = play(s, { type: "move", from: 1, to: 0 }, { type: "end-turn" });
    const out = clans.outcome(over);
    expect(out?.scores).toEqual([3, 3]);
    expect(out?.winners).toEqual([0, 1]);
  });

  it("outcome is null while the game runs", () => {
    expect(clans.outcome(setup({ players: 3, seed: "o", options: {} }))).toBeNull();
  });

  it("applyMove never mutates its input", () => {
    const s = scenario({ 0: R, 2: Y, 4: [0, 0, 2, 1, 0], ...KEEP }, { prior: [40, 42, 45] });
    const snap = JSON.stringify(s);
    const moved = play(s, { type: "move", from: 2, to: 0 });
    expect(JSON.stringify(s)).toBe(snap);
    const snap2 = JSON.stringify(moved);
    play(moved, { type: "choose-village", territory: 4 }, { type: "end-turn" });
    expect(JSON.stringify(moved)).toBe(snap2);
  });

  it("history lines describe scorings without naming who holds a colour", () => {
    const s = scenario({ 3: R, 4: [0, 2, 0, 0, 0], ...KEEP });
    const moved = play(s, { type: "move", from: 3, to: 4 });
    expect(clans.describeAftermath?.(s, 0, { type: "move", from: 3, to: 4 }, moved).map(english)).toEqual([
      "Village 1 (epoch I) founded at territory 4 (forest): 4 points including the favourable-landscape bonus of 1 for red, yellow.",
    ]);
  });

  it("committed history: move line, village lines, end line; no line for end-turn itself", () => {
    const s = scenario({ 0: R, 1: Y }, { prior: [40] });
    const r1 = submitStep<ClansState, ClansMove>(clans, s, {}, 0, { type: "move", from: 1, to: 0 });
    if (!r1.ok) throw new Error(rejectionText(r1));
    const r2 = submitStep<ClansState, ClansMove>(clans, s, r1.value.pending, 0, { type: "end-turn" });
    if (!r2.ok) throw new Error(rejectionText(r2));
    expect(r2.value.segments[0]?.lines.map(english)).toEqual([
      "moved 1 hut from territory 1 (mountain) to territory 0 (steppe)",
      "Village 2 (epoch I) founded at territory 0 (steppe): 2 points for red, yellow.",
      "No move is possible any more: the game ends.",
    ]);
  });

  it("evaluate: own colour's points + own chips - best other colour", () => {
    const s = scenario({ 0: R, 1: Y, ...KEEP }, { colours: [0, 2] });
    const after = play(s, { type: "move", from: 1, to: 0 });
    // Seat 0 (red): 2 + 1 chip - 2 (yellow); seat 1 (green): 0 - 2.
    expect(clans.evaluate?.(after, 0)).toBe(1);
    expect(clans.evaluate?.(after, 1)).toBe(-2);
  });

  it("replays from seed and committed moves", () => {
    const init = { players: 2, seed: "replay", options: {} };
    let c = clans.setup(init);
    let p: PendingBySeat<ClansMove> = {};
    const log: { seat: number; moves: ClansMove[] }[] = [];
    for (let i = 0; i < 10; i++) {
      const seat = c.turn;
      const m = legal(c)[(i * 7) % legal(c).length];
      if (!m) throw new Error("no move");
      const r1 = submitStep<ClansState, ClansMove>(clans, c, p, seat, m);
      if (!r1.ok) throw new Error(rejectionText(r1));
      const r2 = submitStep<ClansState, ClansMove>(clans, r1.value.committed, r1.value.pending, seat, {
        type: "end-turn",
      });
      if (!r2.ok) throw new Error(rejectionText(r2));
      c = r2.value.committed;
      p = r2.value.pending;
      log.push(...r2.value.segments);
    }
    const r = replay<ClansState, ClansMove>(clans, init, log);
    expect(r.ok && JSON.parse(JSON.stringify(r.value))).toEqual(JSON.parse(JSON.stringify(c)));
    expect(must(r).turnsTaken).toBe(10);
  });
});
