/**
 * The Clans board: 60 territories in 12 regions of 5, with landscape, neighbours and a centre point.
 *
 * Source: the map of the open-source Clans engine in github Thor-ax/Clans_jeu_de_societe
 * @ ec74b730d33d7be0ad0ccfd28daed8dbf43a1c93 (Tournoi_Clans_v2/clans.jar -> clans/Jeu.java, Terrain table;
 * ressources/centre_terrain.map for the centres; Apache-2.0), as extracted and checked in the project's
 * shared data notes (stoneage-clans-NOTES.md, part B): landscapes checked against the pixel colours of the
 * board scan, adjacency symmetric, 15 territories of each landscape.
 *
 * Rivers and lakes: the rules say huts may cross rivers but not lakes ("Über Flüsse darf man überall ziehen,
 * aber nicht über Seen"). Lake-separated pairs are simply absent from `neighbours`, so a neighbour pair is
 * always a legal crossing. Region borders follow the printed rivers, so a neighbour pair in two different
 * regions is a river crossing (see `isRiverCrossing`). 27 and 41 touch only at a point at the tip of a lake
 * and are not neighbours (as in the source engine).
 *
 * Centres are pixel coordinates on the 989x768 board scan of the source; a UI may scale them.
 */

export const LANDSCAPES = ["mountain", "forest", "steppe", "grassland"] as const;
export type Landscape = (typeof LANDSCAPES)[number];

export interface Territory {
  id: number;
  /** 0..11; only used at setup (one hut of each colour per region). */
  region: number;
  landscape: Landscape;
  /** Territories reachable in one move (lakes excluded, rivers included), ascending. */
  neighbours: readonly number[];
  /** Centre point in board pixels (see BOARD_SIZE). */
  centre: readonly [number, number];
}

/** Width and height of the coordinate space of `centre`. */
export const BOARD_SIZE = { width: 989, height: 768 } as const;

