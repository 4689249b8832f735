/**
 * Bots play from `legalMoves` alone. "random" picks uniformly (turn-ending moves are held back for the
 * first few steps so a turn does something); "greedy" scores each legal move with the game's `evaluate`
 * after applying it and takes the best, breaking ties at random. Their randomness comes from a seeded
 * Rng the caller derives from the match, so a bot's play is reproducible.
 */
import type { Rng } from "./rng";
import { submitStep, type CommittedSegment, type PendingBySeat } from "./turn";
import type { AnyGame, Result, Seat } from "./types";
import { ok, rejectWith } from "./types";

export const BOT_STYLES = ["random", "greedy"] as const;
export type BotStyle = (typeof BOT_STYLES)[number];

/** A bot stops trading around after this many steps in one turn and ends it when it can. */
const PATIENCE = 12;
/** Hard cap: a game whose turn never ends from legal moves is a bug, reported as a rejection. */
const MAX_STEPS = 400;

export function chooseBotMove<S, M>(
  game: AnyGame,
  state: S,
  seat: Seat,
  rng: Rng,
  style: BotStyle,
  stepNo: number,
): M | null {
  const legal = game.legalMoves(state, seat) as M[];
  if (legal.length === 0) return null;
  const kinds = legal.map((m) => game.moveKind(state, seat, m));
  const ends = legal.filter((_, i) => kinds[i] === "end");
  if (stepNo >= PATIENCE && ends.length > 0) return ends[rng.int(ends.length)] ?? null;
  // Hold the end of the turn back while there is something else to do, early in the turn.
  const pool = stepNo < 3 && ends.length < legal.length ? legal.filter((_, i) => kinds[i] !== "end") : legal;
  if (style === "greedy" && game.evaluate) {
    let best: M[] = [];
    let bestScore = -Infinity;
    for (const m of pool) {
      const r = game.applyMove(state, seat, m) as Result<S>;
      if (!r.ok) continue;
      const score = game.evaluate(r.value, seat) as number;
      if (score > bestScore) {
        bestScore = score;
        best = [m];
      } else if (score === bestScore) best.push(m);
    }
    if (best.length > 0) return best[rng.int(best.length)] ?? null;
  }
  return pool[rng.int(pool.length)] ?? null;
}

/** Plays the seat's whole turn (until a turn-ending commit or the seat is no longer awaited). */
export function playBotTurn<S, M>(
  game: AnyGame,
  committed: S,
  pending: PendingBySeat<M>,
  seat: Seat,
  rng: Rng,
  style: BotStyle,
): Result<{ committed: S; pending: PendingBySeat<M>; segments: CommittedSegment<M>[] }> {
  let c = committed;
  let p = pending;
  const segments: CommittedSegment<M>[] = [];
  for (let step = 0; step < MAX_STEPS; step++) {
    let state = c;
    for (const m of p[String(seat)] ?? []) {
      const r = game.applyMove(state, seat, m) as Result<S>;
      if (!r.ok) return r;
      state = r.value;
    }
    if (game.outcome(state) || !game.activeSeats(state).includes(seat)) break;
    const move = chooseBotMove<S, M>(game, state, seat, rng, style, step);
    if (move === null) break;
    const r = submitStep<S, M>(game, c, p, seat, move);
    if (!r.ok) return r;
    c = r.value.committed;
    p = r.value.pending;
    segments.push(...r.value.segments);
    if (r.value.segments.some((s) => s.endsTurn)) return ok({ committed: c, pending: p, segments });
  }
  if ((p[String(seat)] ?? []).length > 0) return rejectWith("ILLEGAL_MOVE", { key: "botStuck" });
  return ok({ committed: c, pending: p, segments });
}
