/**
 * The ladder's one rule: placement points (lib/matches/lifecycle/placement-points.ts: at a table of n the first
 * gets n-1 down to 0 for the last, shared places share their points, so always multiples of 0.5, exact in a
 * float). A win is a seat among the outcome's winners (a shared first place is a win for each).
 */
import { ranking, type MatchOutcome } from "@/lib/matches/lifecycle/outcome";
import { placementPoints } from "@/lib/matches/lifecycle/placement-points";

export interface SeatPoints {
  seat: number;
  points: number;
  won: boolean;
}

export function seatResults(outcome: MatchOutcome): SeatPoints[] {
  const winners = new Set(ranking(outcome).flatMap((r) => (r.winner ? [r.seat] : [])));
  return placementPoints(outcome).map((points, seat) => ({ seat, points, won: winners.has(seat) }));
}
