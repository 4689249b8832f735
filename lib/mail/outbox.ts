/**
 * Mail is written to the outbox table inside the transaction that causes it, so a mail exists exactly
 * when its cause was committed; a sender delivers it later (lib/mail/sender.ts). Emails never block a write.
 */
import { Prisma, type Db, type Tx } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";

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
  await tx.outboxMail.create({ data: outboxRow(mail) });
}

/** Several mails of one event (one per recipient) in one insert. */
export async function enqueueMails(tx: Tx, mails: OutgoingMail[]): Promise<void> {
  if (mails.length > 0) await tx.outboxMail.createMany({ data: mails.map(outboxRow) });
}

/**
 * The same rows as one INSERT for a statement that writes more than the mail (commit-at-once.ts), only when
 * `guard` holds. `now` is the time of the write: the unheld mails are due then.
 */
export function outboxInsert(mails: OutgoingMail[], guard: Prisma.Sql, now: Date): Prisma.Sql {
  const rows = mails.map((m) => {
    const r = outboxRow(m);
    return {
      ...r,
      status: r.status ?? "pending",
      nextAttemptAt: sqlTime(m.heldUntil ?? now),
      seatIndex: m.seatIndex ?? null,
    };
  });
  return Prisma.sql`
    INSERT INTO "OutboxMail" ("kind", "toAddress", "userId", "matchId", "subject", "text", "html", "headers", "status", "seatIndex", "nextAttemptAt", "createdAt")
    SELECT r."kind", r."toAddress", r."userId", r."matchId", r."subject", r."text", r."html", r."headers", r."status", r."seatIndex", r."nextAttemptAt", ${sqlTime(new Date())}::timestamp
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r("kind" text, "toAddress" text, "userId" text, "matchId" int, "subject" text, "text" text, "html" text, "headers" jsonb, "status" text, "seatIndex" int, "nextAttemptAt" timestamp)
    WHERE ${guard}`;
}

function outboxRow(mail: OutgoingMail): Prisma.OutboxMailCreateManyInput & { status?: "waiting" } {
  return {
    kind: mail.kind,
    toAddress: mail.to,
    userId: mail.userId ?? null,
    matchId: mail.matchId ?? null,
    subject: mail.subject.slice(0, MAX_SUBJECT),
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? {},
    ...(mail.heldUntil ? { status: "waiting" as const, nextAttemptAt: mail.heldUntil } : {}),
    ...(mail.seatIndex === undefined ? {} : { seatIndex: mail.seatIndex }),
  };
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

/**
 * Outbox rows that are done with: delivered, kept for the operator, dropped, sent in a batch, given up, or a
 * push-only turn notice that was pushed (lib/notifications/turn-notices.ts).
 */
const FINISHED = ["sent", "kept", "dropped", "batched", "failed", "pushed"];

/**
 * Housekeeping (the job runner): mail older than the retention is deleted once it is finished with. Rows
 * still pending or waiting are never touched, whatever their age; "your turn" mails are most of a match's
 * stored bytes, so without this the outbox would grow with every turn for ever.
 */
export async function pruneOutbox(db: Db, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  return (await db.outboxMail.deleteMany({ where: { status: { in: FINISHED }, createdAt: { lt: before } } })).count;
}
