/**
 * The copy a move changes, and reads that the rules guarantee (engine style: `at` and `must`, never `!` or
 * `as`). States are never modified once made (the conformance suite deep-freezes them), so a move copies
 * only what it changes and shares everything else with the state before it.
 */
import { at, must } from "@/lib/engine";
import type { Due, GlenMoreState, PlacedTile, PlayerState, TurnState } from "./types";

export const playerAt = (s: GlenMoreState, seat: number): PlayerState => at(s.playerStates, seat, "player");
/** The tile taken this turn (set from "take" until the turn ends). */
export const tileInHand = (turn: TurnState): number => must(turn.tile, "tile taken this turn");
/** The payment being made (phase "pay"). */
export const openDue = (turn: TurnState): Due => must(turn.due, "open payment");

const copyTile = (t: PlacedTile): PlacedTile => ({ id: t.id, x: t.x, y: t.y, cubes: t.cubes.slice(), clan: t.clan });

/**
 * Tile `i` of the moving player's display, for the move to change: replaced by a copy first (the display's
 * list is the move's own, the tiles in it are shared with the state before the move).
 */
export function tileToChangeAt(p: PlayerState, i: number): PlacedTile {
  const copy = copyTile(at(p.tiles, i, "tile of the display"));
  p.tiles[i] = copy;
  return copy;
}

/** The moving player's tile `id`, which must be in the display, for the move to change (`tileToChangeAt`). */
export function tileToChange(p: PlayerState, id: number): PlacedTile {
  const i = p.tiles.findIndex((t) => t.id === id);
  // The message is built only when it is needed: this sits on the path of most moves.
  if (i < 0) throw new Error(`No tile ${id} in the display`);
  return tileToChangeAt(p, i);
}

/** The moving player's own record: its lists copied, its tiles shared until `tileToChange` copies one. */
function copyMover(p: PlayerState): PlayerState {
  return {
    tiles: p.tiles.slice(),
    coins: p.coins,
    whisky: p.whisky,
    vp: p.vp,
    chieftains: p.chieftains,
    cards: p.cards.slice(),
  };
}

/** The turn's copy; its due is shared (a move replaces the due, never changes it). */
function copyTurn(t: TurnState): TurnState {
  return {
    seat: t.seat,
    phase: t.phase,
    tile: t.tile,
    due: t.due,
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
 * The copy a move of `seat` changes: the turn, the market, the chain's list (its entries are replaced, never
 * changed) and the mover's record are copied; the other players and the scorings are shared (a scoring
 * replaces the players it scores, scoring.ts). `turnEnds`: the move ends the turn (finishTurn), which also
 * draws from the decks and adds to the removed tiles and the scorings, so those lists are copied too.
 */
export function copyForMove(s: GlenMoreState, seat: number, turnEnds: boolean): GlenMoreState {
  const playerStates = s.playerStates.slice();
  playerStates[seat] = copyMover(playerAt(s, seat));
  return {
    players: s.players,
    rng: s.rng,
    chain: s.chain.slice(),
    back: s.back,
    decks: turnEnds ? s.decks.map((d) => d.slice()) : s.decks,
    market: s.market.slice(),
    supplyCoins: s.supplyCoins,
    playerStates,
    turn: copyTurn(s.turn),
    scorings: turnEnds ? s.scorings.slice() : s.scorings,
    removed: turnEnds ? s.removed.slice() : s.removed,
    finished: s.finished,
    final: s.final,
    events: s.events,
    lastDie: s.lastDie,
  };
}
