/** The only move: all huts of a territory onto a neighbouring, non-empty territory ("1. Spielzug"). */
import { TERRITORIES, areNeighbours } from "./map-data";
import { BIG_GROUP } from "./rules-data";
import type { HutCounts } from "./types";

export function hutTotal(h: HutCounts | undefined): number {
  if (!h) return 0;
  let n = 0;
  for (const c of h) n += c;
  return n;
}

/** The hut total of every territory, by territory id (absent: 0), worked out once for a whole generation of moves. */
function hutTotals(huts: readonly HutCounts[]): number[] {
  return huts.map(hutTotal);
}

/** `canMove` for two neighbours, from their hut totals. */
const groupMayMove = (a: number, b: number): boolean => a > 0 && b > 0 && !(a >= BIG_GROUP && b < a);

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
  return groupMayMove(hutTotal(huts[from]), hutTotal(huts[to]));
}

/**
 * Is (from, to) among `movementOptions(huts)`? The same answer without listing every pair (a test compares
 * the two): `from` a territory, `to` one of its neighbours, and `canMove`.
 */
export function isMovementOption(huts: readonly HutCounts[], from: number, to: number): boolean {
  const t = Number.isInteger(from) ? TERRITORIES[from] : undefined;
  return (
    t !== undefined &&
    t.id === from &&
    t.neighbours.includes(to) &&
    groupMayMove(hutTotal(huts[from]), hutTotal(huts[to]))
  );
}

/** Every legal (from, to) pair, ordered by from then to (a territory's neighbours are never itself). */
export function movementOptions(huts: readonly HutCounts[]): { from: number; to: number }[] {
  return eachMovement(huts, (from, to) => ({ from, to }));
}

/**
 * `make(from, to)` for every legal pair, in `movementOptions`' order: the moves are made at once (the legal
 * moves are hundreds of objects, made for every state a bot looks at).
 */
export function eachMovement<T>(huts: readonly HutCounts[], make: (from: number, to: number) => T): T[] {
  const totals = hutTotals(huts);
  const out: T[] = [];
  for (const t of TERRITORIES) {
    const a = totals[t.id] ?? 0;
    if (a === 0) continue;
    for (const n of t.neighbours) if (groupMayMove(a, totals[n] ?? 0)) out.push(make(t.id, n));
  }
  return out;
}

/** Is any move left? Hut totals counted as asked, so that the first movable pair ends the search. */
export function anyMovePossible(huts: readonly HutCounts[]): boolean {
  for (const t of TERRITORIES) {
    const a = hutTotal(huts[t.id]);
    if (a === 0) continue;
    for (const n of t.neighbours) if (groupMayMove(a, hutTotal(huts[n]))) return true;
  }
  return false;
}

/**
 * "Eine Gruppe von Hütten (aber auch eine einzelne Hütte) wird zu einem Dorf, sobald nach einem Zug ihr Gebiet
 * nur noch von leeren Gebieten umgeben ist." Returns the occupied territories, not yet villages, whose
 * neighbours are all empty, ascending.
 */
export function isolatedTerritories(huts: readonly HutCounts[], villages: readonly number[]): number[] {
  const totals = hutTotals(huts);
  const out: number[] = [];
  for (const t of TERRITORIES) {
    if ((totals[t.id] ?? 0) > 0 && !villages.includes(t.id) && t.neighbours.every((n) => (totals[n] ?? 0) === 0))
      out.push(t.id);
  }
  return out;
}
