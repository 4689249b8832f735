import { describe, expect, it } from "vitest";
import { LANDSCAPES, REGIONS, TERRITORIES, areNeighbours, isRiverCrossing } from "./map-data";

describe("Clans map data", () => {
  it("has 60 territories in 12 regions of 5, 15 of each landscape", () => {
    expect(TERRITORIES).toHaveLength(60);
    TERRITORIES.forEach((t, i) => expect(t.id).toBe(i));
    expect(REGIONS).toHaveLength(12);
    REGIONS.forEach((r, i) => expect(r).toEqual([5 * i, 5 * i + 1, 5 * i + 2, 5 * i + 3, 5 * i + 4]));
    for (const l of LANDSCAPES) expect(TERRITORIES.filter((t) => t.landscape === l)).toHaveLength(15);
  });

  it("has 135 symmetric neighbour pairs", () => {
    let edges = 0;
    for (const t of TERRITORIES) {
      for (const n of t.neighbours) {
        expect(n).not.toBe(t.id);
        expect(areNeighbours(n, t.id)).toBe(true);
        if (n > t.id) edges++;
      }
    }
    expect(edges).toBe(135);
  });

  it("excludes lake pairs (5-21, 27-41) and keeps river crossings between regions", () => {
    expect(areNeighbours(5, 21)).toBe(false);
    expect(areNeighbours(27, 41)).toBe(false);
    expect(isRiverCrossing(4, 15)).toBe(true);
    expect(isRiverCrossing(9, 21)).toBe(true);
    expect(isRiverCrossing(0, 1)).toBe(false);
    const rivers = TERRITORIES.flatMap((t) => t.neighbours.filter((n) => n > t.id && isRiverCrossing(t.id, n)));
    expect(rivers.length).toBeGreaterThan(20);
  });

  it("keeps centre points inside the board", () => {
    for (const t of TERRITORIES) {
      expect(t.centre[0]).toBeGreaterThanOrEqual(0);
      expect(t.centre[0]).toBeLessThanOrEqual(989);
      expect(t.centre[1]).toBeGreaterThanOrEqual(0);
      expect(t.centre[1]).toBeLessThanOrEqual(768);
    }
  });
});
