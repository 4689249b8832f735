/** The only move: all huts of a territory onto a neighbouring, non-empty territory ("1. Spielzug"). */
import { TERRITORIES, areNeighbours } from "./map-data";
import { BIG_GROUP } from "./rules-data";
import type { HutCounts } from "./types";

export const hutTotal = (h: HutCounts | undefined): number => (h ? h.reduce((a, b) => a + b, 0) : 0);

/**
 * "alle Hütten in einem Gebiet werden ... in ein beliebiges benachbartes Gebiet gezogen, das aber nicht leer
 * sein darf." Lakes are not crossed (no edge in the map), rivers are (edges across region borders).
 * "Umfasst eine solche Gruppe 7 oder mehr Hütten, darf sie nicht mehr weiter gezogen werden. Hütten aus
 * angrenzenden Gebieten können aber zu dieser Gruppe noch hinzukommen." and "In dem seltenen Fall, daß in
 * benachbarten Gebieten Gruppen mit 7 oder mehr Hütten stehen, muss die kleinere Gruppe zur größeren gezogen
 * werden. Sind beide Gruppen gleich groß, bestimmt der Spieler am Zug, welche Gruppe gezogen wird."
 * Reading: a group of 7+ may only move onto a neighbouring group that is at least as large (which is then
 * 7+ too); the larger of two 7+ groups may never move onto the smaller; with equal sizes either may move,
 * the mover choosing by the territory they move from. The "muss" does not force anyone to make that move
 * (any other legal move stays allowed); it says which way the two groups may be joined.
 */
export function canMove(huts: readonly HutCounts[], from: number, to: number): boolean {
  if (from === to || !areNeighbours(from, to)) return false;
  const a = hutTotal(huts[from]);
  const b = hutTotal(huts[to]);
  if (a === 0 || b === 0) return false;
  if (a >= BIG_GROUP && b < a) return false;
  return true;
}

/** Every legal (from, to) pair, ordered by from then to. */
export function movementOptions(huts: readonly HutCounts[]): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (const t of TERRITORIES) {
    if (hutTotal(huts[t.id]) === 0) continue;
    for (const n of t.neighbours) if (canMove(huts, t.id, n)) out.push({ from: t.id, to: n });
  }
  return out;
}

export function anyMovePossible(huts: readonly HutCounts[]): boolean {
  return TERRITORIES.some((t) => t.neighbours.some((n) => canMove(huts, t.id, n)));
}

/**
 * "Eine Gruppe von Hütten (aber auch eine einzelne Hütte) wird zu einem Dorf, sobald nach einem Zug ihr Gebiet
 * nur noch von leeren Gebieten umgeben ist." Returns the occupied territories, not yet villages, whose
 * neighbours are all empty, ascending.
 */
export function isolatedTerritories(huts: readonly HutCounts[], villages: readonly number[]): number[] {
  return TERRITORIES.filter(
    (t) => hutTotal(huts[t.id]) > 0 && !villages.includes(t.id) && t.neighbours.every((n) => hutTotal(huts[n]) === 0),
  ).map((t) => t.id);
}
