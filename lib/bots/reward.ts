/**
 * What a finished or cut-off playout is worth to the searching seat, in [0, 1]: score-margin aware, so the
 * search prefers a big win to a narrow one and a narrow loss to a big one (a reward of wins alone cannot tell
 * moves apart once every line wins or every line loses).
 */
import type { AnyGame, Outcome, Seat } from "@/lib/engine";

/** The margin's scale of a game without its own `botMarginScale` (points that make a clear difference). */
const DEFAULT_SCALE = 10;
/** At the end of the game: this much of the reward is the win itself, the rest the margin. */
const WIN_WEIGHT = 0.7;

const squash = (margin: number, scale: number) => 1 / (1 + Math.exp(-margin / scale));

/** My score minus the best other score (my lead, or how far behind I am). */
function margin(values: readonly number[], seat: Seat): number {
  let best = -Infinity;
  values.forEach((v, i) => {
    if (i !== seat && v > best) best = v;
  });
  return (values[seat] ?? 0) - (best === -Infinity ? 0 : best);
}

export function terminalReward(game: AnyGame, outcome: Outcome, seat: Seat): number {
  const scale = game.botMarginScale ?? DEFAULT_SCALE;
  const win = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
  return WIN_WEIGHT * win + (1 - WIN_WEIGHT) * squash(margin(outcome.scores, seat), scale);
}

/** A position cut off before the end: the game's `evaluate` of every seat, my lead over the best other. */
export function heuristicReward<S>(game: AnyGame, state: S, seat: Seat, players: number): number {
  const scale = game.botMarginScale ?? DEFAULT_SCALE;
  if (!game.evaluate) return 0.5;
  const values = Array.from({ length: players }, (_, i) => game.evaluate?.(state, i) as number);
  return squash(margin(values, seat), scale);
}
