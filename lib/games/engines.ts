/**
 * Every game's engine alone, loaded when asked: for code that replays a match in a browser (the fairness
 * verifier, lib/fairness/verify.ts) without the words, glossaries and guides the manifests carry. One line per
 * game, as in index.ts (engines.test.ts checks that both list the same games).
 */
import type { AnyGame } from "@/lib/engine";

const LOADERS: readonly (() => Promise<AnyGame>)[] = [
  () => import("./glen-more").then((m) => m.glenMore as AnyGame),
  () => import("./clans").then((m) => m.clans as AnyGame),
  () => import("./stone-age").then((m) => m.stoneAge as AnyGame),
  () => import("./tiny").then((m) => m.tinyGame as AnyGame),
];

let loaded: Promise<readonly AnyGame[]> | null = null;

/** All the engines (loaded once). */
export function loadEngines(): Promise<readonly AnyGame[]> {
  loaded ??= Promise.all(LOADERS.map((load) => load()));
  return loaded;
}

/** The game's engine (every rules version it still plays), or undefined for a key no game has. */
export async function loadEngine(key: string): Promise<AnyGame | undefined> {
  return (await loadEngines()).find((g) => g.key === key);
}
