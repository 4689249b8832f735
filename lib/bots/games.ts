/**
 * The game modules by key for the bots: every manifest, the test-only tiny game too (the site's registry
 * hides it without TEST_MODE, but a bot is asked only about matches that exist). No settings are read, so
 * the bots run the same in a worker process, a script or a test.
 */
import type { AnyGame } from "@/lib/engine";
import { MANIFESTS } from "@/lib/games";

const byKey: ReadonlyMap<string, AnyGame> = new Map(MANIFESTS.map((m) => [m.game.key, m.game as AnyGame]));

export function botGame(key: string): AnyGame {
  const game = byKey.get(key);
  if (!game) throw new Error(`No game "${key}"`);
  return game;
}
