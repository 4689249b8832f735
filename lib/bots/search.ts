/**
 * The strong bot: flat Monte Carlo search with determinization. Each iteration draws a full state from the
 * seat's view (`sampleState`: the hidden parts and future dice redrawn, so the search never knows more than
 * the seat), applies one of the legal moves (chosen by UCB1 over the moves' mean rewards), and plays on with
 * epsilon-greedy playouts (playout-policy.ts: a one-move look-ahead over a few moves, a random move now and then) to the end of
 * the game or a horizon of turns, scored by reward.ts. Flat rather than a tree: the determinized states
 * differ in their hidden parts, so a tree below the first move would mostly mix unlike positions (the
 * information-set tree search pays off for deeper tactics than these games' turns show). Runs until the wall-clock
 * budget is spent, or a fixed number of iterations (reproducible, for tests and benchmarks).
 */
import { Rng, seedRng, type AnyGame, type Result, type Seat } from "@/lib/engine";
import { playoutMove } from "./playout-policy";
import { heuristicReward, terminalReward } from "./reward";

export interface SearchOptions {
  budgetMs: number;
  seed: string;
  /** Stop after exactly this many iterations instead of at the budget (the move is then reproducible). */
  iterations?: number;
  /** Turns (all seats') a playout runs before it is cut off and evaluated. */
  horizonTurns?: number;
  /** Legal moves the playouts' greedy look-ahead tries per step. */
  width?: number;
  /** Share of random moves in the playouts. */
  epsilon?: number;
  /** Steps the seat has taken in this turn: the playouts go on from there, and a long turn is ended. */
  stepInTurn?: number;
  /** The clock (tests may pass their own). */
  now?: () => number;
}

export interface MoveStats<M> {
  move: M;
  visits: number;
  mean: number;
}

export interface SearchResult<M> {
  move: M;
  iterations: number;
  stats: MoveStats<M>[];
}

/** Beyond this many legal moves, only the best ones by a one-move look-ahead are searched. */
const MAX_CANDIDATES = 16;
const UCB_C = 0.4;
/** How many playouts the look-ahead prior counts as (see flatMonteCarlo). */
const PRIOR_VISITS = 2;
const DEFAULT_EPSILON = 0.15;
const DEFAULT_WIDTH = 6;
/**
 * After this many steps in one turn the strong bot ends the turn when it can: a game may let a turn go on
 * forever with moves that look no worse than ending it (the tiny game's adding), and the site gives up on a
 * bot turn after 400 steps (lib/engine/bot.ts).
 */
const TURN_PATIENCE = 30;
/** A playout that has not reached its horizon after this many steps is a bug; cut off. */
const MAX_PLAYOUT_STEPS = 3000;

const playersOf = (state: unknown, seat: Seat): number => {
  const n = (state as { players?: unknown }).players;
  return typeof n === "number" && Number.isInteger(n) && n > seat ? n : seat + 1;
};

export function defaultHorizon(players: number): number {
  return players + 1;
}

