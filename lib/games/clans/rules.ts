/** Turn flow: move, then any epoch choices, then end the turn. */
import { at, ok, reject, type MessageRef, type MoveKind, type Result, type Seat } from "@/lib/engine";
import { sameJson } from "@/lib/engine/same-json";
import { anyMovePossible, eachMovement, hutTotal, isMovementOption, isolatedTerritories } from "./movement";
import { LAST_VILLAGE } from "./rules-data";
import { countedVillages, foundVillage, settleVillages } from "./scoring";
import { REFUSALS } from "./messages";
import { copyForMove, withStep } from "./state";
import { wellFormed, type ClansMove, type ClansState } from "./types";

export function activeSeats(s: ClansState): Seat[] {
  return s.phase === "over" ? [] : [s.turn];
}

const hutMove = (from: number, to: number): ClansMove => ({ type: "move", from, to });

export function legalMoves(s: ClansState, seat: Seat): ClansMove[] {
  if (s.phase === "over" || seat !== s.turn) return [];
  switch (s.phase) {
    case "move":
      // The turn is one move; it cannot be skipped (the game ends when no move is possible at all).
      return eachMovement(s.huts, hutMove);
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

/** Why a move of each type is not among the legal moves: the phase of the turn it does not fit. */
const REASONS: Record<ClansMove["type"], (s: ClansState) => MessageRef> = {
  move: (s) =>
    s.phase === "choose-village"
      ? REFUSALS.chooseVillageFirst
      : s.phase !== "move"
        ? REFUSALS.alreadyMoved
        : REFUSALS.cannotMoveThere,
  "choose-village": () => REFUSALS.noVillageWaiting,
  "end-turn": (s) => (s.phase === "choose-village" ? REFUSALS.chooseVillageFirst : REFUSALS.moveFirst),
};

export const isLegal = (s: ClansState, seat: Seat, m: ClansMove): boolean =>
  legalMoves(s, seat).some((l) => sameJson(l, m));

/**
 * How `applyMove` asks whether a move is legal: `isLegal` by default; the game object passes its memo of each
 * state's legal moves (lib/engine/legal-memo.ts), the same answer without working them out again.
 */
export type LegalCheck = (s: ClansState, seat: Seat, m: ClansMove) => boolean;

/**
 * `isLegal` for a move of the "move" phase without listing the hundreds of legal moves: the same answer (a test
 * compares them). A move is legal when it is exactly `{ type: "move", from, to }` (another defined field would
 * make it another move) with a pair of `movementOptions`. Other moves are asked of `others`.
 */
export function isLegalHutMove(s: ClansState, seat: Seat, m: ClansMove, others: LegalCheck = isLegal): boolean {
  if (m.type !== "move" || s.phase !== "move" || seat !== s.turn) return others(s, seat, m);
  for (const key of Object.keys(m)) {
    if (key !== "type" && key !== "from" && key !== "to" && (m as Record<string, unknown>)[key] !== undefined)
      return false;
  }
  return isMovementOption(s.huts, m.from, m.to);
}

/** Why a well-formed move is not legal for `seat` now (legality from `legalMoves`, the reason from REASONS), or null. */
export function explainIllegal(
  s: ClansState,
  seat: Seat,
  m: ClansMove,
  legal: LegalCheck = isLegal,
): MessageRef | null {
  if (s.phase === "over") return REFUSALS.gameOver;
  if (seat !== s.turn) return REFUSALS.notYourTurn;
  return legal(s, seat, m) ? null : REASONS[m.type](s);
}

export function applyMove(state: ClansState, seat: Seat, m: unknown, legal: LegalCheck = isLegal): Result<ClansState> {
  if (!wellFormed(m)) return reject("MALFORMED_MOVE");
  if (state.phase === "over") return reject("GAME_OVER");
  if (seat !== state.turn) return reject("NOT_YOUR_TURN");
  const why = explainIllegal(state, seat, m, legal);
  if (why) return reject("ILLEGAL_MOVE", why);
  const n = copyForMove(state);
  switch (m.type) {
    case "move": {
      const from = at(n.huts, m.from, "territory");
      const to = at(n.huts, m.to, "territory");
      const moved = hutTotal(from);
      n.huts[m.to] = to.map((c, i) => c + at(from, i, "colour"));
      n.huts[m.from] = from.map(() => 0);
      n.lastMove = { seat, from: m.from, to: m.to, huts: moved };
      n.lastMoves[seat] = { seat, from: m.from, to: m.to, huts: moved };
      n.history = withStep(state.history, [m.from, m.to]);
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
      n.history = withStep(state.history, [m.territory]);
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
