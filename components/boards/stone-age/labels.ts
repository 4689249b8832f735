/** Stone Age presentation: names, colours and short texts for places, cards and buildings (no rules). */
import type { StoneAgeView } from "@/lib/games/stone-age";
import {
  ANIMAL_BY_ID,
  BUILDING_BY_ID,
  CARD_BY_ID,
  GOOD_VALUE,
  prizeOfFace,
  MATERIALS,
  type CardEffect,
  type Good,
  type Location,
  type Materials,
} from "@/lib/games/stone-age/data";
import type { HutBonus } from "@/lib/games/stone-age/site-values";

/** Player colours (the game's red, blue, green, yellow), readable as fills on white. */
export const PLAYER_COLORS = ["#dc2626", "#2563eb", "#16a34a", "#ca8a04"] as const;
export const playerColor = (seat: number): string => PLAYER_COLORS[seat % PLAYER_COLORS.length] ?? "#57534e";

export const GOOD_COLORS: Record<Good, string> = {
  food: "#65a30d",
  wood: "#92400e",
  clay: "#c2410c",
  stone: "#78716c",
  gold: "#eab308",
};

const TITLES: Record<Location, string> = {
  hunt: "Hunting grounds",
  forest: "Forest",
  "clay-pit": "Clay pit",
  quarry: "Quarry",
  river: "River",
  field: "Field",
  toolmaker: "Toolmaker",
  hut: "Hut",
  "card-0": "Card slot 1",
  "card-1": "Card slot 2",
  "card-2": "Card slot 3",
  "card-3": "Card slot 4",
  "stack-0": "Building stack 1",
  "stack-1": "Building stack 2",
  "stack-2": "Building stack 3",
  "stack-3": "Building stack 4",
  animal: "Wild animal",
};
/** A capitalised title for a place ("Clay pit", "Building stack 2"). */
export const locationTitle = (l: Location): string => TITLES[l];

export const cardLocation = (slot: number): Location => `card-${slot}` as Location;
export const stackLocation = (stack: number): Location => `stack-${stack}` as Location;

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
export const peopleText = (n: number): string => plural(n, "person", "people");

/** "2 wood, 1 clay" (materials in board order); "nothing" when empty. */
export function paymentText(m: Materials): string {
  const parts = MATERIALS.filter((r) => m[r] > 0).map((r) => `${m[r]} ${r}`);
  return parts.length ? parts.join(", ") : "nothing";
}

/** Points a building scores for this payment: printed for fixed tiles, else the values paid (wood 3 … gold 6). */
export function buildingPointsFor(buildingId: string, payment: Materials): number {
  const def = BUILDING_BY_ID[buildingId];
  if (!def) return 0;
  if (def.kind === "fixed") return def.points;
  return MATERIALS.reduce((t, m) => t + payment[m] * GOOD_VALUE[m], 0);
}

/** What a new hut (The New Huts variant) gives besides its points. */
export function hutBonusText(b: HutBonus): string {
  switch (b.type) {
    case "income":
      return `+1 ${b.resource} every round`;
    case "person":
      return "+1 person";
    case "tool":
      return "+1 tool";
    case "agriculture":
      return "+1 agriculture";
  }
}

/** The price printed on a building tile, in words. */
export function buildingCostText(buildingId: string): string {
  const def = BUILDING_BY_ID[buildingId];
  if (!def) return "unknown tile";
  switch (def.kind) {
    case "fixed":
      return `${paymentText(def.cost)} → ${def.points} points${def.hutBonus ? `, ${hutBonusText(def.hutBonus)}` : ""}`;
    case "kinds":
      return `${def.count} resources of ${plural(def.kinds, "kind")} → their value`;
    case "any":
      return `${def.min} to ${def.max} resources of any kind → their value`;
  }
}

export function effectText(effect: CardEffect): string {
  switch (effect.type) {
    case "food":
      return `+${effect.amount} food`;
    case "resource":
      return `+${effect.amount} ${effect.resource}`;
    case "dice-for-resource":
      return `roll ${effect.dice} dice for ${effect.resource}`;
    case "victory-points":
      return `+${effect.amount} points`;
    case "tool":
      return "+1 tool";
    case "one-time-tool":
      return `one-time tool ${effect.value}`;
    case "agriculture":
      return "+1 agriculture";
    case "extra-card":
      return "+1 card from the deck";
    case "resources-of-choice":
      return `${effect.amount} resources of your choice`;
    case "lottery":
      return "lottery: one die per player";
  }
}

/** The card's top half (immediate effect). */
export function cardTop(id: string): string {
  const c = CARD_BY_ID[id];
  return c ? effectText(c.effect) : id;
}

/** The card's bottom half (end scoring): a culture symbol or "2 × farmer". */
export function cardBottom(id: string): string {
  const c = CARD_BY_ID[id];
  if (!c) return id;
  if ("culture" in c.bottom) return c.bottom.culture;
  return `${c.bottom.people} × ${c.bottom.multiplier}`;
}
export const isCultureCard = (id: string): boolean => {
  const c = CARD_BY_ID[id];
  return !!c && "culture" in c.bottom;
};

const PRIZES: Record<string, string> = {
  wood: "1 wood",
  clay: "1 clay",
  stone: "1 stone",
  gold: "1 gold",
  tool: "a tool",
  agriculture: "+1 agriculture",
};
/** What a lottery die face gives (1 wood … 5 tool, 6 agriculture). */
export function lotteryPrize(face: number): string {
  const p = prizeOfFace(face);
  return p ? (PRIZES[p] ?? p) : "nothing";
}

/** An animal of the Wild Animals variant: "polar bear (every roll −3)". */
export function animalText(id: string): string {
  const a = ANIMAL_BY_ID[id];
  return a ? `${a.name} (every roll −${a.penalty})` : id;
}

/**
 * What a roll yields: (dice − wild animals, not below 0, + tools) divided by the good's value, rounded down
 * (shown before taking; the engine's rollYield is the rule).
 */
export function rollResult(dice: readonly number[], bonus: number, good: Good, penalty = 0): { total: number; gained: number; divisor: number } {
  const total = Math.max(0, dice.reduce((a, b) => a + b, 0) - penalty) + bonus;
  const divisor = GOOD_VALUE[good];
  return { total, gained: Math.floor(total / divisor), divisor };
}

/** Position on a 0-99 score track (scores wrap every 100; negative scores sit at 0) and the lap. */
export function trackPosition(score: number): { pos: number; lap: number } {
  if (score < 0) return { pos: 0, lap: 0 };
  return { pos: score % 100, lap: Math.floor(score / 100) };
}

/** Who the game waits for, and for what. */
export function awaitedText(view: Pick<StoneAgeView, "phase" | "activeSeats" | "lottery">, name: (seat: number) => string): string {
  const names = view.activeSeats.map(name);
  const list = names.length <= 1 ? (names[0] ?? "nobody") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  switch (view.phase) {
    case "over":
      return "The game is over.";
    case "place":
      return `Waiting for ${list} to place people.`;
    case "feed":
      return `Waiting for ${list} to decide how to feed ${names.length > 1 ? "their" : "the"} people.`;
    case "tame":
      return `Waiting for ${list} to choose the mammoth's bonus.`;
    case "actions":
      if (view.lottery) return `Waiting for ${list} to pick a lottery die.`;
      return `Waiting for ${list} to resolve ${names.length > 1 ? "their" : "the"} places.`;
  }
}
