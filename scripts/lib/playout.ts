/**
 * A generic random playout for any registered game, driven by `legalMoves` alone (the site's "random"
 * bot choice via `chooseBotMove`), applying moves directly for speed. Used by the bench and simulate
 * scripts and by game tests. An optional `check` runs after every step (invariants).
 */
import { Rng, chooseBotMove, seedRng, type AnyGame, type BotStyle, type Outcome, type Seat } from "@/lib/engine";

export interface PlayoutEntry<M> {
  seat: Seat;
  moves: M[];
}

export interface PlayoutResult<S, M> {
  state: S;
  outcome: Outcome | null;
  steps: number;
  turns: number;
  log: PlayoutEntry<M>[];
  /** Time spent in legalMoves (ms) per call, when `timeLegalMoves` is set. */
  legalTimes: number[];
}

export interface PlayoutOptions<S, M> {
  game: AnyGame;
  players: number;
  seed: string;
  options?: unknown;
  style?: BotStyle;
  /** Give up (throw) after this many steps: a game that never ends from legal moves is a bug. */
  maxSteps?: number;
  check?: (before: S, seat: Seat, move: M, after: S) => void;
  timeLegalMoves?: boolean;
  /** Keep the committed log (for replays). */
  keepLog?: boolean;
}

export function randomPlayout<S, M>(o: PlayoutOptions<S, M>): PlayoutResult<S, M> {
  const { game } = o;
  const options = game.optionsSchema.parse(o.options ?? {});
  let state = game.setup({ players: o.players, seed: o.seed, options }) as S;
  const rng = new Rng(seedRng(`bot:${o.seed}`));
  const log: PlayoutEntry<M>[] = [];
  const legalTimes: number[] = [];
  let current: PlayoutEntry<M> | null = null;
  let steps = 0;
  let turns = 0;
  let stepInTurn = 0;
  const maxSteps = o.maxSteps ?? 200_000;
  while (!game.outcome(state)) {
    const seats = game.activeSeats(state) as Seat[];
    const seat = seats[0];
    if (seat === undefined) throw new Error("no active seat but no outcome");
    if (o.timeLegalMoves) {
      const t0 = performance.now();
      game.legalMoves(state, seat);
      legalTimes.push(performance.now() - t0);
    }
    const move = chooseBotMove<S, M>(game, state, seat, rng, o.style ?? "random", stepInTurn);
    if (move === null) throw new Error(`seat ${seat} has no legal move`);
    const kind = game.moveKind(state, seat, move);
    const r = game.applyMove(state, seat, move);
    if (!r.ok) throw new Error(`legal move rejected: ${r.message} ${JSON.stringify(move)}`);
    const after = r.value as S;
    o.check?.(state, seat, move, after);
    if (o.keepLog) {
      if (!current || current.seat !== seat) {
        current = { seat, moves: [] };
        log.push(current);
      }
      current.moves.push(move);
    }
    state = after;
    steps++;
    stepInTurn++;
    if (kind !== "step") {
      current = null;
      if (kind === "end") {
        turns++;
        stepInTurn = 0;
      }
    }
    if (steps > maxSteps) throw new Error(`no end after ${maxSteps} steps`);
  }
  return { state, outcome: game.outcome(state), steps, turns, log, legalTimes };
}
