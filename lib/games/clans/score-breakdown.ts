/**
 * Clans' score sheet for a finished match's charts: each seat's colour's points plus its village chips at
 * any state (the colours are secret while the game runs: only ever asked of a finished match's states), and
 * the final points by category: the villages scored in each of the five epochs ("4. Wertung eines Dorfes":
 * every colour present scores the village's value) and the chips ("Wertungs-Chip", 1 point each).
 */
import type { ScoreCategory, ScoreSheet } from "@/lib/engine";
import { EPOCHS } from "./rules-data";
import { finalScores } from "./scoring";
import type { ClansState } from "./types";

export const clansScores = (s: ClansState): number[] => finalScores(s);

export function clansBreakdown(s: ClansState): ScoreCategory[] | null {
  if (s.phase !== "over") return null;
  const epochs: ScoreCategory[] = EPOCHS.map((_, e) => ({
    key: `epoch${e + 1}`,
    points: s.colours.map((colour) =>
      s.villages.filter((v) => v.epoch === e && v.scored.includes(colour)).reduce((t, v) => t + v.value, 0),
    ),
  }));
  return [...epochs, { key: "chips", points: s.colours.map((_, seat) => s.chips[seat] ?? 0) }];
}

export const clansScoreSheet: ScoreSheet<ClansState> = { scores: clansScores, breakdown: clansBreakdown };
