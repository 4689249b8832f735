/**
 * Known-answer tables, as chessops pins its move generator with perft counts: for fixed seeds, the number
 * of legal moves at several positions of a seeded walk and the final scores of whole walks. A change that
 * alters any of them is a rules change: the test fails until the game's `rulesVersion` is raised on purpose
 * and the table re-pinned (`npm run known-answers -- --game <key>` prints it). Each table names the rules
 * version it pins; tables of older versions stay and are checked against `rulesFor(version)`, which proves
 * that matches stored under them still replay as they were played.
 *
 * The walk is `randomPlayout` with the "uniform" style (every legal move equally likely, the awaited seat
 * drawn at random): it pins the rules, not the bots' habits.
 */
import { randomPlayout } from "./playout";
import type { AnyGame, Seat } from "./types";

/** [players, seed, steps played, legal moves of the first awaited seat then] */
export type LegalCountRow = [players: number, seed: string, step: number, legalCount: number];
/** [players, seed, steps of the whole walk, final scores by seat] */
export type FinalScoreRow = [players: number, seed: string, steps: number, scores: number[]];

export interface KnownAnswerTable {
  game: string;
  rulesVersion: number;
  /** The game options every walk of this table is played with (a game's variants); absent: the defaults. */
  options?: unknown;
  legalCounts: LegalCountRow[];
  finalScores: FinalScoreRow[];
}

export interface Walk {
  /** Legal moves of the first awaited seat after each step (index = steps played). */
  legalCounts: number[];
  steps: number;
  scores: number[];
}

export function walk(game: AnyGame, players: number, seed: string, options?: unknown): Walk {
  const legalCounts: number[] = [];
  const r = randomPlayout<unknown, unknown>({
    game,
    players,
    seed,
    options,
    style: "uniform",
    seatChoice: "random",
    inspect: (state) => {
      const seat = (game.activeSeats(state) as Seat[])[0];
      legalCounts.push(seat === undefined ? 0 : (game.legalMoves(state, seat) as unknown[]).length);
    },
  });
  return { legalCounts, steps: r.steps, scores: r.outcome?.scores ?? [] };
}

/** Seeds and walk positions every table uses (sparse further out: walks differ in length). */
export const KNOWN_ANSWER_SEEDS = ["ka-1", "ka-2"] as const;
export const KNOWN_ANSWER_POSITIONS = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597] as const;

/**
 * A table for `game` as it plays now: legal counts at `positions` (steps), for each player count and seed,
 * played with `options` when given (the table then records them).
 */
export function pinTable(
  game: AnyGame,
  seeds: readonly string[] = KNOWN_ANSWER_SEEDS,
  positions: readonly number[] = KNOWN_ANSWER_POSITIONS,
  options?: unknown,
): KnownAnswerTable {
  const table: KnownAnswerTable = {
    game: game.key,
    rulesVersion: game.rulesVersion,
    ...(options === undefined ? {} : { options }),
    legalCounts: [],
    finalScores: [],
  };
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    for (const seed of seeds) {
      const w = walk(game, players, seed, options);
      for (const step of positions) {
        const n = w.legalCounts[step];
        if (n !== undefined) table.legalCounts.push([players, seed, step, n]);
      }
      table.finalScores.push([players, seed, w.steps, w.scores]);
    }
  }
  return table;
}
