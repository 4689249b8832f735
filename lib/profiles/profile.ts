/**
 * A player's public profile (`/u/<username>`, GET /api/users/:username): ratings per game with their history,
 * matches played and won per game, current matches, reliability, and the archive of finished matches
 * (filterable by game, opponent and result). Only what the site shows anyway: no private notes, no chat, no
 * hidden game state.
 */
import type { Db } from "@/lib/db";
import { getGame } from "@/lib/games";
import { matchTitle } from "@/lib/matches/read/views";
import { ratingHistory, ratingsOf, type GameRating } from "@/lib/ratings/store";
import { reliabilityOf, type Reliability } from "@/lib/matches/read/reliability";
import type { DeletedPlayerWords } from "@/lib/format/seat-name";
import { deletedPlayerWords } from "@/lib/matches/read/deleted-player";
import { profileMatch, usersSeat } from "./profile-matches";

/** Running matches a profile lists at most; favourite games it names. */
const CURRENT_LIMIT = 50;
const FAVOURITES = 3;

export interface Profile {
  username: string;
  memberSince: string;
  ratings: Record<string, GameRating>;
  /** Rating after each rated match, per game (oldest first). */
  history: Record<string, { at: string; rating: number; matchId: number }[]>;
  played: Record<string, { matches: number; wins: number }>;
  /** Finished matches and wins by the seat played (0: the first to move), seats never played left out. */
  bySeat: { seat: number; matches: number; wins: number }[];
  /** The games with the most finished matches, most first (at most 3). */
  favourites: string[];
  current: { id: number; title: string; gameKey: string }[];
  reliability: Reliability;
}

/** The user of a name; a deleted account has no profile (its row keeps no name, and this makes sure). */
export async function userIdOf(
  db: Db,
  username: string,
): Promise<{ id: string; username: string; createdAt: Date } | null> {
  const user = await db.user.findUnique({
    where: { usernameLower: username.toLowerCase() },
    select: { id: true, username: true, createdAt: true, deletedAt: true, guest: true },
  });
  // A guest (lib/guests) has no profile: it plays bots for a while and is gone.
  return user && !user.deletedAt && !user.guest
    ? { id: user.id, username: user.username, createdAt: user.createdAt }
    : null;
}

export async function profileOf(db: Db, username: string, now: Date): Promise<Profile | null> {
  const user = await userIdOf(db, username);
  if (!user) return null;
  const ratings = await ratingsOf(db, user.id);
  const history: Profile["history"] = {};
  for (const gameKey of Object.keys(ratings)) history[gameKey] = await ratingHistory(db, user.id, gameKey);
  const played = await db.$queryRaw<{ gameKey: string; matches: number; wins: number }[]>`
    SELECT m."gameKey", count(*)::int AS "matches",
      count(*) FILTER (WHERE (m."outcome" -> 'winners') @> to_jsonb(s."seatIndex"))::int AS "wins"
    FROM "Seat" s JOIN "Match" m ON m."id" = s."matchId"
    WHERE ${usersSeat(user.id)} AND m."status" = 'finished'
    GROUP BY m."gameKey" ORDER BY m."gameKey"`;
  // Per seat played (at most 5 rows): the first player's seat is 0.
  const bySeat = await db.$queryRaw<{ seat: number; matches: number; wins: number }[]>`
    SELECT s."seatIndex" AS "seat", count(*)::int AS "matches",
      count(*) FILTER (WHERE (m."outcome" -> 'winners') @> to_jsonb(s."seatIndex"))::int AS "wins"
    FROM "Seat" s JOIN "Match" m ON m."id" = s."matchId"
    WHERE ${usersSeat(user.id)} AND m."status" = 'finished'
    GROUP BY s."seatIndex" ORDER BY s."seatIndex"`;
  const current = await db.$queryRaw<{ id: number; gameKey: string }[]>`
    SELECT m."id", m."gameKey" FROM "Match" m
    WHERE m."status" = 'running' AND ${profileMatch} AND EXISTS (
      SELECT 1 FROM "Seat" s WHERE s."matchId" = m."id" AND s."userId" = ${user.id} AND s."joinedAt" IS NOT NULL)
    ORDER BY m."id" DESC LIMIT ${CURRENT_LIMIT}`;
  return {
    username: user.username,
    memberSince: user.createdAt.toISOString(),
    ratings,
    history,
    played: Object.fromEntries(played.map((p) => [p.gameKey, { matches: p.matches, wins: p.wins }])),
    bySeat,
    favourites: played
      .filter((p) => p.matches > 0)
      .sort((a, b) => b.matches - a.matches || a.gameKey.localeCompare(b.gameKey))
      .slice(0, FAVOURITES)
      .map((p) => p.gameKey),
    current: current.map((m) => ({
      id: m.id,
      gameKey: m.gameKey,
      title: matchTitle(getGame(m.gameKey)?.name ?? m.gameKey, m.id),
    })),
    reliability: await reliabilityOf(db, user.id, now),
  };
}

