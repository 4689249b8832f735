/**
 * What a script needs to go on after an answer: whether the caller is awaited, their legal moves on the
 * state they see (their own pending steps included) and whether the game would end their turn now. The poll
 * carries it (GET .../moves), and so do the JSON answers of a step, an undo and a commit: a script then
 * neither reads the match again after each step nor tries to end its turn blindly to learn whether it may.
 */
import { currentState, endTurnMove, type AnyGame, type PendingBySeat, type Seat } from "@/lib/engine";

export interface TurnAnswer {
  /** The caller's seat is awaited. */
  myTurn: boolean;
  /** Their legal moves now; empty when they are not awaited. */
  legalMoves: unknown[];
  /** `POST .../commit` would end their turn now (the game names a move that ends it). */
  canEndTurn: boolean;
}

/**
 * The caller's turn on a running match: `awaited` says whether their seat is awaited in the committed state
 * (the match row's `activeSeats`); the moves are worked out on what they see.
 */
export function turnAnswer(
  game: AnyGame,
  committed: unknown,
  pending: PendingBySeat<unknown>,
  seat: Seat,
  awaited: boolean,
): TurnAnswer {
  if (!awaited) return { myTurn: false, legalMoves: [], canEndTurn: false };
  return turnOn(game, seenBy(game, committed, pending, seat), seat);
}

/** The state a seat sees (its pending steps on the committed state), or null when it is not to move in it. */
export function seenBy(game: AnyGame, committed: unknown, pending: PendingBySeat<unknown>, seat: Seat): unknown | null {
  const seen = currentState(game, committed, pending, seat);
  return seen.ok && game.activeSeats(seen.value).includes(seat) ? seen.value : null;
}

/** The answer of an awaited seat on the state it sees (`seenBy`; null: it has nothing to do there). */
export function turnOn(game: AnyGame, seen: unknown | null, seat: Seat): TurnAnswer {
  if (seen === null) return { myTurn: true, legalMoves: [], canEndTurn: false };
  return { myTurn: true, legalMoves: game.legalMoves(seen, seat), canEndTurn: endTurnMove(game, seen, seat).ok };
}
