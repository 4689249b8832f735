import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "@/lib/engine";
import { chooseBotMove } from "@/lib/engine/bot";
import { clans } from "./index";
import { colourBeliefs, type ColourBeliefs } from "./colour-beliefs";
import { COLOURS } from "./rules-data";
import { sampleState } from "./sample-state";
import { must } from "./test-helpers";
import type { ClansMove, ClansState } from "./types";

/** A game of greedy bots, `turns` turns long (or to its end). */
function greedyGame(players: number, seed: string, turns: number): ClansState {
  let s = clans.setup({ players, seed, options: {} });
  const rng = new Rng(seedRng(`moves-${seed}`));
  while (!clans.outcome(s) && s.turnsTaken < turns) {
    const move = chooseBotMove<ClansState, ClansMove>(clans, s, s.turn, rng, "greedy", 0);
    if (!move) throw new Error("a running game has a move");
    const r = clans.applyMove(s, s.turn, move);
    if (!r.ok) throw new Error(r.code);
    s = r.value;
  }
  return s;
}

/** The probability the beliefs give the true colours of every seat. */
function truth(b: ColourBeliefs, s: ClansState): number {
  let p = 0;
  b.assignments.forEach((a, i) => {
    if (a.every((c, seat) => c === s.colours[seat])) p += (b.cumulative[i] ?? 0) - (b.cumulative[i - 1] ?? 0);
  });
  return p;
}

describe("colour beliefs from the public history", () => {
  it("start even: every assignment of the free colours to the other seats, the seat's own colour kept", () => {
    const s = clans.setup({ players: 3, seed: "even", options: {} });
    const b = colourBeliefs(clans.playerView(s, 1), 1);
    if (!b) throw new Error("a new game has a history");
    expect(b.assignments).toHaveLength(4 * 3);
    for (const a of b.assignments) {
      expect(a[1]).toBe(s.colours[1]);
      expect(new Set(a).size).toBe(3);
    }
    expect(b.cumulative.at(-1)).toBeCloseTo(1, 9);
    expect(truth(b, s)).toBeCloseTo(1 / 12, 9);
  });

  it("give a greedy player's colour most of the probability by mid-game (2 players)", () => {
    const found = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].map((seed) => {
      const s = greedyGame(2, seed, 30);
      const b = colourBeliefs(clans.playerView(s, 0), 0);
      if (!b) throw new Error("a game of version 3 has a history");
      return truth(b, s);
    });
    // Uniform would be 1/4 each; a greedy player's scoring moves give the colour away, sooner in some games.
    const mean = found.reduce((a, b) => a + b, 0) / found.length;
    expect(mean, found.join(", ")).toBeGreaterThan(0.6);
    expect(found.filter((p) => p > 0.9).length, found.join(", ")).toBeGreaterThanOrEqual(3);
    expect(Math.min(...found), found.join(", ")).toBeGreaterThan(0.25);
  });

  it("are the same whatever the hidden colours are: the same view gives the same beliefs", () => {
    const s = greedyGame(3, "same", 20);
    const other = { ...s, colours: [s.colours[0] ?? 0, s.colours[2] ?? 0, s.colours[1] ?? 0] };
    expect(clans.playerView(other, 0)).toEqual(clans.playerView(s, 0));
    expect(colourBeliefs(clans.playerView(other, 0), 0)).toEqual(colourBeliefs(clans.playerView(s, 0), 0));
  });

  it("sampled states follow them, and a match without a history samples every assignment alike", () => {
    const s = greedyGame(2, "a", 30);
    const view = clans.playerView(s, 0);
    const b = colourBeliefs(view, 0);
    if (!b) throw new Error("a game of version 3 has a history");
    const rng = new Rng(seedRng("samples"));
    const share = (v: typeof view) => {
      let right = 0;
      for (let i = 0; i < 400; i++) if (sampleState(v, 0, rng).colours[1] === s.colours[1]) right++;
      return right / 400;
    };
    expect(share(view)).toBeCloseTo(truth(b, s), 1);
    const without = { ...view, history: null };
    expect(colourBeliefs(without, 0)).toBeNull();
    expect(share(without)).toBeGreaterThan(0.15);
    expect(share(without)).toBeLessThan(0.35);
  });

  it("learn nothing from a history that does not lead to the board shown", () => {
    const s = greedyGame(2, "b", 10);
    const view = clans.playerView(s, 0);
    const opening = view.history?.opening.slice() ?? [];
    [opening[0], opening[1]] = [opening[1] ?? 0, (opening[0] ?? 0) === 4 ? 0 : (opening[0] ?? 0) + 1];
    const history = view.history && { opening, steps: view.history.steps };
    expect(colourBeliefs({ ...view, history }, 0)).toBeNull();
    // Nor from one that cannot be replayed at all (a territory that does not exist).
    const broken = view.history && { opening: view.history.opening, steps: [[0, 99], ...view.history.steps] };
    expect(colourBeliefs({ ...view, history: broken as typeof history }, 0)).toBeNull();
    expect(colourBeliefs({ ...view, history: { opening: [1, 2], steps: [[0, 1]] } }, 0)).toBeNull();
  });

  it("the history replays to the board: the opening is the setup's board, and its steps in turn order lead to now", () => {
    const s = greedyGame(4, "replay", 25);
    const start = clans.setup({ players: 4, seed: "replay", options: {} });
    expect(start.history?.opening.map((c) => COLOURS[c])).toHaveLength(60);
    expect(start.history?.opening.every((c, t) => start.huts[t]?.[c] === 1)).toBe(true);
    let r = start;
    for (const step of s.history?.steps ?? []) {
      while (r.phase === "end-turn") r = must(clans.applyMove(r, r.turn, { type: "end-turn" }));
      const move: ClansMove =
        step.length === 2
          ? { type: "move", from: step[0], to: step[1] }
          : { type: "choose-village", territory: step[0] };
      r = must(clans.applyMove(r, r.turn, move));
    }
    expect(s.history?.steps.length).toBeGreaterThanOrEqual(25);
    expect(r.huts).toEqual(s.huts);
    expect(r.villages).toEqual(s.villages);
    expect(r.colourScores).toEqual(s.colourScores);
  });
});
