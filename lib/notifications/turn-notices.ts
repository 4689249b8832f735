/**
 * "Your turn" mail that respects attention. A turn does not write a mail at once but a notice: a held outbox
 * row, released after the user's window (0-60 minutes, default 10). When it is released:
 * - it is dropped (row kept, status "dropped") if the seat is no longer awaited: the player answered already;
 * - it is dropped too while the player has the site open (a live stream: lib/live/presence.ts);
 * - at most one unanswered turn mail per player and match: none is written while an earlier one was sent and
 *   the player has not opened or acted in the match since (Seat.turnMailSentAt vs Seat.seenAt);
 * - every turn notice of the user waiting at that moment goes out together, as one mail listing the matches;
 * - inside the user's quiet hours everything held waits until they end, then goes out as one batch (held
 *   notifications of other kinds too: reminders, timeouts).
 * The release runs in the job runner; each user's rows are claimed with FOR UPDATE SKIP LOCKED, so with
 * several instances each batch is written once.
 *
 * Digest and mail-off players get no turn notice, unless they asked for a push each turn (User.pushEachTurn)
 * and have a device to push to: then a push-only notice (status "push", never released as mail: it is not
 * "waiting") that lib/notifications/turn-push.ts pushes once under the same rules (not for a muted match, not
 * while present, not in quiet hours) and marks "pushed". Their digest is unchanged. A mail player whose
 * address bounces gets the same push-only notice (under the rule of one unanswered notice per match).
 */
import { isPresent } from "@/lib/live/presence";
import { Prisma, type Db, type Tx } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import { renderMail, type MailSection } from "@/lib/mail/templates";
import { env } from "@/lib/env";
import type { LoadedMatch, SeatedMatch } from "@/lib/matches/store/store";
import { matchWithSeats } from "@/lib/matches/store/store";
import { unanswered } from "@/lib/matches/write/seen";
import { quietUntil } from "./quiet-hours";
import { mailLocale } from "@/lib/i18n/setting";
import { greetingOf, mailFooter, mailTOf, recipient, recipientOf, turnMailParts } from "./events";
import { unsubscribeHeaders } from "./unsubscribe";

const MINUTE = 60_000;

/**
 * Called when a seat becomes awaited: queues a notice (or not: preferences, mutes, an unanswered mail, a
 * notice already waiting). Reads nothing: `loadMatch` brought the seat's user and mutes; the check for a
 * waiting notice is part of the one insert.
 */
export async function queueTurnNotice(tx: Tx, match: LoadedMatch, seatIndex: number, now: Date): Promise<boolean> {
  const notice = turnNotice(match, seatIndex, now);
  if (!notice) return false;
  return (await tx.$executeRaw(turnNoticeInsert(match.id, [notice], Prisma.sql`TRUE`))) === 1;
}

/** A turn notice to queue: who gets it and when it is released. */
export interface TurnNotice {
  seatIndex: number;
  userId: string;
  email: string;
  heldUntil: Date;
  /** A push only (a digest or mail-off player who asked for a push each turn): never mailed. */
  pushOnly?: boolean;
}

/**
 * The notice for a seat that became awaited, or null (a bot, no mail wanted, a muted match, an unanswered
 * mail). A player who wants no turn mail but a push each turn gets a push-only notice (see the file's comment).
 */
export function turnNotice(match: LoadedMatch, seatIndex: number, now: Date): TurnNotice | null {
  const seat = match.seats.find((s) => s.seatIndex === seatIndex);
  if (!seat?.userId || seat.botStyle) return null;
  const u = seat.user;
  if (u && u.notifyMode !== "immediate" && u.pushEachTurn && u.mutes.length === 0)
    return { seatIndex, userId: seat.userId, email: u.email, heldUntil: now, pushOnly: true };
  if (unanswered(seat)) return null;
  const user = recipientOf(u);
  // A mail player whose address bounces gets no mail, but their devices still hear of the turn.
  if (!user && u?.notifyMode === "immediate" && u.emailFailedAt && u.mutes.length === 0)
    return { seatIndex, userId: seat.userId, email: u.email, heldUntil: now, pushOnly: true };
  if (!user) return null;
  const due = new Date(now.getTime() + Math.min(60, Math.max(0, user.turnMailDelayMinutes)) * MINUTE);
  return { seatIndex, userId: user.id, email: user.email, heldUntil: quietUntil(due, user) ?? due };
}

