/**
 * Greedy-bot heuristic: own colour's points plus own chips, minus the best other colour's points.
 * It uses only what the seat itself knows (its own colour and the public score track), so a bot does not
 * play on knowledge of the other players' colours.
 */
import type { Seat } from "@/lib/engine";
import type { ClansState } from "./types";

export function evaluate(s: ClansState, seat: Seat): number {
  return colourWorth(s.colourScores, s.chips[seat] ?? 0, s.colours[seat] ?? -1);
}

/** The same worth for a player of colour `colour` with `chips` chips (the strong bot asks it of every colour). */
export function colourWorth(scores: readonly number[], chips: number, colour: number): number {
  let other = 0;
  for (let c = 0; c < scores.length; c++) if (c !== colour && (scores[c] ?? 0) > other) other = scores[c] ?? 0;
  return (scores[colour] ?? 0) + chips - other;
}
