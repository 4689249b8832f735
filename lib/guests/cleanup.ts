/**
 * The job runner's clean-up of guests (lib/jobs/runner.ts): a guest idle for 7 days is deleted with the matches
 * it still holds a seat in (guest matches: it and bots only). Rows are claimed with FOR UPDATE SKIP LOCKED, a
 * batch per transaction, so several instances share the work and a guest being adopted is left alone.
 */
import type { Db } from "@/lib/db";
import { GUEST_IDLE_MS } from "./rules";

const BATCH = 50;

/** One pass; returns the number of guests deleted. */
export async function deleteIdleGuests(db: Db, now: Date, batches = 20): Promise<number> {
  const before = new Date(now.getTime() - GUEST_IDLE_MS);
  let deleted = 0;
  for (let i = 0; i < batches; i++) {
    const n = await db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "User"
        WHERE "guest" = TRUE AND ("lastSeenAt" IS NULL OR "lastSeenAt" < ${before})
        ORDER BY "lastSeenAt" ASC NULLS FIRST
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`;
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      const matches = (
        await tx.match.findMany({
          where: {
            OR: [
              { createdById: { in: ids } },
              { seats: { some: { OR: [{ userId: { in: ids } }, { formerUserId: { in: ids } }] } } },
            ],
          },
          select: { id: true },
        })
      ).map((m) => m.id);
      if (matches.length > 0) {
        // Rows that name a match without a foreign key; the rest (seats, moves, snapshots, chat) cascade.
        await tx.seatWake.deleteMany({ where: { matchId: { in: matches } } });
        await tx.turnAutoEnd.deleteMany({ where: { matchId: { in: matches } } });
        await tx.outboxMail.deleteMany({ where: { matchId: { in: matches } } });
        await tx.match.deleteMany({ where: { id: { in: matches } } });
      }
      await tx.outboxMail.deleteMany({ where: { userId: { in: ids } } });
      await tx.user.deleteMany({ where: { id: { in: ids }, guest: true } });
      return ids.length;
    });
    deleted += n;
    if (n < BATCH) break;
  }
  return deleted;
}
