/** Shared helpers for the Stone Age tests (not a test file itself). */
import { canonicalJson, rejectionText, type Seat } from "@/lib/engine";
import { expect } from "vitest";
import { LOCATION_INDEX, type Location } from "./data";
import { stoneAge } from "./index";
import { cloneState } from "./state";
import type { StoneAgeMove, StoneAgeState } from "./types";
import type { Variant } from "./variants";

export const fresh = (players: number, seed = "seed"): StoneAgeState => stoneAge.setup({ players, seed, options: {} });

/** A new game with these variants on. */
export const freshWith = (players: number, variants: Variant[], seed = "seed"): StoneAgeState =>
  stoneAge.setup({ players, seed, options: { variants } });

/** The seat's player record (tests only: throws when there is none). */
export function seatOf(s: StoneAgeState, seat: Seat) {
  const p = s.player[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

export const isLegal = (s: StoneAgeState, seat: Seat, m: StoneAgeMove): boolean =>
  stoneAge.legalMoves(s, seat).some((x) => canonicalJson(x) === canonicalJson(m));

/** Applies a move that must be legal; checks the input state is not modified. */
export function play(s: StoneAgeState, seat: Seat, m: StoneAgeMove): StoneAgeState {
  const before = JSON.stringify(s);
  expect(isLegal(s, seat, m), `${JSON.stringify(m)} should be legal for seat ${seat}`).toBe(true);
  const r = stoneAge.applyMove(s, seat, m);
  if (!r.ok) throw new Error(rejectionText(r));
  expect(JSON.stringify(s)).toBe(before);
  return r.value;
}

/** Expects the move to be illegal: not listed, and applyMove rejects it without touching the state. */
export function refuse(s: StoneAgeState, seat: Seat, m: StoneAgeMove): void {
  const before = JSON.stringify(s);
  expect(isLegal(s, seat, m), `${JSON.stringify(m)} should be illegal for seat ${seat}`).toBe(false);
  const r = stoneAge.applyMove(s, seat, m);
  expect(r.ok).toBe(false);
  expect(JSON.stringify(s)).toBe(before);
}

/** A state in the actions phase of round 1 where `seat` (also the start player) has the given people placed. */
export function actionsState(
  players: number,
  seat: Seat,
  placed: Partial<Record<Location, number>>,
  seed = "seed",
  variants: Variant[] = [],
): StoneAgeState {
  const s = cloneState(variants.length ? freshWith(players, variants, seed) : fresh(players, seed));
  s.phase = "actions";
  s.startPlayer = seat;
  s.turn = seat;
  const p = s.player[seat];
  if (!p) throw new Error("no such seat");
  for (const [loc, n] of Object.entries(placed)) p.placed[LOCATION_INDEX[loc as Location]] = n ?? 0;
  return s;
}

export const place = (location: Location, count: number): StoneAgeMove => ({ type: "place", location, count });

/** One whole placement turn: place, then end the turn. */
export function placeTurn(s: StoneAgeState, seat: number, location: Location, count: number): StoneAgeState {
  return play(play(s, seat, place(location, count)), seat, { type: "end-turn" });
}
