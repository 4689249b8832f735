import { describe, expect, it } from "vitest";
import { meetings, roundRobinSchedule, swissRound, tableSizes } from "./pairing";

const names = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe("table sizes", () => {
  it("as few tables as the size allows, spread evenly, never a table of one", () => {
    expect(tableSizes(10, 3)).toEqual({ sizes: [3, 3, 2, 2], byes: 0 });
    expect(tableSizes(9, 3)).toEqual({ sizes: [3, 3, 3], byes: 0 });
    expect(tableSizes(7, 4)).toEqual({ sizes: [4, 3], byes: 0 });
    expect(tableSizes(4, 3)).toEqual({ sizes: [2, 2], byes: 0 });
    expect(tableSizes(11, 5)).toEqual({ sizes: [4, 4, 3], byes: 0 });
    expect(tableSizes(5, 2)).toEqual({ sizes: [2, 2], byes: 1 });
    expect(tableSizes(1, 3)).toEqual({ sizes: [], byes: 1 });
    for (let count = 2; count <= 40; count++)
      for (let size = 3; size <= 5; size++) {
        const { sizes } = tableSizes(count, size);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(size);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
        expect(sizes.length).toBe(Math.ceil(count / size));
      }
  });
});

describe("Swiss rounds", () => {
  it("seats the ranked order greedily, in tables of the sizes", () => {
    const r = swissRound(names(10), 3, []);
    expect(r.tables).toEqual([
      ["p1", "p2", "p3"],
      ["p4", "p5", "p6"],
      ["p7", "p8"],
      ["p9", "p10"],
    ]);
    expect(r.byes).toEqual([]);
  });

  it("avoids repeat opponents while it can", () => {
    const players = names(10);
    const earlier: string[][] = [];
    // Three rounds, always with the same ranking: a naive pairing would repeat every table.
    for (let round = 0; round < 3; round++) {
      const r = swissRound(players, 3, earlier);
      const met = meetings(earlier);
      for (const t of r.tables)
        for (const a of t) for (const b of t) if (a < b) expect(met.get(`${a} ${b}`) ?? 0).toBe(0);
      expect(r.tables.flat().sort()).toEqual([...players].sort());
      earlier.push(...r.tables);
    }
  });

  it("gives the bye to the lowest placed player without one", () => {
    const r = swissRound(names(5), 2, [], new Set(["p5"]));
    expect(r.byes).toEqual(["p4"]);
    expect(r.tables.flat()).not.toContain("p4");
    expect(r.tables.flat().sort()).toEqual(["p1", "p2", "p3", "p5"]);
  });
});

describe("round robin", () => {
  it("5 players in 2-player tables: every pair exactly once, one bye a round, each player one bye", () => {
    const players = names(5);
    const rounds = roundRobinSchedule(players);
    expect(rounds).toHaveLength(5);
    const met = meetings(rounds.flatMap((r) => r.tables));
    expect(met.size).toBe(10);
    expect([...met.values()].every((n) => n === 1)).toBe(true);
    expect(rounds.every((r) => r.byes.length === 1 && r.tables.length === 2)).toBe(true);
    expect(rounds.flatMap((r) => r.byes).sort()).toEqual(players);
  });

  it("an even count plays n-1 rounds with everyone seated every round", () => {
    for (const n of [2, 4, 6, 12]) {
      const rounds = roundRobinSchedule(names(n));
      expect(rounds).toHaveLength(n - 1);
      const met = meetings(rounds.flatMap((r) => r.tables));
      expect(met.size).toBe((n * (n - 1)) / 2);
      for (const r of rounds) expect(r.tables.flat()).toHaveLength(n);
    }
  });
});
