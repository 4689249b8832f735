/** The strong bot's rewards: a win is worth more than any loss, a bigger margin more than a smaller one. */
import { describe, expect, it } from "vitest";
import { botGame } from "./games";
import { heuristicReward, terminalReward } from "./reward";

const game = botGame("glen-more");
const end = (scores: number[], winners: number[]) => terminalReward(game, { scores, winners }, 0);

describe("rewards", () => {
  it("rank a win above every loss, and a bigger margin above a smaller one", () => {
    expect(end([50, 49], [0])).toBeGreaterThan(end([49, 50], [1]));
    expect(end([50, 49], [0])).toBeGreaterThan(end([10, 80], [1]) + 0.6);
    expect(end([60, 40], [0])).toBeGreaterThan(end([50, 49], [0]));
    expect(end([40, 60], [1])).toBeLessThan(end([49, 50], [1]));
    expect(end([50, 50], [0, 1])).toBeCloseTo(0.7 / 2 + 0.3 / 2);
    for (const r of [end([0, 500], [1]), end([500, 0], [0])]) expect(r).toBeGreaterThanOrEqual(0);
    expect(end([500, 0], [0])).toBeLessThanOrEqual(1);
  });

  it("before the end: the evaluation's lead over the best other seat, 0.5 when level", () => {
    const state = game.setup({ players: 3, seed: "reward", options: {} });
    expect(heuristicReward(game, state, 0, 3)).toBeCloseTo(0.5);
  });
});
