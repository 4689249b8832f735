/**
 * Resuming after a reconnect: the events a user may hear that were written after the last id they saw.
 * Events are kept for a while (RETENTION_MS); a client that was away longer, or that missed more than
 * REPLAY_LIMIT events, is told to fetch everything again instead.
 *
 * "LiveEvent" is an unlogged table (it writes no WAL): a database crash empties it. Its id sequence is
 * logged and goes on above every id handed out, so an empty table still tells whether a client missed
 * something: any id issued after the client's last one was an event it did not see (swept or lost).
 */
import { Prisma, type Db } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import type { StoredEvent } from "./events";

/** The highest event id handed out so far (0 before the first), whether or not its row is still there. */
const ISSUED_SQL = Prisma.sql`(SELECT CASE WHEN "is_called" THEN "last_value" ELSE 0 END FROM "LiveEvent_id_seq")`;

/**
 * The newest event id, the position a fresh page or stream starts from: the newest row, or when none is
 * left (all swept, or a crash) the last id issued, so that the next event is new to whoever starts here.
 */
export const LATEST_EVENT_ID_SQL = Prisma.sql`COALESCE((SELECT max("id") FROM "LiveEvent"), ${ISSUED_SQL})`;

export const RETENTION_MS = 60 * 60_000;
export const REPLAY_LIMIT = 200;

export type Replay = { kind: "events"; events: StoredEvent[] } | { kind: "resync" };

export async function replaySince(db: Db, userId: string, watch: number | null, lastId: number): Promise<Replay> {
  const [oldest] = await db.$queryRaw<
    { min: bigint | null; issued: bigint }[]
  >`SELECT min("id") AS min, ${ISSUED_SQL} AS issued FROM "LiveEvent"`;
  const min = oldest?.min === null || oldest?.min === undefined ? null : Number(oldest.min);
  // Events after lastId are gone (swept, or an empty table after a crash): some are lost for this client.
  if (min !== null ? lastId < min - 1 : lastId < Number(oldest?.issued ?? 0)) return { kind: "resync" };
  // A match event's version as the live hub tells it: the players' version to the match's seated users, the
  // public version to a spectator (lib/live/events.ts toStreamEvent).
  const rows = await db.$queryRaw<
    {
      id: bigint;
      kind: string;
      matchId: number;
      version: number | null;
      userId: string | null;
      stepBy: number | null;
    }[]
  >`
    SELECT e."id", e."kind", e."matchId",
      CASE WHEN e."kind" <> 'match' OR EXISTS (SELECT 1 FROM "Seat" s WHERE s."matchId" = e."matchId" AND s."userId" = ${userId})
        THEN e."version" ELSE e."publicVersion" END AS "version",
      e."userId", e."stepBy"
    FROM "LiveEvent" e
    WHERE e."id" > ${lastId}
      AND (e."kind" = 'lobby'
        OR (e."kind" = 'invitation' AND e."userId" = ${userId})
        OR (e."kind" = 'match' AND ((e."matchId" = ${watch ?? 0} AND e."stepBy" IS NULL)
          OR EXISTS (SELECT 1 FROM "Seat" s WHERE s."matchId" = e."matchId" AND s."userId" = ${userId})))
        OR (e."kind" = 'chat' AND (
          EXISTS (SELECT 1 FROM "Seat" s WHERE s."matchId" = e."matchId" AND s."userId" = ${userId} AND s."joinedAt" IS NOT NULL)
          OR (e."matchId" = ${watch ?? 0} AND EXISTS (SELECT 1 FROM "Match" m WHERE m."id" = e."matchId" AND m."chatPublic")))))
    ORDER BY e."id" ASC LIMIT ${REPLAY_LIMIT + 1}`;
  if (rows.length > REPLAY_LIMIT) return { kind: "resync" };
  return {
    kind: "events",
    events: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind as StoredEvent["kind"],
      matchId: r.matchId,
      version: r.version,
      userId: r.userId,
      stepBy: r.stepBy,
      publicVersion: null,
    })),
  };
}

/** The newest event id (LATEST_EVENT_ID_SQL). */
export async function latestEventId(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<{ latest: bigint }[]>`SELECT ${LATEST_EVENT_ID_SQL} AS latest`;
  return Number(row?.latest ?? 0);
}

/**
 * Housekeeping (the job runner): events older than the retention are no longer needed for resuming. Ids grow
 * with time, so the old events are the first ids: walk the primary key to the first event that is recent
 * enough and delete everything before it (no index on createdAt: one index less written by every change).
 */
export async function sweepLiveEvents(db: Db, now: Date): Promise<number> {
  const cutoff = sqlTime(new Date(now.getTime() - RETENTION_MS));
  return db.$executeRaw`
    DELETE FROM "LiveEvent" WHERE "id" < COALESCE(
      (SELECT "id" FROM "LiveEvent" WHERE "createdAt" >= ${cutoff}::timestamp ORDER BY "id" LIMIT 1),
      (SELECT max("id") + 1 FROM "LiveEvent")
    )`;
}
