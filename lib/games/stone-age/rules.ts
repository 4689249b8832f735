/**
 * The rules: who is awaited, which moves are legal, and what a move does. Follows the BGA help text
 * ("Gamehelpstoneage", 11 April 2024); decisions where it is silent are in RULES-NOTES.md.
 */
import { Rng, ok, reject, type MoveKind, type Result, type Seat } from "@/lib/engine";
import {
  BUILDING_BY_ID,
  CARD_BY_ID,
  GOOD_VALUE,
  LOCATIONS,
  LOCATION_GOOD,
  LOCATION_INDEX,
  LOTTERY_FACES,
  MATERIALS,
  MAX_AGRICULTURE,
  MAX_PEOPLE,
  MAX_TOOL_LEVEL,
  MAX_TOOL_TILES,
  RESOURCE_SPACES,
  STARVATION_PENALTY,
  VILLAGE_LOCATIONS,
  slotCost,
  type BuildingDef,
  type Location,
  type Materials,
  type ResourceLocation,
} from "./data";
import {
  cloneState,
  covers,
  isPayment,
  kindsIn,
  materialCount,
  payments,
  peopleLeft,
  slideAndFill,
  sum,
} from "./state";
import type { PlayerState, StoneAgeMove, StoneAgeState } from "./types";

const HUNT = LOCATION_INDEX.hunt;
const FIELD = LOCATION_INDEX.field;
const TOOLMAKER = LOCATION_INDEX.toolmaker;
const HUT = LOCATION_INDEX.hut;
const FIRST_CARD = LOCATION_INDEX["card-0"];
const FIRST_STACK = LOCATION_INDEX["stack-0"];
const VILLAGE_INDICES = VILLAGE_LOCATIONS.map((l) => LOCATION_INDEX[l]);

export const isResourceLocation = (i: number): boolean => i <= LOCATION_INDEX.river;
export const cardSlotOf = (i: number): number | null => (i >= FIRST_CARD && i < FIRST_STACK ? i - FIRST_CARD : null);
export const stackOf = (i: number): number | null => (i >= FIRST_STACK ? i - FIRST_STACK : null);

function occupants(s: StoneAgeState, li: number): number {
  let n = 0;
  for (const p of s.player) n += p.placed[li] ?? 0;
  return n;
}
function distinctOccupants(s: StoneAgeState, li: number): number {
  let n = 0;
  for (const p of s.player) if ((p.placed[li] ?? 0) > 0) n++;
  return n;
}

/**
 * BGA: with 3 players at most 2 players per resource area (forest, clay pit, quarry, river), with 2
 * players only 1; the hunting grounds are never limited.
 */
export const playersPerResourceArea = (players: number): number => (players === 2 ? 1 : players === 3 ? 2 : 4);

/** How many people this seat may put on location `li` now (0 = not allowed). Hut: exactly 2. */
export function placeLimit(s: StoneAgeState, seat: Seat, li: number, peopleLeftNow?: number): number {
  const p = s.player[seat];
  if (!p) return 0;
  const left = peopleLeftNow ?? peopleLeft(p);
  // "Kein Spieler darf denselben Ort zweimal in einer Runde verwenden."
  if (left <= 0 || (p.placed[li] ?? 0) > 0) return 0;
  if (li === HUNT) return left;
  if (isResourceLocation(li)) {
    if (distinctOccupants(s, li) >= playersPerResourceArea(s.players)) return 0;
    return Math.min(RESOURCE_SPACES - occupants(s, li), left);
  }
  if (VILLAGE_INDICES.includes(li)) {
    if (occupants(s, li) > 0) return 0;
    // BGA: with 2 or 3 players only two of toolmaker, hut and field may be occupied per round.
    if (s.players < 4 && VILLAGE_INDICES.filter((v) => occupants(s, v) > 0).length >= 2) return 0;
    if (li === HUT) return left >= 2 ? 2 : 0;
    return 1;
  }
  const slot = cardSlotOf(li);
  if (slot !== null) return s.slots[slot] && occupants(s, li) === 0 ? 1 : 0;
  const stack = stackOf(li);
  if (stack !== null && stack < s.stacks.length) {
    return (s.stacks[stack]?.length ?? 0) > 0 && s.topVisible[stack] && occupants(s, li) === 0 ? 1 : 0;
  }
  return 0;
}

function canPlaceAnywhere(s: StoneAgeState, seat: Seat): boolean {
  const p = s.player[seat];
  const left = p ? peopleLeft(p) : 0;
  if (left <= 0) return false;
  for (let li = 0; li < LOCATIONS.length; li++) if (placeLimit(s, seat, li, left) > 0) return true;
  return false;
}

