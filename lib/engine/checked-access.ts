/**
 * Indexed access in engine code, one style for every game (docs/adding-a-game.md, "Engine style").
 * With `noUncheckedIndexedAccess` a read like `list[i]` is `T | undefined`; engine code never silences that
 * with `!` or `as`. Where the rules guarantee the element (a seat's player record, a tile of the deck in
 * hand), `at()` reads it and throws a clear Error when the guarantee is broken: that is a bug in the engine,
 * not a player's mistake, so it is an exception and never a rejection. Labels (`what`) are constant strings:
 * a template string would be built on every read, thrown or not.
 */
import type { Seat } from "./types";

/** One value per seat, indexed by seat number (0 .. players - 1); always complete. */
export type BySeat<T> = T[];

/** A complete BySeat array: `make(seat)` for every seat. */
export function bySeat<T>(players: number, make: (seat: Seat) => T): BySeat<T> {
  return Array.from({ length: players }, (_, seat) => make(seat));
}

/** Element `i` of `list`, which must exist; `what` names it in the error (e.g. "player", "deck 3"). */
export function at<T>(list: readonly T[], i: number, what = "element"): T {
  const v = list[i];
  if (v === undefined) throw new Error(`No ${what} at index ${i} (of ${list.length})`);
  return v;
}

/** The entry of a lookup table under `key`, which must exist (component data keyed by id). */
export function entry<T>(table: Readonly<Record<string, T>>, key: string, what = "entry"): T {
  const v = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  if (v === undefined) throw new Error(`No ${what} "${key}"`);
  return v;
}

/**
 * Count vectors: how many of each word of a vocabulary (resources in a display, coins per market row),
 * indexed like the vocabulary. An absent count is zero, so these read and write without a check (they sit
 * in the hottest loops of move generation).
 */
export function count(counts: readonly number[], i: number): number {
  return counts[i] ?? 0;
}

/** Adds `delta` to count `i` of a count vector. */
export function bump(counts: number[], i: number, delta: number): void {
  counts[i] = (counts[i] ?? 0) + delta;
}

/** A value the rules guarantee at this point (the tile in hand, the payment being made): never null here. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what}`);
  return value;
}

/**
 * A total map over a vocabulary, as chessops' `ByColor<T>`: one value for each word of an `as const` tuple
 * (`byWord(LOCATIONS, (l, i) => i)` is a `Record<Location, number>`).
 */
export function byWord<K extends string, T>(words: readonly K[], make: (word: K, index: number) => T): Record<K, T> {
  const out: Partial<Record<K, T>> = {};
  words.forEach((w, i) => {
    out[w] = make(w, i);
  });
  // Every word got its value just above: the partial map is total.
  return out as Record<K, T>;
}
