/**
 * Copies of a Clans state, written out by hand (structuredClone is several times slower). States are never
 * modified once made (the conformance suite deep-freezes them).
 */
import type { ClansHistory, ClansState, HistoryStep, LastMove, Village } from "./types";

export const copyVillage = (v: Village): Village => ({
  territory: v.territory,
  number: v.number,
  epoch: v.epoch,
  founder: v.founder,
  huts: v.huts.slice(),
  strife: v.strife.slice(),
  effect: v.effect,
  value: v.value,
  scored: v.scored.slice(),
});

export const copyHistory = (h: ClansHistory): ClansHistory => ({
  opening: h.opening.slice(),
  steps: h.steps.map((step) => step.slice() as HistoryStep),
});

/** The history with one more step (the steps before are shared: no state changes them). */
export const withStep = (h: ClansHistory | null, step: HistoryStep): ClansHistory | null =>
  h && { opening: h.opening, steps: [...h.steps, step] };

export const copyLastMove = (m: LastMove): LastMove => ({ seat: m.seat, from: m.from, to: m.to, huts: m.huts });

/** A complete, deep copy. */
export function cloneState(s: ClansState): ClansState {
  return {
    players: s.players,
    rng: s.rng,
    colours: s.colours.slice(),
    huts: s.huts.map((h) => h.slice()),
    villages: s.villages.map(copyVillage),
    colourScores: s.colourScores.slice(),
    chips: s.chips.slice(),
    startSeat: s.startSeat,
    turn: s.turn,
    phase: s.phase,
    unassigned: s.unassigned.slice(),
    lastMove: s.lastMove ? copyLastMove(s.lastMove) : null,
    lastMoves: s.lastMoves.map((m) => (m ? copyLastMove(m) : null)),
    endReason: s.endReason,
    turnsTaken: s.turnsTaken,
    history: s.history ? copyHistory(s.history) : null,
  };
}

/**
 * The copy a move changes: the state's lists are copied, their entries shared with `s` (a move replaces a
 * territory's huts, adds a village, replaces a last move; it never changes one in place). Keys in
 * `cloneState`'s order, so both copies read the same as JSON.
 */
export function copyForMove(s: ClansState): ClansState {
  return {
    players: s.players,
    rng: s.rng,
    colours: s.colours,
    huts: s.huts.slice(),
    villages: s.villages.slice(),
    colourScores: s.colourScores.slice(),
    chips: s.chips.slice(),
    startSeat: s.startSeat,
    turn: s.turn,
    phase: s.phase,
    unassigned: s.unassigned.slice(),
    lastMove: s.lastMove,
    lastMoves: s.lastMoves.slice(),
    endReason: s.endReason,
    turnsTaken: s.turnsTaken,
    history: s.history,
  };
}
