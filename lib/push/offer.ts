/**
 * The match page's one-time offer of push ("Get a notification on this device when it is your turn?"): made
 * to a player who has no device yet and was never asked; once they answer either way (User.pushOfferedAt),
 * never again. The page shows it only where the browser can take push and has not decided the permission.
 */
import type { Db } from "@/lib/db";

/** True while the offer is still to be made: never answered and no device subscribed. */
export async function pushOfferDue(db: Db, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { pushOfferedAt: true, _count: { select: { pushSubscriptions: true } } },
  });
  return user !== null && user.pushOfferedAt === null && user._count.pushSubscriptions === 0;
}

/** Records the answer (the first one counts; later calls change nothing). */
export async function recordPushOffer(db: Db, userId: string, now: Date): Promise<void> {
  await db.user.updateMany({ where: { id: userId, pushOfferedAt: null }, data: { pushOfferedAt: now } });
}
