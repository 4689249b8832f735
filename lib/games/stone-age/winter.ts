/**
 * Harsh Winter ("Harscher Winter", rule text l.110-113): an extra stone when building certain buildings gives
 * 5 points; an extra gold when buying a card gives 6. Both are optional and once per purchase (the text says
 * "spend ... to get", not "must"); which buildings take the stone is the site's choice (site-values.ts).
 */
import { TEXT_VALUES } from "./variants";
import { INSULATABLE_BUILDINGS } from "./site-values";
import type { Materials } from "./data";
import type { PlayerState, StoneAgeState } from "./types";

export const winterOn = (s: StoneAgeState): boolean => s.variants.includes("harsh-winter");

/** Can the holdings pay `payment` and the card's extra gold besides? */
export const canAddWinterGold = (have: Materials, payment: Materials): boolean => have.gold >= payment.gold + 1;

/** Can this building take the extra stone, and can the holdings pay it besides `payment`? */
export const canAddWinterStone = (buildingId: string, have: Materials, payment: Materials): boolean =>
  INSULATABLE_BUILDINGS.includes(buildingId) && have.stone >= payment.stone + 1;

/** Pays the extra and scores it; `id` is remembered for the board's snowflake. */
export function payWinter(p: PlayerState, kind: "card" | "building", id: string): void {
  const extra = kind === "card" ? TEXT_VALUES.winterGold : TEXT_VALUES.winterStone;
  p.materials[extra.material] -= 1;
  p.score += extra.points;
  p.winter.push(id);
}
