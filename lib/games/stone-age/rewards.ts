/** Giving a variant's reward bundle (site-values.ts `Reward`): an animal's die face, a mammoth tile's bonus. */
import { MATERIALS } from "./data";
import { gainAgriculture, gainTool } from "./effects";
import type { Reward } from "./site-values";
import type { PlayerState } from "./types";

export function giveReward(p: PlayerState, r: Reward): void {
  p.food += r.food ?? 0;
  for (const m of MATERIALS) p.materials[m] += r[m] ?? 0;
  // Tools and agriculture come one step at a time, as from the toolmaker and the field (caps included).
  for (let i = 0; i < (r.tools ?? 0); i++) gainTool(p);
  for (let i = 0; i < (r.agriculture ?? 0); i++) gainAgriculture(p);
  p.score += r.points ?? 0;
}

const REWARD_WORDS: [keyof Reward, string, string][] = [
  ["food", "food", "food"],
  ["wood", "wood", "wood"],
  ["clay", "clay", "clay"],
  ["stone", "stone", "stone"],
  ["gold", "gold", "gold"],
  ["tools", "tool", "tools"],
  ["agriculture", "agriculture", "agriculture"],
  ["points", "point", "points"],
];

/** "1 gold, 2 food"; "nothing" for an empty bundle. */
export function rewardText(r: Reward): string {
  const parts = REWARD_WORDS.flatMap(([k, one, many]) => {
    const n = r[k] ?? 0;
    return n > 0 ? [`${k === "agriculture" ? "+" : ""}${n} ${n === 1 ? one : many}`] : [];
  });
  return parts.length ? parts.join(", ") : "nothing";
}
