/**
 * Indexed access in engine code, one style for every game (docs/adding-a-game.md, "Engine style").
 * With `noUncheckedIndexedAccess` a read like `list[i]` is `T | undefined`; engine code never silences that
 * with `!` or `as`. Where the rules guarantee the element (a seat's player record, a tile of the deck in
 * hand), `at()` reads it and throws a clear Error when the guarantee is broken: that is a bug in the engine,
 * not a player's mistake, so it is an exception and never a rejection.
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
