/**
 * The operator's side of packed states (lib/matches/store/packed-state.ts): reading a match's state, and packing
 * the states the migration `packed_state` stored as plain JSON (format 0). A running match's next commit
 * packs its row anyway; this packs the rest (finished matches, replay snapshots) once after an upgrade.
 * The packed bytes hold the same state, so nothing else changes (no version, no live event).
 */
import type { Db } from "@/lib/db";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { packState, packedFormat, unpackState } from "./packed-state";

export interface StoredState {
  matchId: number;
  gameKey: string;
  status: string;
  version: number;
  /** How it is stored: "deflate", "plain" (from before the migration), or null (not started). */
  format: "deflate" | "plain" | null;
  bytes: number;
  state: unknown;
}

export async function storedState(db: Db, matchId: number): Promise<MatchResult<StoredState>> {
  const m = await db.match.findUnique({
    where: { id: matchId },
    select: { gameKey: true, status: true, version: true, packedState: true },
  });
  if (!m) return fail("NOT_FOUND");
  return {
    ok: true,
    value: {
      matchId,
      gameKey: m.gameKey,
      status: m.status,
      version: m.version,
      format: packedFormat(m.packedState),
      bytes: m.packedState?.byteLength ?? 0,
      state: unpackState(m.packedState),
    },
  };
}

const BATCH = 200;

/** Packs every plain state of matches and replay snapshots; returns how many rows were rewritten. */
export async function packOldStates(db: Db): Promise<{ matches: number; snapshots: number }> {
  let matches = 0;
  let snapshots = 0;
  for (;;) {
    const rows = await db.$queryRaw<{ id: number; packedState: Uint8Array }[]>`
      SELECT "id", "packedState" FROM "Match" WHERE get_byte("packedState", 0) = 0 ORDER BY "id" LIMIT ${BATCH}`;
    for (const r of rows) {
      // Only if the row still holds what was read (a commit meanwhile has packed it already).
      matches += await db.$executeRaw`
        UPDATE "Match" SET "packedState" = ${packState(unpackState(r.packedState))} WHERE "id" = ${r.id} AND "packedState" = ${r.packedState}`;
    }
    if (rows.length < BATCH) break;
  }
  for (;;) {
    const rows = await db.$queryRaw<{ matchId: number; entries: number; packedState: Uint8Array }[]>`
      SELECT "matchId", "entries", "packedState" FROM "ReplaySnapshot" WHERE get_byte("packedState", 0) = 0 ORDER BY "matchId", "entries" LIMIT ${BATCH}`;
    for (const r of rows) {
      snapshots += await db.$executeRaw`
        UPDATE "ReplaySnapshot" SET "packedState" = ${packState(unpackState(r.packedState))} WHERE "matchId" = ${r.matchId} AND "entries" = ${r.entries}`;
    }
    if (rows.length < BATCH) break;
  }
  return { matches, snapshots };
}
