/**
 * The notifications' side of a match write (lib/matches/store/match-events.ts): each event queues its mails in the
 * write's transaction. lib/jobs/match-listeners.ts registers it.
 */
import type { MatchEventListener } from "@/lib/matches/store/match-events";
import { finishedMails, notifyFinished, notifyInvitation, notifyPlayerLeft, notifyStarted } from "./events";
import { notifyCancelProposed, notifyCancelResult, notifyTakenOver } from "./clock-events";
import { queueTurnNotice, turnNotice, turnNoticeInsert, type TurnNotice } from "./turn-notices";

export const notificationsOfMatches: Omit<MatchEventListener, "rateFinished"> = {
  invited: notifyInvitation,
  started: notifyStarted,
  playerLeft: notifyPlayerLeft,
  finished: notifyFinished,
  takenOver: notifyTakenOver,
  cancelProposed: notifyCancelProposed,
  cancelResult: notifyCancelResult,
  turnAwaited: queueTurnNotice,
  finishedMails,
  turnNoticesInsert(match, seats, now, guard) {
    const notices = seats.map((seat) => turnNotice(match, seat, now)).filter((n): n is TurnNotice => n !== null);
    return notices.length > 0 ? turnNoticeInsert(match.id, notices, guard) : null;
  },
};
