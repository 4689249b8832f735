/**
 * "The player has looked since": opening the match (page or API) or acting in it re-arms the turn mail that
 * is held back while an earlier one is unanswered (lib/notifications/turn-notices.ts). Written only when it
 * changes something (a turn mail is unanswered), so reading a match stays a read.
 */
import type { Db, Tx } from "@/lib/db";
import { unanswered } from "@/lib/notifications/turn-notices";

export async function markSeen(db: Db | Tx, seat: { id: string; turnMailSentAt: Date | null; seenAt: Date | null }, now: Date): Promise<void> {
  if (!unanswered(seat)) return;
  await db.seat.update({ where: { id: seat.id }, data: { seenAt: now } });
}
