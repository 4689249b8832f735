/**
 * Glen More (Matthias Cramer, alea/Ravensburger 2010) behind the engine contract.
 * Rules: the printed German rulebook and the online rules page with its "notes on the online version";
 * decisions where they are silent are in RULES-NOTES.md.
 */
import { fixedEndTurnMove, type GameDefinition } from "@/lib/engine";
import { describeAftermath, describeMove } from "./describe";
import { legalMemo } from "@/lib/engine/legal-memo";
import { applyMove, explainIllegal, legalMoves } from "./rules";
import { evaluate } from "./evaluate";
import { glenMoreOutcome } from "./outcome";
import { setupState } from "./setup";
import { CURRENT_RULES, RULES_V1, RULES_V2, type GlenMoreRules } from "./rule-set";
import { glenMoreMoveSchema } from "./moves";
import {
  glenMoreOptionsSchema,
  type GlenMoreMove,
  type GlenMoreOptions,
  type GlenMoreState,
  type GlenMoreView,
} from "./types";
import { playerView } from "./view";
import { sampleState } from "./sample-state";
import { markMove } from "./marks";
import { glenMoreScoreSheet } from "./score-breakdown";

export * from "./types";
export {
  TILES,
  TILE_KINDS,
  TILE_INSTANCES,
  SPECIAL_CARDS,
  RESOURCES,
  SCORING_TABLE,
  tileDef,
  pointsForDifference,
} from "./data";
export type {
  TileDef,
  Resource,
  SpecialLocation,
  Frame,
  Category,
  Activation,
  ConvertOption,
  TileCost,
  SpecialCard,
} from "./data";
export { playerView } from "./view";
export { winnersOf } from "./scoring";
export { glenMoreOutcome } from "./outcome";

export { glenMoreMoveSchema } from "./moves";

type GlenMoreGame = GameDefinition<GlenMoreState, GlenMoreMove, GlenMoreView, GlenMoreOptions>;

/** The game under one rules version (rule-set.ts): legality switches and the form of the state's events. */
function defineGlenMore(rules: GlenMoreRules): GlenMoreGame {
  const explain = (s: GlenMoreState, seat: number, m: GlenMoreMove) => explainIllegal(s, seat, m, rules);
  // Each state's legal moves worked out once (the bots apply moves to the state they just asked about).
  const legal = legalMemo((s: GlenMoreState, seat: number) => legalMoves(s, seat, rules));
  return {
    key: "glen-more",
    name: "Glen More",
    rulesVersion: rules.version,
    minPlayers: 2,
    maxPlayers: 5,
    optionsSchema: glenMoreOptionsSchema,
    moveSchema: glenMoreMoveSchema,
    setup: ({ players, seed }) => setupState(players, seed),
    activeSeats: (s) => (s.finished ? [] : [s.turn.seat]),
    legalMoves: (s, seat) => legal.legalMoves(s, seat),
    applyMove: (s, seat, m) => applyMove(s, seat, m, rules, legal.isLegal),
    explainIllegal: explain,
    // The End-turn button: the "end-turn" move (passing has its own button), or why not ("You cannot end your turn yet.").
    endTurnMove: fixedEndTurnMove(() => ({ type: "end-turn" }), explain),
    moveKind: (_s, _seat, m) => (m.type === "end-turn" || m.type === "pass" ? "end" : "step"),
    playerView,
    sampleState,
    outcome: glenMoreOutcome,
    describeMove,
    describeAftermath,
    markMove,
    evaluate,
    botMarginScale: 8,
    scoreSheet: glenMoreScoreSheet,
  };
}

/** Matches created under an older version keep its rules (rule-set.ts says what each version changed). */
const OLDER_VERSIONS = new Map([RULES_V1, RULES_V2].map((rules) => [rules.version, defineGlenMore(rules)]));

export const glenMore: GlenMoreGame = {
  ...defineGlenMore(CURRENT_RULES),
  rulesFor: (version) => OLDER_VERSIONS.get(version) ?? null,
};

export default glenMore;
