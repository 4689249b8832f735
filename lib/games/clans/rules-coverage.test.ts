/**
 * Rules of page 002 that the other test files did not pin down one by one: the whole epoch chart, three or
 * more villages across an epoch boundary, strife together with the landscape bonus, turn order, the founder
 * being the mover, groups of 7+ counted over all colours, and the public score track in the view.
 */
import { describe, expect, it } from "vitest";
import { clans } from "./index";
import { setup } from "./setup";
import { play, scenario } from "./test-helpers";
import type { ClansMove, ClansState } from "./types";

const KEEP = { 57: [0, 0, 0, 0, 1], 58: [0, 0, 0, 0, 1] };
const R = [1, 0, 0, 0, 0];
const Y = [0, 1, 0, 0, 0];
const legal = (s: ClansState) => clans.legalMoves(s, s.turn);
const has = (s: ClansState, m: ClansMove) => legal(s).some((x) => JSON.stringify(x) === JSON.stringify(m));
/** Empty territories used as already-founded villages 1, 2, ... */
const PRIOR = [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50];

describe("epoch chart (2. Epochen)", () => {
  // Written out from the rules text and the printed chart, independently of rules-data.ts:
  // "4 in der 1. Epoche, 3 in der 2. Epoche, usw." and favourable (left) / hostile (right) landscapes.
  const CHART: { villages: number[]; favourable: string; bonus: number; hostile: string | null }[] = [
    { villages: [1, 2, 3, 4], favourable: "forest", bonus: 1, hostile: "mountain" },
    { villages: [5, 6, 7], favourable: "mountain", bonus: 2, hostile: "grassland" },
    { villages: [8, 9], favourable: "steppe", bonus: 3, hostile: "forest" },
    { villages: [10, 11], favourable: "grassland", bonus: 4, hostile: "steppe" },
    // "In der 5. Epoche sind alle Landschaften günstig."
    { villages: [12], favourable: "all", bonus: 5, hostile: null },
  ];
  // A village of 2 huts (red + yellow) on each landscape: destination <- source.
  const SITES: { landscape: string; to: number; from: number }[] = [
    { landscape: "steppe", to: 0, from: 1 },
    { landscape: "mountain", to: 1, from: 0 },
    { landscape: "grassland", to: 2, from: 0 },
    { landscape: "forest", to: 4, from: 1 },
  ];

  for (const [epoch, row] of CHART.entries()) {
    for (const n of row.villages) {
      for (const site of SITES) {
        it(`village ${n} on ${site.landscape}`, () => {
          const s = scenario({ [site.to]: R, [site.from]: Y, ...KEEP }, { prior: PRIOR.slice(0, n - 1), turn: 1 });
          const after = play(s, { type: "move", from: site.from, to: site.to });
          const hostile = row.hostile === site.landscape;
          const favourable = row.favourable === "all" || row.favourable === site.landscape;
          const value = hostile ? 0 : 2 + (favourable ? row.bonus : 0);
          expect(after.villages[n - 1]).toMatchObject({
            territory: site.to,
            number: n,
            epoch,
            founder: 1,
            effect: hostile ? "hostile" : favourable ? "favourable" : "neutral",
            value,
          });
          expect(after.colourScores).toEqual([value, value, 0, 0, 0]);
          // The founder takes the chip whatever the landscape ("Nur der Gründer ... bekommt den Wertungs-Chip").
          expect(after.chips).toEqual([0, 1]);
        });
      }
    }
  }
});

