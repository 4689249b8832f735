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
import { fill, plural as pluralIn, type PluralForms } from "@/lib/i18n/client-text";
import type { StoneAgeText } from "./text";

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

/** A capitalised title for a place ("Clay pit", "Building stack 2"). */
export function locationTitle(tx: StoneAgeText, l: Location): string {
  const t = tx.ui.location;
  if (l.startsWith("card-")) return fill(t.card, { n: Number(l.slice(5)) + 1 });
  if (l.startsWith("stack-")) return fill(t.stack, { n: Number(l.slice(6)) + 1 });
  return t[l as Exclude<Location, `card-${number}` | `stack-${number}`>];
}

export const cardLocation = (slot: number): Location => `card-${slot}` as Location;
export const stackLocation = (stack: number): Location => `stack-${stack}` as Location;

/** `count` with the right form of a message ({ one, other }) in the viewer's language. */
export const plural = (tx: StoneAgeText, n: number, forms: PluralForms): string => pluralIn(tx.locale, n, forms);
export const peopleText = (tx: StoneAgeText, n: number): string => plural(tx, n, tx.ui.people);
/** A good's (or material's) word. */
export const goodName = (tx: StoneAgeText, g: Good): string => tx.ui.good[g];
/** "3 wood": an amount of a good. */
export const amountText = (tx: StoneAgeText, n: number, g: Good): string => `${n} ${goodName(tx, g)}`;

/** "2 wood, 1 clay" (materials in board order); "nothing" when empty. */
export function paymentText(tx: StoneAgeText, m: Materials): string {
  const parts = MATERIALS.filter((r) => m[r] > 0).map((r) => amountText(tx, m[r], r));
  return parts.length ? parts.join(", ") : tx.ui.text.nothing;
}

/** Points a building scores for this payment: printed for fixed tiles, else the values paid (wood 3 … gold 6). */
export function buildingPointsFor(buildingId: string, payment: Materials): number {
  const def = BUILDING_BY_ID[buildingId];
  if (!def) return 0;
  if (def.kind === "fixed") return def.points;
  return MATERIALS.reduce((t, m) => t + payment[m] * GOOD_VALUE[m], 0);
}

/** What a new hut (The New Huts variant) gives besides its points. */
export function hutBonusText(tx: StoneAgeText, b: HutBonus): string {
  const t = tx.ui.text;
  switch (b.type) {
    case "income":
      return fill(t.incomeEveryRound, { good: goodName(tx, b.resource) });
    case "person":
      return t.plusPerson;
    case "tool":
      return t.plusTool;
    case "agriculture":
      return t.plusAgriculture;
  }
}

/** The price printed on a building tile, in words. */
export function buildingCostText(tx: StoneAgeText, buildingId: string): string {
  const def = BUILDING_BY_ID[buildingId];
  const t = tx.ui.text;
  if (!def) return t.unknownTile;
  switch (def.kind) {
    case "fixed":
      return `${fill(t.fixedCost, { payment: paymentText(tx, def.cost), points: def.points })}${def.hutBonus ? `, ${hutBonusText(tx, def.hutBonus)}` : ""}`;
    case "kinds":
      return fill(t.kindsCost, { count: def.count, kinds: plural(tx, def.kinds, tx.ui.kinds) });
    case "any":
      return fill(t.anyCost, { min: def.min, max: def.max });
  }
}

export function effectText(tx: StoneAgeText, effect: CardEffect): string {
  const t = tx.ui.text;
  switch (effect.type) {
    case "food":
      return fill(t.food, { amount: effect.amount });
    case "resource":
      return `+${amountText(tx, effect.amount, effect.resource)}`;
    case "dice-for-resource":
      return fill(t.diceFor, { dice: effect.dice, good: goodName(tx, effect.resource) });
    case "victory-points":
      return fill(t.points, { amount: effect.amount });
    case "tool":
      return t.plusTool;
    case "one-time-tool":
      return fill(t.oneTimeTool, { value: effect.value });
    case "agriculture":
      return t.plusAgriculture;
    case "extra-card":
      return t.extraCard;
    case "resources-of-choice":
      return fill(t.ofChoice, { amount: effect.amount });
    case "lottery":
      return t.lottery;
  }
}

