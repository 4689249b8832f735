/**
 * Friends and blocks. Friendship is mutual: one asks, the other accepts (asking someone who asked you
 * accepts at once). A block ends any friendship and keeps the blocked user away: no invitations from them,
 * no joining the blocker's open seats, their chat messages hidden from the blocker. The blocked user is not
 * told in advance; when refused, they read a plain sentence. Changes are limited per user
 * ("chatModeration": mutes, reports, blocks, friend requests together).
 */
import type { Db, Tx } from "@/lib/db";
import { consume } from "@/lib/rate-limits";
import { siteNow } from "@/lib/clocks/site-time";
import { fail, limited, type MatchResult } from "@/lib/errors/errors";
import { refuse } from "@/lib/errors/refuse";

async function other(db: Db, userId: string, username: string) {
  const u = await db.user.findUnique({
    where: { usernameLower: username.toLowerCase() },
    select: { id: true, username: true },
  });
  if (!u) return fail("UNKNOWN_USER");
  if (u.id === userId) return refuse("INVALID_INPUT", "thatIsYou");
  return { ok: true as const, value: u };
}

export type FriendState = "none" | "asked" | "asking-you" | "friends";

export async function friendState(db: Db | Tx, userId: string, otherId: string): Promise<FriendState> {
  const rows = await db.friendship.findMany({
    where: {
      OR: [
        { userId, friendId: otherId },
        { userId: otherId, friendId: userId },
      ],
    },
  });
  const mine = rows.find((r) => r.userId === userId);
  const theirs = rows.find((r) => r.userId === otherId);
  if (mine?.acceptedAt && theirs?.acceptedAt) return "friends";
  if (mine) return "asked";
  if (theirs) return "asking-you";
  return "none";
}

/** Asks `username` to be friends, or accepts their request. */
export async function befriend(
  db: Db,
  userId: string,
  username: string,
): Promise<MatchResult<{ username: string; state: FriendState }>> {
  const o = await other(db, userId, username);
  if (!o.ok) return o;
  if (await isBlockedEitherWay(db, userId, o.value.id))
    return refuse("FORBIDDEN", "notFriendsWith", { name: o.value.username });
  const limit = await consume(db, "chatModeration", userId);
  if (!limit.ok) return limited(limit);
  const now = siteNow();
  const state = await db.$transaction(async (tx) => {
    const current = await friendState(tx, userId, o.value.id);
    if (current === "friends" || current === "asked") return current;
    if (current === "asking-you") {
      await tx.friendship.update({
        where: { userId_friendId: { userId: o.value.id, friendId: userId } },
        data: { acceptedAt: now },
      });
      await tx.friendship.create({ data: { userId, friendId: o.value.id, createdAt: now, acceptedAt: now } });
      return "friends" as const;
    }
    await tx.friendship.create({ data: { userId, friendId: o.value.id, createdAt: now } });
    return "asked" as const;
  });
  return { ok: true, value: { username: o.value.username, state } };
}

/** Ends a friendship, withdraws one's request or declines theirs. */
export async function unfriend(
  db: Db,
  userId: string,
  username: string,
): Promise<MatchResult<{ username: string; state: FriendState }>> {
  const o = await other(db, userId, username);
  if (!o.ok) return o;
  await db.friendship.deleteMany({
    where: {
      OR: [
        { userId, friendId: o.value.id },
        { userId: o.value.id, friendId: userId },
      ],
    },
  });
  return { ok: true, value: { username: o.value.username, state: "none" } };
}

export async function setBlock(
  db: Db,
  userId: string,
  username: string,
  blocked: boolean,
): Promise<MatchResult<{ username: string; blocked: boolean }>> {
  const o = await other(db, userId, username);
  if (!o.ok) return o;
  const limit = await consume(db, "chatModeration", userId);
  if (!limit.ok) return limited(limit);
  if (blocked) {
    await db.$transaction([
      db.block.upsert({
        where: { userId_blockedId: { userId, blockedId: o.value.id } },
        create: { userId, blockedId: o.value.id, createdAt: siteNow() },
        update: {},
      }),
      db.friendship.deleteMany({
        where: {
          OR: [
            { userId, friendId: o.value.id },
            { userId: o.value.id, friendId: userId },
          ],
        },
      }),
    ]);
  } else {
    await db.block.deleteMany({ where: { userId, blockedId: o.value.id } });
  }
  return { ok: true, value: { username: o.value.username, blocked } };
}

export async function isBlockedEitherWay(db: Db | Tx, a: string, b: string): Promise<boolean> {
  return (
    (await db.block.count({
      where: {
        OR: [
          { userId: a, blockedId: b },
          { userId: b, blockedId: a },
        ],
      },
    })) > 0
  );
}

export async function areFriends(db: Db | Tx, a: string, b: string): Promise<boolean> {
  return (await friendState(db, a, b)) === "friends";
}

export interface Relations {
  friends: string[];
  /** Who asked the user to be friends (waiting for an answer). */
  requests: string[];
  /** Whom the user asked. */
  asked: string[];
  blocked: string[];
}

export async function relationsOf(db: Db, userId: string): Promise<Relations> {
  const [mine, toMe, blocks] = await Promise.all([
    db.friendship.findMany({ where: { userId }, select: { acceptedAt: true, friend: { select: { username: true } } } }),
    db.friendship.findMany({
      where: { friendId: userId, acceptedAt: null },
      select: { user: { select: { username: true } } },
    }),
    db.block.findMany({ where: { userId }, select: { blocked: { select: { username: true } } } }),
  ]);
  const sort = (a: string[]) => a.sort((x, y) => x.localeCompare(y));
  return {
    friends: sort(mine.filter((f) => f.acceptedAt).map((f) => f.friend.username)),
    asked: sort(mine.filter((f) => !f.acceptedAt).map((f) => f.friend.username)),
    requests: sort(toMe.map((f) => f.user.username)),
    blocked: sort(blocks.map((b) => b.blocked.username)),
  };
}
