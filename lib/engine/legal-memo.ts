/**
 * Legal moves worked out once per state object and seat. The bots ask for a state's legal moves and then
 * apply one of them to the same state (several, when they weigh moves), and every application checks the
 * move against that same list. States are never modified once made (applyMove copies; the conformance suite
 * deep-freezes its states), so a list stays right for its state. Held in a WeakMap: an entry lives no longer
 * than its state, so the memo never holds more than the states its callers still hold.
 */
import { sameJson } from "./same-json";
import type { Seat } from "./types";

/** Seats beyond this (or not integers) are answered without the memo: no game has that many. */
const MAX_MEMO_SEAT = 15;

export interface LegalMemo<S, M> {
  /** The legal moves of `seat` in `s`: a fresh array at every call (callers may change it), the moves shared. */
  legalMoves(s: S, seat: Seat): M[];
  /** Is `move` among them (compared field by field, `sameJson`)? */
  isLegal(s: S, seat: Seat, move: unknown): boolean;
}

export function legalMemo<S extends object, M>(compute: (s: S, seat: Seat) => M[]): LegalMemo<S, M> {
  const listsByState = new WeakMap<S, (readonly M[] | undefined)[]>();
  const list = (s: S, seat: Seat): readonly M[] => {
    if (!Number.isInteger(seat) || seat < 0 || seat > MAX_MEMO_SEAT) return compute(s, seat);
    let lists = listsByState.get(s);
    if (!lists) listsByState.set(s, (lists = []));
    let moves = lists[seat];
    if (!moves) lists[seat] = moves = compute(s, seat);
    return moves;
  };
  return {
    legalMoves: (s, seat) => list(s, seat).slice(),
    isLegal: (s, seat, move) => {
      for (const m of list(s, seat)) if (sameJson(m, move)) return true;
      return false;
    },
  };
}
