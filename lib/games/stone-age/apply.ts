/**
 * Applying a move, in the engine style (docs/adding-a-game.md): refuse first, with the reason from
 * messages.ts (`explainIllegal`, which the gate also asks), then copy the state, then change the copy.
 * The refusals below are exactly the complement of `legalMoves` (the conformance suite checks it).
 */
import { at, entry, ok, reject, type Result, type Seat } from "@/lib/engine";
import {
  BUILDING_BY_ID,
  LOCATION_GOOD,
  LOCATION_INDEX,
  MAX_PEOPLE,
  RESOURCE_LOCATIONS,
  slotCost,
  type Location,
} from "./data";
import { animalPenalty } from "./animals";
import { applyCardEffect, gainAgriculture, gainTool, pay, rollDice, rollYield, takeLotteryPrize } from "./effects";
import { herdLocationIndex, joinHerd, tame } from "./herd";
import { buildIgloo, iglooMoves } from "./igloos";
import { MESSAGES } from "./messages";
import { takeHutBonus } from "./new-huts";
import { afterFeeding, endActions, startActions, startFeeding, starve } from "./round";
import {
  CARD_LOCATION_0,
  FIELD,
  HUT,
  STACK_LOCATION_0,
  TOOLMAKER,
  buildingPayments,
  buildingPoints,
  cardSlotOf,
  firstPlacer,
  hasPlaced,
  isAwaited,
  isResourceLocation,
  placeLimit,
  samePayment,
  shortfall,
  stackOf,
} from "./rules";
import { cloneState, covers, materialCount, playerAt } from "./state";
import { wellFormed, type StoneAgeMove, type StoneAgeState } from "./types";
import { canAddWinterGold, canAddWinterStone, payWinter, winterOn } from "./winter";

/** Mammoth Herd: people who just rolled at the herd's area wait for the decision to move onto the tile. */
const herdOffered = (s: StoneAgeState) => s.herd !== null && s.herd.offer > 0;
/** The action phase, not blocked by a lottery, a pending roll, a resource choice or the herd: places can be resolved. */
const freeToAct = (s: StoneAgeState) =>
  s.phase === "actions" && !s.lottery && !s.roll && s.choiceLeft === 0 && !herdOffered(s);
const rollPending = (s: StoneAgeState) => s.phase === "actions" && !s.lottery && s.roll !== null;

/** What keeps an awaited seat in the actions phase from resolving places or ending its turn. */
function busyReason(s: StoneAgeState): string {
  if (s.phase === "feed") return MESSAGES.feedFirst;
  // Only the tamer is awaited while the phase is "tame".
  if (s.phase === "tame") return MESSAGES.tameFirst;
  if (s.lottery) return MESSAGES.lotteryFirst;
  if (s.roll) return MESSAGES.takeRollFirst;
  if (s.choiceLeft > 0) return MESSAGES.chooseFirst;
  if (herdOffered(s)) return MESSAGES.herdFirst;
  return MESSAGES.resolveAllFirst;
}

/** Why a well-formed move is not legal for `seat` now (a sentence from messages.ts), or null when it is. */
export function explainIllegal(s: StoneAgeState, seat: Seat, move: StoneAgeMove): string | null {
  if (s.phase === "over") return MESSAGES.gameOver;
  if (!isAwaited(s, seat)) return MESSAGES.notYourTurn;
  return whyNot(s, seat, move);
}

