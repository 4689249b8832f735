/**
 * The rules: who is awaited and which moves are legal (apply.ts applies them). Follows the BGA help text
 * ("Gamehelpstoneage", 11 April 2024); decisions where it is silent are in RULES-NOTES.md.
 */
import { at, type MoveKind, type Seat } from "@/lib/engine";
import {
  BUILDING_BY_ID,
  CARD_BY_ID,
  GOOD_VALUE,
  LOCATIONS,
  LOCATION_INDEX,
  MATERIALS,
  RESOURCE_SPACES,
  VILLAGE_LOCATIONS,
  slotCost,
  type BuildingDef,
  type Materials,
} from "./data";
import { ANIMAL, animalPlaceLimit } from "./animals";
import { joinHerdMoves } from "./herd";
import { iglooMoves } from "./igloos";
import { covers, kindsIn, payments, peopleLeft } from "./state";
import type { PlayerState, StoneAgeMove, StoneAgeState } from "./types";
import { canAddWinterGold, canAddWinterStone, winterOn } from "./winter";

const HUNT = LOCATION_INDEX.hunt;
export const FIELD = LOCATION_INDEX.field;
export const TOOLMAKER = LOCATION_INDEX.toolmaker;
export const HUT = LOCATION_INDEX.hut;
/** Location index of card slot 0 and of building stack 0 (the others follow). */
export const CARD_LOCATION_0 = LOCATION_INDEX["card-0"];
export const STACK_LOCATION_0 = LOCATION_INDEX["stack-0"];
const VILLAGE_INDICES = VILLAGE_LOCATIONS.map((l) => LOCATION_INDEX[l]);

export const isResourceLocation = (i: number): boolean => i <= LOCATION_INDEX.river;
export const cardSlotOf = (i: number): number | null =>
  i >= CARD_LOCATION_0 && i < STACK_LOCATION_0 ? i - CARD_LOCATION_0 : null;
export const stackOf = (i: number): number | null =>
  i >= STACK_LOCATION_0 && i < ANIMAL ? i - STACK_LOCATION_0 : null;

/**
 * Who stands where in one state, counted at most once per location however often a placement asks (every
 * location for every seat): the people on a location, and the seats with people there.
 */
interface Occupancy {
  s: StoneAgeState;
  /** By location; undefined: not counted yet. */
  people: (number | undefined)[];
  seats: (number | undefined)[];
}

const occupancy = (s: StoneAgeState): Occupancy => ({ s, people: [], seats: [] });

function occupants(o: Occupancy, li: number): number {
  let n = o.people[li];
  if (n === undefined) {
    n = 0;
    for (const p of o.s.player) n += p.placed[li] ?? 0;
    o.people[li] = n;
  }
  return n;
}

function distinctOccupants(o: Occupancy, li: number): number {
  let n = o.seats[li];
  if (n === undefined) {
    n = 0;
    for (const p of o.s.player) if ((p.placed[li] ?? 0) > 0) n++;
    o.seats[li] = n;
  }
  return n;
}

/** How many of field, toolmaker and hut are occupied. */
function villagePlacesTaken(o: Occupancy): number {
  let n = 0;
  for (const v of VILLAGE_INDICES) if (occupants(o, v) > 0) n++;
  return n;
}

/**
 * BGA: with 3 players at most 2 players per resource area (forest, clay pit, quarry, river), with 2
 * players only 1; the hunting grounds are never limited.
 */
export const playersPerResourceArea = (players: number): number => (players === 2 ? 1 : players === 3 ? 2 : 4);

/**
 * How many people this seat may put on location `li` now (0 = not allowed). Hut: exactly 2. `occ`: the
 * state's occupancy, when the caller asks about several locations.
 */
