/** The registry of games by key. Pages, actions and the match service look games up here only. */
import type { AnyGame } from "@/lib/engine";

export const games: Record<string, AnyGame> = {};

export type GameKey = keyof typeof games;

export function getGame(key: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, key) ? games[key] : undefined;
}
