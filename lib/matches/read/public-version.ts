/**
 * Which version of a match a reader is told. `version` moves with every write, a player's uncommitted steps
 * and undos included (the players' buttons send it, so it must); `publicVersion` moves with every write but
 * those. The match's joined players are told `version`; everyone else (spectators, a signed-out page, a
 * script that is not seated) `publicVersion`, so nobody outside the match can watch a player trying steps.
 */
import { Prisma, type Db } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";

/** The version `userId` (null: signed out) is told of match `matchId`, or null when there is no such match. */
export async function versionFor(db: Db, matchId: number, userId: string | null): Promise<number | null> {
  const rows = await queryRows<{ version: number }>(
    db,
    Prisma.sql`
    SELECT CASE WHEN EXISTS (SELECT 1 FROM "Seat" s WHERE s."matchId" = m."id" AND s."userId" = ${userId} AND s."joinedAt" IS NOT NULL)
      THEN m."version" ELSE m."publicVersion" END AS "version"
    FROM "Match" m WHERE m."id" = ${matchId}`,
  );
  return rows[0]?.version ?? null;
}

/** The version a match view gives its reader (a view is built from the whole row): see `versionFor`. */
export function shownVersion(match: { version: number; publicVersion: number }, seated: boolean): number {
  return seated ? match.version : match.publicVersion;
}
