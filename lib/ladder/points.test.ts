import { describe, expect, it } from "vitest";
import { seatResults } from "./points";
import { previousSeason, seasonOf, seasonSchema, seasonsFromTo } from "./seasons";

describe("placement points", () => {
  it("gives n-1 to the first down to 0 for the last", () => {
    expect(seatResults({ scores: [10, 30, 20, 5], winners: [1] })).toEqual([
      { seat: 0, points: 1, won: false },
      { seat: 1, points: 3, won: true },
      { seat: 2, points: 2, won: false },
      { seat: 3, points: 0, won: false },
    ]);
  });

  it("shares the places' points among tied players", () => {
    // Two share first of two: 0.5 each, both win.
    expect(seatResults({ scores: [7, 7], winners: [0, 1] }).map((p) => [p.points, p.won])).toEqual([
      [0.5, true],
      [0.5, true],
    ]);
    // Three players, the last two tied on score: 2, then (1+0)/2 each.
    expect(seatResults({ scores: [9, 4, 4], winners: [0] }).map((p) => p.points)).toEqual([2, 0.5, 0.5]);
    // Four players, three tied behind the winner: 3, then (2+1+0)/3 = 1 each.
    expect(seatResults({ scores: [9, 1, 1, 1], winners: [0] }).map((p) => p.points)).toEqual([3, 1, 1, 1]);
  });

  it("puts a forfeit last whatever its score", () => {
    const p = seatResults({
      scores: [50, 10, 20],
      winners: [2],
      forfeits: [{ seat: 0, reason: "timeout" }],
    });
    expect(p.map((x) => x.points)).toEqual([0, 1, 2]);
  });

  it("always sums to n(n-1)/2", () => {
    for (const scores of [
      [1, 1, 1, 1, 1],
      [3, 2, 2, 1, 0],
      [0, 0],
    ]) {
      const best = Math.max(...scores);
      const winners = scores.flatMap((s, i) => (s === best ? [i] : []));
      const sum = seatResults({ scores, winners }).reduce((a, p) => a + p.points, 0);
      expect(sum).toBe((scores.length * (scores.length - 1)) / 2);
    }
  });
});

describe("seasons", () => {
  it("are calendar quarters in UTC", () => {
    expect(seasonOf(new Date("2026-09-30T23:59:59.999Z"))).toBe("2026-Q3");
    expect(seasonOf(new Date("2026-10-01T00:00:00.000Z"))).toBe("2026-Q4");
    expect(seasonOf(new Date("2027-01-01T00:00:00.000Z"))).toBe("2027-Q1");
    expect(seasonOf(new Date("2026-03-31T23:30:00-02:00"))).toBe("2026-Q2");
  });

  it("are listed newest first, across years", () => {
    expect(previousSeason("2027-Q1")).toBe("2026-Q4");
    expect(seasonsFromTo("2026-Q3", "2027-Q2")).toEqual(["2027-Q2", "2027-Q1", "2026-Q4", "2026-Q3"]);
    expect(seasonsFromTo("2026-Q3", "2026-Q3")).toEqual(["2026-Q3"]);
  });

  it("are read from outside only in their one form", () => {
    expect(seasonSchema.safeParse("2026-Q4").success).toBe(true);
    for (const bad of ["2026-Q5", "2026-q4", "2026Q4", " 2026-Q4", "1999-Q1", "2026-Q4x", "", "20260-Q1"])
      expect(seasonSchema.safeParse(bad).success).toBe(false);
  });
});
