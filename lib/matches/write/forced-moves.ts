/**
 * "Play forced moves for me" (a user setting): when a player's whole turn is forced, i.e. from its start
 * every step has exactly one legal move, none of which reveals anything, ending with the end of the turn,
 * the site plays it for them at once and the history says so. A turn with any choice in it is left to the
 * player, untouched.
 */
import { submitStep, type AnyGame, type CommittedSegment, type PendingBySeat, type Seat } from "@/lib/engine";
import { currentState } from "@/lib/engine";

/** A forced turn is short; a longer chain is not worth looking for. */
const MAX_FORCED_STEPS = 20;

export const AUTOMATIC_LINE = "(played automatically: the only possible move)";

/** The moves of the seat's turn if the whole turn is forced, else null. The seat must have no pending steps. */
export function forcedTurn(game: AnyGame, committed: unknown, seat: Seat): unknown[] | null {
  let state = committed;
  const moves: unknown[] = [];
  for (let i = 0; i < MAX_FORCED_STEPS; i++) {
    const legal = game.legalMoves(state, seat) as unknown[];
    if (legal.length !== 1) return null;
    const move = legal[0];
    const kind = game.moveKind(state, seat, move);
    if (kind === "reveal") return null;
    moves.push(move);
    if (kind === "end") return moves;
    const r = game.applyMove(state, seat, move);
    if (!r.ok) return null;
    state = r.value;
  }
  return null;
}

/** Plays a forced turn through the turn machinery; returns the new committed state and its segment. */
export function playForcedTurn(
  game: AnyGame,
  committed: unknown,
  pending: PendingBySeat<unknown>,
  seat: Seat,
  moves: unknown[],
) {
  let c = committed;
  let p = pending;
  const segments: CommittedSegment<unknown>[] = [];
  for (const move of moves) {
    const r = submitStep(game, c, p, seat, move);
    if (!r.ok) return null;
    c = r.value.committed;
    p = r.value.pending;
    segments.push(...r.value.segments.map((s) => ({ ...s, lines: [...s.lines, AUTOMATIC_LINE] })));
  }
  // The whole turn must have been committed by its end move.
  if (!segments.some((s) => s.seat === seat && s.endsTurn) || currentState(game, c, p, seat).ok === false) return null;
  return { committed: c, pending: p, segments };
}
