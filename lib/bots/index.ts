/**
 * The bots' one entry point: a move for `seat` from its view and its legal moves alone, so a bot cannot
 * cheat, and anyone can pit it against another program with the engines alone. Levels: "random" and
 * "greedy" play as the engine's bots (lib/engine/bot.ts) on a state sampled from the view; "strong" searches
 * (search.ts) for `budgetMs` of wall-clock time. Synchronous: the web server runs it in a worker (pool.ts).
 */
import { chooseBotMove, Rng, sameMove, seedRng, type Seat } from "@/lib/engine";
import { botGame } from "./games";
import { clampBudget, type BotLevel } from "./levels";
import { flatMonteCarlo, type SearchResult } from "./search";

export { BOT_LEVELS, DEFAULT_BUDGET_MS, MAX_BUDGET_MS, clampBudget, type BotLevel } from "./levels";

export interface ChooseOptions {
  level: BotLevel;
  /** The strong bot's thinking time (default 1000 ms, at most 5000 ms). */
  budgetMs?: number;
  /** The bot's randomness: the same seed, view and legal moves give the same move (for "strong": with `iterations`). */
  seed: string;
  /** The strong bot: a fixed number of search iterations instead of the budget (reproducible). */
  iterations?: number;
  /** Steps this seat has taken in its current turn (the random and greedy bots hold the end of a turn back at first). */
  stepInTurn?: number;
}

export function chooseMove<M>(
  gameKey: string,
  view: unknown,
  seat: Seat,
  legalMoves: readonly M[],
  o: ChooseOptions,
): M {
  return chooseMoveWithStats(gameKey, view, seat, legalMoves, o).move;
}

/** `chooseMove` with what the search found (iterations and each move's mean reward; one entry for the other levels). */
export function chooseMoveWithStats<M>(
  gameKey: string,
  view: unknown,
  seat: Seat,
  legalMoves: readonly M[],
  o: ChooseOptions,
): SearchResult<M> {
  const first = legalMoves[0];
  if (first === undefined) throw new Error("no legal move to choose from");
  const game = botGame(gameKey);
  const rng = new Rng(seedRng(`${o.level}:${o.seed}`));
  const one = (move: M): SearchResult<M> => ({ move, iterations: 0, stats: [{ move, visits: 0, mean: 0 }] });
  if (legalMoves.length === 1 || !game.sampleState) return one(legalMoves[rng.int(legalMoves.length)] ?? first);
  if (o.level === "strong") {
    return flatMonteCarlo(game, view, seat, legalMoves, {
      budgetMs: clampBudget(o.budgetMs),
      seed: o.seed,
      iterations: o.iterations,
      stepInTurn: o.stepInTurn,
    });
  }
  const state = game.sampleState(view, seat, rng);
  const chosen = chooseBotMove<unknown, M>(game, state, seat, rng, o.level, o.stepInTurn ?? 0);
  // The caller's own move object (the sampled state's legal moves are equal to it, not the same objects).
  return one(legalMoves.find((m) => chosen !== null && sameMove(game, m, chosen)) ?? first);
}
