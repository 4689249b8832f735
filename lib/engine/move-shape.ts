/**
 * Cheap shape checks for moves that reach `applyMove` from outside. `applyMove` must refuse any value as a
 * rejection (MALFORMED_MOVE), never crash, return undefined or write NaN into a state; the zod `moveSchema`
 * says the same for the site's gate, but parsing with it on every applied move would cost a fifth of a
 * fast game's time (measured on Stone Age), so each game keeps a hand-written `wellFormed` guard beside its
 * schema. The conformance suite checks that the two agree on every legal move and on mutated ones.
 */

export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** An integer in [min, max]. */
export function isInt(x: unknown, min: number, max: number): x is number {
  return typeof x === "number" && Number.isInteger(x) && x >= min && x <= max;
}

/** One of a vocabulary's words (own strings only: "constructor" or "__proto__" are never words). */
export function isOneOf<T extends string>(x: unknown, words: readonly T[]): x is T {
  return typeof x === "string" && (words as readonly string[]).includes(x);
}

/** The move's `type` when it is an object with a string `type`, else null. */
export function moveType(x: unknown): string | null {
  return isRecord(x) && typeof x.type === "string" ? x.type : null;
}
