/** The state's copy and reads that the rules guarantee (engine style: `at` and `must`, never `!` or `as`). */
import { at, must } from "@/lib/engine";
import { findTile } from "./display";
import type { Due, GlenMoreState, PlacedTile, PlayerState, TurnState } from "./types";

export const playerAt = (s: GlenMoreState, seat: number): PlayerState => at(s.playerStates, seat, "player");
/** The tile taken this turn (set from "take" until the turn ends). */
export const tileInHand = (turn: TurnState): number => must(turn.tile, "tile taken this turn");
/** The payment being made (phase "pay"). */
export const openDue = (turn: TurnState): Due => must(turn.due, "open payment");
/** A tile of the player's display by id, which must be there. */
export function displayTile(p: PlayerState, id: number): PlacedTile {
  const tile = findTile(p.tiles, id);
  // The message is built only when it is needed: this read sits on the path of most moves.
  if (!tile) throw new Error(`No tile ${id} in the display`);
  return tile;
}

export function clonePlayer(p: PlayerState): PlayerState {
  return {
    tiles: p.tiles.map((t) => ({ id: t.id, x: t.x, y: t.y, cubes: t.cubes.slice(), clan: t.clan })),
    coins: p.coins,
    whisky: p.whisky,
    vp: p.vp,
    chieftains: p.chieftains,
    cards: p.cards.slice(),
  };
}

function cloneTurn(t: TurnState): TurnState {
  return {
    seat: t.seat,
    phase: t.phase,
    tile: t.tile,
    due:
      t.due === null
        ? null
        : { ...t.due, need: t.due.need.slice(), paidAny: t.due.paidAny.slice(), then: { ...t.due.then } },
    activatable: t.activatable.slice(),
    activated: t.activated.slice(),
    lochNessUsed: t.lochNessUsed,
    oich: t.oich,
    lochyLeft: t.lochyLeft,
    movement: t.movement,
    moved: t.moved,
  };
}

/**
 * The copy a step inside a turn changes (every move but the turn-ending ones, which take `cloneState`): the
 * turn, the market, the chain's list (its entries are replaced, never changed) and the moving seat's player
 * are copied; the other players, the decks, the scorings and the events are shared with `s`, which no one
 * modifies (states are never modified once made). Keys in `cloneState`'s order, so both copies read the same as JSON.
 */
export function copyForStep(s: GlenMoreState, seat: number): GlenMoreState {
  const playerStates = s.playerStates.slice();
  playerStates[seat] = clonePlayer(playerAt(s, seat));
  return {
    players: s.players,
    rng: s.rng,
    chain: s.chain.slice(),
    back: s.back,
    decks: s.decks,
    market: s.market.slice(),
    supplyCoins: s.supplyCoins,
    playerStates,
    turn: cloneTurn(s.turn),
    scorings: s.scorings,
    removed: s.removed,
    finished: s.finished,
    final: s.final,
    events: s.events,
    lastDie: s.lastDie,
  };
}

/** A deep copy written out by hand: applyMove never touches its input, and this is much faster than structuredClone. */
export function cloneState(s: GlenMoreState): GlenMoreState {
  return {
    players: s.players,
    rng: s.rng,
    chain: s.chain.map((e) => (e === null ? null : { ...e })),
    back: s.back,
    decks: s.decks.map((d) => d.slice()),
    market: s.market.slice(),
    supplyCoins: s.supplyCoins,
    playerStates: s.playerStates.map(clonePlayer),
    turn: cloneTurn(s.turn),
    scorings: s.scorings.map((r) => ({ round: r.round, rows: r.rows.map((row) => ({ ...row })) })),
    removed: s.removed.slice(),
    finished: s.finished,
    final: s.final === null ? null : s.final.map((r) => ({ ...r })),
    events: s.events.slice(),
    lastDie: s.lastDie,
  };
}