export function placeLimit(
  s: StoneAgeState,
  seat: Seat,
  li: number,
  peopleLeftNow?: number,
  occ: Occupancy = occupancy(s),
): number {
  const p = s.player[seat];
  if (!p) return 0;
  const left = peopleLeftNow ?? peopleLeft(p);
  // "Kein Spieler darf denselben Ort zweimal in einer Runde verwenden."
  if (left <= 0 || (p.placed[li] ?? 0) > 0) return 0;
  if (li === HUNT) return left;
  if (li === ANIMAL) return animalPlaceLimit(s, p, left);
  if (isResourceLocation(li)) {
    if (distinctOccupants(occ, li) >= playersPerResourceArea(s.players)) return 0;
    return Math.min(RESOURCE_SPACES - occupants(occ, li), left);
  }
  if (li === FIELD || li === TOOLMAKER || li === HUT) {
    if (occupants(occ, li) > 0) return 0;
    // BGA: with 2 or 3 players only two of toolmaker, hut and field may be occupied per round.
    if (s.players < 4 && villagePlacesTaken(occ) >= 2) return 0;
    if (li === HUT) return left >= 2 ? 2 : 0;
    return 1;
  }
  const slot = cardSlotOf(li);
  if (slot !== null) return s.slots[slot] && occupants(occ, li) === 0 ? 1 : 0;
  const stack = stackOf(li);
  if (stack !== null && stack < s.stacks.length) {
    return (s.stacks[stack]?.length ?? 0) > 0 && s.topVisible[stack] && occupants(occ, li) === 0 ? 1 : 0;
  }
  return 0;
}

function canPlaceAnywhere(s: StoneAgeState, seat: Seat, occ: Occupancy): boolean {
  const p = s.player[seat];
  const left = p ? peopleLeft(p) : 0;
  if (left <= 0) return false;
  for (let li = 0; li < LOCATIONS.length; li++) if (placeLimit(s, seat, li, left, occ) > 0) return true;
  return false;
}

/**
 * The first seat from `from` (inclusive, in seat order) that still has people and somewhere to put them.
 * A seat with people left but no legal location sits out the rest of the placement (see RULES-NOTES).
 */
export function firstPlacer(s: StoneAgeState, from: Seat): Seat | null {
  const occ = occupancy(s);
  for (let j = 0; j < s.players; j++) {
    const seat = (from + j) % s.players;
    if (canPlaceAnywhere(s, seat, occ)) return seat;
  }
  return null;
}

export const hasPlaced = (p: PlayerState): boolean => p.placed.some((n) => n > 0);

// ---------------------------------------------------------------- awaited seats and legal moves

export function activeSeats(s: StoneAgeState): Seat[] {
  switch (s.phase) {
    case "over":
      return [];
    case "feed":
      return s.feeding.slice();
    case "actions":
      if (s.lottery) return s.lottery.order.slice(0, 1);
      return [s.turn];
    case "tame":
      return s.herd?.taming ? [s.herd.taming.tamer] : [];
    case "place":
      return [s.turn];
  }
}

/** Is `seat` awaited now? The same answer as `activeSeats(s).includes(seat)`, without building the list. */
export function isAwaited(s: StoneAgeState, seat: Seat): boolean {
  switch (s.phase) {
    case "over":
      return false;
    case "feed":
      return s.feeding.includes(seat);
    case "actions":
      return s.lottery ? s.lottery.order[0] === seat : s.turn === seat;
    case "tame":
      return s.herd?.taming?.tamer === seat;
    case "place":
      return s.turn === seat;
  }
}

/** Payments a building tile accepts from these holdings. */
export function buildingPayments(def: BuildingDef, have: Materials): Materials[] {
  switch (def.kind) {
    case "fixed":
      return covers(have, def.cost) ? [{ ...def.cost }] : [];
    case "kinds":
      return payments(def.count, have, (p) => kindsIn(p) === def.kinds);
    case "any": {
      const out: Materials[] = [];
      for (let n = def.min; n <= def.max; n++) out.push(...payments(n, have));
      return out;
    }
  }
}

export const paymentPoints = (p: Materials): number => MATERIALS.reduce((t, m) => t + p[m] * GOOD_VALUE[m], 0);

export function buildingPoints(def: BuildingDef, paid: Materials): number {
  return def.kind === "fixed" ? def.points : paymentPoints(paid);
}

/** Food still missing after counting food in stock (agriculture is already added when feeding starts). */
export const shortfall = (p: PlayerState): number => Math.max(0, p.people - p.food);

