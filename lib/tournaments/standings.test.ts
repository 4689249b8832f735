import { describe, expect, it } from "vitest";
import { standings } from "./standings";

const players = ["a", "b", "c", "d"].map((u) => ({ userId: u, username: u.toUpperCase() }));

describe("standings", () => {
  it("sums placement points, then opponents' points, then the score difference", () => {
    const rows = standings({
      players,
      tables: [
        { userIds: ["a", "b"], outcome: { scores: [10, 4], winners: [0] } },
        { userIds: ["c", "d"], outcome: { scores: [9, 8], winners: [0] } },
        { userIds: ["a", "c"], outcome: { scores: [2, 6], winners: [1] } },
        { userIds: ["b", "d"], outcome: { scores: [5, 1], winners: [0] } },
      ],
      byes: [],
    });
    // Points: a 1, b 1, c 2, d 0. Tiebreak (opponents' points): a: b+c = 3; b: a+d = 1.
    expect(rows.map((r) => [r.username, r.points, r.tiebreak])).toEqual([
      ["C", 2, 1],
      ["A", 1, 3],
      ["B", 1, 1],
      ["D", 0, 3],
    ]);
    expect(rows.find((r) => r.userId === "a")!.scoreDifference).toBe(6 - 4);
  });

  it("equal points and tiebreak: the score difference decides (mean of the others at larger tables)", () => {
    const rows = standings({
      players: players.slice(0, 3),
      tables: [{ userIds: ["a", "b", "c"], outcome: { scores: [5, 5, 2], winners: [0, 1] } }],
      byes: [],
    });
    expect(rows.map((r) => [r.userId, r.points])).toEqual([
      ["a", 1.5],
      ["b", 1.5],
      ["c", 0],
    ]);
    expect(rows[2]!.scoreDifference).toBe(-3);
  });

  it("byes give a point; unfinished or aborted tables give nothing", () => {
    const rows = standings({
      players: players.slice(0, 3),
      tables: [{ userIds: ["a", "b"], outcome: null }],
      byes: ["c"],
    });
    expect(rows.map((r) => [r.userId, r.points, r.played])).toEqual([
      ["c", 1, 0],
      ["a", 0, 0],
      ["b", 0, 0],
    ]);
  });
});
