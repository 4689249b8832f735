/** Clans (Leo Colovini) behind the engine contract. Rules: ../shared rules page 002; see RULES-NOTES.md. */
import { fixedEndTurnMove, withStateUpgrade, type GameDefinition } from "@/lib/engine";
import { legalMemo } from "@/lib/engine/legal-memo";
import { describeAftermath, describeMove } from "./describe";
import { evaluate } from "./evaluate";
import { COLOURS } from "./rules-data";
import { activeSeats, applyMove, explainIllegal, isLegalHutMove, legalMoves, moveKind } from "./rules";
import { outcomeOf } from "./scoring";
import { clansScoreSheet } from "./score-breakdown";
import { setup } from "./setup";
import { upgradeStored } from "./upgrade";
import { moveSchema, optionsSchema, type ClansMove, type ClansOptions, type ClansState, type ClansView } from "./types";
import { playerView } from "./view";
import { sampleState } from "./sample-state";
import { markMove } from "./marks";

type ClansGame = GameDefinition<ClansState, ClansMove, ClansView, ClansOptions>;

// Each state's legal moves worked out once (the bots apply moves to the state they just asked about); the
// moves of huts checked directly.
const legal = legalMemo(legalMoves);
const isLegalNow = (s: ClansState, seat: number, m: ClansMove) => isLegalHutMove(s, seat, m, legal.isLegal);

const rules: ClansGame = {
  key: "clans",
  name: "Clans",
  rulesVersion: 3,
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema,
  moveSchema,
  setup,
  activeSeats,
  legalMoves: legal.legalMoves,
  applyMove: (s, seat, m) => applyMove(s, seat, m, isLegalNow),
  explainIllegal: (s, seat, m) => explainIllegal(s, seat, m),
  // The End-turn button: the "end-turn" move, or the reason why not yet ("Move your huts before ending the turn.").
  endTurnMove: fixedEndTurnMove(() => ({ type: "end-turn" }), explainIllegal),
  moveKind,
  playerView,
  sampleState,
  outcome: (s) => outcomeOf(s, COLOURS),
  describeMove,
  describeAftermath,
  markMove,
  evaluate,
  botMarginScale: 6,
  scoreSheet: clansScoreSheet,
};

/**
 * Version 2 keeps each player's last move (lastMoves), version 3 the public history (history); the rules of
 * play are those of version 1. Stored states of versions 1 and 2 are upgraded when read (upgrade.ts).
 */
const older = new Map([1, 2].map((v) => [v, withStateUpgrade(rules, v, upgradeStored)]));

export const clans: ClansGame = { ...rules, rulesFor: (version) => older.get(version) ?? null };

export * from "./types";
export * from "./map-data";
export * from "./rules-data";
export type { ClansOutcomeDetails } from "./scoring";
export { canMove, movementOptions, anyMovePossible, hutTotal } from "./movement";
