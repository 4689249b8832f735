/** Stone Age (base game, 2-4 players) behind the engine contract. */
import { fixedEndTurnMove, type GameDefinition } from "@/lib/engine";
import { describeAftermath, describeMove } from "./describe";
import { applyMove, explainIllegal } from "./apply";
import { activeSeats, legalMoves, moveKind } from "./rules";
import { evaluate, outcome } from "./scoring";
import { setup } from "./setup";
import { moveSchema, optionsSchema, type StoneAgeMove, type StoneAgeOptions, type StoneAgeState } from "./types";
import { playerView, type StoneAgeView } from "./view";

export const stoneAge: GameDefinition<StoneAgeState, StoneAgeMove, StoneAgeView, StoneAgeOptions> = {
  key: "stone-age",
  name: "Stone Age",
  rulesVersion: 1,
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema,
  moveSchema,
  setup,
  activeSeats,
  legalMoves,
  applyMove,
  explainIllegal,
  // The End-turn button: the "end-turn" move (feeding and lottery picks have their own buttons), or why not.
  endTurnMove: fixedEndTurnMove(() => ({ type: "end-turn" }), explainIllegal),
  moveKind,
  playerView,
  outcome,
  describeMove,
  describeAftermath,
  evaluate,
};

export * from "./data";
export type { PlayerState, StoneAgeMove, StoneAgeOptions, StoneAgeState, Phase, PendingRoll, Lottery } from "./types";
export type { StoneAgeView, PlayerView } from "./view";
export type { ScoreBreakdown } from "./scoring";
export { breakdown, cultureScore } from "./scoring";
export { placeName, cardText, materialsText } from "./describe";
