/**
 * Rules version 2 added the variants. The base game's rules did not change (the version 1 known-answer table
 * still holds under rulesFor(1)), but the state gained fields: `variants`, `animals`, `herd`, each player's
 * `igloos`, `mammoths` and `winter`, and one more place (the animal) in every `placed` list. A stored version 1
 * state (always the base game: version 1 had no options) gets them here, empty, when a version 1 match is
 * loaded. Version 2 states pass unchanged.
 */
import { LOCATIONS } from "./data";
import type { PlayerState, StoneAgeState } from "./types";

type PlayerStateV1 = Omit<PlayerState, "igloos" | "mammoths" | "winter">;
export type StoneAgeStateV1 = Omit<StoneAgeState, "variants" | "animals" | "herd" | "player"> & {
  player: PlayerStateV1[];
};

export function upgradeFromV1(s: StoneAgeState | StoneAgeStateV1): StoneAgeState {
  if ("variants" in s && Array.isArray(s.variants)) return s as StoneAgeState;
  return {
    ...s,
    player: s.player.map((p) => ({
      ...p,
      placed: [...p.placed, ...Array<number>(Math.max(0, LOCATIONS.length - p.placed.length)).fill(0)],
      igloos: [],
      mammoths: [],
      winter: [],
    })),
    variants: [],
    animals: null,
    herd: null,
  };
}
