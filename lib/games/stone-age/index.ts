/** Stone Age (base game and five variants, 2-4 players) behind the engine contract. */
import { fixedEndTurnMove, withStateUpgrade, type GameDefinition } from "@/lib/engine";
import { describeAftermath, describeMove } from "./describe";
import { applyMove, explainIllegal, legal } from "./apply";
import { activeSeats, moveKind } from "./rules";
import { evaluate, outcome } from "./scoring";
import { setup } from "./setup";
import { moveSchema, optionsSchema, type StoneAgeMove, type StoneAgeOptions, type StoneAgeState } from "./types";
import { upgradeFromV1 } from "./upgrade";
import { VARIANTS, VARIANT_INFO } from "./variants";
import { playerView, type StoneAgeView } from "./view";
import { sampleState } from "./sample-state";
import { markMove } from "./marks";
import { stoneAgeScoreSheet } from "./score-breakdown";

type StoneAgeGame = GameDefinition<StoneAgeState, StoneAgeMove, StoneAgeView, StoneAgeOptions>;

const rules: StoneAgeGame = {
  key: "stone-age",
  name: "Stone Age",
  // Version 2: the variants (match options) and the state fields they need; the base game plays as in version 1.
  rulesVersion: 2,
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema,
  moveSchema,
  setup,
  activeSeats,
  legalMoves: legal.legalMoves,
  applyMove,
  explainIllegal,
  // The End-turn button: the "end-turn" move (feeding and lottery picks have their own buttons), or why not.
  endTurnMove: fixedEndTurnMove(() => ({ type: "end-turn" }), explainIllegal),
  moveKind,
  playerView,
  sampleState,
  outcome,
  describeMove,
  describeAftermath,
  markMove,
  evaluate,
  botMarginScale: 15,
  scoreSheet: stoneAgeScoreSheet,
  variants: VARIANTS.map((key) => ({ key, ...VARIANT_INFO[key] })),
};

/** Version 1 matches (all base game) play on with the same rules; their stored states are upgraded as read. */
const stoneAgeV1 = withStateUpgrade(rules, 1, upgradeFromV1);

export const stoneAge: StoneAgeGame = { ...rules, rulesFor: (version) => (version === 1 ? stoneAgeV1 : null) };

export * from "./data";
export type { PlayerState, StoneAgeMove, StoneAgeOptions, StoneAgeState, Phase, PendingRoll, Lottery } from "./types";
export type { StoneAgeView, PlayerView, AnimalsView, HerdView } from "./view";
export { VARIANTS, VARIANT_INFO, type Variant } from "./variants";
export type { ScoreBreakdown } from "./scoring";
export { breakdown, cultureScore } from "./scoring";
export { materialsText } from "./describe";
