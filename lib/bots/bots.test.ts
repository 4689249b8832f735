/**
 * The bots' entry point: every level answers with one of the legal moves it was given, from the seat's view
 * alone; the strong bot's choice does not depend on the hidden parts of the position (the state redrawn with
 * the game's `hideFrom`, same view, same seed: the same move) and keeps to its time budget.
 */
import { describe, expect, it } from "vitest";
import { Rng, sameMove, seedRng, type AnyGame, type Seat } from "@/lib/engine";
import { CONFORMANCE_SPECS } from "@/lib/games/conformance-specs";
import { chooseMove, chooseMoveWithStats, clampBudget, MAX_BUDGET_MS } from "./index";

/** A position some way into a game: up to `steps` uniform random moves from the setup, before the end. */
function midGame(game: AnyGame, players: number, seed: string, steps: number): { state: unknown; seat: Seat } {
  const rng = new Rng(seedRng(seed));
  let state: unknown = game.setup({ players, seed, options: game.optionsSchema.parse({}) });
  for (let i = 0; i < steps && !game.outcome(state); i++) {
    const seat = (game.activeSeats(state) as Seat[])[0] as Seat;
    const legal = game.legalMoves(state, seat) as unknown[];
    const r = game.applyMove(state, seat, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error("a legal move was refused");
    if (game.outcome(r.value)) break; // a position where someone still has to move
    state = r.value;
  }
  return { state, seat: (game.activeSeats(state) as Seat[])[0] as Seat };
}

describe.each(CONFORMANCE_SPECS.map((spec) => ({ spec, key: spec.game.key })))("the bots in $key", ({ spec }) => {
  const game = spec.game;
  const players = Math.max(2, game.minPlayers);

  it("answer with one of the legal moves at every level", () => {
    for (const at of [0, 7, 25]) {
      const { state, seat } = midGame(game, players, `bots-${game.key}-${at}`, at);
      const legal = game.legalMoves(state, seat) as unknown[];
      const view = game.playerView(state, seat);
      for (const level of ["random", "greedy", "strong"] as const) {
        const move = chooseMove(game.key, view, seat, legal, { level, seed: `s${at}`, iterations: 8 });
        expect(legal).toContain(move);
      }
    }
  });

  it("choose the same move whatever the hidden parts are (same view, same seed)", () => {
    const rng = new Rng(seedRng(`hidden-${game.key}`));
    for (const at of [3, 12, 30]) {
      const { state, seat } = midGame(game, players, `hidden-${game.key}-${at}`, at);
      const other = spec.hideFrom(structuredClone(state), seat, rng);
      const legal = game.legalMoves(state, seat) as unknown[];
      const viewA = game.playerView(state, seat);
      const viewB = game.playerView(other, seat);
      expect(viewB).toEqual(viewA);
      const o = { level: "strong" as const, seed: `same-${at}`, iterations: 40 };
      const a = chooseMoveWithStats(game.key, viewA, seat, legal, o);
      const b = chooseMoveWithStats(game.key, viewB, seat, game.legalMoves(other, seat) as unknown[], o);
      expect(sameMove(game, a.move, b.move)).toBe(true);
      expect(b.stats).toEqual(a.stats);
    }
  });

  it("the strong bot stops at its budget", () => {
    const { state, seat } = midGame(game, players, `budget-${game.key}`, 10);
    const legal = game.legalMoves(state, seat) as unknown[];
    const t0 = performance.now();
    const r = chooseMoveWithStats(game.key, game.playerView(state, seat), seat, legal, {
      level: "strong",
      seed: "budget",
      budgetMs: 40,
    });
    // One playout may run past the deadline; a shared test machine adds more.
    expect(performance.now() - t0).toBeLessThan(1500);
    if (legal.length > 1) expect(r.iterations).toBeGreaterThan(0);
  });
});

describe("the budget", () => {
  it("is clamped to at most 5 s and defaults to 1 s", () => {
    expect(clampBudget(undefined)).toBe(1000);
    expect(clampBudget(60_000)).toBe(MAX_BUDGET_MS);
    expect(clampBudget(Number.NaN)).toBe(1000);
    expect(clampBudget(1)).toBe(10);
  });
});
