/**
 * Mails of the match lifecycle beyond turns: a seat taken over by a bot (left, resigned, out of time), a
 * reminder before a deadline, a vacation day used automatically, a proposal to cancel and its result.
 * Written to the outbox in the transaction that causes them; the same preferences as every notification.
 */
import type { Tx } from "@/lib/db";
import { bounded } from "@/lib/mail/escape";
import type { LoadedMatch } from "@/lib/matches/store/store";
import type { TakeoverReason } from "@/lib/matches/store/match-events";
import { env } from "@/lib/env";
import { safeZone } from "@/lib/clocks/zoned";
import { dateText, timeLeftText } from "@/lib/clocks/clock-text";
import { clockWordsIn } from "@/lib/clocks/clock-words";
import { matchUrl, noteLines, recipient, send, titleOf, uncommittedLines } from "./events";

const NAME_MAX = 20;

function othersOf(match: LoadedMatch, exceptUserId: string | null) {
  return match.seats.filter((s) => s.userId && s.userId !== exceptUserId && s.joinedAt);
}

/** To the other players: `previous` left, resigned, ran out of time or deleted their account, and a bot plays the seat now. */
export async function notifyTakenOver(
  tx: Tx,
  match: LoadedMatch,
  seatIndex: number,
  previous: string,
  reason: TakeoverReason,
): Promise<void> {
  const title = titleOf(match);
  const name = bounded(previous, NAME_MAX);
  const replaced = match.seats.find((s) => s.seatIndex === seatIndex)?.userId ?? null;
  for (const seat of othersOf(match, replaced)) {
    const user = await recipient(tx, seat.userId!, match.id);
    if (!user) continue;
    await send(tx, user, "player-replaced", match.id, (t) => ({
      // No name: a deleted account's seat handed over after its name was gone.
      subject: t("takenOver.subject", { title, name: name || t("aPlayer"), reason }),
      intro: [t("takenOver.intro", { title, name: name || t("aPlayer"), reason })],
      action: { url: matchUrl(match.id), label: t("action.openMatch") },
    }));
  }
  if (reason === "timeout" && replaced) {
    const user = await recipient(tx, replaced, match.id, true);
    if (user) {
      await send(tx, user, "timed-out", match.id, (t) => ({
        subject: t("timedOut.subject", { title }),
        intro: [t("timedOut.intro", { title })],
        action: { url: matchUrl(match.id), label: t("action.openMatch") },
      }));
    }
  }
}

/** The deadline is close (24 hours, or half the time): a reminder, once per turn. */
export async function notifyReminder(
  tx: Tx,
  match: LoadedMatch,
  userId: string,
  deadline: Date,
  now: Date,
): Promise<boolean> {
  const user = await recipient(tx, userId, match.id);
  if (!user) return false;
  const title = titleOf(match);
  await send(tx, user, "reminder", match.id, (t, locale) => {
    const left = timeLeftText(deadline.getTime() - now.getTime(), clockWordsIn(locale), locale);
    return {
      subject: t("reminder.subject", { title, left }),
      intro: [
        t("reminder.intro", { title, left, deadline: dateText(deadline, safeZone(user.timeZone), locale) }),
        ...uncommittedLines(t, match, match.seats.find((s) => s.userId === userId)?.seatIndex ?? -1),
        ...noteLines(t, match),
      ],
      action: { url: matchUrl(match.id), label: t("action.openMatch") },
    };
  });
  return true;
}

/** A deadline passed and a vacation day was used instead of a timeout. */
export async function notifyAutoVacation(
  tx: Tx,
  userId: string,
  until: Date,
  daysLeft: number,
  matchTitles: string[],
): Promise<void> {
  const user = await recipient(tx, userId, null, true);
  if (!user) return;
  await send(tx, user, "auto-vacation", undefined, (t, locale) => ({
    subject: t("autoVacation.subject"),
    intro: [
      t("autoVacation.intro", {
        titles: matchTitles.join(", "),
        until: dateText(until, safeZone(user.timeZone), locale),
      }),
      daysLeft === 0 ? t("autoVacation.noDaysLeft") : t("autoVacation.daysLeft", { count: daysLeft }),
    ],
    action: { url: `${env().SITE_URL}/games`, label: t("action.openMyGames") },
  }));
}

/** A player proposes to cancel the running match: every other player is asked. */
export async function notifyCancelProposed(tx: Tx, match: LoadedMatch, proposerId: string): Promise<void> {
  const title = titleOf(match);
  const proposer = match.seats.find((s) => s.userId === proposerId)?.user?.username;
  for (const seat of othersOf(match, proposerId)) {
    const user = await recipient(tx, seat.userId!, match.id);
    if (!user) continue;
    await send(tx, user, "cancel-proposed", match.id, (t) => {
      const name = bounded(proposer ?? t("aPlayer"), NAME_MAX);
      return {
        subject: t("cancelProposed.subject", { title, name }),
        intro: [t("cancelProposed.intro", { title, name })],
        action: { url: `${matchUrl(match.id)}#cancel-vote`, label: t("action.answerCancel") },
      };
    });
  }
}

/** The vote ended: cancelled (everyone agreed) or refused (by `refuserId`). */
export async function notifyCancelResult(
  tx: Tx,
  match: LoadedMatch,
  result: "cancelled" | "refused",
  refuserId?: string,
): Promise<void> {
  const title = titleOf(match);
  const refuser = match.seats.find((s) => s.userId === refuserId)?.user?.username;
  for (const seat of othersOf(match, refuserId ?? null)) {
    const user = await recipient(tx, seat.userId!, match.id);
    if (!user) continue;
    await send(tx, user, result === "cancelled" ? "cancelled" : "cancel-refused", match.id, (t) => {
      const name = bounded(refuser ?? t("aPlayer"), NAME_MAX);
      return result === "cancelled"
        ? {
            subject: t("cancelResult.cancelledSubject", { title }),
            intro: [t("cancelResult.cancelledIntro", { title })],
            action: { url: matchUrl(match.id), label: t("action.openMatch") },
          }
        : {
            subject: t("cancelResult.refusedSubject", { title, name }),
            intro: [t("cancelResult.refusedIntro", { title, name })],
            action: { url: matchUrl(match.id), label: t("action.openMatch") },
          };
    });
  }
}
