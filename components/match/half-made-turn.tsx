"use client";
/**
 * What the match page shows of a half-made turn, its code loaded only while there is one (lazy-panels.tsx):
 * the countdown to the server's automatic end of the turn (auto-end-turn.tsx), or, when nothing will end the
 * turn, the question before leaving the page (leave-guard.tsx).
 */
import { AutoEndTurn, type AutoEndTurnProps } from "./auto-end-turn";
import { LeaveGuard } from "./leave-guard";

export function HalfMadeTurn({
  countdown,
  leaveQuestion,
}: {
  countdown: AutoEndTurnProps | null;
  leaveQuestion: string | null;
}) {
  if (countdown) return <AutoEndTurn {...countdown} />;
  return leaveQuestion ? <LeaveGuard question={leaveQuestion} /> : null;
}
