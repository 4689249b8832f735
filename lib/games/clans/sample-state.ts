/**
 * A full Clans state that a seat's view allows (GameDefinition.sampleState). The only secret is which colour
 * each other seat holds (all of them are known once the game is over): drawn from the colours the seat does
 * not hold, each assignment as likely as the public history makes it (colour-beliefs.ts), or uniformly in a
 * match without one. The PRNG state (used only by setup) is redrawn.
 */
import type { Rng, Seat } from "@/lib/engine";
import { COLOURS, COLOUR_COUNT, type Colour } from "./rules-data";
import { colourBeliefs, drawAssignment } from "./colour-beliefs";
import { copyLastMove, copyVillage } from "./state";
import type { ClansState, ClansView } from "./types";

const colourIndex = (c: Colour) => COLOURS.indexOf(c);

export function sampleState(v: ClansView, seat: Seat, rng: Rng): ClansState {
  let colours: number[];
  const beliefs = colourBeliefs(v, seat);
  if (v.revealedColours) colours = v.revealedColours.map(colourIndex);
  else if (beliefs) colours = drawAssignment(beliefs, rng.float());
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
    // Shared with the view: no state is changed in place, and a step makes a new history (state.ts).
    history: v.history,
  };
}
