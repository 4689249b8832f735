/**
 * The job runner's pass over due automatic ends of turns (auto-end.ts): claim, then commit each through
 * `endTurnAutomatically` on the match's current version. A commit that meets another write (the other player
 * of a simultaneous phase stepping, the player's own click) is tried again on the new version a few times,
 * then left to the next pass.
 */
import type { Db } from "@/lib/db";
import { claimDueAutoEnds, dropAutoEnd, releaseAutoEnd, type ClaimedAutoEnd } from "../write/auto-end";
import { endTurnAutomatically } from "../write/play";

/** Tries of one due row within a pass. */
const TRIES = 3;

export interface AutoEndPass {
  /** Turns ended. */
  ended: number;
  /** Rows that no longer applied (nothing left to end). */
  dropped: number;
  /** Rows given back to the next pass. */
  released: number;
}

export async function runAutoEndsOnce(db: Db, now: Date): Promise<AutoEndPass> {
  const pass: AutoEndPass = { ended: 0, dropped: 0, released: 0 };
  for (const row of await claimDueAutoEnds(db, now)) pass[await endOne(db, row, now)]++;
  return pass;
}

async function endOne(db: Db, row: ClaimedAutoEnd, now: Date): Promise<keyof AutoEndPass> {
  for (let i = 0; i < TRIES; i++) {
    const match = await db.match.findUnique({ where: { id: row.matchId }, select: { version: true } });
    const r = match ? await endTurnAutomatically(db, row.userId, row.matchId, match.version, now) : "void";
    // The commit deleted the row itself (commit-at-once.ts).
    if (r === "ended") return "ended";
    if (r === "void") {
      // Unless a newer step wrote it again meanwhile (dropAutoEnd keeps a row with another due time).
      await dropAutoEnd(db, row);
      return "dropped";
    }
  }
  await releaseAutoEnd(db, row);
  return "released";
}
