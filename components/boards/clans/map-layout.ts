/**
 * The drawn Clans map: one cell per territory, computed from the engine's map data (map-data.ts).
 *
 * WHY a tuned power diagram and not the plain Voronoi diagram of the centres: with the plain diagram nine
 * neighbour pairs (e.g. 5–9, 8–9, 38–39) do not touch, so a legal move would jump over another cell.
 * LAYOUT_SITES / LAYOUT_WEIGHTS are the centres nudged (at most 40 board units) plus power weights, found
 * once by a seeded random search whose score was: every neighbour pair must share a border, and every
 * territory centre (where its huts are drawn) must stay well inside its own cell. The tests below the file
 * check exactly that, so a change to the map data that breaks the drawing fails a test.
 *
 * Borders are classified from the adjacency, never the other way round: cells that touch but are not
 * neighbours are separated by a lake (drawn as water); neighbours in different regions by a river; the rest
 * are plain borders inside a region.
 */
import { BOARD_SIZE, territory } from "@/lib/games/clans/map-data";
import { insetConvex, polygonPath, sharedEdges, voronoiCells, type Point } from "./voronoi";

export const VIEWBOX = BOARD_SIZE;

// prettier-ignore
export const LAYOUT_SITES: readonly Point[] = [
  [7,  29], [181,  17], [116,  84], [12,  146], [145,  142], [334,  34], [431,  27], [554,  5], [648,  40], [484,  87],
  [802,  10], [967,  32], [873,  112], [799,  124], [941,  185], [102,  260], [39,  335], [156,  382], [63,  403], [92,  491],
  [265,  241], [469,  208], [324,  257], [241,  324], [400,  327], [564,  185], [746,  211], [682,  295], [539,  307], [743,  345],
  [942,  222], [810,  374], [951,  339], [960,  433], [869,  493], [261,  418], [437,  432], [329,  501], [235,  584], [439,  544],
  [575,  431], [688,  433], [653,  450], [554,  558], [693,  502], [34,  553], [134,  588], [98,  633], [8,  747], [198,  763],
  [266,  716], [519,  620], [640,  649], [419,  730], [572,  708], [774,  592], [920,  568], [872,  649], [798,  710], [963,  750],
];

// prettier-ignore
export const LAYOUT_WEIGHTS: readonly number[] = [
  3843, 8420, 2649, 4303, 2954, 16668, 12356, 4437, 1800, 5970, -4329, 3390, -2634, -2531, 7898,
  4123, 3349, 10946, 3948, 6493, 5807, -3846, 2091, 7985, -3713, -6438, -5919, -11098, -12414, -4621,
  8974, -4189, -885, 125, -6124, -1161, 199, -9140, -3822, -3021, -3556, -3058, -3093, -1267, -5384,
  5047, -352, -1454, 6988, 2445, 37, -419, -5127, -15925, -5145, -5356, -4677, -6020, -12624, 4049,
];

export type BorderKind = "inner" | "river" | "lake";

export interface Border {
  a: number;
  b: number;
  from: Point;
  to: Point;
  kind: BorderKind;
}

export interface MapLayout {
  cells: Point[][];
  /** SVG path of each cell, by territory id. */
  paths: string[];
  /** The cell shrunk a little, for outlines (selection, targets, villages) drawn inside the cell. */
  insetPaths: string[];
  borders: Border[];
}

export function borderKind(a: number, b: number): BorderKind {
  if (!territory(a).neighbours.includes(b)) return "lake";
  return territory(a).region === territory(b).region ? "inner" : "river";
}

let cached: MapLayout | null = null;

export function mapLayout(): MapLayout {
  if (cached) return cached;
  const cells = voronoiCells(LAYOUT_SITES, BOARD_SIZE, LAYOUT_WEIGHTS);
  const borders = sharedEdges(LAYOUT_SITES, cells, LAYOUT_WEIGHTS).map((e) => ({ ...e, kind: borderKind(e.a, e.b) }));
  cached = {
    cells,
    paths: cells.map(polygonPath),
    insetPaths: cells.map((c) => polygonPath(insetConvex(c, 5))),
    borders,
  };
  return cached;
}