/** `explainIllegal` for a seat that is awaited in a running game. */
function whyNot(s: StoneAgeState, seat: Seat, move: StoneAgeMove): string | null {
  const p = s.player[seat];
  if (!p) return MESSAGES.notYourTurn; // not a seat of this game
  switch (move.type) {
    case "place": {
      if (s.phase !== "place" || s.placedThisTurn) return MESSAGES.cannotPlaceNow;
      const li = LOCATION_INDEX[move.location];
      const max = placeLimit(s, seat, li);
      const fits = li === HUT ? move.count === 2 && max === 2 : move.count <= max;
      return fits ? null : MESSAGES.tooManyThere;
    }
    case "end-turn":
      if (s.phase === "place") return s.placedThisTurn ? null : MESSAGES.placeFirst;
      if (!freeToAct(s)) return busyReason(s);
      return hasPlaced(p) ? MESSAGES.resolveAllFirst : null;
    case "resolve": {
      const li = LOCATION_INDEX[move.location];
      if (!freeToAct(s)) return busyReason(s);
      if ((p.placed[li] ?? 0) === 0) return MESSAGES.nobodyThere;
      return cardSlotOf(li) !== null || stackOf(li) !== null ? MESSAGES.buyOrBuildInstead : null;
    }
    case "decline":
      if (!freeToAct(s)) return busyReason(s);
      return (p.placed[LOCATION_INDEX[move.location]] ?? 0) === 0 ? MESSAGES.nobodyThere : null;
    case "use-tool":
      if (!rollPending(s)) return MESSAGES.noRollForTool;
      return move.tool < p.tools.length && !p.toolsUsed[move.tool] ? null : MESSAGES.toolUnavailable;
    case "use-one-time-tool":
      if (!rollPending(s)) return MESSAGES.noRollForTool;
      return p.oneTimeTools.includes(move.value) ? null : MESSAGES.noSuchOneTimeTool;
    case "take":
      return rollPending(s) ? null : MESSAGES.noRollToTake;
    case "buy-card": {
      if (!freeToAct(s) || !s.slots[move.slot] || (p.placed[CARD_LOCATION_0 + move.slot] ?? 0) === 0)
        return MESSAGES.nobodyAtCard;
      const fits = materialCount(move.payment) === slotCost(move.slot) && covers(p.materials, move.payment);
      if (!fits) return MESSAGES.cardCost(slotCost(move.slot));
      return move.winter && !(winterOn(s) && canAddWinterGold(p.materials, move.payment))
        ? MESSAGES.noWinterExtra
        : null;
    }
    case "build": {
      const top = s.stacks[move.stack]?.[0];
      const def = top === undefined ? undefined : BUILDING_BY_ID[top];
      if (!freeToAct(s) || top === undefined || !def || (p.placed[STACK_LOCATION_0 + move.stack] ?? 0) === 0)
        return MESSAGES.nobodyAtBuilding;
      if (!buildingPayments(def, p.materials).some((q) => samePayment(q, move.payment)))
        return MESSAGES.paymentDoesNotFit;
      return move.winter && !(winterOn(s) && canAddWinterStone(top, p.materials, move.payment))
        ? MESSAGES.noWinterExtra
        : null;
    }
    case "build-igloo":
      if (!freeToAct(s)) return busyReason(s);
      return iglooMoves(s, p).some((m) => m.type === "build-igloo" && m.resource === move.resource)
        ? null
        : MESSAGES.noIgloo;
    case "join-herd": {
      if (s.phase !== "actions" || s.lottery || s.roll || s.choiceLeft > 0 || !s.herd || move.count > s.herd.offer)
        return MESSAGES.noHerdOffer;
      // Exactly the splits joinHerdMoves lists: count people, each paid with 1 food or 1 resource the player has.
      const paid =
        move.food + materialCount(move.payment) === move.count &&
        move.food <= p.food &&
        covers(p.materials, move.payment);
      return paid ? null : MESSAGES.herdPayment;
    }
    case "skip-herd":
      return s.phase === "actions" && !s.lottery && !s.roll && s.choiceLeft === 0 && herdOffered(s)
        ? null
        : MESSAGES.noHerdOffer;
    case "tame":
      return s.phase === "tame" ? null : MESSAGES.noTaming;
    case "choose-resource":
      return s.phase === "actions" && !s.lottery && !s.roll && s.choiceLeft > 0 ? null : MESSAGES.nothingToChoose;
    case "pick-die":
      if (s.phase !== "actions" || !s.lottery || s.lottery.order[0] !== seat) return MESSAGES.notYourPick;
      return s.lottery.dice.includes(move.face) ? null : MESSAGES.noSuchDie;
    case "feed": {
      if (s.phase !== "feed" || !s.feeding.includes(seat)) return MESSAGES.nobodyToFeed;
      const missing = shortfall(p);
      return materialCount(move.payment) === missing && covers(p.materials, move.payment)
        ? null
        : MESSAGES.payExactly(missing);
    }
    case "starve":
      return s.phase === "feed" && s.feeding.includes(seat) ? null : MESSAGES.nobodyToFeed;
  }
}

