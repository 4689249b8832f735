/**
 * Registering or signing in from a guest session: the guest's matches become the account's, in one
 * transaction. The seats (and the matches' creator) move to the account, so every page names the account
 * from then on; the guest row is deleted. The matches stay marked `guest` (unrated, never listed).
 */
import type { Db } from "@/lib/db";
import { guestIdOf } from "./identity";

/** Moves the guest the cookie names to `userId`; the number of seats moved (0: no guest, or nothing to move). */
export async function adoptGuest(db: Db, token: string | undefined | null, userId: string): Promise<number> {
  return adoptGuestById(db, await guestIdOf(db, token), userId);
}

/**
 * Moves the guest `guestId` (while it is one) to `userId`: for the registration that a guest's browser filled
 * in (PendingRegistration.guestId), confirmed in any browser.
 */
export async function adoptGuestById(db: Db, guestId: string | null, userId: string): Promise<number> {
  if (!guestId || guestId === userId) return 0;
  return db.$transaction(async (tx) => {
    // The guest row first, locked: a guest being cleaned up or adopted by a second sign-in at once is skipped.
    const [locked] = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "User" WHERE "id" = ${guestId} AND "guest" = TRUE FOR UPDATE SKIP LOCKED`;
    if (!locked) return 0;
    // A guest only ever sits with bots, so the account cannot hold a seat in these matches already.
    const moved = await tx.seat.updateMany({ where: { userId: guestId }, data: { userId } });
    await tx.seat.updateMany({ where: { formerUserId: guestId }, data: { formerUserId: userId } });
    await tx.match.updateMany({ where: { createdById: guestId }, data: { createdById: userId } });
    // A turn the guest left to end by itself ends as the account's.
    await tx.turnAutoEnd.updateMany({ where: { userId: guestId }, data: { userId } });
    await tx.outboxMail.deleteMany({ where: { userId: guestId } });
    // Whatever else a guest may have left (mutes, notes: refused to guests, cascade all the same).
    await tx.user.delete({ where: { id: guestId } });
    return moved.count;
  });
}