export function legalMoves(s: StoneAgeState, seat: Seat): StoneAgeMove[] {
  if (!isAwaited(s, seat)) return [];
  const p = s.player[seat];
  if (!p) return [];
  const moves: StoneAgeMove[] = [];
  if (s.phase === "place") {
    if (s.placedThisTurn) return [{ type: "end-turn" }];
    const left = peopleLeft(p);
    const occ = occupancy(s);
    for (let li = 0; li < LOCATIONS.length; li++) {
      const location = at(LOCATIONS, li, "location");
      const max = placeLimit(s, seat, li, left, occ);
      if (li === HUT) {
        if (max === 2) moves.push({ type: "place", location, count: 2 });
        continue;
      }
      for (let n = 1; n <= max; n++) moves.push({ type: "place", location, count: n });
    }
    return moves;
  }
  if (s.phase === "feed") {
    for (const payment of payments(shortfall(p), p.materials)) moves.push({ type: "feed", payment });
    moves.push({ type: "starve" });
    return moves;
  }
  if (s.phase === "tame")
    return [
      { type: "tame", bonus: "one" },
      { type: "tame", bonus: "all" },
    ];
  // Actions phase.
  if (s.lottery) {
    const faces = [...new Set(s.lottery.dice)].sort((a, b) => a - b);
    return faces.map((face) => ({ type: "pick-die", face }));
  }
  if (s.roll) {
    p.tools.forEach((_, tool) => {
      if (!p.toolsUsed[tool]) moves.push({ type: "use-tool", tool });
    });
    for (const value of [...new Set(p.oneTimeTools)].sort((a, b) => a - b)) {
      moves.push({ type: "use-one-time-tool", value });
    }
    moves.push({ type: "take" });
    return moves;
  }
  if (s.choiceLeft > 0) return MATERIALS.map((resource) => ({ type: "choose-resource", resource }));
  if (s.herd && s.herd.offer > 0) return [...joinHerdMoves(p, s.herd.offer), { type: "skip-herd" }];
  const winter = winterOn(s);
  for (let li = 0; li < LOCATIONS.length; li++) {
    if ((p.placed[li] ?? 0) === 0) continue;
    const location = at(LOCATIONS, li, "location");
    const slot = cardSlotOf(li);
    const stack = stackOf(li);
    if (slot !== null) {
      for (const payment of payments(slotCost(slot), p.materials)) {
        moves.push({ type: "buy-card", slot, payment });
        if (winter && canAddWinterGold(p.materials, payment))
          moves.push({ type: "buy-card", slot, payment, winter: true });
      }
    } else if (stack !== null) {
      const top = s.stacks[stack]?.[0];
      const def = top ? BUILDING_BY_ID[top] : undefined;
      if (top && def) {
        for (const payment of buildingPayments(def, p.materials)) {
          moves.push({ type: "build", stack, payment });
          if (winter && canAddWinterStone(top, p.materials, payment))
            moves.push({ type: "build", stack, payment, winter: true });
        }
      }
    } else {
      moves.push({ type: "resolve", location });
    }
    moves.push({ type: "decline", location });
  }
  // Every place resolved or given up: the turn may end (igloos may still be bought first).
  if (moves.length === 0) moves.push({ type: "end-turn" });
  moves.push(...iglooMoves(s, p));
  return moves;
}

/** Moves that roll dice or draw hidden cards are reveals (see the engine's MoveKind). */
export function moveKind(s: StoneAgeState, seat: Seat, move: StoneAgeMove): MoveKind {
  switch (move.type) {
    case "resolve":
      return isResourceLocation(LOCATION_INDEX[move.location]) ? "reveal" : "step";
    case "buy-card": {
      const id = s.slots[move.slot];
      const effect = id ? CARD_BY_ID[id]?.effect.type : undefined;
      return effect === "dice-for-resource" || effect === "lottery" || effect === "extra-card" ? "reveal" : "step";
    }
    case "pick-die":
      // The buyer's own pick commits at once so the next picker can act on a committed state;
      // every other player's pick is that player's whole (tiny) turn.
      return seat === s.turn ? "reveal" : "end";
    case "feed":
    case "starve":
    case "end-turn":
    case "tame":
      return "end";
    default:
      return "step";
  }
}

export const samePayment = (a: Materials, b: Materials): boolean => MATERIALS.every((m) => a[m] === b[m]);
