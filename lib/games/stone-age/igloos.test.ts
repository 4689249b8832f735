/**
 * Igloos ("Iglus", rule text l.121-123): the sentence of the text, then each decision the site took where it
 * is silent (RULES-NOTES "Igloos"; the limits are site-values.ts IGLOO_RULES).
 */
import { describe, expect, it } from "vitest";
import { lineText } from "@/lib/matches/history/history-text";
import { stoneAge } from "./index";
import { REFUSALS } from "./messages";
import { breakdown } from "./scoring";
import { IGLOO_RULES } from "./site-values";
import { actionsState, freshWith, play, refuse, seatOf } from "./test-helpers";
import type { StoneAgeState } from "./types";

/** A history line as the English history shows it (the game writes message refs). */
const english = (l: unknown) => lineText(l, "en", "stone-age");

/** Seat 0's action turn with nothing placed but the hunt, holding `materials`. */
function myTurn(
  materials: { wood: number; clay: number; stone: number; gold: number },
  variants: "igloos"[] = ["igloos"],
): StoneAgeState {
  const s = actionsState(2, 0, { hunt: 1 }, "igloo", variants);
  seatOf(s, 0).materials = materials;
  return s;
}

describe("the text: 'Gib 3 Ressourcen desselben Typs aus, um ein Iglu zu kaufen, das wie ein Gebäude Punkte bringt, aber nicht für den Gebäudebonus im Endspiel zählt.'", () => {
  it("3 resources of one type buy an igloo", () => {
    const s = myTurn({ wood: 3, clay: 2, stone: 0, gold: 0 });
    expect(stoneAge.legalMoves(s, 0).filter((m) => m.type === "build-igloo")).toEqual([
      { type: "build-igloo", resource: "wood" },
    ]);
    const after = play(s, 0, { type: "build-igloo", resource: "wood" });
    expect(seatOf(after, 0).materials).toEqual({ wood: 0, clay: 2, stone: 0, gold: 0 });
    expect(seatOf(after, 0).igloos).toEqual([{ resource: "wood", round: 1 }]);
    expect(stoneAge.moveKind(s, 0, { type: "build-igloo", resource: "wood" })).toBe("step");
  });

  it("resources of different types do not buy one (2 clay and 1 stone, 2 of each)", () => {
    const s = myTurn({ wood: 2, clay: 2, stone: 1, gold: 2 });
    expect(stoneAge.legalMoves(s, 0).some((m) => m.type === "build-igloo")).toBe(false);
    refuse(s, 0, { type: "build-igloo", resource: "clay" });
    expect(stoneAge.explainIllegal?.(s, 0, { type: "build-igloo", resource: "clay" })).toEqual(REFUSALS.noIgloo);
  });

  it.each([
    ["wood", 9],
    ["clay", 12],
    ["stone", 15],
    ["gold", 18],
  ] as const)("it scores like a building: 3 %s score the value of what was paid, %i points", (resource, points) => {
    const s = myTurn({ wood: 3, clay: 3, stone: 3, gold: 3 });
    const after = play(s, 0, { type: "build-igloo", resource });
    expect(seatOf(after, 0).score - seatOf(s, 0).score).toBe(points);
    expect(english(stoneAge.describeMove(s, 0, { type: "build-igloo", resource }, after))).toBe(
      `built an igloo for 3 ${resource}: ${points} points`,
    );
  });

  it("it does not count for the hut builders at the end (an igloo is not a building)", () => {
    const s = myTurn({ wood: 3, clay: 0, stone: 0, gold: 0 });
    seatOf(s, 0).cards = ["S15"]; // 3 hut builders
    const after = play(s, 0, { type: "build-igloo", resource: "wood" });
    expect(seatOf(after, 0).buildings).toEqual([]);
    expect(breakdown(seatOf(after, 0)).hutBuilders).toBe(0);
    seatOf(after, 0).buildings = ["B01"];
    expect(breakdown(seatOf(after, 0)).hutBuilders).toBe(3);
  });
});

describe("decisions (RULES-NOTES 'Igloos')", () => {
  it("no person is needed: it is bought in one's own action turn, also with no place left to resolve", () => {
    const s = actionsState(2, 0, {}, "igloo", ["igloos"]);
    seatOf(s, 0).materials = { wood: 0, clay: 0, stone: 3, gold: 0 };
    expect(stoneAge.legalMoves(s, 0)).toEqual([{ type: "end-turn" }, { type: "build-igloo", resource: "stone" }]);
    const after = play(s, 0, { type: "build-igloo", resource: "stone" });
    expect(stoneAge.legalMoves(after, 0)).toEqual([{ type: "end-turn" }]);
  });

  it("not while placing, not in another player's turn, not while a roll waits", () => {
    const placing = freshWith(2, ["igloos"], "igloo-place");
    seatOf(placing, placing.turn).materials = { wood: 3, clay: 0, stone: 0, gold: 0 };
    refuse(placing, placing.turn, { type: "build-igloo", resource: "wood" });
    const s = myTurn({ wood: 3, clay: 0, stone: 0, gold: 0 });
    seatOf(s, 1).materials = { wood: 3, clay: 0, stone: 0, gold: 0 };
    refuse(s, 1, { type: "build-igloo", resource: "wood" });
    const rolled = play(s, 0, { type: "resolve", location: "hunt" });
    refuse(rolled, 0, { type: "build-igloo", resource: "wood" });
  });

  it(`at most ${IGLOO_RULES.perRound} per round and ${IGLOO_RULES.perPlayer} per player`, () => {
    let s = myTurn({ wood: 3 * (IGLOO_RULES.perPlayer + 1), clay: 0, stone: 0, gold: 0 });
    for (let built = 0; built < IGLOO_RULES.perPlayer;) {
      for (let k = 0; k < IGLOO_RULES.perRound && built < IGLOO_RULES.perPlayer; k++, built++)
        s = play(s, 0, { type: "build-igloo", resource: "wood" });
      if (built < IGLOO_RULES.perPlayer) refuse(s, 0, { type: "build-igloo", resource: "wood" });
      s = { ...s, round: s.round + 1 }; // the next round: again perRound
    }
    expect(seatOf(s, 0).igloos).toHaveLength(IGLOO_RULES.perPlayer);
    expect(seatOf(s, 0).materials.wood).toBeGreaterThanOrEqual(3);
    refuse(s, 0, { type: "build-igloo", resource: "wood" });
  });

  it("without the variant there are no igloos", () => {
    const s = myTurn({ wood: 3, clay: 0, stone: 0, gold: 0 }, []);
    expect(stoneAge.legalMoves(s, 0).some((m) => m.type === "build-igloo")).toBe(false);
    refuse(s, 0, { type: "build-igloo", resource: "wood" });
  });
});
