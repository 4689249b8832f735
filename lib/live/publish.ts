/**
 * Writing a live event: a `LiveEvent` row and a NOTIFY with the same content, both inside the caller's
 * transaction. PostgreSQL delivers the notification only when that transaction commits (and never for one
 * that rolls back), so no browser hears of a change that did not happen; the row lets a client that was
 * away resume after the last id it saw.
 */
import type { Tx } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import { LIVE_CHANNEL } from "./events";

export interface LiveChange {
  kind: "match" | "lobby" | "invitation" | "chat";
  matchId: number;
  version?: number | null;
  /** For `invitation`: who is told. */
  userId?: string | null;
}

export async function publishLive(tx: Tx, change: LiveChange): Promise<void> {
  const version = change.version ?? null;
  const userId = change.userId ?? null;
  await tx.$queryRaw`
    WITH e AS (
      INSERT INTO "LiveEvent" ("kind", "matchId", "version", "userId", "createdAt")
      VALUES (${change.kind}, ${change.matchId}, ${version}::int, ${userId}::text, ${sqlTime(new Date())}::timestamp)
      RETURNING "id", "kind", "matchId", "version", "userId"
    )
    SELECT pg_notify(${LIVE_CHANNEL}, json_build_object('id', "id", 'kind', "kind", 'matchId', "matchId", 'version', "version", 'userId', "userId")::text)::text AS sent
    FROM e`;
}
