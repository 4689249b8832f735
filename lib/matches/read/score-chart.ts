/**
 * A finished match in numbers, for its charts and its record: each seat's score over the match (one point
 * per turn that changed a score), the final points by the game's scoring categories, and key moments (the
 * biggest single turns, the turn from which the winner stayed in front). Computed by replaying the log
 * through the game's engine and asking its score sheet (`GameDefinition.scoreSheet`) after every log entry.
 * Pure; a game without a score sheet has no charts (null). The replay sees full states, so this is only
 * ever run on finished matches (record.ts, chart-store.ts), where nothing is hidden any more.
 */
import { replayFrom, type AnyGame, type ScoreCategory, type Seat } from "@/lib/engine";

export interface ScorePoint {
  /** Turns completed so far (log entries that ended a turn): the chart's x axis. */
  turn: number;
  /** The log entry after which the scores were taken (-1: the start). */
  entry: number;
  scores: number[];
}

export interface BigTurn {
  entry: number;
  turn: number;
  seat: Seat;
  /** Points the mover's own score gained in this log entry (what followed automatically included). */
  gain: number;
}

export interface ScoreTimeline {
  /** Turns in the whole match. */
  turns: number;
  /** The start, then the scores after every turn that changed one, the end last (the outcome's scores). */
  points: ScorePoint[];
  /** Key moments: the biggest single turns (at most 3, biggest first; the match's last entry, with the final scoring, left out). */
  biggestTurns: BigTurn[];
  /** The point from which the winners were never behind again (null: no winner, or only at the very end). */
  leadForGood: { turn: number; entry: number } | null;
}

export interface ScoreBreakdown {
  /** The game's categories in its score sheet's order, each with points per seat. */
  categories: ScoreCategory[];
  /** Per seat: the categories' sum (equal to the outcome's scores). */
  totals: number[];
}

export interface ScoreCharts {
  scoreTimeline: ScoreTimeline;
  scoreBreakdown: ScoreBreakdown;
}

export interface ChartLogEntry {
  seat: Seat;
  moves: unknown[];
  endsTurn: boolean;
}

const BIGGEST_TURNS = 3;

const sameScores = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The charts of a finished match (null: the game has no score sheet, or the log does not replay to a
 * finished game, which a stored finished match never should).
 */
export function scoreCharts(
  game: AnyGame,
  setup: { players: number; seed: string; options: unknown },
  log: readonly ChartLogEntry[],
  winners: readonly Seat[],
): ScoreCharts | null {
  const sheet = game.scoreSheet;
  if (!sheet) return null;
  let state: unknown = game.setup(setup);
  let turn = 0;
  const points: ScorePoint[] = [{ turn: 0, entry: -1, scores: sheet.scores(state) }];
  const gains: BigTurn[] = [];
  let last = points[0]!.scores;
  const gained = new Map<string, number[]>();
  for (const [entry, e] of log.entries()) {
    if (sheet.gained) {
      // Move by move: the game tells what each move scored by category.
      for (const move of e.moves) {
        const after = replayFrom<unknown, unknown>(game, state, [{ seat: e.seat, moves: [move] }]);
        if (!after.ok) return null;
        for (const c of sheet.gained(state, after.value)) {
          const sums = gained.get(c.key) ?? Array<number>(setup.players).fill(0);
          c.points.forEach((v, seat) => (sums[seat] = (sums[seat] ?? 0) + v));
          gained.set(c.key, sums);
        }
        state = after.value;
      }
    } else {
      const after = replayFrom<unknown, unknown>(game, state, [{ seat: e.seat, moves: e.moves }]);
      if (!after.ok) return null;
      state = after.value;
    }
    if (e.endsTurn) turn++;
    const scores = sheet.scores(state);
    const gain = (scores[e.seat] ?? 0) - (last[e.seat] ?? 0);
    if (gain > 0 && entry < log.length - 1) gains.push({ entry, turn, seat: e.seat, gain });
    if (!sameScores(scores, last) || entry === log.length - 1) points.push({ turn, entry, scores });
    last = scores;
  }
  const categories = sheet.gained
    ? sheet.breakdown(
        state,
        [...gained].map(([key, points]) => ({ key, points })),
      )
    : sheet.breakdown(state);
  if (!categories) return null;
  const totals = last.map((_, seat) => categories.reduce((t, c) => t + (c.points[seat] ?? 0), 0));
  return {
    scoreTimeline: {
      turns: turn,
      points,
      biggestTurns: gains.sort((a, b) => b.gain - a.gain || a.entry - b.entry).slice(0, BIGGEST_TURNS),
      leadForGood: leadForGood(points, winners),
    },
    scoreBreakdown: { categories, totals },
  };
}

/** The first point from which every winner was at least level with everyone else up to the end. */
function leadForGood(points: readonly ScorePoint[], winners: readonly Seat[]) {
  if (winners.length === 0) return null;
  const ahead = (p: ScorePoint) => {
    const best = Math.max(...p.scores);
    return best > 0 && winners.every((w) => p.scores[w] === best);
  };
  let from = points.length;
  while (from > 0 && ahead(points[from - 1]!)) from--;
  // Only at the end (or never): nothing worth calling out.
  if (from >= points.length - 1) return null;
  const p = points[from]!;
  return { turn: p.turn, entry: p.entry };
}
