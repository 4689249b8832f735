/**
 * Placement points of one table, for tournaments' standings and the season ladder: at a table of n, first place earns n-1, second n-2, ..., last 0.
 * Players who tie (the same rank in lib/matches/lifecycle/outcome.ts `ranking`: winners first, then score,
 * forfeits last) share the places they cover equally: two tied for first at a table of 3 get (2+1)/2 = 1.5
 * each, the third 0. Shares are always whole or half points (the mean of consecutive whole numbers).
 */
import { ranking, type MatchOutcome } from "./outcome";

/** The points of every seat (by seat index) for a finished match's outcome. */
export function placementPoints(outcome: MatchOutcome): number[] {
  const rows = ranking(outcome);
  const n = rows.length;
  const points = Array.from({ length: n }, () => 0);
  // Rows come sorted by place; a tie shares one rank over consecutive places.
  let place = 0;
  while (place < n) {
    const rank = rows[place]!.rank;
    let end = place;
    while (end + 1 < n && rows[end + 1]!.rank === rank) end++;
    const covered = end - place + 1;
    // Places place..end earn n-1-place down to n-1-end: their mean.
    const share = (n - 1 - place + (n - 1 - end)) / 2;
    for (let i = place; i <= end; i++) points[rows[i]!.seat] = share;
    place += covered;
  }
  return points;
}
