/** The engine style's copy of a Clans state (docs/adding-a-game.md): complete, deep, written out by hand. */
import type { ClansState, LastMove, Village } from "./types";

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

export const copyLastMove = (m: LastMove): LastMove => ({ seat: m.seat, from: m.from, to: m.to, huts: m.huts });

/** structuredClone is several times slower, and every applied move copies the state. */
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
  };
}
