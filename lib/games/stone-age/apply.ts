/**
 * Applying a move, in the engine style (docs/adding-a-game.md): refuse what is not among `legalMoves`, with
 * the reason of its move type (`explainIllegal`, which the gate also asks), then copy the state, then change
 * the copy.
 */
import { at, entry, ok, ref, reject, type MessageRef, type Result, type Seat } from "@/lib/engine";
import { legalMemo } from "@/lib/engine/legal-memo";
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
import { buildIgloo } from "./igloos";
import { REFUSALS } from "./messages";
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
  firstPlacer,
  hasPlaced,
  isAwaited,
  isResourceLocation,
  legalMoves,
  samePayment,
  shortfall,
} from "./rules";
import { copyForMove, covers, materialCount, ownEverything, playerAt, type CopyScope } from "./state";
import { wellFormed, type PlayerState, type StoneAgeMove, type StoneAgeState } from "./types";
import { payWinter } from "./winter";

/** Mammoth Herd: people who just rolled at the herd's area wait for the decision to move onto the tile. */
const herdOffered = (s: StoneAgeState) => s.herd !== null && s.herd.offer > 0;
/** The action phase, not blocked by a lottery, a pending roll, a resource choice or the herd: places can be resolved. */
const freeToAct = (s: StoneAgeState) =>
  s.phase === "actions" && !s.lottery && !s.roll && s.choiceLeft === 0 && !herdOffered(s);
const rollPending = (s: StoneAgeState) => s.phase === "actions" && !s.lottery && s.roll !== null;

/** What keeps an awaited seat in the actions phase from resolving places or ending its turn. */
function busyReason(s: StoneAgeState): MessageRef {
  if (s.phase === "feed") return REFUSALS.feedFirst;
  // Only the tamer is awaited while the phase is "tame".
  if (s.phase === "tame") return REFUSALS.tameFirst;
  if (s.lottery) return REFUSALS.lotteryFirst;
  if (s.roll) return REFUSALS.takeRollFirst;
  if (s.choiceLeft > 0) return REFUSALS.chooseFirst;
  if (herdOffered(s)) return REFUSALS.herdFirst;
  return REFUSALS.resolveAllFirst;
}

type Reason<T extends StoneAgeMove["type"]> = (
  s: StoneAgeState,
  p: PlayerState,
  move: Extract<StoneAgeMove, { type: T }>,
  seat: Seat,
) => MessageRef;

/**
 * Why a move of each type is not among the legal moves (asked only for one that is not): the first rule of
 * its type it breaks, most general first.
 */
const REASONS: { [T in StoneAgeMove["type"]]: Reason<T> } = {
  place: (s) => (s.phase !== "place" || s.placedThisTurn ? REFUSALS.cannotPlaceNow : REFUSALS.tooManyThere),
  "end-turn": (s) => (s.phase === "place" ? REFUSALS.placeFirst : busyReason(s)),
  resolve: (s, p, move) =>
    !freeToAct(s)
      ? busyReason(s)
      : (p.placed[LOCATION_INDEX[move.location]] ?? 0) === 0
        ? REFUSALS.nobodyThere
        : REFUSALS.buyOrBuildInstead,
  decline: (s) => (freeToAct(s) ? REFUSALS.nobodyThere : busyReason(s)),
  "use-tool": (s) => (rollPending(s) ? REFUSALS.toolUnavailable : REFUSALS.noRollForTool),
  "use-one-time-tool": (s) => (rollPending(s) ? REFUSALS.noSuchOneTimeTool : REFUSALS.noRollForTool),
  take: () => REFUSALS.noRollToTake,
  "buy-card": (s, p, move) => {
    if (!freeToAct(s) || !s.slots[move.slot] || (p.placed[CARD_LOCATION_0 + move.slot] ?? 0) === 0)
      return REFUSALS.nobodyAtCard;
    const fits = materialCount(move.payment) === slotCost(move.slot) && covers(p.materials, move.payment);
    return fits ? REFUSALS.noWinterExtra : ref("refusals.cardCost", { cost: slotCost(move.slot) });
  },
  build: (s, p, move) => {
    const top = s.stacks[move.stack]?.[0];
    const def = top === undefined ? undefined : BUILDING_BY_ID[top];
    if (!freeToAct(s) || top === undefined || !def || (p.placed[STACK_LOCATION_0 + move.stack] ?? 0) === 0)
      return REFUSALS.nobodyAtBuilding;
    return buildingPayments(def, p.materials).some((q) => samePayment(q, move.payment))
      ? REFUSALS.noWinterExtra
      : REFUSALS.paymentDoesNotFit;
  },
  "build-igloo": (s) => (freeToAct(s) ? REFUSALS.noIgloo : busyReason(s)),
  "join-herd": (s, _p, move) =>
    s.phase !== "actions" || s.lottery || s.roll || s.choiceLeft > 0 || !s.herd || move.count > s.herd.offer
      ? REFUSALS.noHerdOffer
      : REFUSALS.herdPayment,
  "skip-herd": () => REFUSALS.noHerdOffer,
  tame: () => REFUSALS.noTaming,
  "choose-resource": () => REFUSALS.nothingToChoose,
  "pick-die": (s, _p, _move, seat) =>
    s.phase !== "actions" || !s.lottery || s.lottery.order[0] !== seat ? REFUSALS.notYourPick : REFUSALS.noSuchDie,
  feed: (s, p, _move, seat) =>
    s.phase !== "feed" || !s.feeding.includes(seat)
      ? REFUSALS.nobodyToFeed
      : ref("refusals.payExactly", { missing: shortfall(p) }),
  starve: () => REFUSALS.nobodyToFeed,
};

