/**
 * What becomes of a deleted account's seats (lib/account-data/deletion.ts), match by match, each in a transaction
 * of its own that checks the match's version like every other write: in a running match a bot takes the seat
 * through the ordinary takeover (reason "deleted"; if no human is left the match is aborted); an open match the
 * player created is cancelled; an open seat they held or were invited to is free again. Every seat of theirs
 * ends up named "deleted player" (Seat.playerDeleted, the account id kept in formerUserId so that ratings can be
 * recomputed as they were); finished and aborted matches are left as they are otherwise.
 */
import type { Db, Tx } from "@/lib/db";
import { siteNow } from "@/lib/clocks/site-time";
import { publishLive } from "@/lib/live/publish";
import { replaceWithBot } from "./endings";
import { claimVersion, loadMatch, runWrite } from "../store/store";

/** Marks the seat as a deleted account's: no user any more, the account kept as its former holder. */
async function markDeleted(tx: Tx, seatId: string, userId: string): Promise<void> {
  await tx.seat.update({ where: { id: seatId }, data: { userId: null, formerUserId: userId, playerDeleted: true } });
}

async function handOverSeat(tx: Tx, matchId: number, userId: string, formerName: string): Promise<void> {
  const match = await loadMatch(tx, matchId);
  const seat = match.seats.find((s) => s.userId === userId);
  if (!seat) return;
  if (match.status === "running" && seat.joinedAt) {
    // Marked first: whatever the takeover writes next (the bot's moves, the next player's turn mail) names the
    // seat's past as a deleted player's. The mail to the others still names them (`formerName`).
    await tx.seat.update({ where: { id: seat.id }, data: { playerDeleted: true } });
    await replaceWithBot(tx, match, seat.seatIndex, "deleted", null, formerName);
    // The takeover moved the account to formerUserId, or aborted the match (no human left) and left the seat.
    await markDeleted(tx, seat.id, userId);
    return;
  }
  if (match.status === "open") {
    if (match.createdById === userId) {
      await claimVersion(tx, match.id, match.version, { status: "aborted", finishedAt: siteNow() });
      await markDeleted(tx, seat.id, userId);
    } else {
      // Leaving (or declining) before the start: the seat is open for anyone again.
      await tx.seat.update({ where: { id: seat.id }, data: { userId: null, joinedAt: null, invitedAt: null } });
      await claimVersion(tx, match.id, match.version);
    }
    await publishLive(tx, { kind: "lobby", matchId: match.id });
    return;
  }
  await markDeleted(tx, seat.id, userId);
}

/**
 * Hands over every seat the (already anonymised) account still holds. Each match is retried when another
 * write came first; a match that still fails is left for the job runner's next pass (lib/account-data/deletion.ts
 * `finishDeletions`).
 */
export async function handOverDeletedSeats(
  db: Db,
  userId: string,
  formerName: string,
): Promise<{ matches: number; left: number }> {
  const seats = await db.seat.findMany({ where: { userId }, select: { matchId: true }, orderBy: { matchId: "asc" } });
  let left = 0;
  for (const { matchId } of seats) {
    let done = false;
    for (let attempt = 0; attempt < 5 && !done; attempt++) {
      const r = await runWrite(db, (tx) => handOverSeat(tx, matchId, userId, formerName));
      done = r.ok || r.code !== "STALE_VERSION";
    }
    if (!done) left++;
  }
  return { matches: seats.length, left };
}
