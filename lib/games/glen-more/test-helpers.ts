/** Helpers for the Glen More tests: hand-built positions. Not used by the game itself. */
import { expect } from "vitest";
import { rejectionText } from "@/lib/engine";
import { TILE_INSTANCES, START_VILLAGE_ID0, type Resource } from "./data";
import { applyMove } from "./rules";
import { newTurn } from "./chain";
import { setupState } from "./setup";
import type { GlenMoreMove, GlenMoreState, PlacedTile } from "./types";

/** Takes a tile of `kind` out of the decks (or the chain, replacing it there by a deck tile) and returns its id. */
export function claim(s: GlenMoreState, kind: string): number {
  for (const deck of s.decks) {
    const i = deck.findIndex((id) => TILE_INSTANCES[id] === kind);
    if (i >= 0) return deck.splice(i, 1)[0]!;
  }
  for (let k = 0; k < s.chain.length; k++) {
    const e = s.chain[k];
    if (e && e.kind === "tile" && TILE_INSTANCES[e.tile] === kind) {
      const deck = s.decks.find((d) => d.length > 0)!;
      s.chain[k] = { kind: "tile", tile: deck.pop()! };
      return e.tile;
    }
  }
  throw new Error(`no free tile of kind ${kind}`);
}

export interface TileSpec {
  kind: string;
  x: number;
  y: number;
  cubes?: Resource[];
  clan?: number;
}

/**
 * A position where `seat` (the start player of a fresh game) is to move, with its display replaced by the
 * start village (clan members `startClan`) plus `tiles`.
 */
export function scenario(o: {
  players?: number;
  seed?: string;
  tiles?: TileSpec[];
  coins?: number;
  market?: number[];
  startClan?: number;
  startCubes?: Resource[];
}) {
  const s = setupState(o.players ?? 4, o.seed ?? "scenario");
  const seat = s.turn.seat;
  const p = s.playerStates[seat]!;
  const tiles: PlacedTile[] = [
    { id: START_VILLAGE_ID0 + seat, x: 0, y: 0, cubes: o.startCubes ?? [], clan: o.startClan ?? 1 },
  ];
  for (const t of o.tiles ?? [])
    tiles.push({ id: claim(s, t.kind), x: t.x, y: t.y, cubes: t.cubes ?? [], clan: t.clan ?? 0 });
  p.tiles = tiles;
  if (o.coins !== undefined) {
    s.supplyCoins += p.coins - o.coins;
    p.coins = o.coins;
  }
  if (o.market) s.market = o.market.slice();
  return { s, seat, p };
}

/** Puts a tile of `kind` at chain index `k` (>= 1) and returns the track space to `take` it. */
export function putInChain(s: GlenMoreState, kind: string, k: number): number {
  const id = claim(s, kind);
  const old = s.chain[k];
  if (old && old.kind === "tile") s.decks[3]!.push(old.tile);
  s.chain[k] = { kind: "tile", tile: id };
  return (s.back + k) % 14;
}

/** Skips straight to the activation phase after `id` was placed (activating `activatable`). */
export function activationPhase(s: GlenMoreState, seat: number, activatable: number[]): void {
  s.turn = { ...newTurn(seat), phase: "activate", activatable };
}

export function idAt(s: GlenMoreState, seat: number, x: number, y: number): number {
  const t = s.playerStates[seat]!.tiles.find((q) => q.x === x && q.y === y);
  if (!t) throw new Error(`no tile at ${x},${y}`);
  return t.id;
}

export function play(s: GlenMoreState, seat: number, ...moves: GlenMoreMove[]): GlenMoreState {
  let cur = s;
  for (const m of moves) {
    const r = applyMove(cur, seat, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} rejected: ${rejectionText(r)}`);
    cur = r.value;
  }
  return cur;
}

/** The move is rejected with `code`, and the state is left exactly as it was. */
export function expectRejected(s: GlenMoreState, seat: number, move: GlenMoreMove, code = "ILLEGAL_MOVE"): void {
  const before = JSON.parse(JSON.stringify(s)) as unknown;
  const r = applyMove(s, seat, move);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.code).toBe(code);
  expect(JSON.parse(JSON.stringify(s))).toEqual(before);
}
