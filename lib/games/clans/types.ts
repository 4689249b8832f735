/** State, moves, view and options of Clans. All plain JSON data. */
import { z } from "zod";
import { isInt, isRecord, type BySeat, type Seat } from "@/lib/engine";
import type { Colour, LandscapeEffect } from "./rules-data";

/** Huts in one territory: a count per colour, indexed like COLOURS. */
export type HutCounts = number[];

export interface Village {
  territory: number;
  /** 1..12; null for a village founded together with the 12th that no longer counts. */
  number: number | null;
  /** Index into EPOCHS; null when the village does not count. */
  epoch: number | null;
  /** The seat whose move founded it (takes the chip when it counts). */
  founder: Seat;
  /** Huts per colour as the village formed, before strife. */
  huts: HutCounts;
  /** Huts per colour removed by strife (all five colours present: every single hut goes). */
  strife: HutCounts;
  /** "uncounted" for a village founded together with the 12th that was not chosen as the 12th. */
  effect: LandscapeEffect | "uncounted";
  /** Points each colour still present scored (0 when hostile or uncounted). */
  value: number;
  /** Colour indices that scored `value`. */
  scored: number[];
}

export const PHASES = ["move", "choose-village", "end-turn", "over"] as const;
export type Phase = (typeof PHASES)[number];

export const END_REASONS = ["twelfth-village", "no-moves"] as const;
export type EndReason = (typeof END_REASONS)[number];

export interface LastMove {
  seat: Seat;
  from: number;
  to: number;
  huts: number;
}

/** A step of the public history: a move of huts `[from, to]`, or the choice of which village is founded next `[territory]`. */
export type HistoryStep = [from: number, to: number] | [territory: number];

/**
 * The match's public history (rules version 3): the colour index of the one hut each territory held at setup
 * (the board everyone saw at the start) and every step taken since, in order (whose step each was follows from
 * the turn order). Anyone can replay the board from it, as every player can read the moves on the page; the
 * strong bot reads from it which colours the other players favour (sample-state.ts).
 */
export interface ClansHistory {
  opening: number[];
  steps: HistoryStep[];
}

export interface ClansState {
  players: number;
  /** PRNG state; only setup draws from it. */
  rng: number;
  /** SECRET: colour index per seat. Never in a view before the end. */
  colours: BySeat<number>;
  /** Huts per territory (60), each a count per colour. */
  huts: HutCounts[];
  villages: Village[];
  /** Points per colour (public score track). */
  colourScores: number[];
  /** Village chips per seat (public; 1 point each at the end). */
  chips: BySeat<number>;
  startSeat: Seat;
  turn: Seat;
  phase: Phase;
  /** Villages founded by the current move whose epoch the mover still has to choose (territory ids). */
  unassigned: number[];
  /** The last move of the game, by whoever made it (the board draws it as an arrow). */
  lastMove: LastMove | null;
  /**
   * Each player's own last move (public): "Der jeweils letzte Spielzug eines Spielers kann jederzeit
   * nachvollzogen werden". Added in rules version 2 (upgrade.ts fills it for version 1 states).
   */
  lastMoves: BySeat<LastMove | null>;
  endReason: EndReason | null;
  /** Turns completed so far. */
  turnsTaken: number;
  /** The public history; null in a match begun under rules version 1 or 2 (upgrade.ts). */
  history: ClansHistory | null;
}

export type ClansMove =
  | { type: "move"; from: number; to: number }
  /** Picks which of the villages founded by this move is founded next (gets the next chip and epoch). */
  | { type: "choose-village"; territory: number }
  | { type: "end-turn" };

const territoryId = z.number().int().min(0).max(59);
export const moveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("move"), from: territoryId, to: territoryId }),
  z.object({ type: z.literal("choose-village"), territory: territoryId }),
  z.object({ type: z.literal("end-turn") }),
]);

const isTerritory = (x: unknown) => isInt(x, 0, 59);

/** The hand-written twin of `moveSchema` that `applyMove` checks (lib/engine/move-shape.ts says why). */
export function wellFormed(m: unknown): m is ClansMove {
  if (!isRecord(m)) return false;
  switch (m.type) {
    case "move":
      return isTerritory(m.from) && isTerritory(m.to);
    case "choose-village":
      return isTerritory(m.territory);
    case "end-turn":
      return true;
    default:
      return false;
  }
}

export const optionsSchema = z.object({});
export type ClansOptions = z.infer<typeof optionsSchema>;

export interface ClansView {
  players: number;
  turn: Seat;
  startSeat: Seat;
  phase: Phase;
  huts: HutCounts[];
  villages: Village[];
  colourScores: number[];
  chips: number[];
  unassigned: number[];
  lastMove: LastMove | null;
  /** Each player's own last move, by seat (public). */
  lastMoves: (LastMove | null)[];
  endReason: EndReason | null;
  turnsTaken: number;
  /** Villages that count so far (0..12) and the epoch the next one belongs to. */
  villagesCounted: number;
  currentEpoch: number;
  /** The viewer's own colour; null for spectators. */
  myColour: Colour | null;
  /** Everyone's colour, only once the game is over. */
  revealedColours: Colour[] | null;
  /** The public history (null in a match begun before rules version 3). */
  history: ClansHistory | null;
}
