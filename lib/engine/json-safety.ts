/**
 * States and views are stored and sent as JSON, so they must survive `JSON.stringify` / `JSON.parse`
 * unchanged: only plain objects, arrays, strings, finite numbers, booleans and null. Used by the
 * conformance suite (lib/engine/conformance.ts), which also deep-freezes every input it hands a game so
 * that a game writing into its input fails loudly.
 */

/** The first place where `value` is not plain JSON data, e.g. "state.player[2].food is NaN"; null when it is. */
export function jsonProblem(value: unknown, path = "value"): string | null {
  switch (typeof value) {
    case "string":
    case "boolean":
      return null;
    case "number":
      return Number.isFinite(value) ? null : `${path} is ${String(value)}`;
    case "undefined":
      return `${path} is undefined`;
    case "object": {
      if (value === null) return null;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) return `${path}[${i}] is a hole in a sparse array`;
          const p = jsonProblem(value[i], `${path}[${i}]`);
          if (p) return p;
        }
        return null;
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
      for (const [k, v] of Object.entries(value)) {
        const p = jsonProblem(v, `${path}.${k}`);
        if (p) return p;
      }
      return null;
    }
    default:
      return `${path} is a ${typeof value}`;
  }
}

/** Freezes `value` and everything reachable from it, so any write into it throws (modules run strict). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A fresh, unfrozen copy made through JSON, as the site's database hands states back. */
export function viaJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The keys anywhere in `value` that are in `names` (e.g. "rng", "seed" in a view), with their paths. */
export function keysNamed(value: unknown, names: readonly string[], path = "view"): string[] {
  if (typeof value !== "object" || value === null) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    const here = Array.isArray(value) ? `${path}[${k}]` : `${path}.${k}`;
    if (!Array.isArray(value) && names.includes(k)) out.push(here);
    out.push(...keysNamed(v, names, here));
  }
  return out;
}

/** The first path where two JSON values differ, or null (for precise failure messages). */
export function firstDifference(a: unknown, b: unknown, path = "value"): string | null {
  if (Object.is(a, b)) return null;
  if (
    typeof a !== "object" ||
    typeof b !== "object" ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    return `${path}: ${short(a)} vs ${short(b)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`,
    );
    if (d) return d;
  }
  return null;
}

function short(x: unknown): string {
  const s = JSON.stringify(x) ?? String(x);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