export function flatMonteCarlo<M>(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  legal: readonly M[],
  o: SearchOptions,
): SearchResult<M> {
  const first = legal[0];
  if (first === undefined) throw new Error("no legal move to choose from");
  const sample = game.sampleState;
  if (!sample) throw new Error(`${game.key} has no sampleState`);
  const rng = new Rng(seedRng(`strong:${o.seed}`));
  if (legal.length === 1) return { move: first, iterations: 0, stats: [{ move: first, visits: 0, mean: 0 }] };
  const now = o.now ?? (() => performance.now());
  const deadline = now() + o.budgetMs;
  const probe = sample.call(game, view, seat, rng);
  const players = playersOf(probe, seat);
  const horizon = o.horizonTurns ?? defaultHorizon(players);
  const epsilon = o.epsilon ?? DEFAULT_EPSILON;
  const width = o.width ?? DEFAULT_WIDTH;
  const stepInTurn = o.stepInTurn ?? 0;
  const ends = legal.filter((m) => game.moveKind(probe, seat, m) === "end");
  const pool = stepInTurn >= TURN_PATIENCE && ends.length > 0 ? ends : legal;
  const candidates = pool.length > MAX_CANDIDATES ? bestByLookAhead(game, probe, seat, pool) : pool.slice();
  const kinds = candidates.map((m) => game.moveKind(probe, seat, m));
  // A prior from the one-move look-ahead: each move starts with PRIOR_VISITS visits worth what the position
  // after it is worth by `evaluate`. With few iterations the search stays close to the greedy bot's choice;
  // the playouts overrule it as they add up.
  const prior = candidates.map((m) => {
    const r = game.applyMove(probe, seat, m) as Result<unknown>;
    if (!r.ok) return 0;
    const outcome = game.outcome(r.value);
    return outcome ? terminalReward(game, outcome, seat) : heuristicReward(game, r.value, seat, players);
  });
  const visits = candidates.map(() => 0);
  const totals = candidates.map(() => 0);
  let iterations = 0;
  for (;;) {
    if (o.iterations !== undefined ? iterations >= o.iterations : iterations > 0 && now() >= deadline) break;
    const i = iterations < candidates.length ? iterations : ucb(visits, totals, prior, iterations);
    const state = sample.call(game, view, seat, rng);
    const r = game.applyMove(state, seat, candidates[i]) as Result<unknown>;
    const next = kinds[i] === "end" ? 0 : stepInTurn + 1;
    const reward = r.ok ? playout(game, r.value, seat, players, rng, horizon, epsilon, next, width) : 0;
    visits[i] = (visits[i] ?? 0) + 1;
    totals[i] = (totals[i] ?? 0) + reward;
    iterations++;
  }
  const stats = candidates.map((move, i) => ({
    move,
    visits: visits[i] ?? 0,
    mean: ((totals[i] ?? 0) + PRIOR_VISITS * (prior[i] ?? 0)) / ((visits[i] ?? 0) + PRIOR_VISITS),
  }));
  // The move with the best mean among those tried; ties: the one tried most, then the first.
  let best = stats[0] as MoveStats<M>;
  for (const s of stats) if (s.mean > best.mean || (s.mean === best.mean && s.visits > best.visits)) best = s;
  return { move: best.move, iterations, stats };
}

function ucb(visits: readonly number[], totals: readonly number[], prior: readonly number[], n: number): number {
  let best = 0;
  let bestValue = -Infinity;
  const logN = Math.log(n + PRIOR_VISITS * visits.length);
  for (let i = 0; i < visits.length; i++) {
    const v = (visits[i] ?? 0) + PRIOR_VISITS;
    const value = ((totals[i] ?? 0) + PRIOR_VISITS * (prior[i] ?? 0)) / v + UCB_C * Math.sqrt(logN / v);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}

/** The MAX_CANDIDATES legal moves whose result `evaluate` likes best on one sampled state (all of them without `evaluate`). */
function bestByLookAhead<M>(game: AnyGame, state: unknown, seat: Seat, legal: readonly M[]): M[] {
  const evaluate = game.evaluate;
  if (!evaluate) return legal.slice(0, MAX_CANDIDATES);
  const scored = legal.map((move, i) => {
    const r = game.applyMove(state, seat, move) as Result<unknown>;
    return { move, i, score: r.ok ? (evaluate.call(game, r.value, seat) as number) : -Infinity };
  });
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.slice(0, MAX_CANDIDATES).map((s) => s.move);
}

/** Epsilon-greedy play by every seat from `state` until the end or `horizon` turns; the reward for `seat`. */
function playout(
  game: AnyGame,
  start: unknown,
  seat: Seat,
  players: number,
  rng: Rng,
  horizon: number,
  epsilon: number,
  firstStep: number,
  width: number,
): number {
  let state = start;
  let turns = 0;
  // The searching seat's turn may go on after the searched move: the playout goes on from its step count.
  let stepInTurn = firstStep;
  for (let steps = 0; steps < MAX_PLAYOUT_STEPS && turns < horizon; steps++) {
    const outcome = game.outcome(state);
    if (outcome) return terminalReward(game, outcome, seat);
    const mover = (game.activeSeats(state) as Seat[])[0];
    if (mover === undefined) break;
    const move = playoutMove(game, state, mover, rng, stepInTurn, width, epsilon);
    if (move === null) break;
    const kind = game.moveKind(state, mover, move);
    const r = game.applyMove(state, mover, move) as Result<unknown>;
    if (!r.ok) break;
    state = r.value;
    if (kind === "end") {
      turns++;
      stepInTurn = 0;
    } else stepInTurn++;
  }
  const outcome = game.outcome(state);
  return outcome ? terminalReward(game, outcome, seat) : heuristicReward(game, state, seat, players);
}
