/** Games for the scripts, by key, from the registry (`lib/games/index.ts`). */
import type { AnyGame } from "@/lib/engine";
import { games, getGame } from "@/lib/games";

export function scriptGames(): Record<string, AnyGame> {
  return { ...games };
}

export function scriptGame(key: string): AnyGame {
  const g = getGame(key);
  if (!g) throw new Error(`Unknown game "${key}". Known: ${Object.keys(games).join(", ")}`);
  return g;
}
