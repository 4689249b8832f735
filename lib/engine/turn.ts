/**
 * Generic turn machinery: a turn is a list of pending steps on top of the committed state.
 * Undo is a replay of the remaining pending steps from the committed state (no snapshot stack).
 * A "reveal" step commits everything before it and itself; an "end" step commits the turn.
 * Pending steps are kept per seat, so games with several awaited seats (feeding in Stone Age) work;
 * when one seat commits, every other seat's pending steps are replayed on the new committed state
 * and dropped if they no longer apply.
 */
import { canonicalJson } from "./canonical";
import { marksOf, type MoveMark } from "./marks";
import type { AnyGame, HistoryLine, MessageRef, Rejection, Result, Seat } from "./types";
import { isEmptyLine, ok, reject, rejectWith } from "./types";

/** Pending steps by seat (keys are seat numbers as strings, so the object survives JSON). */
export type PendingBySeat<M> = Record<string, M[]>;

/** A committed part of a turn: what goes into the match's move log. */
export interface CommittedSegment<M> {
  seat: Seat;
  moves: M[];
  /** Readable history lines (message refs, or plain sentences): one per move, then what happened automatically. */
  lines: HistoryLine[];
  /** What the moves did, for the board to draw (marks.ts); [] for a game without `markMove`. */
  marks: MoveMark[];
  /** True when the segment ended the seat's turn (false for a reveal in mid-turn). */
  endsTurn: boolean;
}

export interface StepResult<S, M> {
  committed: S;
  pending: PendingBySeat<M>;
  /** Segments committed by this step (empty while the step stays pending). */
  segments: CommittedSegment<M>[];
  /** Seats whose pending steps were dropped because another seat's commit made them invalid. */
  droppedSeats: Seat[];
}

export function pendingOf<M>(pending: PendingBySeat<M>, seat: Seat): M[] {
  return pending[String(seat)] ?? [];
}

function withPending<M>(pending: PendingBySeat<M>, seat: Seat, moves: M[]): PendingBySeat<M> {
  const out: PendingBySeat<M> = { ...pending };
  if (moves.length === 0) delete out[String(seat)];
  else out[String(seat)] = moves;
  return out;
}

export function sameMove(game: AnyGame, a: unknown, b: unknown): boolean {
  return game.sameMove ? game.sameMove(a, b) : canonicalJson(a) === canonicalJson(b);
}

/** Checks shape, turn and legality, then applies. The single gate every move passes. */
export function checkedApply<S, M>(game: AnyGame, state: S, seat: Seat, raw: unknown): Result<{ state: S; move: M }> {
  if (game.outcome(state)) return reject("GAME_OVER");
  const parsed = game.moveSchema.safeParse(raw);
  if (!parsed.success) return reject("MALFORMED_MOVE");
  const move = parsed.data as M;
  if (!game.activeSeats(state).includes(seat)) return reject("NOT_YOUR_TURN");
  const legal = game.legalMoves(state, seat) as M[];
  if (!legal.some((m) => sameMove(game, m, move))) {
    // The game's own reason ("You cannot end your turn yet."), as chessops' Result carries one; without one
    // the code's sentence ("That move is not allowed now.").
    return reject("ILLEGAL_MOVE", game.explainIllegal?.(state, seat, move) as MessageRef | null | undefined);
  }
  const applied = game.applyMove(state, seat, move) as Result<S>;
  if (!applied.ok) return applied;
  return ok({ state: applied.value, move });
}

/** The gate's sentence (errors catalogue) when a game without its own `endTurnMove` cannot simply end the turn now. */
export const GENERIC_CANNOT_END: MessageRef = { key: "cannotEndTurn" };

/**
 * The move that just ends `seat`'s turn in `state` (the End-turn button, `POST .../commit`), or why not:
 * the game's own `endTurnMove`, or else the one legal move of kind "end" when there is exactly one.
 */
export function endTurnMove<S, M>(game: AnyGame, state: S, seat: Seat): Result<M> {
  if (game.outcome(state)) return reject("GAME_OVER");
  if (!game.activeSeats(state).includes(seat)) return reject("NOT_YOUR_TURN");
  if (game.endTurnMove) return game.endTurnMove(state, seat) as Result<M>;
  const ends = (game.legalMoves(state, seat) as M[]).filter((m) => game.moveKind(state, seat, m) === "end");
  const only = ends.length === 1 ? ends[0] : undefined;
  return only === undefined ? rejectWith("ILLEGAL_MOVE", GENERIC_CANNOT_END) : ok(only);
}

/**
 * An `endTurnMove` for a game whose turn ends with one fixed move (`{ type: "end-turn" }`): that move when
 * it is legal, else the game's own reason from `explainIllegal`.
 */
export function fixedEndTurnMove<S, M>(make: () => M, explainIllegal: (s: S, seat: Seat, m: M) => MessageRef | null) {
  return (s: S, seat: Seat): Result<M> => {
    const move = make();
    const why = explainIllegal(s, seat, move);
    return why ? reject("ILLEGAL_MOVE", why) : ok(move);
  };
}

