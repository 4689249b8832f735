/**
 * The listeners of match writes (lib/matches/store/match-events.ts), registered on load: ratings first, then the
 * mails. lib/site, the job runner, the operator's commands, scripts that write matches and the tests load this
 * file; lib/matches itself never imports the packages that react to it.
 */
import { listenToMatches } from "@/lib/matches/store/match-events";
import { rateFinishedMatch } from "@/lib/ratings/store";
import { notificationsOfMatches } from "@/lib/notifications/match-listener";

listenToMatches({ rateFinished: rateFinishedMatch, ...notificationsOfMatches });
