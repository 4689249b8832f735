/**
 * Sessions are signed cookies (JWT) that carry the account's session version; a session counts only while
 * that version is still the account's. Bumping it ends every session at once: "sign out everywhere", a
 * password reset, a block by the operator.
 */
import type { Db } from "@/lib/db";
import { loadViewer } from "./viewer";

export async function signOutEverywhere(db: Db, userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/**
 * The account behind a session, or null when it is gone, blocked or the session was ended. The check itself
 * is the viewer's (viewer.ts), which pages read with the rest of what they show of the user.
 */
export async function sessionUser(
  db: Db,
  userId: string,
  sessionVersion: number,
): Promise<{ id: string; username: string } | null> {
  const viewer = await loadViewer(db, userId, sessionVersion);
  return viewer ? { id: viewer.id, username: viewer.username } : null;
}
