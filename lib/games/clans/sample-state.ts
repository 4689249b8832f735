/**
 * A full Clans state that a seat's view allows (GameDefinition.sampleState). The only secret is which colour
 * each other seat holds: drawn from the colours the seat does not hold (all of them are known once the game is
 * over). The PRNG state (used only by setup) is redrawn.
 */
import type { Rng, Seat } from "@/lib/engine";
import { COLOURS, COLOUR_COUNT, type Colour } from "./rules-data";
import { copyLastMove, copyVillage } from "./state";
import type { ClansState, ClansView } from "./types";

const colourIndex = (c: Colour) => COLOURS.indexOf(c);

export function sampleState(v: ClansView, seat: Seat, rng: Rng): ClansState {
  let colours: number[];
  if (v.revealedColours) colours = v.revealedColours.map(colourIndex);
  else {
    const mine = v.myColour === null ? -1 : colourIndex(v.myColour);
    const free = rng.shuffle(Array.from({ length: COLOUR_COUNT }, (_, c) => c).filter((c) => c !== mine));
    colours = Array.from({ length: v.players }, (_, s) => (s === seat && mine >= 0 ? mine : (free.pop() ?? 0)));
  }
  return {
    players: v.players,
    rng: rng.int(2 ** 32),
    colours,
    huts: v.huts.map((h) => h.slice()),
    villages: v.villages.map(copyVillage),
    colourScores: v.colourScores.slice(),
    chips: v.chips.slice(),
    startSeat: v.startSeat,
    turn: v.turn,
    phase: v.phase,
    unassigned: v.unassigned.slice(),
    lastMove: v.lastMove ? copyLastMove(v.lastMove) : null,
    lastMoves: v.lastMoves.map((m) => (m ? copyLastMove(m) : null)),
    endReason: v.endReason,
    turnsTaken: v.turnsTaken,
  };
}
