/**
 * The ladder as pages and the API read it. A season's table: its rows ordered by points, then wins, then
 * fewer matches (players equal in all three share a place; a name orders them on the page), the top
 * TABLE_SIZE rows read by the index in that order. A player's own place outside them is one count of the rows
 * ahead. The seasons a game has: from its first season with a row to the current one (empty seasons in
 * between are shown empty). A player's honours: the closed seasons in which they finished in the top
 * HONOUR_PLACES of a game, each place counted by at most HONOUR_PLACES rows ahead (a bounded read).
 * A deleted account's rows stay (the others' places do not move), shown as a deleted player, never by name.
 */
import type { Db } from "@/lib/db";
import { seasonOf, seasonsFromTo, type Season } from "./seasons";

/** Rows a season's table shows. */
export const TABLE_SIZE = 100;
/** The places a closed season keeps on its players' profiles. */
export const HONOUR_PLACES = 10;
/** Honours a profile lists at most (newest first). */
const HONOURS_READ = 200;

export interface LadderRow {
  rank: number;
  /** null: the account was deleted. */
  username: string | null;
  points: number;
  matches: number;
  wins: number;
}

interface EntryRow {
  userId: string;
  username: string;
  deleted: boolean;
  points: number;
  matches: number;
  wins: number;
}

const sameKey = (a: EntryRow, b: EntryRow) => a.points === b.points && a.wins === b.wins && a.matches === b.matches;

/** The seasons of a game's ladder, newest first: the current one always, back to the first with a row. */
export async function ladderSeasons(db: Db, gameKey: string, now: Date): Promise<Season[]> {
  const current = seasonOf(now);
  const [first] = await db.$queryRaw<{ season: Season | null }[]>`
    SELECT min("season") AS "season" FROM "LadderEntry" WHERE "gameKey" = ${gameKey}`;
  const from = first?.season && first.season < current ? first.season : current;
  return seasonsFromTo(from, current);
}

/**
 * A season's table: the top `limit` rows, ranked; and `viewerId`'s own row with its place when they have one
 * (whether or not it is among the top rows).
 */
export async function ladderTable(
  db: Db,
  gameKey: string,
  season: Season,
  viewerId?: string,
  limit = TABLE_SIZE,
): Promise<{ rows: (LadderRow & { self: boolean })[]; me: LadderRow | null }> {
  const entries = await db.$queryRaw<EntryRow[]>`
    SELECT e."userId", u."username", u."deletedAt" IS NOT NULL AS "deleted", e."points", e."matches", e."wins"
    FROM "LadderEntry" e JOIN "User" u ON u."id" = e."userId"
    WHERE e."gameKey" = ${gameKey} AND e."season" = ${season}
    ORDER BY e."points" DESC, e."wins" DESC, e."matches" ASC, u."usernameLower" ASC
    LIMIT ${limit}`;
  const rows: (LadderRow & { self: boolean })[] = [];
  entries.forEach((e, i) => {
    const prev = entries[i - 1];
    const rank = prev && sameKey(prev, e) ? rows[i - 1]!.rank : i + 1;
    rows.push({ ...shown(e, rank), self: e.userId === viewerId });
  });
  const mine = rows.find((r) => r.self);
  if (mine || !viewerId) return { rows, me: mine ? withoutSelf(mine) : null };
  const [own] = await db.$queryRaw<(EntryRow & { ahead: number })[]>`
    SELECT e."userId", u."username", FALSE AS "deleted", e."points", e."matches", e."wins",
      (SELECT count(*) FROM "LadderEntry" o
        WHERE o."gameKey" = e."gameKey" AND o."season" = e."season" AND o."points" >= e."points"
          AND (o."points" > e."points" OR o."wins" > e."wins" OR (o."wins" = e."wins" AND o."matches" < e."matches")))::int AS "ahead"
    FROM "LadderEntry" e JOIN "User" u ON u."id" = e."userId"
    WHERE e."gameKey" = ${gameKey} AND e."season" = ${season} AND e."userId" = ${viewerId}`;
  return { rows, me: own ? shown(own, own.ahead + 1) : null };
}

function shown(e: EntryRow, rank: number): LadderRow {
  return { rank, username: e.deleted ? null : e.username, points: e.points, matches: e.matches, wins: e.wins };
}

function withoutSelf({ self: _self, ...row }: LadderRow & { self: boolean }): LadderRow {
  return row;
}

export interface SeasonHonour {
  gameKey: string;
  season: Season;
  rank: number;
  points: number;
  matches: number;
  wins: number;
}

/** The closed seasons (before the current one) in which `userId` finished in a game's top HONOUR_PLACES, newest first. */
export async function seasonHonours(db: Db, userId: string, now: Date): Promise<SeasonHonour[]> {
  const rows = await db.$queryRaw<SeasonHonour[]>`
    SELECT * FROM (
      SELECT e."gameKey", e."season", e."points", e."matches", e."wins",
        1 + (SELECT count(*) FROM (
          SELECT 1 FROM "LadderEntry" o
          WHERE o."gameKey" = e."gameKey" AND o."season" = e."season" AND o."points" >= e."points"
            AND (o."points" > e."points" OR o."wins" > e."wins" OR (o."wins" = e."wins" AND o."matches" < e."matches"))
          LIMIT ${HONOUR_PLACES}) ahead)::int AS "rank"
      FROM "LadderEntry" e
      WHERE e."userId" = ${userId} AND e."season" < ${seasonOf(now)}
      ORDER BY e."season" DESC, e."gameKey" ASC
      LIMIT ${HONOURS_READ}
    ) mine
    WHERE "rank" <= ${HONOUR_PLACES}
    ORDER BY "season" DESC, "rank" ASC, "gameKey" ASC`;
  return rows;
}
