/**
 * Sessions are signed cookies (JWT) that carry the account's session version; a session counts only while
 * that version is still the account's. Bumping it ends every session at once: "sign out everywhere", a
 * password reset, a block by the operator.
 */
import type { Db } from "@/lib/db";

export async function signOutEverywhere(db: Db, userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/** The account behind a session, or null when it is gone, blocked or the session was ended. */
export async function sessionUser(db: Db, userId: string, sessionVersion: number): Promise<{ id: string; username: string } | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, username: true, sessionVersion: true, blockedAt: true } });
  if (!user || user.blockedAt || user.sessionVersion !== sessionVersion) return null;
  return { id: user.id, username: user.username };
}
