/**
 * Glen More (Matthias Cramer, alea/Ravensburger 2010) behind the engine contract.
 * Rules: the printed German rulebook and the online rules page with its "notes on the online version";
 * decisions where they are silent are in RULES-NOTES.md.
 */
import { at, fixedEndTurnMove, type GameDefinition, type Outcome } from "@/lib/engine";
import { clanTotal, resourceTotal } from "./display";
import { describeAftermath, describeMove } from "./describe";
import { applyMove, explainIllegal, legalMoves } from "./rules";
import { chieftainStrength, winnersOf } from "./scoring";
import { setupState } from "./setup";
import { CURRENT_RULES, RULES_V1, RULES_V2, type GlenMoreRules } from "./rule-set";
import { playerAt } from "./state";
import { glenMoreMoveSchema } from "./moves";
import {
  glenMoreOptionsSchema,
  type GlenMoreMove,
  type GlenMoreOptions,
  type GlenMoreState,
  type GlenMoreView,
} from "./types";
import { playerView } from "./view";
import { markMove } from "./marks";

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

export { glenMoreMoveSchema } from "./moves";

export function glenMoreOutcome(s: GlenMoreState): Outcome | null {
  if (!s.finished || !s.final) return null;
  const final = s.final;
  const winners = winnersOf(final);
  return {
    scores: final.map((r) => r.total),
    winners,
    details: {
      players: final.map((r, seat) => {
        const p = playerAt(s, seat);
        const scorings = s.scorings.map((sc) => {
          const row = at(sc.rows, seat, "scoring row");
          return row.whiskyVp + row.chieftainVp + row.cardVp;
        });
        return {
          seat,
          tilePoints: p.vp - scorings.reduce((a, b) => a + b, 0),
          scorings,
          abbey: r.abbey,
          morar: r.morar,
          duart: r.duart,
          cards: r.abbey + r.morar + r.duart,
          coins: r.coins,
          tiles: r.tiles,
          tilePenalty: r.tilePenalty,
          resources: r.resources,
          total: r.total,
        };
      }),
      scorings: s.scorings,
    },
  };
}

/** Rough value for the greedy bot: points now, plus what coins, goods and position are worth later. */
export function evaluate(s: GlenMoreState, seat: number): number {
  const p = s.playerStates[seat];
  if (!p) return 0;
  if (s.finished && s.final) {
    const mine = at(s.final, seat, "final row").total;
    const best = Math.max(...s.final.filter((_, i) => i !== seat).map((r) => r.total));
    return mine - best;
  }
  const fewest = Math.min(...s.playerStates.map((q) => q.tiles.length));
  const turnBonus = s.turn.seat === seat ? 0.5 * s.turn.movement : 0;
  return (
    p.vp +
    p.coins +
    0.8 * resourceTotal(p.tiles) +
    2 * p.whisky +
    2.5 * chieftainStrength(p) +
    1.5 * clanTotal(p.tiles) +
    2 * p.cards.length +
    1.2 * p.tiles.length -
    3 * Math.max(0, p.tiles.length - fewest - 1) +
    turnBonus
  );
}

type GlenMoreGame = GameDefinition<GlenMoreState, GlenMoreMove, GlenMoreView, GlenMoreOptions>;

/** The game under one rules version (rule-set.ts): legality switches and the form of the state's events. */
function defineGlenMore(rules: GlenMoreRules): GlenMoreGame {
  const explain = (s: GlenMoreState, seat: number, m: GlenMoreMove) => explainIllegal(s, seat, m, rules);
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
    legalMoves: (s, seat) => legalMoves(s, seat, rules),
    applyMove: (s, seat, m) => applyMove(s, seat, m, rules),
    explainIllegal: explain,
    // The End-turn button: the "end-turn" move (passing has its own button), or why not ("You cannot end your turn yet.").
    endTurnMove: fixedEndTurnMove(() => ({ type: "end-turn" }), explain),
    moveKind: (_s, _seat, m) => (m.type === "end-turn" || m.type === "pass" ? "end" : "step"),
    playerView,
    outcome: glenMoreOutcome,
    describeMove,
    describeAftermath,
    markMove,
    evaluate,
  };
}

/** Matches created under an older version keep its rules (rule-set.ts says what each version changed). */
const OLDER_VERSIONS = new Map([RULES_V1, RULES_V2].map((rules) => [rules.version, defineGlenMore(rules)]));

export const glenMore: GlenMoreGame = {
  ...defineGlenMore(CURRENT_RULES),
  rulesFor: (version) => OLDER_VERSIONS.get(version) ?? null,
};

export default glenMore;