describe("three villages in one move (Ebenso bei mehr als 2 Dörfern)", () => {
  // 4 -> 20 leaves 1 (mountain), 3 (mountain) and 20 (steppe, 2 huts) isolated: 1, 3 and 20 are pairwise
  // not neighbours and all their other neighbours are empty.
  const board = (prior: number) =>
    scenario({ 4: Y, 20: R, 1: [0, 0, 1, 0, 0], 3: [0, 0, 0, 1, 0], ...KEEP }, { prior: PRIOR.slice(0, prior) });
  const summary = (s: ClansState, from: number) =>
    s.villages.slice(from).map((v) => [v.territory, v.number, v.epoch, v.value]);

  it("one slot left: the mover picks the last village of the epoch, the other two go to the next one", () => {
    const moved = play(board(3), { type: "move", from: 4, to: 20 });
    expect(moved.phase).toBe("choose-village");
    expect(legal(moved).map((m) => m.type === "choose-village" && m.territory)).toEqual([1, 3, 20]);
    // Steppe as village 4 (epoch I, neutral: 2); the mountains become 5 and 6 (epoch II, favourable +2: 1+2).
    const a = play(moved, { type: "choose-village", territory: 20 });
    expect(a.phase).toBe("end-turn");
    expect(summary(a, 3)).toEqual([
      [20, 4, 0, 2],
      [1, 5, 1, 3],
      [3, 6, 1, 3],
    ]);
    expect(a.colourScores).toEqual([2, 2, 3, 3, 0]);
    // A mountain as village 4 is hostile in epoch I and scores nothing.
    const b = play(moved, { type: "choose-village", territory: 1 });
    expect(summary(b, 3)).toEqual([
      [1, 4, 0, 0],
      [3, 5, 1, 3],
      [20, 6, 1, 2],
    ]);
    expect(b.colourScores).toEqual([2, 2, 0, 3, 0]);
    expect(a.chips).toEqual([3, 0]);
    expect(b.chips).toEqual([3, 0]);
  });

  it("two slots left of three villages: two choices, the third goes to the next epoch", () => {
    // Villages 8 and 9 are epoch III (steppe +3, forest hostile), village 10 epoch IV (steppe hostile).
    const moved = play(board(7), { type: "move", from: 4, to: 20 });
    expect(moved.phase).toBe("choose-village");
    const first = play(moved, { type: "choose-village", territory: 1 });
    expect(first.phase).toBe("choose-village");
    expect(legal(first).map((m) => m.type === "choose-village" && m.territory)).toEqual([3, 20]);
    const done = play(first, { type: "choose-village", territory: 3 });
    expect(done.phase).toBe("end-turn");
    expect(summary(done, 7)).toEqual([
      [1, 8, 2, 1],
      [3, 9, 2, 1],
      [20, 10, 3, 0],
    ]);
  });

  it("around the 12th village: the mover picks the 11th and the 12th; the third does not count", () => {
    const moved = play(board(10), { type: "move", from: 4, to: 20 });
    const eleventh = play(moved, { type: "choose-village", territory: 3 });
    expect(eleventh.phase).toBe("choose-village");
    const twelfth = play(eleventh, { type: "choose-village", territory: 20 });
    expect(twelfth.phase).toBe("end-turn");
    // 3 mountain in epoch IV: neutral 1; 20 steppe in epoch V: 2 + 5; 1 does not count and gives no chip.
    expect(summary(twelfth, 10)).toEqual([
      [3, 11, 3, 1],
      [20, 12, 4, 7],
      [1, null, null, 0],
    ]);
    expect(twelfth.colourScores).toEqual([7, 7, 0, 1, 0]);
    expect(twelfth.chips).toEqual([2, 0]);
    expect(play(twelfth, { type: "end-turn" }).endReason).toBe("twelfth-village");
  });
});