/**
 * The first seat from `from` (inclusive, in seat order) that still has people and somewhere to put them.
 * A seat with people left but no legal location sits out the rest of the placement (see RULES-NOTES).
 */
export function firstPlacer(s: StoneAgeState, from: Seat): Seat | null {
  for (let j = 0; j < s.players; j++) {
    const seat = (from + j) % s.players;
    if (canPlaceAnywhere(s, seat)) return seat;
  }
  return null;
}

const hasPlaced = (p: PlayerState): boolean => p.placed.some((n) => n > 0);

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
    case "place":
      return [s.turn];
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
  if (!activeSeats(s).includes(seat)) return [];
  const p = s.player[seat];
  if (!p) return [];
  const moves: StoneAgeMove[] = [];
  if (s.phase === "place") {
    if (s.placedThisTurn) return [{ type: "end-turn" }];
    const left = peopleLeft(p);
    for (let li = 0; li < LOCATIONS.length; li++) {
      const max = placeLimit(s, seat, li, left);
      const location = LOCATIONS[li] as Location;
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
  for (let li = 0; li < LOCATIONS.length; li++) {
    if ((p.placed[li] ?? 0) === 0) continue;
    const location = LOCATIONS[li] as Location;
    const slot = cardSlotOf(li);
    const stack = stackOf(li);
    if (slot !== null) {
      for (const payment of payments(slotCost(slot), p.materials)) moves.push({ type: "buy-card", slot, payment });
    } else if (stack !== null) {
      const top = s.stacks[stack]?.[0];
      const def = top ? BUILDING_BY_ID[top] : undefined;
      if (def) for (const payment of buildingPayments(def, p.materials)) moves.push({ type: "build", stack, payment });
    } else {
      moves.push({ type: "resolve", location });
    }
    moves.push({ type: "decline", location });
  }
  if (moves.length === 0) moves.push({ type: "end-turn" });
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
      return "end";
    default:
      return "step";
  }
}

// ---------------------------------------------------------------- effects

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

const gainAgriculture = (p: PlayerState): void => {
  p.agriculture = Math.min(MAX_AGRICULTURE, p.agriculture + 1);
};

function rollDice(s: StoneAgeState, n: number): number[] {
  const rng = new Rng(s.rng);
  const dice = Array.from({ length: n }, () => rng.die());
  s.rng = rng.state;
  return dice;
}

/** Lottery faces: 1 wood, 2 clay, 3 stone, 4 gold, 5 tool, 6 agriculture +1 (no tools may be used). */
function takeLotteryPrize(p: PlayerState, face: number): void {
  const prize = LOTTERY_FACES[face as keyof typeof LOTTERY_FACES];
  if (prize === "tool") gainTool(p);
  else if (prize === "agriculture") gainAgriculture(p);
  else if (prize) p.materials[prize] += 1;
}

function pay(p: PlayerState, payment: Materials): void {
  for (const m of MATERIALS) p.materials[m] -= payment[m];
}

