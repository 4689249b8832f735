/**
 * Private notes: each player has one text per match that only they ever read (never in a view, a replay,
 * a record or a mail). Saving an empty text deletes it.
 */
import type { Db } from "@/lib/db";
import { consume } from "@/lib/rate-limits";
import { siteNow } from "@/lib/clocks/site-time";
import { fail, limited, type MatchResult } from "@/lib/errors/errors";
import { noteTextSchema, refusedText } from "./text";
import { refuse } from "@/lib/errors/refuse";

async function isPlayer(db: Db, userId: string, matchId: number): Promise<MatchResult<true>> {
  const seat = await db.seat.findFirst({ where: { matchId, userId, joinedAt: { not: null } }, select: { id: true } });
  if (seat) return { ok: true, value: true };
  return (await db.match.count({ where: { id: matchId } })) === 0
    ? fail("NOT_FOUND")
    : refuse("NOT_A_PLAYER", "notesPlayersOnly");
}

export async function getNote(
  db: Db,
  userId: string,
  matchId: number,
): Promise<MatchResult<{ text: string; updatedAt: string | null }>> {
  const player = await isPlayer(db, userId, matchId);
  if (!player.ok) return player;
  const note = await db.matchNote.findUnique({
    where: { matchId_userId: { matchId, userId } },
    select: { text: true, updatedAt: true },
  });
  return { ok: true, value: { text: note?.text ?? "", updatedAt: note?.updatedAt.toISOString() ?? null } };
}

export async function saveNote(
  db: Db,
  userId: string,
  matchId: number,
  raw: unknown,
): Promise<MatchResult<{ text: string; updatedAt: string | null }>> {
  const text = noteTextSchema.safeParse(raw);
  if (!text.success) return refusedText(text.error);
  const player = await isPlayer(db, userId, matchId);
  if (!player.ok) return player;
  const limit = await consume(db, "notes", userId);
  if (!limit.ok) return limited(limit);
  if (text.data.trim() === "") {
    await db.matchNote.deleteMany({ where: { matchId, userId } });
    return { ok: true, value: { text: "", updatedAt: null } };
  }
  const now = siteNow();
  await db.matchNote.upsert({
    where: { matchId_userId: { matchId, userId } },
    create: { matchId, userId, text: text.data, updatedAt: now },
    update: { text: text.data, updatedAt: now },
  });
  return { ok: true, value: { text: text.data, updatedAt: now.toISOString() } };
}
