import { describe, expect, it } from "vitest";
import {
  centroid,
  insetConvex,
  insideConvex,
  polygonArea,
  polygonPath,
  sharedEdges,
  voronoiCells,
  type Point,
} from "./voronoi";

const rect = { width: 100, height: 60 };

describe("voronoiCells", () => {
  it("splits the rectangle between two sites along the perpendicular bisector", () => {
    const sites: Point[] = [
      [25, 30],
      [75, 30],
    ];
    const [left, right] = voronoiCells(sites, rect);
    expect(polygonArea(left ?? [])).toBeCloseTo(3000);
    expect(polygonArea(right ?? [])).toBeCloseTo(3000);
    expect(Math.max(...(left ?? []).map((p) => p[0]))).toBeCloseTo(50);
  });

  it("moves the border towards the lighter site with weights (power diagram)", () => {
    const sites: Point[] = [
      [25, 30],
      [75, 30],
    ];
    // |p-a|² - w = |p-b|² gives x = 50 + w/100: with w = 1000 the border is at x = 60.
    const [left] = voronoiCells(sites, rect, [1000, 0]);
    expect(Math.max(...(left ?? []).map((p) => p[0]))).toBeCloseTo(60);
  });

  it("tiles the rectangle and keeps each site in its own cell", () => {
    const sites: Point[] = [
      [10, 10],
      [90, 12],
      [50, 30],
      [20, 50],
      [80, 55],
      [55, 8],
    ];
    const cells = voronoiCells(sites, rect);
    const total = cells.reduce((a, c) => a + polygonArea(c), 0);
    expect(total).toBeCloseTo(rect.width * rect.height, 3);
    cells.forEach((c, i) => expect(insideConvex(c, sites[i] as Point)).toBe(true));
    // Every site is nearest to its own site among all sites everywhere in its cell: check its centroid.
    cells.forEach((c, i) => {
      const g = centroid(c);
      const d = sites.map((s) => Math.hypot(s[0] - g[0], s[1] - g[1]));
      expect(d.indexOf(Math.min(...d))).toBe(i);
    });
  });
});

describe("sharedEdges", () => {
  it("finds the borders of touching cells and not of cells that only meet far apart", () => {
    const sites: Point[] = [
      [15, 30],
      [50, 30],
      [85, 30],
    ];
    const cells = voronoiCells(sites, rect);
    const edges = sharedEdges(sites, cells);
    expect(edges.map((e) => [e.a, e.b])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    const e = edges[0];
    expect(e && Math.abs(e.from[1] - e.to[1])).toBeCloseTo(60);
  });
});

describe("polygonPath", () => {
  it("writes an SVG path", () => {
    expect(
      polygonPath([
        [0, 0],
        [1.25, 0],
        [1, 2],
      ]),
    ).toBe("M0 0 L1.3 0 L1 2 Z");
  });
});

describe("insetConvex", () => {
  it("moves every side of a rectangle inward", () => {
    const r = insetConvex(
      [
        [0, 0],
        [10, 0],
        [10, 6],
        [0, 6],
      ],
      1,
    );
    expect(polygonArea(r)).toBeCloseTo(8 * 4);
  });
});
