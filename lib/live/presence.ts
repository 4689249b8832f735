/**
 * Who has the site open right now, shared by all app instances: each instance writes, every
 * PRESENCE_BEAT_MS, "present until now + PRESENCE_TTL_MS" for the users with a live stream on it. A closed
 * laptop or a crashed instance simply lets the mark expire. The turn mail uses it: a player who has the
 * site open sees their turn in the header, the tab title and the icon, and gets no mail for it.
 */
import type { Db } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";

export const PRESENCE_BEAT_MS = 30_000;
export const PRESENCE_TTL_MS = 90_000;

export async function markPresent(db: Db, userIds: string[], now = new Date()): Promise<void> {
  if (userIds.length === 0) return;
  const until = sqlTime(new Date(now.getTime() + PRESENCE_TTL_MS));
  await db.$executeRaw`UPDATE "User" SET "presentUntil" = ${until}::timestamp WHERE "id" = ANY(${userIds}::text[])`;
}

/**
 * The user's last stream on this instance closed: not present any more. (Another instance holding a stream
 * of theirs marks them again on its next beat; until then a turn mail may go out, which is the safe error.)
 */
export async function clearPresence(db: Db, userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { presentUntil: null } });
}

/** Whether the user has the site open now (by the machine's clock, as presence is written). */
export function isPresent(presentUntil: Date | null, now = new Date()): boolean {
  return presentUntil !== null && presentUntil.getTime() > now.getTime();
}
