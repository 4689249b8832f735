/** What actions give: tools, agriculture, dice rolls, lottery prizes, payments and card effects. */
import { Rng, entry, must, type Seat } from "@/lib/engine";
import {
  CARD_BY_ID,
  GOOD_VALUE,
  MATERIALS,
  MAX_AGRICULTURE,
  MAX_TOOL_LEVEL,
  MAX_TOOL_TILES,
  type Materials,
  prizeOfFace,
} from "./data";
import { drawCivCard, playerAt, sum } from "./state";
import type { PlayerState, StoneAgeState } from "./types";

/**
 * BGA: "Es gibt nur Platz für 3 Werkzeuge; wenn du weitere Werkzeuge erhältst, erhöht sich die Stufe eines
 * deiner Werkzeuge um 1. Du kannst maximal 3 Werkzeuge der Stufe 4 besitzen." The lowest tile is raised;
 * among equal tiles an unused one, so the new point can still help this round (RULES-NOTES).
 */
export function gainTool(p: PlayerState): void {
  if (p.tools.length < MAX_TOOL_TILES) {
    p.tools.push(1);
    p.toolsUsed.push(false);
    return;
  }
  let best = -1;
  for (let i = 0; i < p.tools.length; i++) {
    const v = p.tools[i] ?? MAX_TOOL_LEVEL;
    if (v >= MAX_TOOL_LEVEL) continue;
    const b = best < 0 ? undefined : (p.tools[best] ?? MAX_TOOL_LEVEL);
    if (b === undefined || v < b || (v === b && p.toolsUsed[best] && !p.toolsUsed[i])) best = i;
  }
  if (best >= 0) p.tools[best] = (p.tools[best] ?? 0) + 1;
}

export function gainAgriculture(p: PlayerState): void {
  p.agriculture = Math.min(MAX_AGRICULTURE, p.agriculture + 1);
}

export function rollDice(s: StoneAgeState, n: number): number[] {
  const rng = new Rng(s.rng);
  const dice = Array.from({ length: n }, () => rng.die());
  s.rng = rng.state;
  return dice;
}

/** Lottery faces: 1 wood, 2 clay, 3 stone, 4 gold, 5 tool, 6 agriculture +1 (no tools may be used). */
export function takeLotteryPrize(p: PlayerState, face: number): void {
  const prize = must(prizeOfFace(face), "lottery prize");
  if (prize === "tool") gainTool(p);
  else if (prize === "agriculture") gainAgriculture(p);
  else p.materials[prize] += 1;
}

export function pay(p: PlayerState, payment: Materials): void {
  for (const m of MATERIALS) p.materials[m] -= payment[m];
}

export function applyCardEffect(s: StoneAgeState, seat: Seat, cardId: string): void {
  const p = playerAt(s, seat);
  const effect = entry(CARD_BY_ID, cardId, "card").effect;
  switch (effect.type) {
    case "food":
      p.food += effect.amount;
      return;
    case "resource":
      p.materials[effect.resource] += effect.amount;
      return;
    case "victory-points":
      p.score += effect.amount;
      return;
    case "tool":
      gainTool(p);
      return;
    case "one-time-tool":
      p.oneTimeTools.push(effect.value);
      return;
    case "agriculture":
      gainAgriculture(p);
      return;
    case "resources-of-choice":
      // Chosen at once (as Yucata and Q do), not kept for later: see RULES-NOTES.
      s.choiceLeft = effect.amount;
      return;
    case "extra-card": {
      // The top card of the deck, taken without its immediate effect; only its bottom half scores. An empty
      // deck gives no extra card (RULES-NOTES "An empty deck"). Wild Animals: an animal on top comes into play
      // and the card below it is taken (RULES-NOTES "Wild Animals").
      const extra = drawCivCard(s);
      if (extra) p.cards.push(extra);
      return;
    }
    case "dice-for-resource":
      // Roll 2 dice; tools may be added before taking the result (see RULES-NOTES).
      s.roll = { good: effect.resource, dice: rollDice(s, effect.dice), bonus: 0, source: "card" };
      return;
    case "lottery": {
      // One die per player; the buyer picks first, then the others in seat order.
      const order = Array.from({ length: s.players }, (_, i) => (seat + i) % s.players);
      s.lottery = { dice: rollDice(s, s.players), order, card: cardId };
      return;
    }
  }
}

/**
 * BGA: "Würfelsumme … geteilt durch den Wert der Ressource … abgerundet" (8 wood dice pips -> 2 wood).
 * Wild Animals: `penalty` is subtracted from the dice ("ziehen ... von allen Würfelwürfen ab"), never below
 * zero; tools are added to what is left (RULES-NOTES "Wild Animals").
 */
export function rollYield(dice: readonly number[], bonus: number, good: keyof typeof GOOD_VALUE, penalty = 0): number {
  return Math.floor((Math.max(0, sum(dice) - penalty) + bonus) / GOOD_VALUE[good]);
}
