/** State, move and view types of Glen More. All plain JSON data (states are stored as JSON). */
import { z } from "zod";
import type { HistoryLine } from "@/lib/engine/types";
import type { Resource, SpecialLocation } from "./data";

/** One occupied space of the chain (the circular track of 14 spaces). */
export type ChainEntry = { kind: "tile"; tile: number } | { kind: "figure"; seat: number } | { kind: "die" };

/** A tile in a player's display. x grows to the east, y to the south; the start village is at (0, 0). */
export interface PlacedTile {
  id: number;
  x: number;
  y: number;
  /** Resource cubes lying on the tile. */
  cubes: Resource[];
  /** Clan members standing on the tile. */
  clan: number;
}

export interface PlayerState {
  tiles: PlacedTile[];
  coins: number;
  whisky: number;
  /** Points taken so far (tiles and scorings); the final scoring is added in `final`. */
  vp: number;
  chieftains: number;
  cards: SpecialLocation[];
}

/** Something to pay step by step: fixed resources, `any` further ones (different if `distinct`), or a clan member. */
export interface Due {
  need: Resource[];
  any: number;
  distinct: boolean;
  /** Resources already given for the `any` part (the "different" check). */
  paidAny: Resource[];
  /** Loch Ness: one clan member or chieftain still to give. */
  clan: boolean;
  /** What happens when everything is paid. */
  then: DueEffect;
}
export type DueEffect = { kind: "place" } | { kind: "vp"; tile: number; vp: number } | { kind: "whisky"; tile: number };

export const TURN_PHASES = ["choose", "pay", "place", "lochy", "shiel", "activate", "move"] as const;
export type TurnPhase = (typeof TURN_PHASES)[number];

export interface TurnState {
  /** Whose turn it is (-1 once the game is over). */
  seat: number;
  phase: TurnPhase;
  /** The tile taken from the chain this turn. */
  tile: number | null;
  due: Due | null;
  /** Tiles that may be activated this turn (the new tile and its 8 neighbours, or every tile with Loch Oich). */
  activatable: number[];
  activated: number[];
  lochNessUsed: boolean;
  oich: boolean;
  /** Resources still to take with Loch Lochy. */
  lochyLeft: number;
  movement: number;
  /** A clan member was moved: promotions must come first (online notes). */
  moved: boolean;
}

export interface ScoringRow {
  whisky: number;
  whiskyVp: number;
  chieftains: number;
  chieftainVp: number;
  cards: number;
  cardVp: number;
}
export interface ScoringResult {
  round: 1 | 2 | 3;
  rows: ScoringRow[];
}

export interface FinalRow {
  abbey: number;
  morar: number;
  duart: number;
  coins: number;
  tiles: number;
  tilePenalty: number;
  resources: number;
  total: number;
}

export interface GlenMoreState {
  players: number;
  rng: number;
  /** Chain from its back (index 0, the figure whose turn it is) to its front; null = space left during the turn. */
  chain: (ChainEntry | null)[];
  /** Track position (0..13) of chain[0]. */
  back: number;
  /** Hidden decks 0..3 (drawn from the end). Never in a view. */
  decks: number[][];
  /** Coins per market row (number of occupied fields 0..3), in RESOURCES order. */
  market: number[];
  supplyCoins: number;
  playerStates: PlayerState[];
  turn: TurnState;
  scorings: ScoringResult[];
  /** Tiles that left the game (behind the last figure, or eaten by the die), in order. */
  removed: number[];
  finished: boolean;
  final: FinalRow[] | null;
  /**
   * What happened automatically in the last turn-ending move (refill, die, scorings): message refs of the
   * "glenMoreLog" namespace (`event.…`) from rules version 3 on, English sentences under versions 1 and 2
   * (events.ts writes both forms; describe.ts reads both).
   */
  events: HistoryLine[];
  /** Last die roll (2-3 players), for the board. */
  lastDie: number | null;
}

/** No options (unknown keys are dropped). */
export const glenMoreOptionsSchema = z.object({});
export type GlenMoreOptions = z.infer<typeof glenMoreOptionsSchema>;

export type GlenMoreMove =
  | { type: "take"; space: number }
  | { type: "pass" }
  | { type: "pay"; resource: Resource; tile: number }
  | { type: "buy"; resource: Resource }
  | { type: "sell"; resource: Resource; tile: number }
  | { type: "pay-clan"; tile: number }
  | { type: "pay-chieftain" }
  | { type: "place"; x: number; y: number }
  | { type: "choose-resource"; resource: Resource }
  | { type: "loch-shiel"; abbey: Resource | null }
  | { type: "activate"; tile: number; option?: number; resource?: Resource }
  | { type: "loch-ness"; tile: number; option?: number; resource?: Resource }
  | { type: "promote"; tile: number }
  | { type: "move-clan"; from: number; to: number }
  | { type: "end-turn" };

export type TrackSpaceView =
  null | { kind: "tile"; tile: number; tileKind: string } | { kind: "figure"; seat: number } | { kind: "die" };

export interface PlacedTileView extends PlacedTile {
  kind: string;
}

export interface PlayerView {
  seat: number;
  tiles: PlacedTileView[];
  coins: number;
  whisky: number;
  vp: number;
  chieftains: number;
  clanMembers: number;
  resources: Record<Resource, number>;
  cards: SpecialLocation[];
  bonnets: number;
}

export interface GlenMoreView {
  players: number;
  /** The 14 track spaces by position. */
  track: TrackSpaceView[];
  /** Track position of the back of the chain (whose figure moves next). */
  back: number;
  deckCounts: number[];
  currentDeck: number | null;
  market: { resource: Resource; coins: number; buyPrice: number | null; sellPrice: number | null }[];
  supplyCoins: number;
  playerStates: PlayerView[];
  currentSeat: number | null;
  /** Who moves after the current player if the chain stayed as it is (the next figure behind the front). */
  nextSeat: number | null;
  turn: TurnState | null;
  scorings: ScoringResult[];
  final: FinalRow[] | null;
  removed: { tile: number; tileKind: string }[];
  finished: boolean;
  lastDie: number | null;
  events: HistoryLine[];
  viewer: number | null;
}
