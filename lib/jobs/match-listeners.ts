/**
 * The listeners of match writes (lib/matches/store/match-events.ts), registered on load: ratings first, then the
 * mails, then the statistics per game and the season ladder. lib/site, the job runner, the operator's commands, scripts that write
 * matches and the tests load this file; lib/matches itself never imports the packages that react to it.
 */
import { listenToMatches } from "@/lib/matches/store/match-events";
import { rateFinishedMatch } from "@/lib/ratings/store";
import { notificationsOfMatches } from "@/lib/notifications/match-listener";
import { finishedStatsInserts, recordFinishedMatch } from "@/lib/stats/record";
import { recordLadderMatch } from "@/lib/ladder/record";
import { tournamentMatchFinished } from "@/lib/tournaments";
import { siteNow } from "@/lib/clocks/site-time";

listenToMatches({
  rateFinished: rateFinishedMatch,
  ...notificationsOfMatches,
  // A finished match: its mails, then its game's statistics (lib/stats), in the same transaction.
  finished: async (tx, match, outcome) => {
    await notificationsOfMatches.finished(tx, match, outcome);
    await recordFinishedMatch(tx, match, outcome);
    // A rated one also counts in its game's season ladder (lib/ladder); never through finishedInserts: a commit
    // written in one statement never finishes a rated match (commit-at-once.ts `writableAtOnce`).
    await recordLadderMatch(tx, match, outcome);
    // A tournament table's match: the round may be over, and the next one starts in this transaction.
    await tournamentMatchFinished(tx, match.id, siteNow());
  },
  finishedInserts: finishedStatsInserts,
});
