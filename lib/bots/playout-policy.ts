/**
 * How every seat plays inside the strong bot's playouts: the greedy bot's habits (lib/engine/bot.ts: the end
 * of a turn held back for its first steps, taken after PATIENCE steps) with its one-move look-ahead over a
 * few legal moves drawn at random rather than all of them (Clans has hundreds of moves; a playout has to be
 * cheap to be played thousands of times), and now and then a random move.
 */
import type { AnyGame, Result, Rng, Seat } from "@/lib/engine";

const PATIENCE = 12;

export function playoutMove(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  rng: Rng,
  stepInTurn: number,
  width: number,
  epsilon: number,
): unknown {
  const legal = game.legalMoves(state, seat) as unknown[];
  if (legal.length <= 1) return legal[0] ?? null;
  let ends = 0;
  const isEnd = legal.map((m) => {
    const end = game.moveKind(state, seat, m) === "end";
    if (end) ends++;
    return end;
  });
  if (stepInTurn >= PATIENCE && ends > 0) {
    const endMoves = legal.filter((_, i) => isEnd[i]);
    return endMoves[rng.int(endMoves.length)] ?? null;
  }
  const pool = stepInTurn < 3 && ends < legal.length ? legal.filter((_, i) => !isEnd[i]) : legal;
  const evaluate = game.evaluate;
  if (!evaluate || rng.float() < epsilon) return pool[rng.int(pool.length)] ?? null;
  let best: unknown = null;
  let bestScore = -Infinity;
  const tries = Math.min(width, pool.length);
  // A partial Fisher-Yates: `tries` distinct moves at random.
  const order = pool.slice();
  for (let k = 0; k < tries; k++) {
    const j = k + rng.int(order.length - k);
    const move = order[j];
    order[j] = order[k];
    const r = game.applyMove(state, seat, move) as Result<unknown>;
    if (!r.ok) continue;
    const score = evaluate.call(game, r.value, seat) as number;
    if (score > bestScore) {
      bestScore = score;
      best = move;
    }
  }
  return best ?? pool[rng.int(pool.length)] ?? null;
}
