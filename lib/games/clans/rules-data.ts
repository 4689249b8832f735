/**
 * The fixed vocabulary of Clans: the five clan colours and the epoch chart.
 *
 * Epoch chart source: rules page 002 ("Epochen": 4 chips in epoch I, 3 in II, ...; favourable landscape
 * left, hostile right; in epoch V every landscape is favourable) and the shared data file clans.json /
 * stoneage-clans-NOTES.md part B (engine arrays bonus/malus, the scanned chart epoque.png and the Rio Grande
 * rules agree): I forest +1 / mountain hostile, II mountain +2 / grassland, III steppe +3 / forest,
 * IV grassland +4 / steppe, V all +5.
 */
import type { Landscape } from "./map-data";

/** Hut colours of the published game (Rio Grande: blue, black, red, green, yellow). */
export const COLOURS = ["red", "yellow", "green", "blue", "black"] as const;
export type Colour = (typeof COLOURS)[number];
export const COLOUR_COUNT = COLOURS.length;

export interface Epoch {
  /** Roman numeral as printed. */
  name: "I" | "II" | "III" | "IV" | "V";
  /** Village numbers (1-based) that belong to this epoch: one scoring chip each. */
  first: number;
  last: number;
  /** Favourable landscape ("all" in epoch V) and its bonus. */
  favourable: Landscape | "all";
  bonus: number;
  /** Hostile landscape: a village founded there scores nothing. */
  hostile: Landscape | null;
}

export const EPOCHS: readonly Epoch[] = [
  { name: "I", first: 1, last: 4, favourable: "forest", bonus: 1, hostile: "mountain" },
  { name: "II", first: 5, last: 7, favourable: "mountain", bonus: 2, hostile: "grassland" },
  { name: "III", first: 8, last: 9, favourable: "steppe", bonus: 3, hostile: "forest" },
  { name: "IV", first: 10, last: 11, favourable: "grassland", bonus: 4, hostile: "steppe" },
  { name: "V", first: 12, last: 12, favourable: "all", bonus: 5, hostile: null },
];

/** "Das Spiel ist in dem Moment zu Ende, in dem das 12. Dorf gegründet wird." */
export const LAST_VILLAGE = 12;

/** A group of this many huts or more may not move (except onto a group at least as large). */
export const BIG_GROUP = 7;

/** Index into EPOCHS of the epoch village number `n` (1..12) belongs to. */
export function epochIndexOf(n: number): number {
  const i = EPOCHS.findIndex((e) => n >= e.first && n <= e.last);
  if (i < 0) throw new Error(`No epoch for village ${n}`);
  return i;
}

export type LandscapeEffect = "favourable" | "neutral" | "hostile";

export function landscapeEffect(epochIndex: number, landscape: Landscape): LandscapeEffect {
  const e = EPOCHS[epochIndex];
  if (!e) throw new Error(`No epoch ${epochIndex}`);
  if (e.hostile === landscape) return "hostile";
  if (e.favourable === "all" || e.favourable === landscape) return "favourable";
  return "neutral";
}
