/** Personal API tokens: the plain token is shown once, only its hash is kept. */
import { Prisma, type Db } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import { hashToken, newToken } from "@/lib/secrets/tokens";
import { consume, type LimitCheck } from "@/lib/rate-limits";

/** "Last used" is a day-precision hint on the settings page: refresh it at most hourly, not on every request. */
const LAST_USED_PRECISION_MS = 60 * 60_000;

/** A user's request for a token (Settings): limited per user. */
export async function createApiToken(
  db: Db,
  userId: string,
  name: string,
  now = new Date(),
): Promise<LimitCheck & { token?: string }> {
  const limit = await consume(db, "apiTokens", userId, now);
  if (!limit.ok) return limit;
  return { ok: true, token: await issueApiToken(db, userId, name) };
}

/** Creates a token and returns it in clear, the only time it exists in clear (the operator's command too). */
export async function issueApiToken(db: Db, userId: string, name: string): Promise<string> {
  const token = `gb_${newToken()}`;
  await db.apiToken.create({ data: { userId, name: name.slice(0, 60), tokenHash: hashToken(token) } });
  return token;
}

/** Who a token speaks for (the JSON API's caller). */
export interface TokenUser {
  id: string;
  username: string;
  locale: string | null;
}

/** A token's row and its user's, as `tokenColumns` reads them. */
export interface TokenRow {
  tokenId: string;
  lastUsedAt: Date | null;
  id: string;
  username: string;
  locale: string | null;
  blockedAt: Date | null;
}

/**
 * A subquery of the token's row and its user's (`TokenRow`; no row for an unknown token), for a statement
 * that reads the caller together with what they asked for (lib/matches/read/caller-read.ts).
 */
export function tokenColumns(token: string): Prisma.Sql {
  return Prisma.sql`
    SELECT t."id" AS "tokenId", t."lastUsedAt", u."id", u."username", u."locale", u."blockedAt"
    FROM "ApiToken" t JOIN "User" u ON u."id" = t."userId"
    WHERE t."tokenHash" = ${hashToken(token)}`;
}

/** Whether a token is acceptable at all (before any statement). */
export function plausibleToken(token: string): boolean {
  return token.length <= 200;
}

/**
 * The user a token belongs to, while the user is not blocked. Every API request asks this, so it is one
 * hand-written statement (the ORM's query building cost a millisecond of CPU per request, more than the
 * database's own work); "last used" is written at most hourly.
 */
export async function userForApiToken(db: Db, token: string, now = new Date()): Promise<TokenUser | null> {
  if (!plausibleToken(token)) return null;
  const rows = await queryRows<TokenRow>(db, tokenColumns(token));
  return acceptToken(db, rows[0], now);
}

/** The token's user if the row was found and the user is not blocked; "last used" refreshed at most hourly. */
export async function acceptToken(db: Db, row: TokenRow | undefined, now = new Date()): Promise<TokenUser | null> {
  if (!row || row.blockedAt) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
    await db.apiToken.update({ where: { id: row.tokenId }, data: { lastUsedAt: now } });
  }
  return { id: row.id, username: row.username, locale: row.locale };
}

export function listApiTokens(db: Db, userId: string) {
  return db.apiToken.findMany({
    where: { userId },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    orderBy: { createdAt: "desc" },
  });
}

export function deleteApiToken(db: Db, userId: string, id: string) {
  return db.apiToken.deleteMany({ where: { id, userId } });
}
