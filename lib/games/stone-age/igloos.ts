/**
 * Igloos ("Iglus", rule text l.121-123): 3 resources of one type buy an igloo that scores like a building
 * (the value of what was paid: wood 9 ... gold 18) but does not count for the hut builders. The text names no
 * place and no limit: the site's decision is that no person is needed, in one's own action turn, at most
 * IGLOO_RULES.perRound per round and IGLOO_RULES.perPlayer in all (site-values.ts, RULES-NOTES "Igloos").
 */
import { GOOD_VALUE, MATERIALS, type Material } from "./data";
import { IGLOO_RULES } from "./site-values";
import { TEXT_VALUES } from "./variants";
import type { PlayerState, StoneAgeMove, StoneAgeState } from "./types";

export const igloosOn = (s: StoneAgeState): boolean => s.variants.includes("igloos");

/** "scores points like a building": the value of the resources paid, as the variable buildings score. */
export const iglooPoints = (resource: Material): number => TEXT_VALUES.iglooCost * GOOD_VALUE[resource];

/** May this player buy an igloo now at all (the caller checks that it is their free action turn)? */
export function iglooAllowed(s: StoneAgeState, p: PlayerState): boolean {
  if (!igloosOn(s) || p.igloos.length >= IGLOO_RULES.perPlayer) return false;
  let thisRound = 0;
  for (const i of p.igloos) if (i.round === s.round) thisRound++;
  return thisRound < IGLOO_RULES.perRound;
}

export function iglooMoves(s: StoneAgeState, p: PlayerState): StoneAgeMove[] {
  if (!iglooAllowed(s, p)) return [];
  return MATERIALS.filter((m) => p.materials[m] >= TEXT_VALUES.iglooCost).map((resource) => ({
    type: "build-igloo",
    resource,
  }));
}

export function buildIgloo(s: StoneAgeState, p: PlayerState, resource: Material): void {
  p.materials[resource] -= TEXT_VALUES.iglooCost;
  p.igloos.push({ resource, round: s.round });
  p.score += iglooPoints(resource);
}
