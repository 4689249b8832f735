/**
 * Writing a live event: a `LiveEvent` row and a NOTIFY with the same content, both inside the caller's
 * transaction. PostgreSQL delivers the notification only when that transaction commits (and never for one
 * that rolls back), so no browser hears of a change that did not happen; the row lets a client that was
 * away resume after the last id it saw.
 */
import { Prisma, type Tx } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import { LIVE_CHANNEL } from "./events";

export interface LiveChange {
  kind: "match" | "lobby" | "invitation" | "chat";
  matchId: number;
  version?: number | null;
  /** For `invitation`: who is told. */
  userId?: string | null;
}

/** The NOTIFY of one inserted event, for a statement whose `e` returns the new `LiveEvent` rows. */
const NOTIFY_EACH = Prisma.sql`pg_notify(${LIVE_CHANNEL}, json_build_object('id', "id", 'kind', "kind", 'matchId', "matchId", 'version', "version", 'publicVersion', "publicVersion", 'userId', "userId", 'stepBy', "stepBy")::text)`;
const RETURNED = Prisma.sql`RETURNING "id", "kind", "matchId", "version", "publicVersion", "userId", "stepBy"`;

/**
 * A match event carries the match's public version as the caller's transaction left it (claimVersion bumped
 * it just before), read in the same statement.
 */
export async function publishLive(tx: Tx, change: LiveChange): Promise<void> {
  const version = change.version ?? null;
  const userId = change.userId ?? null;
  const publicVersion =
    change.kind === "match"
      ? Prisma.sql`(SELECT "publicVersion" FROM "Match" WHERE "id" = ${change.matchId})`
      : Prisma.sql`NULL::int`;
  await tx.$queryRaw`
    WITH e AS (
      INSERT INTO "LiveEvent" ("kind", "matchId", "version", "publicVersion", "userId", "createdAt")
      VALUES (${change.kind}, ${change.matchId}, ${version}::int, ${publicVersion}, ${userId}::text, ${sqlTime(new Date())}::timestamp)
      ${RETURNED}
    )
    SELECT ${NOTIFY_EACH}::text AS sent
    FROM e`;
}

/**
 * A match change's live event as parts of one statement whose `claimed` CTE returns the changed match's
 * "id", new "version" and "publicVersion" (quick-step.ts, commit-at-once.ts): `event` is the CTE `e` inserting the event (none
 * when nothing was claimed), `notified` the column that sends its NOTIFY. `stepBy`: the seat whose unfinished
 * turn alone changed (a step or an undo), so that listeners know no seat's turn changed.
 */
export function matchEventParts(stepBy: number | null = null): { event: Prisma.Sql; notified: Prisma.Sql } {
  return {
    event: Prisma.sql`e AS (
      INSERT INTO "LiveEvent" ("kind", "matchId", "version", "publicVersion", "userId", "stepBy", "createdAt")
      SELECT 'match', "id", "version", "publicVersion", NULL, ${stepBy}::int, ${sqlTime(new Date())}::timestamp FROM claimed
      ${RETURNED}
    )`,
    notified: Prisma.sql`(SELECT ${NOTIFY_EACH} FROM e)::text AS "sent"`,
  };
}
