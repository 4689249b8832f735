/**
 * Greedy-bot heuristic: own colour's points plus own chips, minus the best other colour's points.
 * It uses only what the seat itself knows (its own colour and the public score track), so a bot does not
 * play on knowledge of the other players' colours.
 */
import type { Seat } from "@/lib/engine";
import type { ClansState } from "./types";

export function evaluate(s: ClansState, seat: Seat): number {
  const mine = s.colours[seat] ?? -1;
  const own = (s.colourScores[mine] ?? 0) + (s.chips[seat] ?? 0);
  const others = s.colourScores.filter((_, c) => c !== mine);
  return own - Math.max(0, ...others);
}
