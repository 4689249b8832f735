/** Helpers for the Clans tests: hand-built boards and a seeded random player. */
import { Rng, rejectionText, type Result } from "@/lib/engine";
import { COLOUR_COUNT, epochIndexOf } from "./rules-data";
import { setup } from "./setup";
import type { ClansMove, ClansState } from "./types";
import { clans } from "./index";

/** Hut counts from a short spec: [red, yellow, green, blue, black]. */
export type Spec = Record<number, number[]>;

/**
 * A state whose board holds only `huts`; `prior` lists territories already founded as counted villages
 * (1, 2, ... in that order, empty on the board). Colours: seat i holds `colours[i]`.
 */
export function scenario(
  huts: Spec,
  opts: { players?: number; colours?: number[]; prior?: number[]; turn?: number } = {},
): ClansState {
  const players = opts.players ?? 2;
  const s = setup({ players, seed: "scenario", options: {} });
  s.huts = s.huts.map(() => Array<number>(COLOUR_COUNT).fill(0));
  for (const [t, row] of Object.entries(huts)) {
    s.huts[Number(t)] = [...row, 0, 0, 0, 0, 0].slice(0, COLOUR_COUNT);
  }
  s.colours = opts.colours ?? Array.from({ length: players }, (_, i) => i);
  s.turn = opts.turn ?? 0;
  s.startSeat = s.turn;
  s.villages = (opts.prior ?? []).map((territory, i) => ({
    territory,
    number: i + 1,
    epoch: epochIndexOf(i + 1),
    founder: 1,
    huts: Array<number>(COLOUR_COUNT).fill(0),
    strife: Array<number>(COLOUR_COUNT).fill(0),
    effect: "neutral" as const,
    value: 0,
    scored: [],
  }));
  s.chips = Array<number>(players).fill(0);
  // A hand-built board did not come from the opening: no public history, as in a match from before version 3.
  s.history = null;
  return s;
}

export function must(r: Result<ClansState>): ClansState {
  if (!r.ok) throw new Error(rejectionText(r));
  return r.value;
}

/** Applies moves in order through applyMove, each checked against legalMoves first. */
export function play(s: ClansState, ...moves: ClansMove[]): ClansState {
  let cur = s;
  for (const m of moves) {
    const legal = clans.legalMoves(cur, cur.turn);
    if (!legal.some((x) => JSON.stringify(x) === JSON.stringify(m))) {
      throw new Error(`Not legal: ${JSON.stringify(m)}; legal: ${JSON.stringify(legal.slice(0, 8))}`);
    }
    cur = must(clans.applyMove(cur, cur.turn, m));
  }
  return cur;
}

export function randomMove(s: ClansState, rng: Rng): ClansMove {
  const legal = clans.legalMoves(s, s.turn);
  const m = legal[rng.int(legal.length)];
  if (!m) throw new Error("no legal move");
  return m;
}
