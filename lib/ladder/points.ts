/**
 * Placement points, the ladder's one rule: at a table of n players the first gets n-1 points, the second n-2,
 * down to 0 for the last; players sharing a place share the points of the places they cover (two sharing
 * first of three: (2+1)/2 = 1.5 each). Places are the site's ranking (lib/matches/lifecycle/outcome.ts:
 * winners first, then by score, forfeits last). So points are always multiples of 0.5, exact in a float.
 * A win is a seat among the outcome's winners (a shared first place is a win for each).
 */
import { ranking, type MatchOutcome } from "@/lib/matches/lifecycle/outcome";

export interface SeatPoints {
  seat: number;
  points: number;
  won: boolean;
}

export function placementPoints(outcome: MatchOutcome): SeatPoints[] {
  const rows = ranking(outcome);
  const n = rows.length;
  const sharing = new Map<number, number>();
  for (const r of rows) sharing.set(r.rank, (sharing.get(r.rank) ?? 0) + 1);
  // Rank r shared by k covers places r..r+k-1, worth n-r down to n-r-k+1: their average.
  return rows
    .map((r) => ({ seat: r.seat, points: n - r.rank - ((sharing.get(r.rank) ?? 1) - 1) / 2, won: r.winner }))
    .sort((a, b) => a.seat - b.seat);
}
