/**
 * A user's time zone setting: one column, null meaning "not known yet" (see the time_zone_known migration).
 * Settings and the API set it; the browser's zone fills it in once, on the first signed-in page that finds
 * it unknown, and never overrides a choice. Callers pass names validated by lib/clocks/time-zones.ts.
 */
import type { Db } from "@/lib/db";

export async function setUserTimeZone(db: Db, userId: string, zone: string): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { timeZone: zone } });
}

/**
 * Stores `zone` only when the user has none yet; one statement, so a choice made meanwhile in another tab
 * wins. Returns the zone the user has now (null: no such user).
 */
export async function adoptUserTimeZone(db: Db, userId: string, zone: string): Promise<string | null> {
  const rows = await db.$queryRaw<{ timeZone: string }[]>`
    UPDATE "User" SET "timeZone" = COALESCE("timeZone", ${zone}) WHERE "id" = ${userId} RETURNING "timeZone"`;
  return rows[0]?.timeZone ?? null;
}
