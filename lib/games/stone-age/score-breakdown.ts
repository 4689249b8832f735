/**
 * Stone Age's score sheet for a finished match's charts: the score track during the game (points from
 * buildings, card rewards, igloos and the winter's extras, minus starvation), and the final points by
 * category as the rulebook's final scoring counts them ("Spielende"): civilisation cards by kind (culture
 * sets, farmers × fields, toolmakers × tools, hut builders × buildings, shamans × people), resources left,
 * the Mammoth Herd's majority. The in-game points are split where the final state still shows where they
 * came from (igloos by their resource, the winter's extras by what was bought, starvation by its count); the
 * rest (buildings and card rewards together: a building's points depend on what paid for it, which the state
 * does not keep) is one category, unless the match was replayed move by move: then `stoneAgeGained` tells
 * the buildings' points from the cards' (a move that added a building scored for the building).
 */
import type { ScoreCategory, ScoreSheet } from "@/lib/engine";
import { CARD_BY_ID, STARVATION_PENALTY } from "./data";
import { iglooPoints } from "./igloos";
import { breakdowns } from "./scoring";
import { TEXT_VALUES } from "./variants";
import type { PlayerState, StoneAgeState } from "./types";

/** Points the winter's extra stone (buildings) and gold (cards) scored for this player. */
function winterPoints(p: PlayerState): number {
  let n = 0;
  for (const id of p.winter) n += CARD_BY_ID[id] ? TEXT_VALUES.winterGold.points : TEXT_VALUES.winterStone.points;
  return n;
}

const igloosPoints = (p: PlayerState): number => p.igloos.reduce((t, i) => t + iglooPoints(i.resource), 0);

export function stoneAgeScores(s: StoneAgeState): number[] {
  return s.phase === "over" ? breakdowns(s).map((b) => b.total) : s.player.map((p) => p.score);
}

/**
 * What one move scored for buildings: the score it added for a player whose buildings grew, less what the
 * winter's extra stone and an igloo added (both counted apart).
 */
export function stoneAgeGained(before: StoneAgeState, after: StoneAgeState): ScoreCategory[] {
  const buildings = after.player.map((p, i) => {
    const b = before.player[i];
    if (!b || p.buildings.length <= b.buildings.length) return 0;
    return p.score - b.score - (winterPoints(p) - winterPoints(b)) - (igloosPoints(p) - igloosPoints(b));
  });
  return buildings.some((v) => v !== 0) ? [{ key: "buildings", points: buildings }] : [];
}

export function stoneAgeBreakdown(s: StoneAgeState, gained?: ScoreCategory[]): ScoreCategory[] | null {
  if (s.phase !== "over") return null;
  const rows = breakdowns(s);
  const per = (f: (p: PlayerState, i: number) => number) => s.player.map(f);
  const starvation = per((p) => -STARVATION_PENALTY * p.starved);
  const igloos = per(igloosPoints);
  const winter = per(winterPoints);
  const inGame = per((p, i) => p.score - (starvation[i] ?? 0) - (igloos[i] ?? 0) - (winter[i] ?? 0));
  const built = gained?.find((c) => c.key === "buildings")?.points;
  const split: ScoreCategory[] = gained
    ? [
        { key: "buildings", points: per((_, i) => built?.[i] ?? 0) },
        { key: "cardPoints", points: per((_, i) => (inGame[i] ?? 0) - (built?.[i] ?? 0)) },
      ]
    : [{ key: "buildingsAndCards", points: inGame }];
  const categories: ScoreCategory[] = [
    ...split,
    { key: "igloos", points: igloos },
    { key: "winter", points: winter },
    { key: "culture", points: rows.map((r) => r.culture) },
    { key: "farmers", points: rows.map((r) => r.farmers) },
    { key: "toolmakers", points: rows.map((r) => r.toolmakers) },
    { key: "hutBuilders", points: rows.map((r) => r.hutBuilders) },
    { key: "shamans", points: rows.map((r) => r.shamans) },
    { key: "resources", points: rows.map((r) => r.resources) },
    { key: "mammoth", points: rows.map((r) => r.mammoth ?? 0) },
    { key: "starvation", points: starvation },
  ];
  // Categories of variants not played (igloos, winter, herd) and empty ones are left out.
  return categories.filter((c, i) => i === 0 || c.points.some((v) => v !== 0));
}

export const stoneAgeScoreSheet: ScoreSheet<StoneAgeState> = {
  scores: stoneAgeScores,
  breakdown: stoneAgeBreakdown,
  gained: stoneAgeGained,
};
