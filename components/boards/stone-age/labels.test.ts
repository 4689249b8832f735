import { describe, expect, it } from "vitest";
import { BUILDINGS, CARDS } from "@/lib/games/stone-age";
import {
  awaitedText,
  buildingCostText,
  buildingPointsFor,
  cardBottom,
  cardTop,
  lotteryPrize,
  paymentText,
  rollResult,
  trackPosition,
} from "./labels";
import { boardTextFor } from "../board-text-for";
import type { StoneAgeText } from "./text";

const tx = boardTextFor("en", "stone-age") as StoneAgeText;

describe("labels", () => {
  it("gives every card a top and bottom text", () => {
    for (const c of CARDS) {
      expect(cardTop(tx, c.id)).not.toBe(c.id);
      expect(cardBottom(tx, c.id)).toMatch(/^[a-z]+$|^\d × [a-z-]+$/);
    }
  });
  it("describes every building and scores fixed tiles by print, others by value", () => {
    for (const b of BUILDINGS) expect(buildingCostText(tx, b.id)).toContain("→");
    const fixed = BUILDINGS.find((b) => b.kind === "fixed")!;
    expect(buildingPointsFor(fixed.id, { wood: 0, clay: 0, stone: 0, gold: 0 })).toBe(
      fixed.kind === "fixed" ? fixed.points : -1,
    );
    const any = BUILDINGS.find((b) => b.kind === "any")!;
    expect(buildingPointsFor(any.id, { wood: 1, clay: 1, stone: 1, gold: 1 })).toBe(3 + 4 + 5 + 6);
  });
  it("writes payments and lottery prizes", () => {
    expect(paymentText(tx, { wood: 2, clay: 0, stone: 1, gold: 0 })).toBe("2 wood, 1 stone");
    expect(paymentText(tx, { wood: 0, clay: 0, stone: 0, gold: 0 })).toBe("nothing");
    expect(lotteryPrize(tx, 5)).toBe("a tool");
    expect(lotteryPrize(tx, 6)).toBe("+1 agriculture");
    expect(lotteryPrize(tx, 7)).toBe("nothing");
  });
  it("computes the roll result as the engine's rule (sum + tools) / value, rounded down", () => {
    expect(rollResult([6, 5, 1], 2, "wood")).toEqual({ total: 14, gained: 4, divisor: 3 });
    expect(rollResult([1, 1], 0, "gold")).toEqual({ total: 2, gained: 0, divisor: 6 });
  });
  it("wraps the score track at 100 and keeps negatives at 0", () => {
    expect(trackPosition(37)).toEqual({ pos: 37, lap: 0 });
    expect(trackPosition(142)).toEqual({ pos: 42, lap: 1 });
    expect(trackPosition(-10)).toEqual({ pos: 0, lap: 0 });
  });
});

describe("awaitedText", () => {
  const name = (i: number) => ["Anna", "Bruno", "Cleo"][i] ?? "?";
  it("names every awaited seat, e.g. several players feeding at once", () => {
    expect(awaitedText(tx, { phase: "feed", activeSeats: [0, 2], lottery: null }, name)).toBe(
      "Waiting for Anna and Cleo to decide how to feed their people.",
    );
    expect(awaitedText(tx, { phase: "place", activeSeats: [1], lottery: null }, name)).toBe(
      "Waiting for Bruno to place people.",
    );
    expect(
      awaitedText(
        tx,
        { phase: "actions", activeSeats: [2], lottery: { dice: [1, 5], order: [2, 0], card: "S03" } },
        name,
      ),
    ).toContain("lottery die");
    expect(awaitedText(tx, { phase: "over", activeSeats: [], lottery: null }, name)).toBe("The game is over.");
  });

  it("a match that ended before its game (the board's `over`: nobody awaited) waits for nobody", () => {
    expect(awaitedText(tx, { phase: "place", activeSeats: [], lottery: null }, name)).toBe("The game is over.");
  });
});