export interface ArchiveFilter {
  game?: string;
  opponent?: string;
  result?: "won" | "lost";
  page: number;
}

export interface ArchiveEntry {
  id: number;
  title: string;
  gameKey: string;
  finishedAt: string | null;
  rated: boolean;
  won: boolean;
  players: string[];
}

export const ARCHIVE_PAGE = 25;

/**
 * The user's finished matches, newest first, a page at a time; each with whether the user won and who played.
 * `botName` names a bot's seat by its style (the profile page passes its reader's language; the API English).
 */
export async function archiveOf(
  db: Db,
  userId: string,
  f: ArchiveFilter,
  botName = (style: string) => `Bot (${style})`,
  deleted: DeletedPlayerWords = deletedPlayerWords("en"),
): Promise<{ entries: ArchiveEntry[]; more: boolean }> {
  const game = f.game ?? null;
  const opponent = f.opponent?.toLowerCase() ?? null;
  const result = f.result ?? null;
  const rows = await db.$queryRaw<
    { id: number; gameKey: string; finishedAt: Date | null; rated: boolean; won: boolean }[]
  >`
    SELECT m."id", m."gameKey", m."finishedAt", m."rated",
      ((m."outcome" -> 'winners') @> to_jsonb(s."seatIndex")) AS "won"
    FROM "Seat" s JOIN "Match" m ON m."id" = s."matchId"
    WHERE ${usersSeat(userId)} AND m."status" = 'finished'
      AND (${game}::text IS NULL OR m."gameKey" = ${game})
      AND (${opponent}::text IS NULL OR EXISTS (
        SELECT 1 FROM "Seat" o JOIN "User" ou ON ou."id" = COALESCE(o."userId", o."formerUserId")
        WHERE o."matchId" = m."id" AND o."id" <> s."id" AND ou."usernameLower" = ${opponent}))
      AND (${result}::text IS NULL OR ((m."outcome" -> 'winners') @> to_jsonb(s."seatIndex")) = (${result} = 'won'))
    ORDER BY m."finishedAt" DESC NULLS LAST, m."id" DESC
    LIMIT ${ARCHIVE_PAGE + 1} OFFSET ${(f.page - 1) * ARCHIVE_PAGE}`;
  const page = rows.slice(0, ARCHIVE_PAGE);
  const seats = await db.seat.findMany({
    where: { matchId: { in: page.map((r) => r.id) } },
    orderBy: { seatIndex: "asc" },
    select: {
      matchId: true,
      botStyle: true,
      seatIndex: true,
      playerDeleted: true,
      user: { select: { username: true } },
      formerUser: { select: { username: true } },
    },
  });
  return {
    more: rows.length > ARCHIVE_PAGE,
    entries: page.map((r) => ({
      id: r.id,
      title: matchTitle(getGame(r.gameKey)?.name ?? r.gameKey, r.id),
      gameKey: r.gameKey,
      finishedAt: r.finishedAt?.toISOString() ?? null,
      rated: r.rated,
      won: r.won,
      players: seats
        .filter((s) => s.matchId === r.id)
        .map((s) =>
          s.playerDeleted ? deleted.player : (s.user?.username ?? s.formerUser?.username ?? botName(s.botStyle ?? "?")),
        ),
    })),
  };
}
