/**
 * Reports of chat messages: a reader flags a message with a short reason; the operator lists open reports
 * (`npm run admin -- reports`) and hides a message or dismisses the report (`admin -- resolve-report`).
 * Only someone who can read a message can report it, once.
 */
import type { Db } from "@/lib/db";
import { consume } from "@/lib/rate-limits";
import { siteNow } from "@/lib/clocks/site-time";
import { limited, type MatchResult } from "@/lib/errors/errors";
import { refusedText, reportReasonSchema } from "./text";
import { refuse } from "@/lib/errors/refuse";

export async function reportMessage(
  db: Db,
  userId: string,
  messageId: bigint,
  rawReason: unknown,
): Promise<MatchResult<{ reported: true }>> {
  const reason = reportReasonSchema.safeParse(rawReason ?? "");
  if (!reason.success) return refusedText(reason.error);
  const message = await db.chatMessage.findUnique({
    where: { id: messageId },
    select: {
      authorId: true,
      hiddenAt: true,
      match: {
        select: { chatPublic: true, seats: { where: { userId, joinedAt: { not: null } }, select: { id: true } } },
      },
    },
  });
  // A message one cannot read is, for them, no message at all.
  if (!message || message.hiddenAt || (!message.match.chatPublic && message.match.seats.length === 0))
    return refuse("NOT_FOUND", "noSuchMessage");
  if (message.authorId === userId) return refuse("INVALID_INPUT", "ownMessage");
  const limit = await consume(db, "chatModeration", userId);
  if (!limit.ok) return limited(limit);
  await db.chatReport.upsert({
    where: { messageId_reporterId: { messageId, reporterId: userId } },
    create: { messageId, reporterId: userId, reason: reason.data, createdAt: siteNow() },
    update: {},
  });
  return { ok: true, value: { reported: true } };
}

export interface OpenReport {
  id: string;
  messageId: string;
  matchId: number;
  author: string;
  text: string;
  reporter: string;
  reason: string;
  at: string;
}

/** Open reports, oldest first; with `authorId`, only those of that author's messages. */
export async function openReports(db: Db, limit = 100, authorId?: string): Promise<OpenReport[]> {
  const rows = await db.chatReport.findMany({
    where: { resolvedAt: null, ...(authorId ? { message: { authorId } } : {}) },
    orderBy: { id: "asc" },
    take: limit,
    select: {
      id: true,
      reason: true,
      createdAt: true,
      reporter: { select: { username: true } },
      message: { select: { id: true, matchId: true, text: true, author: { select: { username: true } } } },
    },
  });
  return rows.map((r) => ({
    id: r.id.toString(),
    messageId: r.message.id.toString(),
    matchId: r.message.matchId,
    author: r.message.author.username,
    text: r.message.text,
    reporter: r.reporter.username,
    reason: r.reason,
    at: r.createdAt.toISOString(),
  }));
}

/** The operator's decision on a report: hide the message (from everyone) or keep it; the report is closed. */
export async function resolveReport(db: Db, reportId: bigint, hide: boolean): Promise<boolean> {
  const report = await db.chatReport.findUnique({ where: { id: reportId }, select: { messageId: true } });
  if (!report) return false;
  const now = siteNow();
  await db.$transaction(async (tx) => {
    if (hide) {
      await tx.chatMessage.update({ where: { id: report.messageId }, data: { hiddenAt: now } });
      // Every report of that message is dealt with by hiding it.
      await tx.chatReport.updateMany({
        where: { messageId: report.messageId, resolvedAt: null },
        data: { resolvedAt: now },
      });
    } else {
      await tx.chatReport.update({ where: { id: reportId }, data: { resolvedAt: now } });
    }
  });
  return true;
}
