/**
 * Views are built field by field (allow-list). The seat→colour mapping is the game's only secret: a seat
 * sees its own colour; everyone sees all colours only once the game is over. The PRNG state is never shown.
 */
import type { Seat } from "@/lib/engine";
import { COLOURS, EPOCHS, LAST_VILLAGE, epochIndexOf } from "./rules-data";
import { countedVillages } from "./scoring";
import { copyHistory, copyLastMove, copyVillage } from "./state";
import type { ClansState, ClansView } from "./types";

export function playerView(s: ClansState, viewer: Seat | null): ClansView {
  const counted = countedVillages(s);
  const colourOf = (seat: Seat) => {
    const c = COLOURS[s.colours[seat] ?? -1];
    if (!c) throw new Error(`No colour for seat ${seat}`);
    return c;
  };
  const over = s.phase === "over";
  return {
    players: s.players,
    turn: s.turn,
    startSeat: s.startSeat,
    phase: s.phase,
    huts: s.huts.map((h) => h.slice()),
    villages: s.villages.map(copyVillage),
    colourScores: s.colourScores.slice(),
    chips: s.chips.slice(),
    unassigned: s.unassigned.slice(),
    lastMove: s.lastMove ? copyLastMove(s.lastMove) : null,
    lastMoves: s.lastMoves.map((m) => (m ? copyLastMove(m) : null)),
    endReason: s.endReason,
    turnsTaken: s.turnsTaken,
    villagesCounted: counted,
    currentEpoch: counted >= LAST_VILLAGE ? EPOCHS.length - 1 : epochIndexOf(counted + 1),
    myColour: viewer !== null && viewer >= 0 && viewer < s.players ? colourOf(viewer) : null,
    revealedColours: over ? s.colours.map((_, seat) => colourOf(seat)) : null,
    history: s.history ? copyHistory(s.history) : null,
  };
}
