/**
 * Glen More's score sheet for a finished match's charts: the score track during the game (points from
 * tiles and the three scorings), and the final points by category: tiles' own points, the three scorings'
 * whisky, chieftain and card comparisons (rulebook "Die 3 Wertungen"), the special cards' final points
 * (Iona Abbey, Loch Morar, Duart Castle), coins, and the penalty for tiles beyond the fewest ("Spielende").
 */
import type { ScoreCategory, ScoreSheet } from "@/lib/engine";
import { finalRows } from "./scoring";
import type { GlenMoreState } from "./types";

export function glenMoreScores(s: GlenMoreState): number[] {
  return s.finished && s.final ? s.final.map((r) => r.total) : s.playerStates.map((p) => p.vp);
}

export function glenMoreBreakdown(s: GlenMoreState): ScoreCategory[] | null {
  if (!s.finished || !s.final) return null;
  const final = s.final;
  const seats = s.playerStates.map((_, i) => i);
  const sum = (f: (row: { whiskyVp: number; chieftainVp: number; cardVp: number }) => number) =>
    seats.map((i) => s.scorings.reduce((t, sc) => t + (sc.rows[i] ? f(sc.rows[i]) : 0), 0));
  const whisky = sum((r) => r.whiskyVp);
  const chieftains = sum((r) => r.chieftainVp);
  const cards = sum((r) => r.cardVp);
  const row = (i: number) => final[i] ?? finalRows(s.playerStates)[i]!;
  return [
    {
      key: "tiles",
      points: seats.map(
        (i) => (s.playerStates[i]?.vp ?? 0) - (whisky[i] ?? 0) - (chieftains[i] ?? 0) - (cards[i] ?? 0),
      ),
    },
    { key: "whisky", points: whisky },
    { key: "chieftains", points: chieftains },
    { key: "cards", points: cards },
    { key: "specialCards", points: seats.map((i) => row(i).abbey + row(i).morar + row(i).duart) },
    { key: "coins", points: seats.map((i) => row(i).coins) },
    { key: "tilePenalty", points: seats.map((i) => row(i).tilePenalty) },
  ];
}

export const glenMoreScoreSheet: ScoreSheet<GlenMoreState> = { scores: glenMoreScores, breakdown: glenMoreBreakdown };
