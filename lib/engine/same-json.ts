/**
 * Move equality for legality checks, apart from canonical.ts: the match page loads canonical.ts at first, the
 * engines (which alone use this) only later, so this stays out of the page's first-load JavaScript.
 */
import { canonicalJson } from "./canonical";

/**
 * `canonicalJson(a) === canonicalJson(b)`, without building the strings for the usual case of two flat move
 * objects: their defined fields compared one by one (nested plain objects the same way; arrays, and anything
 * else that is not a plain object, by their canonical JSON). Legality checks compare a move with every legal move, on every applied move.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (!isPlainRecord(a) || !isPlainRecord(b)) return canonicalJson(a) === canonicalJson(b);
  let fields = 0;
  for (const key of Object.keys(a)) {
    const v = a[key];
    if (v === undefined) continue;
    fields++;
    const w = b[key];
    if (v === w && typeof v !== "number") continue;
    // Two different strings (or booleans) never have the same JSON: the usual miss (another move type).
    if (typeof v === typeof w && (typeof v === "string" || typeof v === "boolean")) return false;
    if (typeof v === "number" && typeof w === "number" && Number.isFinite(v) && Number.isFinite(w)) {
      if (v === w) continue;
      return false;
    }
    if (isPlainRecord(v) && isPlainRecord(w) ? !sameJson(v, w) : canonicalJson(v) !== canonicalJson(w)) return false;
  }
  for (const key of Object.keys(b)) if (b[key] !== undefined) fields--;
  return fields === 0;
}

function isPlainRecord(x: unknown): x is Record<string, unknown> {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  return proto === Object.prototype || proto === null;
}
