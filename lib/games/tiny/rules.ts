/**
 * The rules of the tiny game: each turn a player adds 1 or 2 to a running total (undoable steps), may roll
 * one die once (a reveal: randomness), and ends the turn to bank the total. The first to `target` wins.
 */
import {
  Rng,
  at,
  bySeat,
  canonicalJson,
  ok,
  reject,
  seedRng,
  type MessageRef,
  type MoveKind,
  type Outcome,
  type Result,
  type Seat,
  type SetupContext,
} from "@/lib/engine";
import { ILLEGAL_MOVE_REASONS } from "./messages";
import { wellFormed, type TinyMove, type TinyOptions, type TinyState } from "./types";

export function setup({ players, seed, options }: SetupContext<TinyOptions>): TinyState {
  const rng = new Rng(seedRng(seed));
  const secrets = bySeat(players, () => rng.int(1000));
  return {
    players,
    turn: 0,
    running: 0,
    banked: bySeat(players, () => 0),
    secrets,
    rng: rng.state,
    target: options.target,
    rolls: 0,
  };
}

const over = (s: TinyState): boolean => s.banked.some((b) => b >= s.target);

export const activeSeats = (s: TinyState): Seat[] => (over(s) ? [] : [s.turn]);

export function legalMoves(s: TinyState, seat: Seat): TinyMove[] {
  if (seat !== s.turn || over(s)) return [];
  const moves: TinyMove[] = [
    { type: "add", n: 1 },
    { type: "add", n: 2 },
  ];
  if (s.rolls === 0) moves.push({ type: "roll" });
  moves.push({ type: "end-turn" });
  return moves;
}

export const moveKind = (_s: TinyState, _seat: Seat, m: TinyMove): MoveKind =>
  m.type === "roll" ? "reveal" : m.type === "end-turn" ? "end" : "step";

/** Why a well-formed move is not legal now (null when it is). */
export function explainIllegal(s: TinyState, seat: Seat, m: TinyMove): MessageRef | null {
  const key = canonicalJson(m);
  return legalMoves(s, seat).some((l) => canonicalJson(l) === key) ? null : ILLEGAL_MOVE_REASONS[m.type];
}

/** The engine style: refuse first (shape, game over, turn, legality), then copy, then change the copy. */
export function applyMove(state: TinyState, seat: Seat, move: unknown): Result<TinyState> {
  if (!wellFormed(move)) return reject("MALFORMED_MOVE");
  if (over(state)) return reject("GAME_OVER");
  if (seat !== state.turn) return reject("NOT_YOUR_TURN");
  const why = explainIllegal(state, seat, move);
  if (why) return reject("ILLEGAL_MOVE", why);
  const s = cloneState(state);
  switch (move.type) {
    case "add":
      s.running += move.n;
      break;
    case "roll": {
      const rng = new Rng(s.rng);
      s.running += rng.die();
      s.rng = rng.state;
      s.rolls += 1;
      break;
    }
    case "end-turn":
      s.banked[seat] = at(s.banked, seat, "seat") + s.running;
      s.running = 0;
      s.rolls = 0;
      s.turn = (s.turn + 1) % s.players;
      break;
  }
  return ok(s);
}

export function outcome(s: TinyState): Outcome | null {
  if (!over(s)) return null;
  const best = Math.max(...s.banked);
  return { scores: s.banked.slice(), winners: s.banked.flatMap((b, i) => (b === best ? [i] : [])) };
}

function cloneState(s: TinyState): TinyState {
  return { ...s, banked: s.banked.slice(), secrets: s.secrets.slice() };
}
