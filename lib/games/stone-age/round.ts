/** The phases of a round: placement, actions, feeding, end of round (and the end of the game). */
import type { Seat } from "@/lib/engine";
import { settleAnimal } from "./animals";
import { STARVATION_PENALTY } from "./data";
import { startTaming, turnHerdTile } from "./herd";
import { payHutIncome } from "./new-huts";
import { firstPlacer, hasPlaced, shortfall } from "./rules";
import { materialCount, playerAt, slideAndFill } from "./state";
import type { PlayerState, StoneAgeState } from "./types";

export function startActions(s: StoneAgeState): void {
  s.phase = "actions";
  s.placedThisTurn = false;
  // Wild Animals: an animal with enough people on it is driven off before anyone acts (animals.ts).
  if (s.animals) settleAnimal(s);
  for (let j = 0; j < s.players; j++) {
    const seat = (s.startPlayer + j) % s.players;
    if (hasPlaced(playerAt(s, seat))) {
      s.turn = seat;
      return;
    }
  }
  endActions(s);
}

/** Everyone has acted: Mammoth Herd's taming comes first ("nach allen Aktionen, vor der Ernährung", MH_TG), then feeding. */
export function endActions(s: StoneAgeState): void {
  if (s.herd && startTaming(s)) return;
  startFeeding(s);
}

/** Phase 3: agriculture counts as food; those who can feed from food do so; the others decide or starve. */
export function startFeeding(s: StoneAgeState): void {
  s.phase = "feed";
  s.feeding = [];
  for (let j = 0; j < s.players; j++) {
    const seat = (s.startPlayer + j) % s.players;
    const p = playerAt(s, seat);
    p.food += p.agriculture;
    // The New Huts: their resource "every round" comes with the agriculture, and may feed (new-huts.ts).
    if (s.variants.includes("new-huts")) payHutIncome(p);
    const missing = shortfall(p);
    if (missing === 0) p.food -= p.people;
    // Enough food: feeding is automatic, since starving would only lose more food and 10 points.
    else if (materialCount(p.materials) >= missing) s.feeding.push(seat);
    else starve(p); // cannot feed: all food and 10 points are lost
  }
  if (s.feeding.length === 0) endRound(s);
}

export function starve(p: PlayerState): void {
  p.food = 0;
  p.score -= STARVATION_PENALTY;
  p.starved += 1;
}

/** A feeding decision is made: the round ends once nobody is left to decide. */
export function afterFeeding(s: StoneAgeState, seat: Seat): StoneAgeState {
  s.feeding = s.feeding.filter((x) => x !== seat);
  if (s.feeding.length === 0) endRound(s);
  return s;
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
  if (s.herd) turnHerdTile(s.herd);
  s.phase = "place";
  s.placedThisTurn = false;
  const first = firstPlacer(s, s.startPlayer);
  if (first === null) startActions(s);
  else s.turn = first;
}
