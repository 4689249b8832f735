/**
 * Deleting one's account (Settings, POST /api/me/delete), confirmed with the password, or for an account
 * without one (it signs in by mailed links) with a mailed link. Decisions:
 *
 * - The User row stays, anonymised, with `deletedAt`: matches keep valid seats and creators, and a recompute of
 *   the ratings replays every match as it was rated. Nothing of the person stays on it: the name becomes
 *   DELETED_USERNAME (its unique key `deleted:<id>`, which no registration can take), the address
 *   `<id>@deleted.invalid`, no password, no language, no settings; it is blocked and its sessions ended, so no
 *   session, link or API token can use it ever again.
 * - Deleted with it: sessions, API tokens, push subscriptions, mailed links, chat messages (and reports of
 *   them), reports they made, private notes, match mutes, mutes, friendships and requests, blocks both ways,
 *   "Play now" requests, sign-ups to tournaments not started yet, ratings and rating events, mail waiting for
 *   them or kept for them. The profile (`/u/<name>`) is a 404.
 * - Matches (lib/matches/lifecycle/deleted-seats.ts): bots play on in running matches (history: "A player deleted their
 *   account; a bot plays the seat.", named "Bot for a deleted player": not by the old name, which may belong to
 *   someone else one day), open matches they created are cancelled, their open seats and invitations freed;
 *   finished matches show "deleted player" wherever a name was (history, players, results, archives, records).
 *   The site's own history lines that named them ("Ana left the match ...") now say "A deleted player".
 * - The username is held for 30 days (UsernameHold); the address is free at once.
 * - The account is cut off first, in one transaction; the matches follow one transaction each, and the job
 *   runner's housekeeping finishes any left over (a restart in between, a busy match).
 */
import { Prisma, type Db, type Tx } from "@/lib/db";
import { verifyPassword } from "@/lib/secrets/password";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { enqueueMail } from "@/lib/mail/outbox";
import { accountDeletedMail, deleteConfirmMail } from "@/lib/mail/self-service-mails";
import { siteLineOf } from "@/lib/matches/history/history-text";
import { handOverDeletedSeats } from "@/lib/matches/lifecycle/deleted-seats";
import { consume } from "@/lib/rate-limits";
import {
  accountColumns,
  issueLink,
  limitedBy,
  readerOf,
  refusal,
  useLink,
  type Refusal,
} from "@/lib/accounts/self-service";
import { holdUsername } from "@/lib/accounts/username-holds";

/** The name a deleted account's row keeps (not a valid username: nobody can register or be invited as it). */
export const DELETED_USERNAME = "deleted player";

export type DeletionRequest = { ok: true; deleted: true } | { ok: true; mailed: true } | Refusal;

/**
 * An account with a password is deleted at once when `password` is right; one without gets a link by mail
 * (valid for an hour), whatever `password` says. Counted against the accountChange limit either way.
 */
export async function requestAccountDeletion(
  db: Db,
  userId: string,
  password: string | null,
  now = new Date(),
  locale?: Locale,
): Promise<DeletionRequest> {
  const limit = await consume(db, "accountChange", userId, now);
  if (!limit.ok) return limitedBy(limit);
  const user = await db.user.findUnique({ where: { id: userId }, select: accountColumns });
  if (!user || user.blockedAt || user.deletedAt) return refusal("wrongPassword");
  if (user.passwordHash) {
    if (password === null || !(await verifyPassword(password, user.passwordHash))) return refusal("wrongPassword");
    await deleteAccount(db, userId, now, locale);
    return { ok: true, deleted: true };
  }
  await db.$transaction(async (tx) => {
    const token = await issueLink(tx, userId, "delete", now);
    const mail = deleteConfirmMail(readerOf(user, locale), `${env().SITE_URL}/account/delete?token=${token}`);
    await enqueueMail(tx, { ...mail, to: user.email, userId, kind: "delete-confirm" });
  });
  return { ok: true, mailed: true };
}

/** The mailed link of an account without a password: deletes it (one use, an hour). */
export async function confirmAccountDeletion(
  db: Db,
  token: string,
  now = new Date(),
  locale?: Locale,
): Promise<{ ok: true; userId: string } | Refusal> {
  const link = await useLink(db, "delete", token, now);
  if (!link) return refusal("linkInvalid");
  await deleteAccount(db, link.userId, now, locale);
  return { ok: true, userId: link.userId };
}

/**
 * Deletes the account as described above; false if it was deleted already. `locale`: the request's language,
 * for the goodbye mail when the account had no language setting.
 */
export async function deleteAccount(db: Db, userId: string, now = new Date(), locale?: Locale): Promise<boolean> {
  const name = await db.$transaction((tx) => cutOff(tx, userId, now, locale), { timeout: 60_000, maxWait: 30_000 });
  if (name === null) return false;
  await handOverDeletedSeats(db, userId, name);
  // A line written under the anonymised name while the seats were handed over (a timeout in between).
  await scrubSiteLines(db, userId, [DELETED_USERNAME]);
  return true;
}

/**
 * The job runner's housekeeping: seats still held by deleted accounts (a deletion interrupted by a restart,
 * or a match that stayed busy) are handed over now. Their name is gone by then: the others' mail says "a
 * player". Returns how many accounts it finished.
 */
