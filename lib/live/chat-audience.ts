/**
 * Who hears of a match's chat on the live stream: exactly who may read it (lib/chat/messages.ts `readerOf`,
 * and the resume path in replay.ts): the players who joined (an invited user who has not joined is refused
 * the chat, so is not told of it either), and the match's watchers when spectators may read its chat.
 * One statement per message.
 */
import type { Db } from "@/lib/db";

export async function chatAudience(db: Db, matchId: number): Promise<{ players: string[]; spectators: boolean }> {
  const rows = await db.$queryRaw<{ chatPublic: boolean; userId: string | null }[]>`
    SELECT m."chatPublic", s."userId" FROM "Match" m
    LEFT JOIN "Seat" s ON s."matchId" = m."id" AND s."userId" IS NOT NULL AND s."joinedAt" IS NOT NULL
    WHERE m."id" = ${matchId}`;
  return { players: rows.flatMap((r) => (r.userId ? [r.userId] : [])), spectators: rows[0]?.chatPublic ?? false };
}
