/** A reward bundle in words ("1 gold, 2 food"): data only, so the board can use it without the rules code. */
import type { Reward } from "./site-values";

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
