/**
 * The notifications' side of a match write (lib/matches/match-events.ts): each event queues its mails in the
 * write's transaction. Loading this file registers it; lib/site, the job runner and the operator's commands
 * load it, and the tests through their set-up file.
 */
import { listenToMatches, type MatchEventListener } from "@/lib/matches/match-events";
import { finishedMails, notifyFinished, notifyInvitation, notifyPlayerLeft, notifyStarted } from "./events";
import { notifyCancelProposed, notifyCancelResult, notifyTakenOver } from "./clock-events";
import { queueTurnNotice, turnNotice, turnNoticeInsert, type TurnNotice } from "./turn-notices";

export const matchListener: MatchEventListener = {
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

listenToMatches(matchListener);
