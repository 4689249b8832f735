/**
 * Replay snapshots: the committed state stored every SNAPSHOT_EVERY log entries, so that a replay frame near
 * the end of a long game replays a few entries from the nearest snapshot instead of the whole game from the
 * seed (a frame then costs the same at the end as at the start). The log is append-only and a match keeps its
 * rules version, so a snapshot never goes stale. Written by the commit that passes a multiple of
 * SNAPSHOT_EVERY (one insert in about every SNAPSHOT_EVERY / 2 turns); matches older than this have none and
 * replay from the seed.
 */
import type { Tx } from "@/lib/db";

export const SNAPSHOT_EVERY = 32;

/**
 * Called by the commit that appended log entries `before .. after - 1`, with the committed state after them
 * (packed: lib/matches/store/packed-state.ts).
 * The snapshot is taken at `after` (entries are not always a multiple apart: a commit appends several).
 */
export async function snapshotAfterCommit(
  tx: Tx,
  matchId: number,
  before: number,
  after: number,
  packedState: Uint8Array<ArrayBuffer>,
): Promise<void> {
  if (!passesSnapshot(before, after)) return;
  await tx.replaySnapshot.create({ data: { matchId, entries: after, packedState } });
}

/** Whether appending entries `before .. after - 1` passes a multiple of SNAPSHOT_EVERY (a snapshot is due). */
export function passesSnapshot(before: number, after: number): boolean {
  return Math.floor(after / SNAPSHOT_EVERY) !== Math.floor(before / SNAPSHOT_EVERY);
}
