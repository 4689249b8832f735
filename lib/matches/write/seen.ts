/**
 * "The player has looked since": opening the match (page or API) or acting in it re-arms the turn mail that
 * is held back while an earlier one is unanswered (lib/notifications/turn-notices.ts). Written only when it
 * changes something (a turn mail is unanswered), so reading a match stays a read.
 */
import type { Db, Tx } from "@/lib/db";

/** The seat's previous turn mail is still unanswered: the player has not opened the match or acted since. */
export function unanswered(seat: { turnMailSentAt: Date | null; seenAt: Date | null }): boolean {
  return seat.turnMailSentAt !== null && (seat.seenAt === null || seat.seenAt < seat.turnMailSentAt);
}

export async function markSeen(
  db: Db | Tx,
  seat: { id: string; turnMailSentAt: Date | null; seenAt: Date | null },
  now: Date,
): Promise<void> {
  if (!unanswered(seat)) return;
  await db.seat.update({ where: { id: seat.id }, data: { seenAt: now } });
}

/**
 * The player looked at the match (its page or its view over the API): "since you last looked" starts from
 * here next time, and an unanswered turn mail is answered. One conditional write, only when something
 * changed since the last look (a view of an unchanged match writes nothing).
 */
export async function markLooked(
  db: Db | Tx,
  seat: { id: string; turnMailSentAt: Date | null; seenAt: Date | null; lookedLogIndex: number },
  logTotal: number,
  now: Date,
): Promise<void> {
  const seen = unanswered(seat);
  const looked = logTotal - 1 > seat.lookedLogIndex;
  if (!seen && !looked) return;
  await db.seat.update({
    where: { id: seat.id },
    data: { ...(seen ? { seenAt: now } : {}), ...(looked ? { lookedLogIndex: logTotal - 1 } : {}) },
  });
}