export const TERRITORIES: readonly Territory[] = [
  { id: 0, region: 0, landscape: "steppe", neighbours: [1, 2, 3], centre: [43, 37] },
  { id: 1, region: 0, landscape: "mountain", neighbours: [0, 2, 4, 5], centre: [201, 32] },
  { id: 2, region: 0, landscape: "grassland", neighbours: [0, 1, 3, 4], centre: [103, 93] },
  { id: 3, region: 0, landscape: "mountain", neighbours: [0, 2, 4, 15], centre: [38, 171] },
  { id: 4, region: 0, landscape: "forest", neighbours: [1, 2, 3, 5, 15, 20], centre: [169, 163] },
  { id: 5, region: 1, landscape: "grassland", neighbours: [1, 4, 6, 9, 20], centre: [302, 51] },
  { id: 6, region: 1, landscape: "steppe", neighbours: [5, 7, 9], centre: [436, 36] },
  { id: 7, region: 1, landscape: "grassland", neighbours: [6, 8, 9], centre: [562, 38] },
  { id: 8, region: 1, landscape: "mountain", neighbours: [7, 9, 10, 13, 26], centre: [674, 64] },
  { id: 9, region: 1, landscape: "forest", neighbours: [5, 6, 7, 8, 21, 25], centre: [487, 124] },
  { id: 10, region: 2, landscape: "forest", neighbours: [8, 11, 12, 13], centre: [775, 25] },
  { id: 11, region: 2, landscape: "grassland", neighbours: [10, 12, 14], centre: [941, 38] },
  { id: 12, region: 2, landscape: "mountain", neighbours: [10, 11, 13, 14], centre: [861, 86] },
  { id: 13, region: 2, landscape: "steppe", neighbours: [8, 10, 12, 14, 26, 30], centre: [804, 138] },
  { id: 14, region: 2, landscape: "forest", neighbours: [11, 12, 13, 30], centre: [946, 152] },
  { id: 15, region: 3, landscape: "grassland", neighbours: [3, 4, 16, 17, 20], centre: [72, 253] },
  { id: 16, region: 3, landscape: "steppe", neighbours: [15, 17, 18], centre: [37, 330] },
  { id: 17, region: 3, landscape: "mountain", neighbours: [15, 16, 18, 19, 23, 35], centre: [156, 374] },
  { id: 18, region: 3, landscape: "forest", neighbours: [16, 17, 19], centre: [28, 414] },
  { id: 19, region: 3, landscape: "steppe", neighbours: [17, 18, 38, 45, 46], centre: [64, 489] },
  { id: 20, region: 4, landscape: "steppe", neighbours: [4, 5, 15, 22, 23], centre: [267, 222] },
  { id: 21, region: 4, landscape: "grassland", neighbours: [9, 22, 24, 25], centre: [446, 210] },
  { id: 22, region: 4, landscape: "forest", neighbours: [20, 21, 23, 24], centre: [351, 274] },
  { id: 23, region: 4, landscape: "grassland", neighbours: [17, 20, 22, 24, 35], centre: [271, 338] },
  { id: 24, region: 4, landscape: "mountain", neighbours: [21, 22, 23, 28, 36], centre: [415, 330] },
  { id: 25, region: 5, landscape: "mountain", neighbours: [9, 21, 26, 27, 28], centre: [572, 208] },
  { id: 26, region: 5, landscape: "grassland", neighbours: [8, 13, 25, 27, 29, 30], centre: [744, 199] },
  { id: 27, region: 5, landscape: "steppe", neighbours: [25, 26, 28, 29], centre: [653, 272] },
  { id: 28, region: 5, landscape: "forest", neighbours: [24, 25, 27, 36, 40], centre: [541, 306] },
  { id: 29, region: 5, landscape: "mountain", neighbours: [26, 27, 31, 41], centre: [736, 328] },
  { id: 30, region: 6, landscape: "mountain", neighbours: [13, 14, 26, 31, 32], centre: [942, 245] },
  { id: 31, region: 6, landscape: "steppe", neighbours: [29, 30, 32, 33, 34, 41], centre: [833, 370] },
  { id: 32, region: 6, landscape: "grassland", neighbours: [30, 31, 33], centre: [945, 349] },
  { id: 33, region: 6, landscape: "mountain", neighbours: [31, 32, 34], centre: [941, 435] },
  { id: 34, region: 6, landscape: "forest", neighbours: [31, 33, 44, 55, 56], centre: [873, 502] },
  { id: 35, region: 7, landscape: "steppe", neighbours: [17, 23, 36, 37, 38], centre: [285, 448] },
  { id: 36, region: 7, landscape: "grassland", neighbours: [24, 28, 35, 37, 39, 40], centre: [418, 428] },
  { id: 37, region: 7, landscape: "mountain", neighbours: [35, 36, 38, 39], centre: [330, 519] },
  { id: 38, region: 7, landscape: "forest", neighbours: [19, 35, 37, 39, 46, 50], centre: [239, 568] },
  { id: 39, region: 7, landscape: "steppe", neighbours: [36, 37, 38, 43, 51], centre: [434, 553] },
  { id: 40, region: 8, landscape: "steppe", neighbours: [28, 36, 41, 42, 43], centre: [562, 421] },
  { id: 41, region: 8, landscape: "forest", neighbours: [29, 31, 40, 42, 44], centre: [721, 418] },
  { id: 42, region: 8, landscape: "grassland", neighbours: [40, 41, 43, 44], centre: [631, 472] },
  { id: 43, region: 8, landscape: "forest", neighbours: [39, 40, 42, 44, 51], centre: [540, 527] },
  { id: 44, region: 8, landscape: "mountain", neighbours: [34, 41, 42, 43, 52, 55], centre: [701, 529] },
  { id: 45, region: 9, landscape: "grassland", neighbours: [19, 46, 47, 48], centre: [29, 586] },
  { id: 46, region: 9, landscape: "mountain", neighbours: [19, 38, 45, 47, 49, 50], centre: [164, 588] },
  { id: 47, region: 9, landscape: "steppe", neighbours: [45, 46, 48, 49], centre: [102, 650] },
  { id: 48, region: 9, landscape: "forest", neighbours: [45, 47, 49], centre: [39, 726] },
  { id: 49, region: 9, landscape: "grassland", neighbours: [46, 47, 48, 50], centre: [190, 725] },
  { id: 50, region: 10, landscape: "steppe", neighbours: [38, 46, 49, 51, 53], centre: [293, 702] },
  { id: 51, region: 10, landscape: "grassland", neighbours: [39, 43, 50, 52, 53, 54], centre: [510, 657] },
  { id: 52, region: 10, landscape: "forest", neighbours: [44, 51, 54, 55, 58], centre: [661, 674] },
  { id: 53, region: 10, landscape: "forest", neighbours: [50, 51, 54], centre: [419, 735] },
  { id: 54, region: 10, landscape: "mountain", neighbours: [51, 52, 53], centre: [584, 734] },
  { id: 55, region: 11, landscape: "grassland", neighbours: [34, 44, 52, 56, 57, 58], centre: [764, 609] },
  { id: 56, region: 11, landscape: "steppe", neighbours: [34, 55, 57, 59], centre: [927, 579] },
  { id: 57, region: 11, landscape: "forest", neighbours: [55, 56, 58, 59], centre: [864, 663] },
  { id: 58, region: 11, landscape: "steppe", neighbours: [52, 55, 57, 59], centre: [772, 717] },
  { id: 59, region: 11, landscape: "mountain", neighbours: [56, 57, 58], centre: [961, 718] },
];

export const TERRITORY_COUNT = 60;
export const REGION_COUNT = 12;

/** The five territories of each region (region r holds 5r..5r+4). */
export const REGIONS: readonly (readonly number[])[] = Array.from({ length: REGION_COUNT }, (_, r) =>
  TERRITORIES.filter((t) => t.region === r).map((t) => t.id),
);

export function territory(id: number): Territory {
  const t = TERRITORIES[id];
  if (!t) throw new Error(`No territory ${id}`);
  return t;
}

export function areNeighbours(a: number, b: number): boolean {
  return territory(a).neighbours.includes(b);
}

/** A neighbour pair in different regions: the huts cross a river (region borders are rivers or lakes). */
export function isRiverCrossing(a: number, b: number): boolean {
  return areNeighbours(a, b) && territory(a).region !== territory(b).region;
}
