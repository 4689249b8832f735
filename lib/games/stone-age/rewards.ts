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

export { rewardText } from "./reward-text";