/** The card's top half (immediate effect). */
export function cardTop(tx: StoneAgeText, id: string): string {
  const c = CARD_BY_ID[id];
  return c ? effectText(tx, c.effect) : id;
}

/** The card's bottom half (end scoring): a culture symbol or "2 × farmer". */
export function cardBottom(tx: StoneAgeText, id: string): string {
  const c = CARD_BY_ID[id];
  if (!c) return id;
  if ("culture" in c.bottom) return tx.ui.culture[c.bottom.culture];
  return `${c.bottom.people} × ${tx.ui.multiplier[c.bottom.multiplier]}`;
}

/** The tooltip of a civilization card: what its halves do. */
export function cardTip(tx: StoneAgeText, id: string): string {
  const c = CARD_BY_ID[id];
  if (!c) return id;
  const bottom =
    "culture" in c.bottom
      ? tx.ui.tip.culture
      : fill(tx.ui.tip.multiplier, { people: c.bottom.people, what: tx.ui.multiplier[c.bottom.multiplier] });
  return `${cardTop(tx, id)} · ${cardBottom(tx, id)}. ${bottom}`;
}

/** The tooltip of a place on the board (resource places, village, card slots, building stacks, animal). */
export function locationTip(tx: StoneAgeText, l: Location): string {
  const t = tx.ui.tip;
  if (l.startsWith("card-")) return fill(t.card, { cost: Number(l.slice(5)) + 1 });
  if (l.startsWith("stack-")) return t.stack;
  return t[l as Exclude<Location, `card-${number}` | `stack-${number}`>];
}
export const isCultureCard = (id: string): boolean => {
  const c = CARD_BY_ID[id];
  return !!c && "culture" in c.bottom;
};

/** What a lottery die face gives (1 wood … 5 tool, 6 agriculture). */
export function lotteryPrize(tx: StoneAgeText, face: number): string {
  const p = prizeOfFace(face);
  if (!p) return tx.ui.text.nothing;
  if (p === "tool") return tx.ui.text.aTool;
  if (p === "agriculture") return tx.ui.text.plusAgriculture;
  return p in tx.ui.good ? amountText(tx, 1, p as Good) : p;
}

/** An animal's name in the viewer's language. */
export const animalName = (tx: StoneAgeText, name: string): string =>
  tx.ui.animal[name as keyof StoneAgeText["ui"]["animal"]] ?? name;

/** An animal of the Wild Animals variant: "polar bear (every roll −3)". */
export function animalText(tx: StoneAgeText, id: string): string {
  const a = ANIMAL_BY_ID[id];
  return a ? fill(tx.ui.text.animal, { name: animalName(tx, a.name), penalty: a.penalty }) : id;
}

/**
 * What a roll yields: (dice − wild animals, not below 0, + tools) divided by the good's value, rounded down
 * (shown before taking; the engine's rollYield is the rule).
 */
export function rollResult(
  dice: readonly number[],
  bonus: number,
  good: Good,
  penalty = 0,
): { total: number; gained: number; divisor: number } {
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
export function awaitedText(
  tx: StoneAgeText,
  view: Pick<StoneAgeView, "phase" | "activeSeats" | "lottery">,
  name: (seat: number) => string,
): string {
  const t = tx.ui.awaited;
  const names = view.activeSeats.map(name);
  // No seat awaited: the game is over, or the match ended before it did (a resignation, a timeout).
  if (names.length === 0) return t.over;
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")}${t.and}${names.at(-1)}`;
  const many = names.length > 1;
  switch (view.phase) {
    case "over":
      return t.over;
    case "place":
      return fill(t.place, { list });
    case "feed":
      return fill(many ? t.feedMany : t.feedOne, { list });
    case "tame":
      return fill(t.tame, { list });
    case "actions":
      if (view.lottery) return fill(t.lottery, { list });
      return fill(many ? t.resolveMany : t.resolveOne, { list });
  }
}
