/**
 * How reliably a player plays, as others may want to know before they join a match with them:
 * - finished: the share of their ended matches they saw through (a match they left, or ran out of time in, is
 *   abandoned; resigning is an orderly end);
 * - timeouts per 100 turns they played;
 * - the median time they took to move over the last 90 days (from the previous turn's end to theirs).
 * A seat a bot took over counts for the player who held it, up to the moment the bot took it. A guest's matches
 * against bots (lib/guests), kept after the guest registered, are no ended matches of theirs.
 */
import type { Db, Tx } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";

export interface Reliability {
  /** Ended matches: seen through plus abandoned. */
  ended: number;
  /** Share seen through, 0-1; null before any match ended. */
  finishedShare: number | null;
  turns: number;
  timeouts: number;
  /** Per 100 turns; null before any turn. */
  timeoutsPer100Turns: number | null;
  /** Seconds; null without turns in the last 90 days. */
  medianSecondsToMove: number | null;
}

const DAY = 86_400_000;

interface EndRow {
  id: string;
  through: number;
  abandoned: number;
  timeouts: number;
}

/** Seen-through and abandoned matches and timeouts of several users at once (the lobby shows them). */
async function endings(db: Db | Tx, ids: string[]): Promise<Map<string, EndRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<EndRow[]>`
    SELECT u."id",
      count(*) FILTER (WHERE (s."userId" = u."id" AND m."status" = 'finished' AND s."forfeit" IS DISTINCT FROM 'timeout')
                          OR (s."formerUserId" = u."id" AND s."replacedBecause" = 'resign'))::int AS "through",
      count(*) FILTER (WHERE (s."formerUserId" = u."id" AND s."replacedBecause" IN ('left', 'timeout'))
                          OR (s."userId" = u."id" AND s."forfeit" = 'timeout'))::int AS "abandoned",
      count(*) FILTER (WHERE (s."formerUserId" = u."id" AND s."replacedBecause" = 'timeout')
                          OR (s."userId" = u."id" AND s."forfeit" = 'timeout'))::int AS "timeouts"
    FROM unnest(${ids}::text[]) AS u("id")
    JOIN "Seat" s ON s."userId" = u."id" OR s."formerUserId" = u."id"
    JOIN "Match" m ON m."id" = s."matchId" AND NOT m."guest"
    GROUP BY u."id"`;
  return new Map(rows.map((r) => [r.id, r]));
}

const share = (r: EndRow | undefined) =>
  r && r.through + r.abandoned > 0 ? r.through / (r.through + r.abandoned) : null;

/** The lobby's short form: the share of matches seen through, per user. */
export async function finishedShares(db: Db | Tx, ids: string[]): Promise<Map<string, number | null>> {
  const rows = await endings(db, [...new Set(ids)]);
  return new Map([...new Set(ids)].map((id) => [id, share(rows.get(id))]));
}

export async function reliabilityOf(db: Db, userId: string, now: Date): Promise<Reliability> {
  const ends = (await endings(db, [userId])).get(userId);
  const [turns] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS "n" FROM "MoveLog" l
    JOIN "Seat" s ON s."matchId" = l."matchId" AND s."seatIndex" = l."seat"
    WHERE l."endsTurn" AND (s."userId" = ${userId} OR (s."formerUserId" = ${userId} AND l."index" < s."replacedAtLogIndex"))`;
  const [median] = await db.$queryRaw<{ seconds: number | null }[]>`
    WITH turns AS (
      SELECT l."matchId", l."index", l."seat", l."createdAt",
        LAG(l."createdAt") OVER (PARTITION BY l."matchId" ORDER BY l."index") AS "prev"
      FROM "MoveLog" l
      WHERE l."endsTurn" AND l."createdAt" > ${sqlTime(new Date(now.getTime() - 90 * DAY))}::timestamp
        AND l."matchId" IN (SELECT "matchId" FROM "Seat" WHERE "userId" = ${userId} OR "formerUserId" = ${userId})
    )
    SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM t."createdAt" - t."prev")))::float8 AS "seconds"
    FROM turns t JOIN "Seat" s ON s."matchId" = t."matchId" AND s."seatIndex" = t."seat"
    WHERE t."prev" IS NOT NULL AND (s."userId" = ${userId} OR (s."formerUserId" = ${userId} AND t."index" < s."replacedAtLogIndex"))`;
  const n = turns?.n ?? 0;
  const timeouts = ends?.timeouts ?? 0;
  return {
    ended: (ends?.through ?? 0) + (ends?.abandoned ?? 0),
    finishedShare: share(ends),
    turns: n,
    timeouts,
    timeoutsPer100Turns: n > 0 ? Math.round((1000 * timeouts) / n) / 10 : null,
    medianSecondsToMove: median?.seconds === null || median?.seconds === undefined ? null : Math.round(median.seconds),
  };
}
