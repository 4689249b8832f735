/** Turn flow: move, then any epoch choices, then end the turn. */
import { at, ok, reject, type Result, type Seat, type MoveKind } from "@/lib/engine";
import { anyMovePossible, canMove, hutTotal, isolatedTerritories, movementOptions } from "./movement";
import { LAST_VILLAGE } from "./rules-data";
import { countedVillages, foundVillage, settleVillages } from "./scoring";
import { MESSAGES } from "./messages";
import { cloneState } from "./state";
import { wellFormed, type ClansMove, type ClansState } from "./types";

export function activeSeats(s: ClansState): Seat[] {
  return s.phase === "over" ? [] : [s.turn];
}

export function legalMoves(s: ClansState, seat: Seat): ClansMove[] {
  if (s.phase === "over" || seat !== s.turn) return [];
  switch (s.phase) {
    case "move":
      // The turn is one move; it cannot be skipped (the game ends when no move is possible at all).
      return movementOptions(s.huts).map(({ from, to }) => ({ type: "move", from, to }));
    case "choose-village":
      return s.unassigned.map((territory) => ({ type: "choose-village", territory }));
    case "end-turn":
      return [{ type: "end-turn" }];
  }
}

/** The move and the epoch choices are undoable steps: no randomness and nothing hidden is revealed. */
export function moveKind(_s: ClansState, _seat: Seat, m: ClansMove): MoveKind {
  return m.type === "end-turn" ? "end" : "step";
}

/** Why a well-formed move is not legal for `seat` now (a sentence from messages.ts), or null when it is. */
export function explainIllegal(s: ClansState, seat: Seat, m: ClansMove): string | null {
  if (s.phase === "over") return MESSAGES.gameOver;
  if (seat !== s.turn) return MESSAGES.notYourTurn;
  switch (m.type) {
    case "move":
      if (s.phase === "choose-village") return MESSAGES.chooseVillageFirst;
      if (s.phase !== "move") return MESSAGES.alreadyMoved;
      return canMove(s.huts, m.from, m.to) ? null : MESSAGES.cannotMoveThere;
    case "choose-village":
      return s.phase === "choose-village" && s.unassigned.includes(m.territory) ? null : MESSAGES.noVillageWaiting;
    case "end-turn":
      if (s.phase === "choose-village") return MESSAGES.chooseVillageFirst;
      return s.phase === "end-turn" ? null : MESSAGES.moveFirst;
  }
}

export function applyMove(state: ClansState, seat: Seat, m: unknown): Result<ClansState> {
  if (!wellFormed(m)) return reject("MALFORMED_MOVE", MESSAGES.malformed);
  if (state.phase === "over") return reject("GAME_OVER", MESSAGES.gameOver);
  if (seat !== state.turn) return reject("NOT_YOUR_TURN", MESSAGES.notYourTurn);
  const why = explainIllegal(state, seat, m);
  if (why) return reject("ILLEGAL_MOVE", why);
  const n = cloneState(state);
  switch (m.type) {
    case "move": {
      const from = at(n.huts, m.from, "territory");
      const to = at(n.huts, m.to, "territory");
      const moved = hutTotal(from);
      n.huts[m.to] = to.map((c, i) => c + at(from, i, "colour"));
      n.huts[m.from] = from.map(() => 0);
      n.lastMove = { seat, from: m.from, to: m.to, huts: moved };
      n.lastMoves[seat] = { seat, from: m.from, to: m.to, huts: moved };
      // "Werden durch einen Zug 2 Dörfer gegründet ...": a move may found several villages at once.
      n.unassigned = isolatedTerritories(
        n.huts,
        n.villages.map((v) => v.territory),
      );
      settleVillages(n, seat);
      return ok(n);
    }
    case "choose-village": {
      n.unassigned = n.unassigned.filter((t) => t !== m.territory);
      foundVillage(n, m.territory, seat);
      settleVillages(n, seat);
      return ok(n);
    }
    case "end-turn": {
      n.turnsTaken += 1;
      n.turn = (state.turn + 1) % state.players;
      n.phase = "move";
      // The game ends with the 12th village, or "wenn kein Zug mehr möglich ist" (decided here, when the turn
      // is committed, so the last mover can still undo and the end is never pending).
      if (countedVillages(n) >= LAST_VILLAGE) {
        n.phase = "over";
        n.endReason = "twelfth-village";
      } else if (!anyMovePossible(n.huts)) {
        n.phase = "over";
        n.endReason = "no-moves";
      }
      return ok(n);
    }
  }
}
