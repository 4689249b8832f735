/**
 * Muting a player: their chat messages are no longer shown to the one who muted them, in any match (and
 * never mentioned in that user's mails). They are not told. Undone from the settings page or the API.
 */
import type { Db } from "@/lib/db";
import { consume } from "@/lib/rate-limits";
import { fail, limited, type MatchResult } from "@/lib/errors/errors";
import { refuse } from "@/lib/errors/refuse";

export async function setUserMute(
  db: Db,
  userId: string,
  username: string,
  muted: boolean,
): Promise<MatchResult<{ username: string; muted: boolean }>> {
  const other = await db.user.findUnique({
    where: { usernameLower: username.toLowerCase() },
    select: { id: true, username: true },
  });
  if (!other) return fail("UNKNOWN_USER");
  if (other.id === userId) return refuse("INVALID_INPUT", "muteYourself");
  const limit = await consume(db, "chatModeration", userId);
  if (!limit.ok) return limited(limit);
  if (muted)
    await db.userMute.upsert({
      where: { userId_mutedId: { userId, mutedId: other.id } },
      create: { userId, mutedId: other.id },
      update: {},
    });
  else await db.userMute.deleteMany({ where: { userId, mutedId: other.id } });
  return { ok: true, value: { username: other.username, muted } };
}

export async function mutedUsers(db: Db, userId: string): Promise<string[]> {
  const rows = await db.userMute.findMany({
    where: { userId },
    select: { muted: { select: { username: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((r) => r.muted.username);
}
