/**
 * A tournament's standings from its played tables: placement points (./points.ts), then the tiebreaks of
 * issue 37: the sum of the points of every opponent met (once per table played together), then the score
 * difference (per match: the player's score minus the mean score of the others at the table; summed).
 * Equal on all three: by name, so the order is stable. A table whose match was aborted (nobody human was
 * left) gives nobody points; a bye (two-player tables with an odd count) gives the points of a win, 1.
 */
import type { MatchOutcome } from "@/lib/matches/lifecycle/outcome";
import { placementPoints } from "@/lib/matches/lifecycle/placement-points";

/** A bye is worth what winning a table of two is. */
export const BYE_POINTS = 1;

export interface PlayedTable {
  /** The tournament players by seat index (a bot that took a seat over plays it for its player). */
  userIds: string[];
  /** The match's outcome; null: not finished (running, or aborted). */
  outcome: MatchOutcome | null;
}

export interface StandingsInput {
  players: { userId: string; username: string; withdrawn?: boolean }[];
  tables: PlayedTable[];
  /** One entry per bye given (a player may have several over the rounds). */
  byes: string[];
}

export interface Standing {
  userId: string;
  username: string;
  points: number;
  /** Sum of the points of every opponent met (a repeat opponent counts again). */
  tiebreak: number;
  scoreDifference: number;
  /** Tables finished (byes not counted). */
  played: number;
  withdrawn: boolean;
}

export function standings(input: StandingsInput): Standing[] {
  const rows = new Map<string, Standing>(
    input.players.map((p) => [
      p.userId,
      {
        userId: p.userId,
        username: p.username,
        points: 0,
        tiebreak: 0,
        scoreDifference: 0,
        played: 0,
        withdrawn: p.withdrawn ?? false,
      },
    ]),
  );
  const finished = input.tables.filter((t): t is PlayedTable & { outcome: MatchOutcome } => t.outcome !== null);
  for (const t of finished) {
    const points = placementPoints(t.outcome);
    const scores = t.outcome.scores;
    const total = scores.reduce((a, b) => a + b, 0);
    t.userIds.forEach((userId, seat) => {
      const row = rows.get(userId);
      if (!row) return;
      row.points += points[seat] ?? 0;
      row.played += 1;
      const others = t.userIds.length - 1;
      if (others > 0) row.scoreDifference += (scores[seat] ?? 0) - (total - (scores[seat] ?? 0)) / others;
    });
  }
  for (const userId of input.byes) {
    const row = rows.get(userId);
    if (row) row.points += BYE_POINTS;
  }
  // Opponents' points: final points of everyone met.
  for (const t of finished)
    for (const a of t.userIds) {
      const row = rows.get(a);
      if (!row) continue;
      for (const b of t.userIds) if (b !== a) row.tiebreak += rows.get(b)?.points ?? 0;
    }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return [...rows.values()]
    .map((r) => ({ ...r, scoreDifference: round(r.scoreDifference), tiebreak: round(r.tiebreak) }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.tiebreak - a.tiebreak ||
        b.scoreDifference - a.scoreDifference ||
        (a.username < b.username ? -1 : a.username > b.username ? 1 : 0),
    );
}