/**
 * The insert of held turn notices, each unless one is waiting already for that user and match (a push-only
 * notice also only when the player has a device to push to); only when `guard` holds (a commit written in one
 * statement inserts them only if it claimed the match).
 */
export function turnNoticeInsert(matchId: number, notices: TurnNotice[], guard: Prisma.Sql): Prisma.Sql {
  const rows = notices.map(
    (n) =>
      Prisma.sql`(${n.email}, ${n.userId}, ${n.seatIndex}::int, ${sqlTime(n.heldUntil)}::timestamp, ${n.pushOnly ? "push" : "waiting"})`,
  );
  return Prisma.sql`
    INSERT INTO "OutboxMail" ("kind", "toAddress", "userId", "matchId", "seatIndex", "subject", "text", "html", "status", "nextAttemptAt", "createdAt")
    SELECT 'turn', n.email, n."userId", ${matchId}, n."seatIndex", '', '', '', n.status, n."heldUntil", ${sqlTime(new Date())}::timestamp
    FROM (VALUES ${Prisma.join(rows)}) AS n(email, "userId", "seatIndex", "heldUntil", status)
    WHERE ${guard} AND NOT EXISTS (
      SELECT 1 FROM "OutboxMail" o WHERE o."userId" = n."userId" AND o."matchId" = ${matchId} AND o."kind" = 'turn' AND o."status" IN ('waiting', 'push')
    ) AND (n.status = 'waiting' OR EXISTS (SELECT 1 FROM "PushSubscription" p WHERE p."userId" = n."userId"))`;
}

interface Held {
  id: bigint;
  kind: string;
  matchId: number | null;
  seatIndex: number | null;
  subject: string;
  text: string;
}

/** The body of a rendered notification, without greeting and footer (for a batch that carries it). */
function bodyLines(text: string): string[] {
  const lines = text.split("\n");
  const end = lines.indexOf("--");
  return lines
    .slice(2, end === -1 ? undefined : end)
    .filter((l, i, all) => l.trim() !== "" || (i > 0 && all[i - 1]?.trim() !== ""));
}

