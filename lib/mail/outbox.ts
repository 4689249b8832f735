/**
 * Mail is written to the outbox table inside the transaction that causes it, so a mail exists exactly
 * when its cause was committed; a sender delivers it later (lib/mail/sender.ts). Emails never block a write.
 */
import type { Db, Tx } from "@/lib/db";

export interface OutgoingMail {
  kind: string;
  to: string;
  userId?: string;
  matchId?: number;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Held ("waiting") until then: a turn mail's window, the user's quiet hours. */
  heldUntil?: Date;
  /** Turn notices: the awaited seat. */
  seatIndex?: number;
}

const MAX_SUBJECT = 200;

export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<void> {
  await tx.outboxMail.create({
    data: {
      kind: mail.kind,
      toAddress: mail.to,
      userId: mail.userId ?? null,
      matchId: mail.matchId ?? null,
      subject: mail.subject.slice(0, MAX_SUBJECT),
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
      ...(mail.heldUntil ? { status: "waiting", nextAttemptAt: mail.heldUntil } : {}),
      ...(mail.seatIndex === undefined ? {} : { seatIndex: mail.seatIndex }),
    },
  });
}

/** The newest mail in the outbox, optionally to one address (operator mailbox page, `admin mail`). */
export function recentMail(db: Db, { limit = 50, to }: { limit?: number; to?: string } = {}) {
  return db.outboxMail.findMany({
    where: to ? { toAddress: to.toLowerCase() } : {},
    orderBy: { id: "desc" },
    take: Math.min(Math.max(limit, 1), 1000),
    select: { id: true, toAddress: true, subject: true, text: true, status: true, createdAt: true, kind: true },
  });
}

/** Outbox rows that are done with: delivered, kept for the operator, dropped, sent in a batch, or given up. */
const FINISHED = ["sent", "kept", "dropped", "batched", "failed"];

/**
 * Housekeeping (the job runner): mail older than the retention is deleted once it is finished with. Rows
 * still pending or waiting are never touched, whatever their age; "your turn" mails are most of a match's
 * stored bytes, so without this the outbox would grow with every turn for ever.
 */
export async function pruneOutbox(db: Db, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  return (await db.outboxMail.deleteMany({ where: { status: { in: FINISHED }, createdAt: { lt: before } } })).count;
}
