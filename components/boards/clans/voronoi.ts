/**
 * A small Voronoi diagram, clipped to a rectangle, for drawing the Clans map from its territory centres.
 *
 * WHY: the engine's map data has centre points and adjacency but no outlines (see lib/games/clans/map-data.ts),
 * and the site may not ship the board scan. Cells "nearest to this centre" give a plausible map; the borders
 * are then classified by the adjacency (same region, river, lake) so the drawing never contradicts the rules.
 *
 * Each cell is the rectangle cut by the half-plane "closer to my site than to site j" for every other site
 * (O(n²) clips; 60 sites is nothing). Pure functions on plain numbers, no DOM.
 */

export type Point = readonly [number, number];

export interface Rect {
  width: number;
  height: number;
}

const EPS = 1e-6;

/** Keeps the part of a convex polygon where (p - m) · d <= 0 (Sutherland–Hodgman against one line). */
export function clipHalfPlane(poly: Point[], m: Point, d: Point): Point[] {
  const side = (p: Point) => (p[0] - m[0]) * d[0] + (p[1] - m[1]) * d[1];
  const out: Point[] = [];
  for (let k = 0; k < poly.length; k++) {
    const a = poly[k] as Point;
    const b = poly[(k + 1) % poly.length] as Point;
    const sa = side(a);
    const sb = side(b);
    if (sa <= EPS) out.push(a);
    if ((sa < -EPS && sb > EPS) || (sa > EPS && sb < -EPS)) {
      const t = sa / (sa - sb);
      out.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
    }
  }
  return out;
}

/**
 * The cell of every site, clipped to [0,width]×[0,height]; vertices in order (clockwise on screen).
 * With `weights` this is a power diagram: cell i = { p : |p - s_i|² - w_i <= |p - s_j|² - w_j for all j }
 * (a larger weight grows the cell; borders stay straight, so the same clipping works). Without weights it is
 * the plain Voronoi diagram.
 */
export function voronoiCells(sites: readonly Point[], rect: Rect, weights?: readonly number[]): Point[][] {
  const w = (i: number) => weights?.[i] ?? 0;
  return sites.map((s, i) => {
    let poly: Point[] = [
      [0, 0],
      [rect.width, 0],
      [rect.width, rect.height],
      [0, rect.height],
    ];
    sites.forEach((o, j) => {
      if (j === i || poly.length === 0) return;
      const d: Point = [o[0] - s[0], o[1] - s[1]];
      // The border moves from the midpoint towards the lighter site by (w_i - w_j) / (2|d|²) along d.
      const t = 0.5 + (w(i) - w(j)) / (2 * (d[0] * d[0] + d[1] * d[1]));
      const m: Point = [s[0] + t * d[0], s[1] + t * d[1]];
      poly = clipHalfPlane(poly, m, d);
    });
    return poly;
  });
}

/** Shoelace area (absolute). */
export function polygonArea(poly: readonly Point[]): number {
  let a = 0;
  for (let k = 0; k < poly.length; k++) {
    const p = poly[k] as Point;
    const q = poly[(k + 1) % poly.length] as Point;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return Math.abs(a) / 2;
}

/** Whether p lies inside (or on) the convex polygon. */
export function insideConvex(poly: readonly Point[], p: Point): boolean {
  let sign = 0;
  for (let k = 0; k < poly.length; k++) {
    const a = poly[k] as Point;
    const b = poly[(k + 1) % poly.length] as Point;
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (Math.abs(cross) < EPS) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

export interface SharedEdge {
  a: number;
  b: number;
  /** The border segment between the two cells. */
  from: Point;
  to: Point;
}

/**
 * Every pair of cells that share a border of positive length, with that segment (a < b). A vertex of cell a
 * lies on the border with b when its (power) distance to site a equals that to site b.
 */
export function sharedEdges(
  sites: readonly Point[],
  cells: readonly (readonly Point[])[],
  weights?: readonly number[],
  minLength = 0.5,
): SharedEdge[] {
  const out: SharedEdge[] = [];
  const dist = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);
  const power = (p: Point, i: number) => dist(p, sites[i] as Point) ** 2 - (weights?.[i] ?? 0);
  cells.forEach((cell, a) => {
    const sa = sites[a] as Point;
    sites.forEach((_sb, b) => {
      if (b <= a) return;
      // (power difference) / (2|s_a s_b|) is the distance of v from the border line, in board units.
      const span = 2 * Math.max(dist(sa, sites[b] as Point), EPS);
      const on = cell.filter((v) => Math.abs(power(v, a) - power(v, b)) / span < 1e-3);
      if (on.length < 2) return;
      // A convex cell meets a line in one segment: its two farthest-apart vertices on the line.
      let best: [Point, Point] = [on[0] as Point, on[1] as Point];
      for (const p of on) for (const q of on) if (dist(p, q) > dist(best[0], best[1])) best = [p, q];
      if (dist(best[0], best[1]) >= minLength) out.push({ a, b, from: best[0], to: best[1] });
    });
  });
  return out;
}

/** SVG path data of a polygon ("M x y L ... Z"), coordinates rounded to 0.1. */
export function polygonPath(poly: readonly Point[]): string {
  const r = (x: number) => Math.round(x * 10) / 10;
  return poly.map((p, k) => `${k === 0 ? "M" : "L"}${r(p[0])} ${r(p[1])}`).join(" ") + " Z";
}

/** Area-weighted centroid of a polygon (used to place labels away from crowded corners). */
export function centroid(poly: readonly Point[]): Point {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let k = 0; k < poly.length; k++) {
    const p = poly[k] as Point;
    const q = poly[(k + 1) % poly.length] as Point;
    const c = p[0] * q[1] - q[0] * p[1];
    a += c;
    cx += (p[0] + q[0]) * c;
    cy += (p[1] + q[1]) * c;
  }
  if (Math.abs(a) < EPS) return poly[0] ?? [0, 0];
  return [cx / (3 * a), cy / (3 * a)];
}

/** A convex polygon shrunk by `d` on every side (each edge moved inward), for outlines drawn inside a cell. */
export function insetConvex(poly: readonly Point[], d: number): Point[] {
  if (poly.length < 3) return poly.slice();
  const g = centroid(poly);
  let out: Point[] = poly.slice();
  for (let k = 0; k < poly.length; k++) {
    const a = poly[k] as Point;
    const b = poly[(k + 1) % poly.length] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len < EPS) continue;
    // Outward normal: the one pointing away from the centroid.
    let n: Point = [(b[1] - a[1]) / len, -(b[0] - a[0]) / len];
    if ((g[0] - a[0]) * n[0] + (g[1] - a[1]) * n[1] > 0) n = [-n[0], -n[1]];
    out = clipHalfPlane(out, [a[0] - n[0] * d, a[1] - n[1] * d], n);
  }
  return out;
}
