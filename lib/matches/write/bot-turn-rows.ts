/**
 * The rows of strong bots' due turns (`BotTurn`; the turns themselves: bot-turns.ts): written by the write
 * that leaves a strong bot's seat awaited (progress.ts), claimed by one runner at a time with FOR UPDATE SKIP
 * LOCKED and a lease, dropped when they no longer apply, given back after a lost race or a failure.
 */
import type { Db, Tx } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import type { Seat } from "@/lib/engine";
import { claimDueRows, dropDueRow, type DueRow } from "./due-rows";

/** A runner's claim on a row: a runner that died mid-search leaves the turn to the next after this. */
const LEASE_MS = 120_000;
/** A turn whose search failed (a bot that cannot move: an engine's bug) is tried again after this. */
const RETRY_MS = 60_000;

/** The awaited strong bot seats of a match get a row due now (kept if claimed); the others lose theirs. */
export async function writeBotTurns(tx: Tx, matchId: number, awaited: Seat[], now: Date): Promise<void> {
  const seats = awaited.join(",");
  await tx.$executeRaw`DELETE FROM "BotTurn" WHERE "matchId" = ${matchId} AND NOT ("seatIndex" = ANY(string_to_array(${seats}, ',')::int[]))`;
  for (const seat of awaited) {
    // A row being searched stays claimed: its search reads the version before this write and is refused as
    // stale when it writes, then gives the row back (due now) for the next pass.
    await tx.$executeRaw`
      INSERT INTO "BotTurn" ("matchId", "seatIndex", "dueAt", "leaseUntil")
      VALUES (${matchId}, ${seat}, ${sqlTime(now)}::timestamp, NULL)
      ON CONFLICT ("matchId", "seatIndex") DO UPDATE SET "dueAt" = EXCLUDED."dueAt"`;
  }
}

/** A due row claimed by this runner. */
export type ClaimedBotTurn = DueRow;

/** Claims up to `batch` due rows (unclaimed, or whose claim lapsed) until now + LEASE_MS, the longest due first. */
export function claimDueBotTurns(db: Db, now: Date, batch: number): Promise<ClaimedBotTurn[]> {
  return claimDueRows(db, "BotTurn", now, LEASE_MS, batch);
}

/** Forgets a claimed row that no longer applies, unless a newer write made it due again meanwhile. */
export function dropBotTurn(db: Db, row: ClaimedBotTurn): Promise<void> {
  return dropDueRow(db, "BotTurn", row);
}

/**
 * Gives a claimed row back, due at `dueAt`: after the bot's turn was written (the row is still there only if the
 * write left the seat awaited again), after a lost race (now), or after a failed search (later).
 */
export async function releaseBotTurn(db: Db, row: ClaimedBotTurn, dueAt: Date): Promise<void> {
  await db.$executeRaw`UPDATE "BotTurn" SET "leaseUntil" = NULL, "dueAt" = ${sqlTime(dueAt)}::timestamp WHERE "matchId" = ${row.matchId} AND "seatIndex" = ${row.seatIndex} AND "leaseUntil" IS NOT NULL`;
}

/** When a failed search is tried again. */
export function retryAfterFailure(now: Date): Date {
  return new Date(now.getTime() + RETRY_MS);
}
