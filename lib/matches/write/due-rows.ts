/**
 * The tables of turns that come due on the server, one row per match and seat with `dueAt` and `leaseUntil`:
 * automatic ends of turns (auto-end.ts) and strong bots' turns (bot-turn-rows.ts). A runner claims due rows
 * with FOR UPDATE SKIP LOCKED and a lease, so with several instances on one PostgreSQL each row is worked on
 * by one; a runner that dies leaves its rows to the next once the lease lapses.
 */
import { Prisma, type Db } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";

export type DueTable = "TurnAutoEnd" | "BotTurn";

/** A claimed row: the match, the seat and the due time it was claimed with. */
export interface DueRow {
  matchId: number;
  seatIndex: number;
  dueAt: Date;
}

/**
 * Claims up to `batch` rows of `table` due by `now` (unclaimed, or whose claim lapsed), the longest due first,
 * until now + `leaseMs`; `extra` names further columns to return.
 */
export async function claimDueRows<R extends DueRow>(
  db: Db,
  table: DueTable,
  now: Date,
  leaseMs: number,
  batch: number,
  extra: readonly string[] = [],
): Promise<R[]> {
  const t = Prisma.raw(`"${table}"`);
  const more = Prisma.raw(extra.map((c) => `, r."${c}"`).join(""));
  return db.$queryRaw<R[]>`
    WITH due AS (
      SELECT "matchId", "seatIndex" FROM ${t}
      WHERE "dueAt" <= ${sqlTime(now)}::timestamp AND ("leaseUntil" IS NULL OR "leaseUntil" <= ${sqlTime(now)}::timestamp)
      ORDER BY "dueAt" LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE ${t} r SET "leaseUntil" = ${sqlTime(new Date(now.getTime() + leaseMs))}::timestamp
    FROM due WHERE r."matchId" = due."matchId" AND r."seatIndex" = due."seatIndex"
    RETURNING r."matchId", r."seatIndex", r."dueAt"${more}`;
}

/** Forgets a claimed row that no longer applies, unless a newer write made it due again meanwhile (another due time). */
export async function dropDueRow(db: Db, table: DueTable, row: DueRow): Promise<void> {
  await db.$executeRaw`DELETE FROM ${Prisma.raw(`"${table}"`)} WHERE "matchId" = ${row.matchId} AND "seatIndex" = ${row.seatIndex} AND "dueAt" = ${sqlTime(row.dueAt)}::timestamp`;
}
