/**
 * The one filter of the matches a profile counts and lists (its games played and won, results by seat,
 * matches playing now, the archive): every profile query adds it to its WHERE, with the match as `m`. A
 * guest's match against bots (lib/guests, `Match.guest`) is left out, also after the guest registered.
 */
import { Prisma } from "@/lib/db";

/** SQL condition on the match `m` ("Match" AS m): true for a match profiles show. */
export const profileMatch: Prisma.Sql = Prisma.sql`NOT m."guest"`;

/**
 * The seat `s` ("Seat" AS s) is the user's: theirs now, or theirs before a bot took it over (their result
 * counts). With `profileMatch`.
 */
export const usersSeat = (userId: string): Prisma.Sql =>
  Prisma.sql`(s."userId" = ${userId} OR s."formerUserId" = ${userId}) AND ${profileMatch}`;
