/**
 * A deleted account's username stays unavailable for a while (UsernameHold): the players who knew it are not
 * misled by a newcomer of the same name at once. Registration (startRegistration, confirmRegistration) and the
 * operator's create-user check it; the job runner's housekeeping sweeps holds that have run out.
 */
import type { Db, Tx } from "@/lib/db";

export const USERNAME_HOLD_DAYS = 30;

export async function isUsernameHeld(db: Db | Tx, usernameLower: string, now: Date): Promise<boolean> {
  return (await db.usernameHold.count({ where: { usernameLower, until: { gt: now } } })) > 0;
}

export async function holdUsername(tx: Tx, usernameLower: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + USERNAME_HOLD_DAYS * 24 * 60 * 60_000);
  await tx.usernameHold.upsert({ where: { usernameLower }, create: { usernameLower, until }, update: { until } });
}

export async function sweepUsernameHolds(db: Db, now: Date): Promise<number> {
  return (await db.usernameHold.deleteMany({ where: { until: { lte: now } } })).count;
}