async function releaseUser(tx: Tx, userId: string, now: Date): Promise<{ sent: number; dropped: number }> {
  const rows = await tx.$queryRaw<Held[]>`
    SELECT "id", "kind", "matchId", "seatIndex", "subject", "text" FROM "OutboxMail"
    WHERE "userId" = ${userId} AND "status" = 'waiting' ORDER BY "id" FOR UPDATE SKIP LOCKED`;
  if (rows.length === 0) return { sent: 0, dropped: 0 };
  const user = await recipient(tx, userId, null, true);
  const quiet = user ? quietUntil(now, user) : null;
  if (quiet) {
    await tx.outboxMail.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { nextAttemptAt: quiet } });
    return { sent: 0, dropped: 0 };
  }
  const keep: { row: Held; match?: SeatedMatch }[] = [];
  const drop: bigint[] = [];
  // A player with the site open sees the turn in the header, the tab title and the icon: no mail for it.
  const present = isPresent(
    (await tx.user.findUnique({ where: { id: userId }, select: { presentUntil: true } }))?.presentUntil ?? null,
  );
  for (const row of rows) {
    if (row.kind !== "turn") {
      keep.push({ row });
      continue;
    }
    const match =
      row.matchId === null ? null : await tx.match.findUnique({ where: { id: row.matchId }, include: matchWithSeats });
    const seat = match?.seats.find((s) => s.seatIndex === row.seatIndex);
    const awaited =
      match?.status === "running" && seat?.userId === userId && match.activeSeats.includes(seat.seatIndex);
    const muted = row.matchId !== null && (await tx.matchMute.count({ where: { userId, matchId: row.matchId } })) > 0;
    if (!user || !match || !seat || !awaited || unanswered(seat) || muted || present) drop.push(row.id);
    else keep.push({ row, match });
  }
  if (drop.length > 0) await tx.outboxMail.updateMany({ where: { id: { in: drop } }, data: { status: "dropped" } });
  if (!user || keep.length === 0) return { sent: 0, dropped: drop.length };

  // Written now, in the user's language as it is now (held notifications of other kinds were written when queued).
  const t = mailTOf(user);
  const turns = [];
  for (const k of keep)
    if (k.match)
      turns.push({ k, parts: await turnMailParts(tx, t, k.match, k.row.seatIndex!, mailLocale(user.locale)) });
  const others = keep.filter((k) => !k.match);
  const footer = (matchId?: number) => mailFooter(t, user.id, matchId);
  const greeting = greetingOf(t, user.username);
  const first = turns[0];
  if (keep.length === 1 && first) {
    // One match: the turn mail as it always looked, with what happened since the player's last turn.
    const p = first.parts;
    const rendered = renderMail({
      greeting,
      intro: [...p.intro, ...(p.history.length > 0 ? [t("turn.sinceLastTurn")] : [])],
      sections: [...p.history, ...(p.chat.length > 0 ? [{ heading: t("turn.chat"), lines: p.chat }] : [])],
      action: { url: p.url, label: t("action.openMatch") },
      footer: footer(first.k.match!.id),
    });
    await tx.outboxMail.update({
      where: { id: first.k.row.id },
      data: {
        status: "pending",
        nextAttemptAt: now,
        subject: p.subject,
        ...rendered,
        headers: unsubscribeHeaders(user.id),
      },
    });
  } else if (keep.length === 1 && others[0]) {
    // One held notification of another kind: it goes out as it was written.
    await tx.outboxMail.update({ where: { id: others[0].row.id }, data: { status: "pending", nextAttemptAt: now } });
  } else {
    const sections: MailSection[] = [];
    for (const { parts } of turns) {
      const lines = [
        ...parts.history.flatMap((h) => (h.heading ? [`${h.heading}:`, ...h.lines.map((l) => `  ${l}`)] : h.lines)),
        ...(parts.chat.length > 0 ? [`${t("turn.chat")}:`, ...parts.chat.map((l) => `  ${l}`)] : []),
      ];
      sections.push({
        heading: `${parts.title} (${parts.url})`,
        lines: lines.length > 0 ? lines : [t("turn.yourTurn")],
      });
    }
    for (const k of others) sections.push({ heading: k.row.subject, lines: bodyLines(k.row.text) });
    const n = turns.length;
    const subject = n > 0 ? t("turn.batchSubject", { count: n }) : t("turn.quietSubject");
    const rendered = renderMail({
      greeting,
      intro: [n > 0 ? t("turn.batchIntro", { count: n }) : t("turn.quietIntro")],
      sections,
      action: { url: `${env().SITE_URL}/next`, label: t("action.openMostUrgent") },
      footer: footer(),
    });
    const batch = await tx.outboxMail.create({
      data: {
        kind: "batch",
        toAddress: user.email,
        userId: user.id,
        subject,
        ...rendered,
        headers: unsubscribeHeaders(user.id),
        nextAttemptAt: now,
      },
      select: { id: true },
    });
    await tx.outboxMail.updateMany({
      where: { id: { in: keep.map((k) => k.row.id) } },
      data: { status: "batched", batchedInto: batch.id },
    });
  }
  for (const { k } of turns)
    await tx.seat.update({
      where: { id: k.match!.seats.find((s) => s.seatIndex === k.row.seatIndex)!.id },
      data: { turnMailSentAt: now },
    });
  return { sent: 1, dropped: drop.length };
}
/** One pass: every user with held mail that is due now gets it (or not) as described above. */
export async function releaseHeldMail(db: Db, now: Date): Promise<{ users: number; sent: number; dropped: number }> {
  const due = await db.$queryRaw<{ userId: string }[]>`
    SELECT DISTINCT "userId" FROM "OutboxMail"
    WHERE "status" = 'waiting' AND "nextAttemptAt" <= ${sqlTime(now)}::timestamp AND "userId" IS NOT NULL
    LIMIT 100`;
  const out = { users: due.length, sent: 0, dropped: 0 };
  for (const { userId } of due) {
    const r = await db.$transaction((tx) => releaseUser(tx, userId, now));
    out.sent += r.sent;
    out.dropped += r.dropped;
  }
  return out;
}
