/**
 * The registry of games: one line per game module (its manifest, lib/games/<key>/manifest.ts). Pages, actions
 * and the match service look games up here only, and every other list of games (catalogues, glossaries,
 * conformance specs, guides, size budgets) is derived from MANIFESTS. docs/adding-a-game.md.
 */
import type { AnyGame } from "@/lib/engine";
import { env } from "@/lib/env";
import type { GameManifest } from "./manifest";
import { glenMoreManifest } from "./glen-more/manifest";
import { clansManifest } from "./clans/manifest";
import { stoneAgeManifest } from "./stone-age/manifest";
import { tinyManifest } from "./tiny/manifest";

/** Every game module, in the order the site lists them. */
export const MANIFESTS = [glenMoreManifest, clansManifest, stoneAgeManifest, tinyManifest] as const;

/** The site's games by key; a test-only game (the tiny one) only with TEST_MODE on. */
export const games: Record<string, AnyGame> = Object.fromEntries(
  MANIFESTS.filter((m) => !m.testOnly || env().TEST_MODE === "on").map((m) => [m.game.key, m.game]),
);

const manifestsByKey: ReadonlyMap<string, GameManifest> = new Map(MANIFESTS.map((m) => [m.game.key, m]));

export function getGame(key: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, key) ? games[key] : undefined;
}

/** A game module's manifest by key, test-only games included (their words and guides are harmless). */
export function manifestOf(key: string): GameManifest | undefined {
  return manifestsByKey.get(key);
}
