/**
 * Mails of the match lifecycle beyond turns: a seat taken over by a bot (left, resigned, out of time), a
 * reminder before a deadline, a vacation day used automatically, a proposal to cancel and its result.
 * Written to the outbox in the transaction that causes them; the same preferences as every notification.
 */
import type { Tx } from "@/lib/db";
import { bounded } from "@/lib/mail/escape";
import type { LoadedMatch } from "@/lib/matches/store";
import { env } from "@/lib/env";
import { deadlineText, remainingText } from "@/lib/clocks/seat-clock";
import { matchUrl, noteLines, recipient, send, titleOf } from "./events";

const NAME_MAX = 20;
export type TakeoverReason = "left" | "timeout" | "resign";
const WHAT: Record<TakeoverReason, string> = { left: "left", timeout: "ran out of time", resign: "resigned" };

function othersOf(match: LoadedMatch, exceptUserId: string | null) {
  return match.seats.filter((s) => s.userId && s.userId !== exceptUserId && s.joinedAt);
}

/** To the other players: `previous` left, resigned or ran out of time, and a bot plays the seat now. */
export async function notifyTakenOver(tx: Tx, match: LoadedMatch, seatIndex: number, previous: string, reason: TakeoverReason): Promise<void> {
  const title = titleOf(match);
  const name = bounded(previous, NAME_MAX);
  const replaced = match.seats.find((s) => s.seatIndex === seatIndex)?.userId ?? null;
  for (const seat of othersOf(match, replaced)) {
    const user = await recipient(tx, seat.userId!, match.id);
    if (!user) continue;
    await send(tx, user, "player-replaced", `${title}: ${name} ${WHAT[reason]}`, match.id, {
      intro: [`In ${title}, ${name} ${WHAT[reason]}; a bot plays that seat now.`],
      action: { url: matchUrl(match.id), label: "Open the match" },
    });
  }
  if (reason === "timeout" && replaced) {
    const user = await recipient(tx, replaced, match.id, true);
    if (user) {
      await send(tx, user, "timed-out", `${title}: you ran out of time`, match.id, {
        intro: [`Your time in ${title} ran out, and you had no vacation days left to use. A bot plays your seat now.`],
        action: { url: matchUrl(match.id), label: "Open the match" },
      });
    }
  }
}

/** The deadline is close (24 hours, or half the time): a reminder, once per turn. */
export async function notifyReminder(tx: Tx, match: LoadedMatch, userId: string, deadline: Date, now: Date): Promise<boolean> {
  const user = await recipient(tx, userId, match.id);
  if (!user) return false;
  const zone = (await tx.user.findUnique({ where: { id: userId }, select: { timeZone: true } }))?.timeZone ?? "UTC";
  const title = titleOf(match);
  await send(tx, user, "reminder", `${title}: ${remainingText(deadline.getTime() - now.getTime())} for your move`, match.id, {
    intro: [`It is still your turn in ${title}: ${remainingText(deadline.getTime() - now.getTime())}, until ${deadlineText(deadline, zone)}.`, ...noteLines(match)],
    action: { url: matchUrl(match.id), label: "Open the match" },
  });
  return true;
}

/** A deadline passed and a vacation day was used instead of a timeout. */
export async function notifyAutoVacation(tx: Tx, userId: string, until: Date, daysLeft: number, matchTitles: string[]): Promise<void> {
  const user = await recipient(tx, userId, null, true);
  if (!user) return;
  const zone = (await tx.user.findUnique({ where: { id: userId }, select: { timeZone: true } }))?.timeZone ?? "UTC";
  await send(tx, user, "auto-vacation", "A vacation day was used for you", undefined, {
    intro: [
      `Your time ran out in ${matchTitles.join(", ")}. Instead of losing, one of your vacation days was used: every clock of yours is paused until ${deadlineText(until, zone)}.`,
      `You have ${daysLeft} vacation day${daysLeft === 1 ? "" : "s"} left. Move before the pause ends, or the next day is used${daysLeft === 0 ? " (none are left: the time runs out then)" : ""}.`,
    ],
    action: { url: `${env().SITE_URL}/games`, label: "Open My games" },
  });
}

/** A player proposes to cancel the running match: every other player is asked. */
export async function notifyCancelProposed(tx: Tx, match: LoadedMatch, proposerId: string): Promise<void> {
  const title = titleOf(match);
  const proposer = bounded(match.seats.find((s) => s.userId === proposerId)?.user?.username ?? "A player", NAME_MAX);
  for (const seat of othersOf(match, proposerId)) {
    const user = await recipient(tx, seat.userId!, match.id);
    if (!user) continue;
    await send(tx, user, "cancel-proposed", `${title}: ${proposer} proposes to cancel`, match.id, {
      intro: [`${proposer} proposes to cancel ${title}. It is cancelled when every player agrees; accept or refuse on the match page.`],
      action: { url: `${matchUrl(match.id)}#cancel-vote`, label: "Answer on the match page" },
    });
  }
}

/** The vote ended: cancelled (everyone agreed) or refused (by `refuserId`). */
export async function notifyCancelResult(tx: Tx, match: LoadedMatch, result: "cancelled" | "refused", refuserId?: string): Promise<void> {
  const title = titleOf(match);
  const refuser = bounded(match.seats.find((s) => s.userId === refuserId)?.user?.username ?? "A player", NAME_MAX);
  for (const seat of othersOf(match, refuserId ?? null)) {
    const user = await recipient(tx, seat.userId!, match.id);
    if (!user) continue;
    await send(tx, user, result === "cancelled" ? "cancelled" : "cancel-refused", result === "cancelled" ? `${title} was cancelled` : `${title}: ${refuser} wants to play on`, match.id, {
      intro: [result === "cancelled" ? `Every player agreed: ${title} was cancelled.` : `${refuser} refused to cancel ${title}; the match goes on.`],
      action: { url: matchUrl(match.id), label: "Open the match" },
    });
  }
}
