/**
 * A random playout of any game, driven by `legalMoves` alone and applying moves directly (no turn
 * machinery) for speed. One implementation for the bench and simulate scripts, the games' playout tests,
 * the known-answer tables and the conformance suite. Hooks: `inspect` sees every state before it is used,
 * `check` every step.
 */
import { chooseBotMove, type BotStyle } from "./bot";
import { Rng, seedRng } from "./rng";
import { rejectionText, type AnyGame, type Outcome, type Seat } from "./types";

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
}

/**
 * How moves are chosen: "random" and "greedy" as the site's bots do (`chooseBotMove`: the end of a turn is
 * held back for its first steps); "uniform": every legal move equally likely, independent of the bots'
 * habits (the known-answer tables use it, so that they pin the rules and nothing else).
 */
export type PlayoutStyle = BotStyle | "uniform";

export interface PlayoutOptions<S, M> {
  game: AnyGame;
  players: number;
  seed: string;
  options?: unknown;
  style?: PlayoutStyle;
  /** Which awaited seat moves when several are (Stone Age's feeding): the first (default) or a random one. */
  seatChoice?: "first" | "random";
  /** Give up (throw) after this many steps: a game that never ends from legal moves is a bug. */
  maxSteps?: number;
  /** Sees every state before it is used: the start, then the state after each step. */
  inspect?: (state: S, step: number) => void;
  check?: (before: S, seat: Seat, move: M, after: S) => void;
  /** Keep the committed log (for replays). */
  keepLog?: boolean;
}

/** The random stream of a playout's choices: derived from the game's seed, apart from the game's own. */
export const playoutRng = (seed: string): Rng => new Rng(seedRng(`bot:${seed}`));

export function randomPlayout<S, M>(o: PlayoutOptions<S, M>): PlayoutResult<S, M> {
  const { game } = o;
  const options = game.optionsSchema.parse(o.options ?? {});
  let state = game.setup({ players: o.players, seed: o.seed, options }) as S;
  const rng = playoutRng(o.seed);
  const style = o.style ?? "random";
  const log: PlayoutEntry<M>[] = [];
  let current: PlayoutEntry<M> | null = null;
  let steps = 0;
  let turns = 0;
  let stepInTurn = 0;
  const maxSteps = o.maxSteps ?? 200_000;
  o.inspect?.(state, 0);
  while (!game.outcome(state)) {
    const seats = game.activeSeats(state) as Seat[];
    const seat = o.seatChoice === "random" ? seats[rng.int(seats.length)] : seats[0];
    if (seat === undefined) throw new Error("no active seat but no outcome");
    const move =
      style === "uniform"
        ? uniformMove<S, M>(game, state, seat, rng)
        : chooseBotMove<S, M>(game, state, seat, rng, style, stepInTurn);
    if (move === null) throw new Error(`seat ${seat} has no legal move`);
    const kind = game.moveKind(state, seat, move);
    const r = game.applyMove(state, seat, move);
    if (!r?.ok) throw new Error(`legal move rejected: ${r ? rejectionText(r) : String(r)} ${JSON.stringify(move)}`);
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
    o.inspect?.(state, steps);
  }
  return { state, outcome: game.outcome(state), steps, turns, log };
}

function uniformMove<S, M>(game: AnyGame, state: S, seat: Seat, rng: Rng): M | null {
  const legal = game.legalMoves(state, seat) as M[];
  return legal.length === 0 ? null : (legal[rng.int(legal.length)] ?? null);
}
