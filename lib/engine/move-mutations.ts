/**
 * Moves that are not legal, for the conformance suite: random garbage and legal moves with one field
 * changed (chessops and boardgamers.space test rejections the same way). Each candidate that happens to
 * be legal after all is expected to apply; every other one must be refused as a value.
 */
import type { Rng } from "./rng";

/** Values that are never a move of any game. */
export const GARBAGE: readonly unknown[] = [
  null,
  undefined,
  0,
  -1,
  "",
  "end-turn",
  true,
  [],
  [{ type: "end-turn" }],
  {},
  { type: "" },
  { type: "no-such-move" },
  { type: 42 },
  { type: null },
  { type: "__proto__" },
  { type: "constructor" },
  { type: "toString" },
];

/** Replacement values for one field: wrong types, out-of-range numbers, prototype names. */
function replacements(v: unknown): unknown[] {
  const out: unknown[] = [null, "x", {}, [], "constructor", "__proto__", true];
  if (typeof v === "number") out.push(String(v), v + 1, v - 1, -1, 1e9, v + 0.5, Number.NaN, Number.POSITIVE_INFINITY);
  if (typeof v === "string") out.push(`${v}x`, v.toUpperCase() === v ? v.toLowerCase() : v.toUpperCase(), 1);
  if (typeof v === "boolean") out.push(!v, 1);
  return out;
}

/** Every move that differs from `move` in exactly one field (nested one level, as payments are), or lacks one. */
export function mutations(move: unknown): unknown[] {
  if (typeof move !== "object" || move === null || Array.isArray(move)) return [];
  const base = move as Record<string, unknown>;
  const out: unknown[] = [];
  for (const [key, value] of Object.entries(base)) {
    const without = { ...base };
    delete without[key];
    out.push(without);
    for (const r of replacements(value)) out.push({ ...base, [key]: r });
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const inner of mutations(value)) out.push({ ...base, [key]: inner });
    }
  }
  return out;
}

/** Up to `n` items of `list`, drawn without replacement. */
export function sample<T>(list: readonly T[], n: number, rng: Rng): T[] {
  if (list.length <= n) return list.slice();
  return rng.shuffle(list).slice(0, n);
}