describe("scoring details", () => {
  it("strife first, then the remaining huts plus the favourable bonus", () => {
    // Forest 4 in epoch I (+1): [2,1,1,1,1] loses the four single huts; 2 huts + 1 = 3 for red only.
    const s = scenario({ 3: [1, 0, 0, 0, 0], 4: [1, 1, 1, 1, 1], ...KEEP });
    const after = play(s, { type: "move", from: 3, to: 4 });
    expect(after.villages[0]).toMatchObject({ effect: "favourable", strife: [0, 1, 1, 1, 1], value: 3, scored: [0] });
    expect(after.colourScores).toEqual([3, 0, 0, 0, 0]);
  });

  it("strife that empties a favourable village gives nobody the bonus", () => {
    const s = scenario({ 3: [1, 0, 0, 0, 0], 4: [0, 1, 1, 1, 1], ...KEEP });
    const after = play(s, { type: "move", from: 3, to: 4 });
    expect(after.villages[0]).toMatchObject({ effect: "favourable", value: 0, scored: [] });
    expect(after.colourScores).toEqual([0, 0, 0, 0, 0]);
    expect(after.huts[4]).toEqual([0, 0, 0, 0, 0]);
  });

  it("a colour with several huts scores the village value once, like a colour with one hut", () => {
    // Steppe 0, neutral: 3 red + 1 yellow = 4 huts; red and yellow both score 4.
    const s = scenario({ 0: [3, 0, 0, 0, 0], 1: Y, ...KEEP });
    const after = play(s, { type: "move", from: 1, to: 0 });
    expect(after.colourScores).toEqual([4, 4, 0, 0, 0]);
  });

  it("the mover founds a village elsewhere, without own huts in it, and takes its chip", () => {
    // Seat 1 moves 3 -> 4; the lone green hut at 0 becomes a village.
    const s = scenario({ 0: [0, 0, 1, 0, 0], 3: R, 4: Y, 15: Y, ...KEEP }, { turn: 1, colours: [0, 1] });
    const after = play(s, { type: "move", from: 3, to: 4 });
    expect(after.villages).toHaveLength(1);
    expect(after.villages[0]).toMatchObject({ territory: 0, founder: 1, scored: [2] });
    expect(after.chips).toEqual([0, 1]);
  });
});

describe("movement details", () => {
  it("the 7-hut limit counts huts of all colours together", () => {
    const s = scenario({ 0: [3, 2, 2, 0, 0], 1: [0, 0, 0, 3, 0], 2: [0, 0, 0, 0, 6], ...KEEP });
    expect(has(s, { type: "move", from: 0, to: 1 })).toBe(false);
    expect(has(s, { type: "move", from: 0, to: 2 })).toBe(false);
    expect(has(s, { type: "move", from: 1, to: 0 })).toBe(true);
  });

  it("a group that grows to 7 by a move can no longer move onto smaller groups", () => {
    const s = scenario({ 0: [6, 0, 0, 0, 0], 1: Y, 2: [0, 0, 2, 0, 0], 4: [0, 0, 0, 1, 0], ...KEEP });
    const after = play(s, { type: "move", from: 0, to: 1 }, { type: "end-turn" });
    expect(after.huts[1]).toEqual([6, 1, 0, 0, 0]);
    expect(has(after, { type: "move", from: 1, to: 2 })).toBe(false);
    expect(has(after, { type: "move", from: 1, to: 4 })).toBe(false);
    expect(has(after, { type: "move", from: 2, to: 1 })).toBe(true);
  });
});

describe("turn order (Sitzreihenfolge ab dem Startspieler)", () => {
  it("turns go round the seats in order from the drawn start player", () => {
    for (const players of [3, 4]) {
      for (const seed of ["t1", "t2", "t3"]) {
        let s = setup({ players, seed, options: {} });
        const start = s.startSeat;
        for (let k = 0; k < 2 * players + 1; k++) {
          expect(s.turn).toBe((start + k) % players);
          expect(clans.activeSeats(s)).toEqual([s.turn]);
          const m = legal(s)[0];
          if (!m) throw new Error("no move");
          s = play(s, m);
          expect(s.lastMove?.seat).toBe((start + k) % players);
          while (s.phase === "choose-village") s = play(s, legal(s)[0] ?? { type: "end-turn" });
          s = play(s, { type: "end-turn" });
        }
      }
    }
  });
});

describe("public score track", () => {
  it("every seat and spectators see all colour scores, all chips and the current epoch", () => {
    const s = scenario(
      { 0: R, 2: Y, 4: [0, 0, 2, 1, 0], ...KEEP },
      { prior: [40, 42, 45], players: 3, colours: [4, 2, 0] },
    );
    const moved = play(s, { type: "move", from: 2, to: 0 }, { type: "choose-village", territory: 4 });
    for (const viewer of [0, 1, 2, null]) {
      const v = clans.playerView(moved, viewer);
      expect(v.colourScores).toEqual(moved.colourScores);
      expect(v.chips).toEqual([2, 0, 0]);
      expect(v.villagesCounted).toBe(5);
      // Villages 1-5 taken: the next one is village 6, epoch II.
      expect(v.currentEpoch).toBe(1);
    }
  });
});
