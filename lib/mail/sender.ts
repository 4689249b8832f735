/**
 * Delivers the outbox. Rows go pending -> sending (claimed) -> sent | kept | failed, or back to pending
 * with an exponentially growing delay after a temporary failure.
 *
 * Several app instances may run this against one PostgreSQL at once: a sender claims rows in a short
 * transaction with `FOR UPDATE SKIP LOCKED` and marks them "sending" with `claimedAt`, so no two senders
 * claim the same row. Delivery happens outside any transaction. A sender that dies between claiming and
 * finishing leaves "sending" rows behind; after the lease they are claimed again (at-least-once: a crash
 * right after the SMTP server accepted a mail can repeat that one mail, nothing else can). Finishing is
 * fenced on `claimedAt`, so a slow sender whose lease was taken over does not overwrite the new claim.
 * On PGlite (one process) nothing is ever locked by anyone else and the same code is a plain claim.
 */
import type { Db } from "@/lib/db";
import { env } from "@/lib/env";
import { sqlTime } from "@/lib/db/sql-time";
import { errorText, isPermanentAddressFailure, type MailTransport } from "./transport";

export interface SenderOptions {
  /** Rows claimed per run. */
  batch?: number;
  /** How long a claim holds before another sender may retry the row. */
  leaseMs?: number;
  /** Attempts before a temporarily failing mail is given up ("failed"). */
  maxAttempts?: number;
  from?: string;
  log?: (line: string) => void;
}

export interface SenderReport {
  claimed: number;
  sent: number;
  kept: number;
  retried: number;
  failed: number;
}

export const DEFAULT_LEASE_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: twelve attempts span about 22 hours. */
export const DEFAULT_MAX_ATTEMPTS = 12;

/** Delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export async function claimMails(db: Db, now: Date, batch: number, leaseMs: number) {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<{ id: bigint }[]>(
      `SELECT "id" FROM "OutboxMail"
        WHERE ("status" = 'pending' AND "nextAttemptAt" <= $1::timestamp)
           OR ("status" = 'sending' AND "claimedAt" < $2::timestamp)
        ORDER BY "id" LIMIT ${Math.max(1, Math.floor(batch))}
        FOR UPDATE SKIP LOCKED`,
      sqlTime(now),
      sqlTime(new Date(now.getTime() - leaseMs)),
    );
    const ids = rows.map((r) => BigInt(r.id));
    if (ids.length === 0) return [];
    await tx.outboxMail.updateMany({
      where: { id: { in: ids } },
      data: { status: "sending", claimedAt: now, attempts: { increment: 1 } },
    });
    return tx.outboxMail.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
  });
}

/** One pass: claim due mail, deliver it, record the result. Deterministic given the clock `now`. */
export async function runSenderOnce(
  db: Db,
  transport: MailTransport,
  now: Date = new Date(),
  options: SenderOptions = {},
): Promise<SenderReport> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const from = options.from ?? env().MAIL_FROM;
  const log = options.log ?? ((line: string) => console.warn(line));
  const claimed = await claimMails(db, now, options.batch ?? 20, leaseMs);
  const report: SenderReport = { claimed: claimed.length, sent: 0, kept: 0, retried: 0, failed: 0 };

  for (const mail of claimed) {
    // Fencing: only the holder of this claim may finish the row.
    const mine = { id: mail.id, status: "sending", claimedAt: now };
    try {
      await transport.send({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: (mail.headers ?? {}) as Record<string, string>,
      });
      const status = transport.kind === "log" ? "kept" : "sent";
      await db.outboxMail.updateMany({ where: mine, data: { status, sentAt: now, lastError: null } });
      if (status === "sent") {
        report.sent++;
        // Delivery works again: clear an earlier permanent-failure mark for this address.
        if (mail.userId) {
          await db.user.updateMany({
            where: { id: mail.userId, email: mail.toAddress, emailFailedAt: { not: null } },
            data: { emailFailedAt: null, emailFailure: null },
          });
        }
      } else report.kept++;
    } catch (e) {
      const message = errorText(e);
      if (isPermanentAddressFailure(e)) {
        report.failed++;
        log(`[mail] permanent failure for ${mail.toAddress} (mail ${mail.id}): ${message}`);
        await db.outboxMail.updateMany({ where: mine, data: { status: "failed", lastError: message } });
        if (mail.userId) {
          await db.user.updateMany({
            where: { id: mail.userId, email: mail.toAddress },
            data: { emailFailedAt: now, emailFailure: message.slice(0, 300) },
          });
        }
      } else if (mail.attempts >= maxAttempts) {
        report.failed++;
        log(`[mail] giving up on mail ${mail.id} to ${mail.toAddress} after ${mail.attempts} attempts: ${message}`);
        await db.outboxMail.updateMany({ where: mine, data: { status: "failed", lastError: message } });
      } else {
        report.retried++;
        const next = new Date(now.getTime() + backoffMs(mail.attempts));
        await db.outboxMail.updateMany({
          where: mine,
          data: { status: "pending", nextAttemptAt: next, lastError: message },
        });
      }
    }
  }
  return report;
}

/** Runs passes until nothing due is left (tests and scripts); returns the summed report. */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  now: Date = new Date(),
  options: SenderOptions = {},
): Promise<SenderReport> {
  const total: SenderReport = { claimed: 0, sent: 0, kept: 0, retried: 0, failed: 0 };
  for (let i = 0; i < 1000; i++) {
    const r = await runSenderOnce(db, transport, now, options);
    for (const k of Object.keys(total) as (keyof SenderReport)[]) total[k] += r[k];
    if (r.claimed === 0 || r.sent + r.kept === 0) break;
  }
  return total;
}