export function applyMove(state: StoneAgeState, seat: Seat, move: unknown): Result<StoneAgeState> {
  if (!wellFormed(move)) return reject("MALFORMED_MOVE", MESSAGES.malformed);
  if (state.phase === "over") return reject("GAME_OVER", MESSAGES.gameOver);
  if (!isAwaited(state, seat)) return reject("NOT_YOUR_TURN", MESSAGES.notYourTurn);
  const why = whyNot(state, seat, move);
  if (why) return reject("ILLEGAL_MOVE", why);
  const s = cloneState(state);
  const p = playerAt(s, seat);
  switch (move.type) {
    case "place":
      p.placed[LOCATION_INDEX[move.location]] = move.count;
      s.placedThisTurn = true;
      break;
    case "end-turn":
      endTurn(s);
      break;
    case "resolve": {
      const li = LOCATION_INDEX[move.location];
      const n = at(p.placed, li, "place");
      p.placed[li] = 0;
      if (isResourceLocation(li)) {
        // One die per person; tools may be added afterwards, then the sum is divided by the good's value.
        s.roll = {
          good: LOCATION_GOOD[resourceLocation(move.location)],
          dice: rollDice(s, n),
          bonus: 0,
          source: "location",
        };
        // Mammoth Herd: after the roll at the herd's area, those people may move onto the tile (MH_TG).
        if (s.herd && herdLocationIndex(s) === li) s.herd.offer = n;
      } else if (li === FIELD) gainAgriculture(p);
      else if (li === TOOLMAKER) gainTool(p);
      // Hut: one more person (max 10), placeable from the next round but fed from this one.
      else if (li === HUT) p.people = Math.min(MAX_PEOPLE, p.people + 1);
      break;
    }
    case "decline":
      p.placed[LOCATION_INDEX[move.location]] = 0;
      break;
    case "use-tool":
      p.toolsUsed[move.tool] = true; // each tool once per round, its whole value
      rolled(s).bonus += at(p.tools, move.tool, "tool");
      break;
    case "use-one-time-tool":
      p.oneTimeTools.splice(p.oneTimeTools.indexOf(move.value), 1);
      rolled(s).bonus += move.value;
      break;
    case "take": {
      const roll = rolled(s);
      const gained = rollYield(roll.dice, roll.bonus, roll.good, animalPenalty(s));
      if (roll.good === "food") p.food += gained;
      else p.materials[roll.good] += gained;
      s.roll = null;
      break;
    }
    case "buy-card": {
      const id = at(s.slots, move.slot, "card slot");
      if (id === null) throw new Error("buy-card: the slot is empty");
      pay(p, move.payment);
      if (move.winter) payWinter(p, "card", id);
      p.placed[CARD_LOCATION_0 + move.slot] = 0;
      s.slots[move.slot] = null;
      p.cards.push(id);
      applyCardEffect(s, seat, id);
      break;
    }
    case "build": {
      const stack = at(s.stacks, move.stack, "building stack");
      const top = at(stack, 0, "building tile");
      pay(p, move.payment);
      p.placed[STACK_LOCATION_0 + move.stack] = 0;
      s.stacks[move.stack] = stack.slice(1);
      // The next tile is turned up at the end of the round (the stack is taken for this round anyway).
      s.topVisible[move.stack] = false;
      p.buildings.push(top);
      p.score += buildingPoints(entry(BUILDING_BY_ID, top, "building"), move.payment);
      if (move.winter) payWinter(p, "building", top);
      takeHutBonus(p, top);
      break;
    }
    case "build-igloo":
      buildIgloo(s, p, move.resource);
      break;
    case "join-herd":
      if (!s.herd) throw new Error("join-herd: no herd");
      joinHerd(s.herd, p, seat, move);
      break;
    case "skip-herd":
      if (s.herd) s.herd.offer = 0;
      break;
    case "tame":
      tame(s, move.bonus);
      startFeeding(s);
      break;
    case "choose-resource":
      p.materials[move.resource] += 1;
      s.choiceLeft -= 1;
      break;
    case "pick-die":
      pickDie(s, seat, move.face);
      break;
    case "feed":
      pay(p, move.payment);
      p.food = 0;
      afterFeeding(s, seat);
      break;
    case "starve":
      starve(p);
      afterFeeding(s, seat);
      break;
  }
  return ok(s);
}

function endTurn(s: StoneAgeState): void {
  if (s.phase === "place") {
    s.placedThisTurn = false;
    const next = firstPlacer(s, (s.turn + 1) % s.players);
    if (next === null) startActions(s);
    else s.turn = next;
    return;
  }
  // Actions: the next seat in turn order (from the start player) that still has people out.
  const pos = (s.turn - s.startPlayer + s.players) % s.players;
  for (let j = pos + 1; j < s.players; j++) {
    const next = (s.startPlayer + j) % s.players;
    if (hasPlaced(playerAt(s, next))) {
      s.turn = next;
      return;
    }
  }
  endActions(s);
}

function pickDie(s: StoneAgeState, seat: Seat, face: number): void {
  const lot = s.lottery;
  if (!lot) throw new Error("pick-die: no lottery");
  lot.dice.splice(lot.dice.indexOf(face), 1);
  lot.order.shift();
  takeLotteryPrize(playerAt(s, seat), face);
  // The last player has no choice left: the remaining die is theirs.
  const last = lot.order[0];
  const die = lot.dice[0];
  if (lot.order.length === 1 && lot.dice.length === 1 && last !== undefined && die !== undefined) {
    takeLotteryPrize(playerAt(s, last), die);
    lot.order = [];
    lot.dice = [];
  }
  if (lot.order.length === 0) s.lottery = null;
}

function rolled(s: StoneAgeState) {
  if (!s.roll) throw new Error("no pending roll");
  return s.roll;
}

function resourceLocation(l: Location) {
  const r = RESOURCE_LOCATIONS.find((x) => x === l);
  if (!r) throw new Error(`${l} is not a resource location`);
  return r;
}
