/** Housekeeping of stored mail: finished mail older than the retention goes; pending or held mail never does. */
import { expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { pruneOutbox } from "@/lib/mail/outbox";

forEachDatabase("outbox pruning", (t) => {
  it("deletes sent, kept, dropped, batched and failed mail older than the retention, nothing else", async () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const old = new Date(now.getTime() - 31 * 86_400_000);
    const recent = new Date(now.getTime() - 29 * 86_400_000);
    const statuses = ["sent", "kept", "dropped", "batched", "failed", "pending", "waiting"];
    for (const status of statuses) {
      for (const createdAt of [old, recent]) {
        await t.db.outboxMail.create({
          data: {
            kind: "turn",
            toAddress: `${status}@example.test`,
            subject: status,
            text: "",
            html: "",
            status,
            createdAt,
            nextAttemptAt: createdAt,
          },
        });
      }
    }
    expect(await pruneOutbox(t.db, now, 30)).toBe(5);
    const left = await t.db.outboxMail.findMany({ select: { status: true, createdAt: true } });
    expect(
      left
        .filter((m) => m.createdAt.getTime() === old.getTime())
        .map((m) => m.status)
        .sort(),
    ).toEqual(["pending", "waiting"]);
    expect(left.filter((m) => m.createdAt.getTime() === recent.getTime())).toHaveLength(statuses.length);
  });
});