function applyCardEffect(s: StoneAgeState, seat: Seat, cardId: string): void {
  const p = s.player[seat] as PlayerState;
  const effect = CARD_BY_ID[cardId]?.effect;
  if (!effect) return;
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
      // The top card of the deck, taken without its immediate effect; only its bottom half scores.
      const extra = s.deck[0];
      if (extra) {
        s.deck = s.deck.slice(1);
        p.cards.push(extra);
      }
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

// ---------------------------------------------------------------- phase changes

function startActions(s: StoneAgeState): void {
  s.phase = "actions";
  s.placedThisTurn = false;
  for (let j = 0; j < s.players; j++) {
    const seat = (s.startPlayer + j) % s.players;
    if (hasPlaced(s.player[seat] as PlayerState)) {
      s.turn = seat;
      return;
    }
  }
  startFeeding(s);
}

/** Phase 3: agriculture counts as food; those who can feed from food do so; the others decide or starve. */
function startFeeding(s: StoneAgeState): void {
  s.phase = "feed";
  s.feeding = [];
  for (let j = 0; j < s.players; j++) {
    const seat = (s.startPlayer + j) % s.players;
    const p = s.player[seat] as PlayerState;
    p.food += p.agriculture;
    const missing = shortfall(p);
    if (missing === 0) p.food -= p.people;
    // Enough food: feeding is automatic, since starving would only lose more food and 10 points.
    else if (materialCount(p.materials) >= missing) s.feeding.push(seat);
    else starve(p); // cannot feed: all food and 10 points are lost
  }
  if (s.feeding.length === 0) endRound(s);
}

function starve(p: PlayerState): void {
  p.food = 0;
  p.score -= STARVATION_PENALTY;
  p.starved += 1;
}

/** End of round: game end by an empty stack, else the next round (tools fresh, cards slide, new tiles). */
function endRound(s: StoneAgeState): void {
  s.feeding = [];
  for (const p of s.player) {
    p.toolsUsed = p.tools.map(() => false);
    p.placed = p.placed.map(() => 0);
  }
  // "ein Gebäudestapel am Ende einer Runde leer ist" -> the game ends after this round's feeding.
  if (s.stacks.some((st) => st.length === 0)) {
    s.phase = "over";
    s.endReason = "buildings";
    return;
  }
  s.topVisible = s.stacks.map((st) => st.length > 0);
  // "nicht genügend Zivilisationskarten vorhanden sind, um die 4 Plätze zu Beginn einer Runde zu füllen"
  if (!slideAndFill(s)) {
    s.phase = "over";
    s.endReason = "cards";
    return;
  }
  s.round += 1;
  s.startPlayer = (s.startPlayer + 1) % s.players;
  s.phase = "place";
  s.placedThisTurn = false;
  const first = firstPlacer(s, s.startPlayer);
  if (first === null) startActions(s);
  else s.turn = first;
}

// ---------------------------------------------------------------- applying moves

const illegal = (message: string) => reject("ILLEGAL_MOVE", message);

export function applyMove(state: StoneAgeState, seat: Seat, move: StoneAgeMove): Result<StoneAgeState> {
  if (state.phase === "over") return reject("GAME_OVER", "The game is over.");
  if (!activeSeats(state).includes(seat)) return reject("NOT_YOUR_TURN", "It is not your turn.");
  const s = cloneState(state);
  const p = s.player[seat] as PlayerState;
  const inActions = s.phase === "actions" && !s.lottery;
  const free = inActions && !s.roll && s.choiceLeft === 0;

  switch (move.type) {
    case "place": {
      if (s.phase !== "place" || s.placedThisTurn) return illegal("You cannot place people now.");
      const li = LOCATION_INDEX[move.location];
      if (li === undefined) return illegal("There is no such place.");
      const max = placeLimit(s, seat, li);
      const okCount = li === HUT ? move.count === 2 && max === 2 : move.count >= 1 && move.count <= max;
      if (!Number.isInteger(move.count) || !okCount) return illegal("That many people cannot go there.");
      p.placed[li] = move.count;
      s.placedThisTurn = true;
      return ok(s);
    }
    case "end-turn": {
      if (s.phase === "place") {
        if (!s.placedThisTurn) return illegal("Place some people first.");
        s.placedThisTurn = false;
        const next = firstPlacer(s, (s.turn + 1) % s.players);
        if (next === null) startActions(s);
        else s.turn = next;
        return ok(s);
      }
      if (!free || hasPlaced(p)) return illegal("Resolve or give up all your places first.");
      const pos = (s.turn - s.startPlayer + s.players) % s.players;
      for (let j = pos + 1; j < s.players; j++) {
        const next = (s.startPlayer + j) % s.players;
        if (hasPlaced(s.player[next] as PlayerState)) {
          s.turn = next;
          return ok(s);
        }
      }
      startFeeding(s);
      return ok(s);
    }
    case "resolve": {
      const li = LOCATION_INDEX[move.location];
      if (!free || li === undefined || (p.placed[li] ?? 0) === 0) return illegal("You have nobody there.");
      if (cardSlotOf(li) !== null || stackOf(li) !== null) return illegal("Buy the card or build the building instead.");
      const n = p.placed[li] ?? 0;
      p.placed[li] = 0;
      if (isResourceLocation(li)) {
        // One die per person; tools may be added afterwards, then the sum is divided by the good's value.
        const good = LOCATION_GOOD[move.location as ResourceLocation];
        s.roll = { good, dice: rollDice(s, n), bonus: 0, source: "location" };
      } else if (li === FIELD) gainAgriculture(p);
      else if (li === TOOLMAKER) gainTool(p);
      // Hut: one more person (max 10), placeable from the next round but fed from this one.
      else if (li === HUT) p.people = Math.min(MAX_PEOPLE, p.people + 1);
      return ok(s);
    }
    case "decline": {
      const li = LOCATION_INDEX[move.location];
      if (!free || li === undefined || (p.placed[li] ?? 0) === 0) return illegal("You have nobody there.");
      p.placed[li] = 0;
      return ok(s);
    }
    case "use-tool": {
      if (!inActions || !s.roll) return illegal("There is no roll to add a tool to.");
      const v = p.tools[move.tool];
      if (v === undefined || p.toolsUsed[move.tool]) return illegal("That tool is not available this round.");
      p.toolsUsed[move.tool] = true; // each tool once per round, its whole value
      s.roll.bonus += v;
      return ok(s);
    }
    case "use-one-time-tool": {
      if (!inActions || !s.roll) return illegal("There is no roll to add a tool to.");
      const i = p.oneTimeTools.indexOf(move.value);
      if (i < 0) return illegal("You have no such one-time tool.");
      p.oneTimeTools.splice(i, 1);
      s.roll.bonus += move.value;
      return ok(s);
    }
    case "take": {
      if (!inActions || !s.roll) return illegal("There is no roll to take.");
      const gained = rollYield(s.roll.dice, s.roll.bonus, s.roll.good);
      if (s.roll.good === "food") p.food += gained;
      else p.materials[s.roll.good] += gained;
      s.roll = null;
      return ok(s);
    }
    case "buy-card": {
      const li = FIRST_CARD + move.slot;
      const id = s.slots[move.slot];
      if (!free || !id || (p.placed[li] ?? 0) === 0) return illegal("You have nobody at that card.");
      if (!isPayment(move.payment) || materialCount(move.payment) !== slotCost(move.slot) || !covers(p.materials, move.payment)) {
        return illegal(`That card costs ${slotCost(move.slot)} resources (never food).`);
      }
      pay(p, move.payment);
      p.placed[li] = 0;
      s.slots = s.slots.slice();
      s.slots[move.slot] = null;
      p.cards.push(id);
      applyCardEffect(s, seat, id);
      return ok(s);
    }
    case "build": {
      const li = FIRST_STACK + move.stack;
      const top = s.stacks[move.stack]?.[0];
      const def = top ? BUILDING_BY_ID[top] : undefined;
      if (!free || !top || !def || (p.placed[li] ?? 0) === 0) return illegal("You have nobody at that building.");
      const okPay = isPayment(move.payment) && buildingPayments(def, p.materials).some((q) => samePayment(q, move.payment));
      if (!okPay) return illegal("That payment does not fit this building.");
      pay(p, move.payment);
      p.placed[li] = 0;
      s.stacks = s.stacks.map((st, i) => (i === move.stack ? st.slice(1) : st));
      // The next tile is turned up at the end of the round (the stack is taken for this round anyway).
      s.topVisible = s.topVisible.map((v, i) => (i === move.stack ? false : v));
      p.buildings.push(top);
      p.score += buildingPoints(def, move.payment);
      return ok(s);
    }
    case "choose-resource": {
      if (!inActions || s.roll || s.choiceLeft === 0) return illegal("There is nothing to choose.");
      p.materials[move.resource] += 1;
      s.choiceLeft -= 1;
      return ok(s);
    }
    case "pick-die": {
      const lot = s.lottery;
      if (s.phase !== "actions" || !lot || lot.order[0] !== seat) return illegal("It is not your pick.");
      const i = lot.dice.indexOf(move.face);
      if (i < 0) return illegal("No die shows that.");
      lot.dice.splice(i, 1);
      lot.order.shift();
      takeLotteryPrize(p, move.face);
      // The last player has no choice left: the remaining die is theirs.
      if (lot.order.length === 1 && lot.dice.length === 1) {
        const last = lot.order[0] as Seat;
        takeLotteryPrize(s.player[last] as PlayerState, lot.dice[0] as number);
        lot.order = [];
        lot.dice = [];
      }
      if (lot.order.length === 0) s.lottery = null;
      return ok(s);
    }
    case "feed": {
      if (s.phase !== "feed" || !s.feeding.includes(seat)) return illegal("You have nobody to feed now.");
      const missing = shortfall(p);
      if (!isPayment(move.payment) || materialCount(move.payment) !== missing || !covers(p.materials, move.payment)) {
        return illegal(`Pay exactly ${missing} resources for the missing food.`);
      }
      pay(p, move.payment);
      p.food = 0;
      return ok(afterFeeding(s, seat));
    }
    case "starve": {
      if (s.phase !== "feed" || !s.feeding.includes(seat)) return illegal("You have nobody to feed now.");
      starve(p);
      return ok(afterFeeding(s, seat));
    }
  }
}

function afterFeeding(s: StoneAgeState, seat: Seat): StoneAgeState {
  s.feeding = s.feeding.filter((x) => x !== seat);
  if (s.feeding.length === 0) endRound(s);
  return s;
}

export const samePayment = (a: Materials, b: Materials): boolean => MATERIALS.every((m) => a[m] === b[m]);

/** BGA: "Würfelsumme … geteilt durch den Wert der Ressource … abgerundet" (8 wood dice pips -> 2 wood). */
export function rollYield(dice: readonly number[], bonus: number, good: keyof typeof GOOD_VALUE): number {
  return Math.floor((sum(dice) + bonus) / GOOD_VALUE[good]);
}
