import { describe, expect, it } from "vitest";
import { placementPoints } from "./placement-points";

describe("placement points", () => {
  it("a table of n: n-1 for first down to 0 for last", () => {
    expect(placementPoints({ scores: [10, 30, 20], winners: [1] })).toEqual([0, 2, 1]);
    expect(placementPoints({ scores: [5, 9], winners: [1] })).toEqual([0, 1]);
    expect(placementPoints({ scores: [1, 4, 3, 2], winners: [1] })).toEqual([0, 3, 2, 1]);
  });

  it("ties share the average of the places they cover", () => {
    // Two share first at a table of 3: (2+1)/2 each.
    expect(placementPoints({ scores: [7, 7, 1], winners: [0, 1] })).toEqual([1.5, 1.5, 0]);
    // Two share second place at a table of 3: (1+0)/2 each.
    expect(placementPoints({ scores: [9, 4, 4], winners: [0] })).toEqual([2, 0.5, 0.5]);
    // Everyone ties at a table of 4: 1.5 each; the points of the table are always n(n-1)/2.
    expect(placementPoints({ scores: [3, 3, 3, 3], winners: [0, 1, 2, 3] })).toEqual([1.5, 1.5, 1.5, 1.5]);
  });

  it("a forfeited seat is last whatever its score", () => {
    expect(placementPoints({ scores: [50, 10, 20], winners: [2], forfeits: [{ seat: 0, reason: "timeout" }] })).toEqual(
      [0, 1, 2],
    );
  });
});
