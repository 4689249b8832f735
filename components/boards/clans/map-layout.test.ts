import { describe, expect, it } from "vitest";
import { BOARD_SIZE, TERRITORIES } from "@/lib/games/clans";
import { borderKind, LAYOUT_SITES, LAYOUT_WEIGHTS, mapLayout } from "./map-layout";
import { insideConvex, polygonArea, type Point } from "./voronoi";

/** Distance from p to the nearest side of the polygon. */
function clearance(poly: readonly Point[], p: Point): number {
  let best = Infinity;
  poly.forEach((a, k) => {
    const b = poly[(k + 1) % poly.length] as Point;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]));
  });
  return best;
}

describe("the drawn Clans map", () => {
  const layout = mapLayout();

  it("has one cell per territory and the cells tile the board", () => {
    expect(LAYOUT_SITES).toHaveLength(TERRITORIES.length);
    expect(LAYOUT_WEIGHTS).toHaveLength(TERRITORIES.length);
    expect(layout.cells).toHaveLength(60);
    const area = layout.cells.reduce((a, c) => a + polygonArea(c), 0);
    expect(area).toBeCloseTo(BOARD_SIZE.width * BOARD_SIZE.height, 0);
  });

  it("draws every territory's huts inside its own cell, away from the border", () => {
    for (const t of TERRITORIES) {
      const cell = layout.cells[t.id] ?? [];
      expect(insideConvex(cell, t.centre), `territory ${t.id}`).toBe(true);
      expect(clearance(cell, t.centre), `territory ${t.id}`).toBeGreaterThan(15);
    }
  });

  it("lets every pair of neighbours share a visible border", () => {
    const touching = new Set(
      layout.borders
        .filter((b) => Math.hypot(b.from[0] - b.to[0], b.from[1] - b.to[1]) >= 8)
        .map((b) => `${b.a}-${b.b}`),
    );
    const missing = TERRITORIES.flatMap((t) =>
      t.neighbours.filter((n) => n > t.id && !touching.has(`${t.id}-${n}`)).map((n) => `${t.id}-${n}`),
    );
    expect(missing).toEqual([]);
  });

  it("classifies borders from the adjacency: inner, river between regions, lake between non-neighbours", () => {
    expect(borderKind(0, 1)).toBe("inner");
    expect(borderKind(4, 20)).toBe("river");
    expect(borderKind(5, 21)).toBe("lake");
    for (const b of layout.borders) {
      const neighbours = TERRITORIES[b.a]?.neighbours.includes(b.b);
      expect(b.kind === "lake").toBe(!neighbours);
    }
  });

  it("makes every territory a finger's 44 px across on a phone's zoomed map (760 px wide at least: board.tsx)", () => {
    const scale = 760 / BOARD_SIZE.width;
    for (const [id, cell] of layout.cells.entries()) {
      const xs = cell.map((p) => p[0]);
      const ys = cell.map((p) => p[1]);
      const across = Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
      expect(across * scale, `territory ${id}`).toBeGreaterThanOrEqual(44);
    }
  });
});
