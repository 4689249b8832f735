/**
 * Which finished matches count in the statistics per game: the one place that decides it (the writer and
 * the tests use it; a new kind of match that must not count gets one condition here).
 *
 * - Finished matches count: played to the end, and those a forfeit ended (a two-player match whose player
 *   resigned or ran out of time: the other won; its length counts, its scores are not a final scoring and are
 *   left out of the average winning score, see `hasFinalScoring`).
 * - Cancelled (aborted) matches never finish, so they never arrive here.
 * - A guest's match against bots (lib/guests, `Match.guest`) never counts, even after the guest registered.
 * - Matches of a game the site does not offer (the tests' tiny game counts in tests only) count under their key.
 */
import type { MatchOutcome } from "@/lib/matches/lifecycle/outcome";

/** The columns of a match this filter reads (a LoadedMatch has them). */
export interface CountedMatchColumns {
  status: string;
  startedAt: Date | null;
  guest: boolean;
}

/** Whether a finished match counts in its game's statistics. */
export function countsInStatistics(match: CountedMatchColumns): boolean {
  return match.startedAt !== null && !match.guest;
}

/** Whether the outcome's scores are a final scoring (not a forfeit's early end, whose scores are all 0). */
export function hasFinalScoring(outcome: MatchOutcome): boolean {
  return outcome.endedEarly !== true;
}