/** The state a seat sees while taking its turn: committed plus its own pending steps. */
export function currentState<S, M>(game: AnyGame, committed: S, pending: PendingBySeat<M>, seat: Seat): Result<S> {
  let state = committed;
  for (const move of pendingOf(pending, seat)) {
    const r = checkedApply<S, M>(game, state, seat, move);
    if (!r.ok) return r;
    state = r.value.state;
  }
  return ok(state);
}

/** A move's history lines: its own line, then what happened automatically; empty lines dropped. */
export function describeLines<S, M>(game: AnyGame, before: S, seat: Seat, move: M, after: S): HistoryLine[] {
  const lines: HistoryLine[] = [game.describeMove(before, seat, move, after) as HistoryLine];
  if (game.describeAftermath) lines.push(...(game.describeAftermath(before, seat, move, after) as HistoryLine[]));
  return lines.filter((l) => !isEmptyLine(l));
}

/** Re-applies pending steps of every other seat on a new committed state; drops those that fail. */
function revalidateOthers<S, M>(game: AnyGame, committed: S, pending: PendingBySeat<M>, actor: Seat) {
  let out: PendingBySeat<M> = withPending(pending, actor, []);
  const dropped: Seat[] = [];
  for (const key of Object.keys(out)) {
    const seat = Number(key);
    if (!currentState(game, committed, out, seat).ok) {
      out = withPending(out, seat, []);
      dropped.push(seat);
    }
  }
  return { pending: out, dropped };
}

/** Submits one step for a seat. The input states are never modified. */
export function submitStep<S, M>(
  game: AnyGame,
  committed: S,
  pending: PendingBySeat<M>,
  seat: Seat,
  raw: unknown,
): Result<StepResult<S, M>> {
  const cur = currentState<S, M>(game, committed, pending, seat);
  if (!cur.ok) return cur;
  const before = cur.value;
  const applied = checkedApply<S, M>(game, before, seat, raw);
  if (!applied.ok) return applied;
  const { state: after, move } = applied.value;
  const kind = game.moveKind(before, seat, move);
  const moves = [...pendingOf(pending, seat), move];

  if (kind === "step") {
    return ok({ committed, pending: withPending(pending, seat, moves), segments: [], droppedSeats: [] });
  }
  // Commit: describe every move of the turn from the committed state on.
  const lines: HistoryLine[] = [];
  const marks: MoveMark[] = [];
  let s = committed;
  for (const m of moves) {
    const r = checkedApply<S, M>(game, s, seat, m);
    if (!r.ok) return r; // cannot happen: the same replay succeeded above
    lines.push(...describeLines(game, s, seat, m, r.value.state));
    marks.push(...marksOf(game, s, seat, m, r.value.state));
    s = r.value.state;
  }
  const { pending: rest, dropped } = revalidateOthers(game, after, pending, seat);
  return ok({
    committed: after,
    pending: rest,
    segments: [{ seat, moves, lines, marks, endsTurn: kind === "end" }],
    droppedSeats: dropped,
  });
}

export function undoStep<M>(pending: PendingBySeat<M>, seat: Seat): Result<PendingBySeat<M>> {
  const moves = pendingOf(pending, seat);
  if (moves.length === 0) return nothingToUndo();
  return ok(withPending(pending, seat, moves.slice(0, -1)));
}

export function undoTurn<M>(pending: PendingBySeat<M>, seat: Seat): Result<PendingBySeat<M>> {
  if (pendingOf(pending, seat).length === 0) return nothingToUndo();
  return ok(withPending(pending, seat, []));
}

function nothingToUndo(): Rejection {
  return reject("NOTHING_TO_UNDO");
}

/** Rebuilds a state from the seed and the committed log: setup, then every committed move in order. */
export function replay<S, M>(
  game: AnyGame,
  setup: { players: number; seed: string; options: unknown },
  log: { seat: Seat; moves: M[] }[],
): Result<S> {
  return replayFrom<S, M>(game, game.setup(setup) as S, log);
}

/**
 * Continues a replay from a state reached earlier (a stored replay snapshot): every move of `log` in order,
 * each through the same gate as in play, so the result is the state a replay from the seed reaches.
 */
export function replayFrom<S, M>(game: AnyGame, start: S, log: { seat: Seat; moves: M[] }[]): Result<S> {
  let state = start;
  for (const entry of log) {
    for (const move of entry.moves) {
      const r = checkedApply<S, M>(game, state, entry.seat, move);
      if (!r.ok) return r;
      state = r.value.state;
    }
  }
  return ok(state);
}

/** Every state along a replay, for stepping through a match move by move. */
export function replayStates<S, M>(
  game: AnyGame,
  setup: { players: number; seed: string; options: unknown },
  log: { seat: Seat; moves: M[] }[],
): Result<{ entry: number; move: number; state: S }[]> {
  let state = game.setup(setup) as S;
  const out: { entry: number; move: number; state: S }[] = [{ entry: -1, move: -1, state }];
  for (const [ei, entry] of log.entries()) {
    for (const [mi, move] of entry.moves.entries()) {
      const r = checkedApply<S, M>(game, state, entry.seat, move);
      if (!r.ok) return r;
      state = r.value.state;
      out.push({ entry: ei, move: mi, state });
    }
  }
  return ok(out);
}