export async function finishDeletions(db: Db): Promise<number> {
  const rows = await db.seat.findMany({
    where: { user: { deletedAt: { not: null } } },
    select: { userId: true },
    distinct: ["userId"],
    take: 100,
  });
  for (const { userId } of rows) {
    if (!userId) continue;
    await handOverDeletedSeats(db, userId, "");
    await scrubSiteLines(db, userId, [DELETED_USERNAME]);
  }
  return rows.length;
}

/** The one transaction that ends the account; returns its former username (null: deleted already). */
async function cutOff(tx: Tx, userId: string, now: Date, locale?: Locale): Promise<string | null> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: accountColumns });
  if (!user || user.deletedAt) return null;
  await holdUsername(tx, user.username.toLowerCase(), now);
  await tx.loginToken.deleteMany({ where: { userId } });
  await tx.apiToken.deleteMany({ where: { userId } });
  await tx.pushSubscription.deleteMany({ where: { userId } });
  await tx.matchNote.deleteMany({ where: { userId } });
  await tx.matchMute.deleteMany({ where: { userId } });
  await tx.userMute.deleteMany({ where: { OR: [{ userId }, { mutedId: userId }] } });
  await tx.friendship.deleteMany({ where: { OR: [{ userId }, { friendId: userId }] } });
  await tx.block.deleteMany({ where: { OR: [{ userId }, { blockedId: userId }] } });
  await tx.chatReport.deleteMany({ where: { reporterId: userId } });
  // Reports of their messages go with the messages (cascade).
  await tx.chatMessage.deleteMany({ where: { authorId: userId } });
  await tx.ratingEvent.deleteMany({ where: { userId } });
  await tx.rating.deleteMany({ where: { userId } });
  await tx.seek.deleteMany({ where: { userId } });
  // Sign-ups to tournaments not started yet; in a running one the matches' bots play on (deleted-seats.ts) and
  // the player is withdrawn after the round, as anyone a bot replaced.
  await tx.tournamentPlayer.deleteMany({ where: { userId, tournament: { status: "open" } } });
  await tx.outboxMail.deleteMany({ where: { OR: [{ userId }, { toAddress: user.email }] } });
  await scrubSiteLines(tx, userId, [user.username]);
  // Finished and aborted matches keep the seat, named "deleted player"; running and open ones are handed over
  // next (deleted-seats.ts), and a seat a bot had taken from them already only changes its name.
  await tx.seat.updateMany({
    where: { userId, match: { status: { in: ["finished", "aborted"] } } },
    data: { userId: null, formerUserId: userId, playerDeleted: true },
  });
  await tx.seat.updateMany({ where: { formerUserId: userId }, data: { playerDeleted: true } });
  await tx.user.update({
    where: { id: userId },
    data: {
      username: DELETED_USERNAME,
      usernameLower: `deleted:${userId}`,
      email: `${userId}@deleted.invalid`,
      passwordHash: null,
      deletedAt: now,
      blockedAt: now,
      sessionVersion: { increment: 1 },
      calendarVersion: { increment: 1 },
      locale: null,
      timeZone: "UTC",
      notifyMode: "off",
      pushEachTurn: false,
      emailFailedAt: null,
      emailFailure: null,
      quietFromHour: null,
      quietToHour: null,
      presentUntil: null,
      invitesFromFriendsOnly: false,
      operator: false,
    },
  });
  await enqueueMail(tx, {
    ...accountDeletedMail(readerOf(user, locale), now),
    to: user.email,
    kind: "account-deleted",
  });
  return user.username;
}

/**
 * The site's own history lines on the account's seats that name it ("Ana left the match; a bot plays the
 * seat.", also as the English sentences stored before keys) name "a deleted player" instead.
 */
export async function scrubSiteLines(tx: Tx | Db, userId: string, names: string[]): Promise<number> {
  const seats = await tx.seat.findMany({
    where: { OR: [{ userId }, { formerUserId: userId }] },
    select: { matchId: true, seatIndex: true },
  });
  if (seats.length === 0) return 0;
  const rows = await tx.$queryRaw<{ matchId: number; index: number; lines: unknown }[]>`
    SELECT l."matchId", l."index", l."lines" FROM "MoveLog" l
    JOIN unnest(${seats.map((s) => s.matchId)}::int[], ${seats.map((s) => s.seatIndex)}::int[]) AS s("matchId", "seat")
      ON s."matchId" = l."matchId" AND s."seat" = l."seat"
    WHERE json_array_length(l."moves") = 0`;
  let changed = 0;
  for (const row of rows) {
    if (!Array.isArray(row.lines)) continue;
    let touched = false;
    const lines = row.lines.map((line: unknown) => {
      const ref =
        typeof line === "string"
          ? siteLineOf(line)
          : (line as { key?: unknown; values?: Record<string, unknown> } | null);
      if (
        !ref ||
        typeof ref.key !== "string" ||
        !ref.key.startsWith("site.") ||
        !names.includes(String(ref.values?.name))
      )
        return line;
      touched = true;
      return { key: ref.key, values: { name: "", deleted: 1 } };
    });
    if (!touched) continue;
    await tx.moveLog.update({
      where: { matchId_index: { matchId: row.matchId, index: row.index } },
      data: { lines: lines as Prisma.InputJsonArray },
    });
    changed++;
  }
  return changed;
}
