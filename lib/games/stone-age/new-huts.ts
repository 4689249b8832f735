/**
 * The New Huts ("Die neuen Hütten", rule text l.125-127): six more building tiles, shuffled in with the 28
 * before the stacks are dealt (the expansion's setup, SG_DE2), scoring fewer points but giving a bonus. They
 * are buildings: they count for the hut builders. Costs, points and which tile gives what are the site's own
 * (site-values.ts). A resource "every round" is paid with the agriculture, at the start of each feeding from
 * the round the hut is built (RULES-NOTES "The New Huts").
 */
import { BUILDING_BY_ID, MAX_PEOPLE } from "./data";
import { gainAgriculture, gainTool } from "./effects";
import type { HutBonus } from "./site-values";
import type { PlayerState } from "./types";

export const hutBonusOf = (id: string): HutBonus | undefined => {
  const def = BUILDING_BY_ID[id];
  return def?.kind === "fixed" ? def.hutBonus : undefined;
};

/** The one-time bonuses, when the hut is built: a person (at most 10, fed from this round, as the hut's), a tool, agriculture. */
export function takeHutBonus(p: PlayerState, id: string): void {
  const bonus = hutBonusOf(id);
  if (!bonus) return;
  if (bonus.type === "person") p.people = Math.min(MAX_PEOPLE, p.people + 1);
  else if (bonus.type === "tool") gainTool(p);
  else if (bonus.type === "agriculture") gainAgriculture(p);
}

/** The resources every round: one per income hut. */
export function payHutIncome(p: PlayerState): void {
  for (const id of p.buildings) {
    const bonus = hutBonusOf(id);
    if (bonus?.type === "income") p.materials[bonus.resource] += 1;
  }
}
