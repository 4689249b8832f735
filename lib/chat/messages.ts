/**
 * Match chat: players write, players read, spectators read when the match's creator allowed it
 * (`Match.chatPublic`). A message is stored as written and escaped wherever it is shown; the authors a
 * reader muted (mutes.ts) and messages the operator hid are left out of what that reader gets. Posting is
 * limited per author (lib/rate-limits "chat") and tells the match's open pages through the live stream.
 */
import type { Db, Tx } from "@/lib/db";
import { publishLive } from "@/lib/live/publish";
import { consume } from "@/lib/rate-limits";
import { siteNow } from "@/lib/clocks/site-time";
import { fail, limited, type MatchResult } from "@/lib/errors/errors";
import { chatTextSchema, refusedText } from "./text";
import { refuse } from "@/lib/errors/refuse";

export interface ChatMessageView {
  /** Increasing with time (a decimal string: ids are 64-bit). */
  id: string;
  author: string;
  text: string;
  /** ISO time. */
  at: string;
}

/** Messages a page or a script gets at once; earlier ones by `before`. */
export const CHAT_PAGE = 100;

/** Who may read the chat of a match: its joined players, and everyone when the creator allowed spectators. */
async function readerOf(db: Db | Tx, userId: string | null, matchId: number) {
  const match = await db.match.findUnique({
    where: { id: matchId },
    select: {
      chatPublic: true,
      seats: { where: { userId: userId ?? "", joinedAt: { not: null } }, select: { id: true, chatReadId: true } },
    },
  });
  if (!match) return fail("NOT_FOUND");
  const seat = match.seats[0] ?? null;
  if (!seat && !match.chatPublic) return refuse("NOT_A_PLAYER", "noChatForSpectators");
  return { ok: true as const, seat };
}

export async function listMessages(
  db: Db,
  userId: string | null,
  matchId: number,
  page: { before?: bigint; limit?: number } = {},
): Promise<MatchResult<{ messages: ChatMessageView[] }>> {
  const reader = await readerOf(db, userId, matchId);
  if (!reader.ok) return reader;
  const rows = await db.chatMessage.findMany({
    where: {
      matchId,
      hiddenAt: null,
      ...(page.before !== undefined ? { id: { lt: page.before } } : {}),
      // Not from someone the reader muted or blocked.
      ...(userId ? { author: { mutedBy: { none: { userId } }, blockedBy: { none: { userId } } } } : {}),
    },
    orderBy: { id: "desc" },
    take: Math.min(Math.max(page.limit ?? CHAT_PAGE, 1), CHAT_PAGE),
    select: { id: true, text: true, createdAt: true, author: { select: { username: true } } },
  });
  const newest = rows[0]?.id;
  // A player has now read everything up to the newest message: mails mention only what came after.
  if (reader.seat && newest !== undefined && page.before === undefined && newest > reader.seat.chatReadId) {
    await db.seat.updateMany({
      where: { id: reader.seat.id, chatReadId: { lt: newest } },
      data: { chatReadId: newest },
    });
  }
  return {
    ok: true,
    value: {
      messages: rows
        .reverse()
        .map((m) => ({ id: m.id.toString(), author: m.author.username, text: m.text, at: m.createdAt.toISOString() })),
    },
  };
}

export async function postMessage(
  db: Db,
  userId: string,
  matchId: number,
  raw: unknown,
): Promise<MatchResult<{ message: ChatMessageView }>> {
  const text = chatTextSchema.safeParse(raw);
  if (!text.success) return refusedText(text.error);
  const seat = await db.seat.findFirst({
    where: { matchId, userId, joinedAt: { not: null } },
    select: { id: true, user: { select: { guest: true } } },
  });
  if (!seat)
    return (await db.match.count({ where: { id: matchId } })) === 0
      ? fail("NOT_FOUND")
      : refuse("NOT_A_PLAYER", "chatPlayersOnly");
  // Guests (lib/guests) have no chat: the pages and the API refuse them first, this is the second lock.
  if (seat.user?.guest) return refuse("FORBIDDEN", "guestsPlayBots");
  const limit = await consume(db, "chat", userId);
  if (!limit.ok) return limited(limit);
  const message = await db.$transaction(async (tx) => {
    const m = await tx.chatMessage.create({
      data: { matchId, authorId: userId, text: text.data, createdAt: siteNow() },
      select: { id: true, text: true, createdAt: true, author: { select: { username: true } } },
    });
    // The author has read their own message.
    await tx.seat.update({ where: { id: seat.id }, data: { chatReadId: m.id } });
    await publishLive(tx, { kind: "chat", matchId });
    return m;
  });
  return {
    ok: true,
    value: {
      message: {
        id: message.id.toString(),
        author: message.author.username,
        text: message.text,
        at: message.createdAt.toISOString(),
      },
    },
  };
}

export interface UnreadChat {
  count: number;
  /** Authors of the unread messages, in the order they first wrote. */
  authors: string[];
  /** The first unread messages, oldest first. */
  first: { author: string; text: string }[];
}

/**
 * What a player has not read in a match's chat (messages after `afterId` by others, not hidden, not by
 * someone they muted): the "your turn" mail and the digest mention it. Never a mail of its own.
 */
export async function unreadChat(
  db: Db | Tx,
  matchId: number,
  userId: string,
  afterId: bigint,
  firstLines = 3,
): Promise<UnreadChat> {
  const where = {
    matchId,
    id: { gt: afterId },
    hiddenAt: null,
    authorId: { not: userId },
    author: { mutedBy: { none: { userId } }, blockedBy: { none: { userId } } },
  };
  // One after the other: inside a transaction the statements share one connection anyway.
  const count = await db.chatMessage.count({ where });
  if (count === 0) return { count: 0, authors: [], first: [] };
  const first = await db.chatMessage.findMany({
    where,
    orderBy: { id: "asc" },
    take: firstLines,
    select: { text: true, author: { select: { username: true } } },
  });
  const byAuthor = await db.chatMessage.groupBy({ by: ["authorId"], where, _min: { id: true } });
  const names = await db.user.findMany({
    where: { id: { in: byAuthor.map((a) => a.authorId) } },
    select: { id: true, username: true },
  });
  const authors = [...byAuthor]
    .sort((a, b) => Number((a._min.id ?? 0n) - (b._min.id ?? 0n)))
    .map((a) => names.find((n) => n.id === a.authorId)?.username ?? "?");
  return { count, authors, first: first.map((m) => ({ author: m.author.username, text: m.text })) };
}
