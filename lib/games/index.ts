/** The registry of games by key. Pages, actions and the match service look games up here only. */
import type { AnyGame } from "@/lib/engine";
import { env } from "@/lib/env";
import { tinyGame } from "./tiny";
import { clans } from "./clans";
import { glenMore } from "./glen-more";
import { stoneAge } from "./stone-age";

export const games: Record<string, AnyGame> = {
  [glenMore.key]: glenMore,
  [clans.key]: clans,
  [stoneAge.key]: stoneAge,
};

// The machinery's tiny test game, for end-to-end tests of the site before and besides the real games.
if (env().TEST_MODE === "on") games[tinyGame.key] = tinyGame;

export function getGame(key: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, key) ? games[key] : undefined;
}