/**
 * The legal moves of each seat in a state, worked out once per state (lib/engine/legal-memo.ts): a bot asks
 * for them and then applies its moves to the same state, and each application checks legality here. The
 * game object hands out its legal moves from the same memo.
 */
export const legal = legalMemo(legalMoves);

/**
 * Why a well-formed move is not legal for `seat` now, or null when it is: legality from `legalMoves` alone,
 * the reason from REASONS.
 */
export function explainIllegal(s: StoneAgeState, seat: Seat, move: StoneAgeMove): MessageRef | null {
  if (s.phase === "over") return REFUSALS.gameOver;
  if (!isAwaited(s, seat)) return REFUSALS.notYourTurn;
  const p = s.player[seat];
  if (!p) return REFUSALS.notYourTurn; // not a seat of this game
  if (legal.isLegal(s, seat, move)) return null;
  return (REASONS[move.type] as Reason<StoneAgeMove["type"]>)(s, p, move, seat);
}

export function applyMove(state: StoneAgeState, seat: Seat, move: unknown): Result<StoneAgeState> {
  if (!wellFormed(move)) return reject("MALFORMED_MOVE");
  if (state.phase === "over") return reject("GAME_OVER");
  if (!isAwaited(state, seat)) return reject("NOT_YOUR_TURN");
  const why = explainIllegal(state, seat, move);
  if (why) return reject("ILLEGAL_MOVE", why);
  const s = copyForMove(state, seat, copyScope(move.type));
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

/**
 * What a move of each type copies (state.ts `CopyScope`): the moves that reach other players than the mover
 * copy everything; resolving a place and a roll change the roll, the herd and a few parts of the mover's
 * record; placing and giving up a place change the mover's people on the locations alone; the end of a turn
 * changes the state's own fields, and copies everything itself where it goes on to the next phase.
 */
function copyScope(type: StoneAgeMove["type"]): CopyScope {
  switch (type) {
    case "tame":
    case "pick-die":
    case "feed":
    case "starve":
      return "all";
    case "resolve":
    case "use-tool":
    case "use-one-time-tool":
    case "take":
      return "roll";
    case "place":
    case "decline":
      return "placed";
    case "end-turn":
      return "top";
    default:
      return "mover";
  }
}

function endTurn(s: StoneAgeState): void {
  if (s.phase === "place") {
    s.placedThisTurn = false;
    const next = firstPlacer(s, (s.turn + 1) % s.players);
    if (next === null) {
      ownEverything(s);
      startActions(s);
    } else s.turn = next;
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
  ownEverything(s);
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
