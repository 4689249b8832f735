/**
 * The one statement a poll or a step starts with: the match (`m`) and the caller's joined seat (`s`), the
 * columns the caller names. A caller known by id is joined as is; a caller with an API token has the token
 * and its user read in the same statement (lib/accounts/api-tokens.ts `tokenColumns`), so a script's request
 * costs one statement fewer than a lookup of the token followed by the read.
 */
import { Prisma, type Db } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import { acceptToken, plausibleToken, tokenColumns, type TokenRow, type TokenUser } from "@/lib/accounts/api-tokens";

/** The row of match `matchId` with the user's seat in it, or undefined when there is no such match. */
export async function readMatchFor<Row>(
  db: Db,
  userId: string,
  matchId: number,
  columns: Prisma.Sql,
): Promise<Row | undefined> {
  const rows = await queryRows<Row>(
    db,
    Prisma.sql`
    SELECT ${columns}
    FROM "Match" m
    LEFT JOIN "Seat" s ON s."matchId" = m."id" AND s."userId" = ${userId} AND s."joinedAt" IS NOT NULL
    WHERE m."id" = ${matchId}`,
  );
  return rows[0];
}

/**
 * The same for the user a token names: null when the token is refused (unknown, overlong, its user blocked:
 * what `userForApiToken` refuses), else the caller and the row (undefined when there is no such match).
 */
export async function readMatchForToken<Row>(
  db: Db,
  token: string,
  matchId: number,
  columns: Prisma.Sql,
): Promise<{ caller: TokenUser; row: Row | undefined } | null> {
  if (!plausibleToken(token)) return null;
  const rows = await queryRows<TokenRow & { matchFound: boolean } & Row>(
    db,
    Prisma.sql`
    SELECT c.*, m."id" IS NOT NULL AS "matchFound", ${columns}
    FROM (${tokenColumns(token)}) c
    LEFT JOIN "Match" m ON m."id" = ${matchId}
    LEFT JOIN "Seat" s ON s."matchId" = m."id" AND s."userId" = c."id" AND s."joinedAt" IS NOT NULL`,
  );
  const row = rows[0];
  const caller = await acceptToken(db, row);
  if (!caller || !row) return null;
  return { caller, row: row.matchFound ? row : undefined };
}
