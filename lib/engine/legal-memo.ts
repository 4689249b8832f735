/**
 * Legal moves worked out once per state and seat, for the few states asked about last. The bots ask for a
 * state's legal moves and then apply one of them to the same state (several, when they weigh moves), and
 * every application checks the move against that same list. States are never modified once made (applyMove
 * copies; the conformance suite deep-freezes its states), so a list stays right for its state object.
 * A short list of the latest states rather than a WeakMap: bounded, and no weak entries for the garbage
 * collector to trace (an applied move makes a new state every few microseconds).
 */
import { sameJson } from "./same-json";
import type { Seat } from "./types";

/** States remembered: a bot's look-ahead applies its moves to one state, between the other seats' calls. */
const REMEMBERED = 4;

export interface LegalMemo<S, M> {
  /** The legal moves of `seat` in `s`: a fresh array at every call (callers may change it), the moves shared. */
  legalMoves(s: S, seat: Seat): M[];
  /** Is `move` among them (compared field by field, `sameJson`)? */
  isLegal(s: S, seat: Seat, move: unknown): boolean;
}

export function legalMemo<S extends object, M>(compute: (s: S, seat: Seat) => M[]): LegalMemo<S, M> {
  const states: (S | null)[] = Array.from({ length: REMEMBERED }, () => null);
  const seats: Seat[] = Array.from({ length: REMEMBERED }, () => -1);
  const lists: (readonly M[])[] = Array.from({ length: REMEMBERED }, () => []);
  let next = 0;
  const list = (s: S, seat: Seat): readonly M[] => {
    for (let i = 0; i < REMEMBERED; i++) if (states[i] === s && seats[i] === seat) return lists[i] ?? [];
    const moves = compute(s, seat);
    states[next] = s;
    seats[next] = seat;
    lists[next] = moves;
    next = (next + 1) % REMEMBERED;
    return moves;
  };
  return {
    legalMoves: (s, seat) => list(s, seat).slice(),
    isLegal: (s, seat, move) => {
      const type = typeof move === "object" && move !== null ? (move as { type?: unknown }).type : undefined;
      // A legal move of another type (a string: no other value has its JSON) is surely another move.
      for (const m of list(s, seat))
        if (sameTypeOrUnknown(m, type) && mayBeSame(m, move) && sameJson(m, move)) return true;
      return false;
    },
  };
}

function sameTypeOrUnknown(m: unknown, type: unknown): boolean {
  const own = typeof m === "object" && m !== null ? (m as { type?: unknown }).type : undefined;
  return typeof own !== "string" || own === type;
}

/**
 * False when `move` surely differs from the legal move `m`: a field of `m` holding a string or a finite
 * number is not the very same value in `move` (no other value has the same JSON). A quick look over the
 * long lists (Clans has hundreds of moves); `sameJson` has the last word on the moves it lets through.
 */
export function mayBeSame(m: unknown, move: unknown): boolean {
  if (typeof m !== "object" || m === null || typeof move !== "object" || move === null) return true;
  const theirs = move as Record<string, unknown>;
  for (const key in m) {
    const v = (m as Record<string, unknown>)[key];
    if ((typeof v === "string" || (typeof v === "number" && Number.isFinite(v))) && theirs[key] !== v) return false;
  }
  return true;
}
