/**
 * Delivery: retries with backoff while SMTP is down (moves still succeed), no duplicates after it comes
 * back, permanent 5xx failures marked on the user, leases of crashed senders, two senders on one
 * PostgreSQL, and the "kept" path without SMTP. Clocks are injected; nothing waits for real time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliver, emailOf, humanRng, makeUsers, playHumanTurn, startGlenMore } from "./helpers";
import { startTestSmtp, type TestSmtp } from "./smtp";
import { createTestDatabase } from "@/tests/support/db";
import { createDb, type Db } from "@/lib/db";
import { enqueueMail } from "@/lib/mail/outbox";
import { backoffMs, claimMails, DEFAULT_LEASE_MS, drainOutbox, runSenderOnce } from "@/lib/mail/sender";
import { logTransport, smtpTransport } from "@/lib/mail/transport";
import { clearEmailFailure, emailFailure } from "@/lib/notifications/preferences";

const quiet = { log: () => {} };

async function enqueue(db: Db, n: number, to: string, userId?: string, tag = "m") {
  for (let i = 0; i < n; i++) {
    await db.$transaction((tx) =>
      enqueueMail(tx, {
        kind: "test",
        to,
        ...(userId ? { userId } : {}),
        subject: `${tag} ${i}`,
        text: `body ${i}`,
        html: `<p>body ${i}</p>`,
      }),
    );
  }
}

describe("sender on PGlite", () => {
  let db: Db;
  let close: () => Promise<void>;
  let smtp: TestSmtp;
  const users: Record<string, string> = {};

  beforeAll(async () => {
    const t = await createTestDatabase("pglite");
    db = t.db;
    close = t.close;
    const ids = await makeUsers(db, ["Ailsa", "Brodie", "Morag"]);
    users.Ailsa = ids[0]!;
    users.Brodie = ids[1]!;
    users.Morag = ids[2]!;
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
    await close?.();
  });

  it("SMTP down during commits: the moves succeed, the mails go out once it is back, none twice", async () => {
    const id = await startGlenMore(db, users, [{ user: "Ailsa" }, { user: "Brodie" }], "smtp-down");
    await deliver(db, smtp); // the invitation and start mails, while SMTP is up
    const base = smtp.received.length;
    await smtp.stop();
    const rng = humanRng("smtp-down");
    for (let i = 0; i < 6; i++) await playHumanTurn(db, id, rng);
    const turnRows = await db.outboxMail.findMany({ where: { matchId: id, kind: "turn", status: "pending" } });
    expect(turnRows.length).toBeGreaterThan(0);

    const t0 = new Date(Date.now() + 1000);
    const first = await runSenderOnce(db, smtpTransport(smtp.url), t0, quiet);
    expect(first).toMatchObject({ sent: 0, retried: turnRows.length, failed: 0 });
    const after = await db.outboxMail.findMany({ where: { id: { in: turnRows.map((r) => r.id) } } });
    expect(
      after.every(
        (r) =>
          r.status === "pending" &&
          r.attempts === 1 &&
          r.lastError &&
          r.nextAttemptAt.getTime() === t0.getTime() + backoffMs(1),
      ),
    ).toBe(true);
    // Not yet due again.
    expect(
      (await runSenderOnce(db, smtpTransport(smtp.url), new Date(t0.getTime() + backoffMs(1) - 1), quiet)).claimed,
    ).toBe(0);

    await smtp.start();
    const t1 = new Date(t0.getTime() + backoffMs(1));
    const second = await drainOutbox(db, smtpTransport(smtp.url), t1, quiet);
    expect(second.sent).toBe(turnRows.length);
    expect((await drainOutbox(db, smtpTransport(smtp.url), new Date(t1.getTime() + 86_400_000), quiet)).claimed).toBe(
      0,
    );
    const got = smtp.received.slice(base).filter((m) => m.subject === `Glen More #${id}: your turn`);
    expect(got).toHaveLength(turnRows.length);
    expect(new Set(got.map((m) => m.text)).size).toBe(got.length);
  });

  it("backs off exponentially and gives up after the last attempt", async () => {
    await smtp.stop();
    try {
      await enqueue(db, 1, "nobody@example.test", undefined, "backoff");
      let now = new Date(Date.now() + 2000);
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt++) {
        const r = await runSenderOnce(db, smtpTransport(smtp.url), now, { ...quiet, maxAttempts: 4 });
        expect(r.claimed).toBe(1);
        const row = await db.outboxMail.findFirstOrThrow({ where: { subject: "backoff 0" } });
        if (attempt < 4) {
          expect(row.status).toBe("pending");
          delays.push(row.nextAttemptAt.getTime() - now.getTime());
          now = row.nextAttemptAt;
        } else expect(row.status).toBe("failed");
      }
      expect(delays).toEqual([backoffMs(1), backoffMs(2), backoffMs(3)]);
      expect(delays[1]).toBe(2 * delays[0]!);
    } finally {
      await smtp.start();
    }
  });

  it("a 5xx for the recipient marks the address as failing, stops notifications, and can be cleared", async () => {
    smtp.refuse.add(emailOf("Morag"));
    await enqueue(db, 1, emailOf("Morag"), users.Morag, "to-morag");
    const r = await drainOutbox(db, smtpTransport(smtp.url), new Date(Date.now() + 3000), quiet);
    expect(r.failed).toBe(1);
    const row = await db.outboxMail.findFirstOrThrow({ where: { subject: "to-morag 0" } });
    expect(row.status).toBe("failed");
    const mark = await emailFailure(db, users.Morag!);
    expect(mark?.reason).toMatch(/550/);
    // Morag's next turn mail is not written while the mark is set.
    const id = await startGlenMore(db, users, [{ user: "Ailsa" }, { user: "Morag" }], "morag");
    const rng = humanRng("morag");
    for (let i = 0; i < 4; i++) await playHumanTurn(db, id, rng);
    expect(await db.outboxMail.count({ where: { matchId: id, toAddress: emailOf("Morag") } })).toBe(0);
    expect(await db.outboxMail.count({ where: { matchId: id, toAddress: emailOf("Ailsa") } })).toBeGreaterThan(0);
    smtp.refuse.delete(emailOf("Morag"));
    await clearEmailFailure(db, users.Morag!);
    expect(await emailFailure(db, users.Morag!)).toBeNull();
  });

  it("a crashed sender's claim is retried after the lease, not before", async () => {
    await drainOutbox(db, smtpTransport(smtp.url), new Date(Date.now() + 4000), quiet);
    await enqueue(db, 1, "lease@example.test", undefined, "lease");
    const t0 = new Date(Date.now() + 5000);
    const claimed = await claimMails(db, t0, 10, DEFAULT_LEASE_MS); // ... and the sender dies here
    expect(claimed.map((c) => c.subject)).toEqual(["lease 0"]);
    const base = smtp.received.length;
    expect(
      (await runSenderOnce(db, smtpTransport(smtp.url), new Date(t0.getTime() + DEFAULT_LEASE_MS - 1), quiet)).claimed,
    ).toBe(0);
    const r = await runSenderOnce(db, smtpTransport(smtp.url), new Date(t0.getTime() + DEFAULT_LEASE_MS + 1), quiet);
    expect(r.sent).toBe(1);
    expect(smtp.received.slice(base).map((m) => m.subject)).toEqual(["lease 0"]);
    const row = await db.outboxMail.findFirstOrThrow({ where: { subject: "lease 0" } });
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("without SMTP, mail is kept (logged, shown on the development mailbox) and nothing fails", async () => {
    await enqueue(db, 2, "kept@example.test", undefined, "kept");
    const lines: string[] = [];
    const r = await drainOutbox(
      db,
      logTransport((l) => lines.push(l)),
      new Date(Date.now() + 6000),
      quiet,
    );
    expect(r.kept).toBeGreaterThanOrEqual(2);
    expect(lines.filter((l) => l.includes("kept@example.test"))).toHaveLength(2);
    const rows = await db.outboxMail.findMany({ where: { toAddress: "kept@example.test" } });
    expect(rows.map((x) => x.status)).toEqual(["kept", "kept"]);
  });
});

describe("two senders on one PostgreSQL", () => {
  let smtp: TestSmtp;
  let close: () => Promise<void>;
  let db: Db;
  let other: Db;

  beforeAll(async () => {
    const t = await createTestDatabase("postgres");
    db = t.db;
    other = createDb({ kind: "postgres", url: t.url! }, { poolSize: 5 });
    close = async () => {
      await other.$disconnect();
      await t.close();
    };
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
    await close?.();
  });

  it("send each mail exactly once", async () => {
    const N = 60;
    await enqueue(db, N, "many@example.test", undefined, "pg");
    const now = new Date(Date.now() + 1000);
    const loop = async (client: Db) => {
      const t = smtpTransport(smtp.url);
      let sent = 0;
      for (let i = 0; i < 100; i++) {
        const r = await runSenderOnce(client, t, now, { ...quiet, batch: 4 });
        sent += r.sent;
        if (r.claimed === 0) break;
      }
      t.close();
      return sent;
    };
    const [a, b] = await Promise.all([loop(db), loop(other)]);
    expect(a + b).toBe(N);
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: N }, (_, i) => `pg ${i}`).sort());
    expect(await db.outboxMail.count({ where: { status: "sent" } })).toBe(N);
  });
});
