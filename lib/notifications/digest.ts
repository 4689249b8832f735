/**
 * The daily digest: for users with notifyMode "digest", one mail at their chosen hour in their time zone
 * listing every match waiting for them (and open invitations). Due when the latest occurrence of that
 * local hour is later than lastDigestAt, so a sender that was down at the hour catches up once, never
 * twice; lastDigestAt moves forward with a conditional update in the transaction that writes the mail,
 * so two instances cannot both send the same digest.
 */
import type { Db } from "@/lib/db";
import { getGame } from "@/lib/games";
import { chatMention } from "./chat-mention";
import { enqueueMail } from "@/lib/mail/outbox";
import { localParts, safeZone, zonedInstant } from "@/lib/clocks/zoned";
import { bounded } from "@/lib/mail/escape";
import type { MailT } from "@/lib/mail/mail-text";
import type { Locale } from "@/lib/i18n/locales";
import { mailLocale } from "@/lib/i18n/setting";
import { timeLeftText } from "@/lib/clocks/clock-text";
import { clockWordsIn } from "@/lib/clocks/clock-words";
import { renderMail } from "@/lib/mail/templates";
import { matchTitle } from "@/lib/matches/read/views";
import { env } from "@/lib/env";
import { unsubscribeHeaders } from "./unsubscribe";
import { greetingOf, mailFooter, mailTOf, matchUrl } from "./events";

/** The latest instant at or before `now` when the local clock in `timeZone` showed `hour`:00. */
export function lastDigestTime(now: Date, hour: number, timeZone: string): Date {
  const local = localParts(now, timeZone);
  // Local calendar day arithmetic on a UTC date (no zone involved).
  let day = new Date(Date.UTC(local.year, local.month - 1, local.day));
  for (let i = 0; i < 3; i++) {
    const at = zonedInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, timeZone);
    if (at.getTime() <= now.getTime()) return at;
    day = new Date(day.getTime() - 86_400_000);
  }
  return new Date(now.getTime() - 86_400_000);
}

export function digestDue(
  now: Date,
  user: { digestHour: number; timeZone: string | null; lastDigestAt: Date | null },
): boolean {
  const last = lastDigestTime(now, user.digestHour, safeZone(user.timeZone));
  return user.lastDigestAt === null || user.lastDigestAt.getTime() < last.getTime();
}

/**
 * What a digest lists for this user now: matches awaiting them (soonest deadline first, with the time left:
 * the digest is where digest users get their reminders) and invitations, in the language of `t`.
 */
export async function digestContent(db: Db, t: MailT, locale: Locale, userId: string, now: Date = new Date()) {
  const muted = (await db.matchMute.findMany({ where: { userId }, select: { matchId: true } })).map((m) => m.matchId);
  const rows = await db.match.findMany({
    where: { status: { in: ["running", "open"] }, seats: { some: { userId } }, id: { notIn: muted } },
    select: {
      id: true,
      gameKey: true,
      status: true,
      note: true,
      activeSeats: true,
      awaitingSince: true,
      seats: {
        where: { userId },
        select: { seatIndex: true, joinedAt: true, clockDeadlineAt: true, userId: true, chatReadId: true },
      },
    },
    orderBy: { awaitingSince: "asc" },
  });
  const title = (m: (typeof rows)[number]) => matchTitle(getGame(m.gameKey)?.name ?? m.gameKey, m.id);
  const deadlineOf = (m: (typeof rows)[number]) =>
    m.seats.find((s) => m.activeSeats.includes(s.seatIndex))?.clockDeadlineAt ?? null;
  const left = (m: (typeof rows)[number]) => {
    const d = deadlineOf(m);
    return d ? ` [${timeLeftText(d.getTime() - now.getTime(), clockWordsIn(locale), locale)}]` : "";
  };
  const line = (m: (typeof rows)[number]) =>
    `${title(m)}${m.note ? ` ${t("digest.note", { note: bounded(m.note, 60) })}` : ""}${left(m)}: ${matchUrl(m.id)}`;
  const waiting = rows
    .filter((m) => m.status === "running" && m.seats.some((s) => m.activeSeats.includes(s.seatIndex)))
    .sort((a, b) => (deadlineOf(a)?.getTime() ?? Infinity) - (deadlineOf(b)?.getTime() ?? Infinity));
  const invitations = rows.filter((m) => m.status === "open" && m.seats.some((s) => !s.joinedAt));
  // Unread chat of every match the user plays in (the digest is where digest users hear of it).
  const chat: string[] = [];
  for (const m of rows) {
    const seat = m.seats.find((s) => s.joinedAt);
    if (!seat) continue;
    const lines = await chatMention(db, t, m.id, seat);
    if (lines.length > 0) chat.push(`${title(m)}: ${matchUrl(m.id)}`, ...lines.map((l) => `  ${l}`));
  }
  return { waiting: waiting.map(line), invitations: invitations.map(line), chat, waitingIds: waiting.map((m) => m.id) };
}

export interface DigestReport {
  checked: number;
  sent: number;
}

/** One pass over the digest users: writes a digest mail for every user whose hour has come. */
export async function runDigestOnce(db: Db, now: Date = new Date()): Promise<DigestReport> {
  const users = await db.user.findMany({
    where: { notifyMode: "digest", emailFailedAt: null },
    select: {
      id: true,
      email: true,
      username: true,
      digestHour: true,
      timeZone: true,
      lastDigestAt: true,
      locale: true,
    },
  });
  const report: DigestReport = { checked: users.length, sent: 0 };
  for (const user of users) {
    if (!digestDue(now, user)) continue;
    const t = mailTOf(user);
    const content = await digestContent(db, t, mailLocale(user.locale), user.id, now);
    // Chat rides along; it never makes a digest of its own.
    const total = content.waiting.length + content.invitations.length;
    await db.$transaction(async (tx) => {
      const claimed = await tx.user.updateMany({
        where: { id: user.id, notifyMode: "digest", lastDigestAt: user.lastDigestAt },
        data: { lastDigestAt: now },
      });
      // Another instance got there first, or nothing is waiting: nothing to write.
      if (claimed.count !== 1 || total === 0) return;
      const sections = [
        ...(content.waiting.length > 0 ? [{ heading: t("digest.yourTurn"), lines: content.waiting }] : []),
        ...(content.invitations.length > 0 ? [{ heading: t("digest.invitations"), lines: content.invitations }] : []),
        ...(content.chat.length > 0 ? [{ heading: t("digest.newChat"), lines: content.chat }] : []),
      ];
      const n = content.waiting.length;
      await enqueueMail(tx, {
        kind: "digest",
        to: user.email,
        userId: user.id,
        subject: n > 0 ? t("digest.subject", { count: n }) : t("digest.subjectInvitations"),
        headers: unsubscribeHeaders(user.id),
        ...renderMail({
          greeting: greetingOf(t, user.username),
          intro: [t("digest.intro")],
          sections,
          action: { url: `${env().SITE_URL}/games`, label: t("action.openMyGames") },
          footer: mailFooter(t, user.id),
        }),
      });
      report.sent++;
    });
  }
  return report;
}
