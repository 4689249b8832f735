/**
 * Ratings as stored: updated by the transaction that finishes a rated match (the game's end, or a forfeit
 * that ends it), exactly once: that transaction holds the match's version, and each player's rating event is
 * unique per match. The players' rating rows are locked in a fixed order before they are read, so two
 * matches finishing at once on two instances apply one after the other (and never deadlock). A recompute
 * replays every finished rated match in the order they were first applied and reaches the same ratings.
 */
import type { Db, Tx } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import { ranking, type MatchOutcome } from "@/lib/matches/lifecycle/outcome";
import { NEW_RATING, rateMatch, shownRating } from "./model";

interface RatedSeat {
  seatIndex: number;
  userId: string | null;
  formerUserId: string | null;
}

/**
 * The human each seat stands for: its player, or the one a bot took over from (their result counts); null when
 * the match is not rated for them (a bot from the start, a player twice). lib/ladder counts the same people.
 */
export function participants(seats: RatedSeat[]): { seat: number; userId: string }[] | null {
  const out: { seat: number; userId: string }[] = [];
  for (const s of seats) {
    const userId = s.userId ?? s.formerUserId;
    // A bot from the start: such a match is never rated.
    if (!userId) return null;
    out.push({ seat: s.seatIndex, userId });
  }
  return new Set(out.map((p) => p.userId)).size === out.length ? out : null;
}

/** What rating a match needs of it: whether it counts, its game, who sat where. */
export interface RatedMatch {
  id: number;
  rated: boolean;
  gameKey: string;
  seats: RatedSeat[];
}

/**
 * Applies a finished match to its players' ratings (inside the finishing transaction). Nothing happens for
 * an unrated match or one already applied. Returns whether it was applied. Given the match as the finishing
 * write loaded it (its seats do not change at the end), nothing is read for an unrated one.
 */
export async function rateFinishedMatch(
  tx: Tx | Db,
  matchOrId: number | RatedMatch,
  outcome: MatchOutcome,
  at: Date,
): Promise<boolean> {
  const matchId = typeof matchOrId === "number" ? matchOrId : matchOrId.id;
  const match =
    typeof matchOrId === "number"
      ? await tx.match.findUnique({
          where: { id: matchId },
          select: {
            rated: true,
            gameKey: true,
            seats: { select: { seatIndex: true, userId: true, formerUserId: true } },
          },
        })
      : matchOrId;
  if (!match?.rated) return false;
  const people = participants(match.seats);
  if (!people || people.length < 2) return false;
  const ranks = new Map(ranking(outcome).map((r) => [r.seat, { rank: r.rank, won: r.winner }]));
  const ids = people.map((p) => p.userId).sort();
  // Rows for newcomers, then every player's row locked in id order (another instance finishing a match of
  // the same players waits here and then reads the ratings this one writes).
  await tx.$executeRaw`
    INSERT INTO "Rating" ("userId", "gameKey", "mu", "sigma", "matches", "wins", "updatedAt")
    SELECT unnest(${ids}::text[]), ${match.gameKey}, ${NEW_RATING.mu}, ${NEW_RATING.sigma}, 0, 0, ${sqlTime(at)}::timestamp
    ON CONFLICT ("userId", "gameKey") DO NOTHING`;
  const rows = await tx.$queryRaw<{ userId: string; mu: number; sigma: number }[]>`
    SELECT "userId", "mu", "sigma" FROM "Rating" WHERE "gameKey" = ${match.gameKey} AND "userId" = ANY(${ids}::text[])
    ORDER BY "userId" FOR UPDATE`;
  const before = new Map(rows.map((r) => [r.userId, { mu: r.mu, sigma: r.sigma }]));
  const input = people.map((p) => ({
    ...p,
    rating: before.get(p.userId) ?? NEW_RATING,
    ...(ranks.get(p.seat) ?? { rank: people.length, won: false }),
  }));
  const after = rateMatch(input);
  // The events first: a second application of the same match stops here (unique per match and player).
  const written = await tx.ratingEvent.createMany({
    data: input.map((p, i) => ({
      matchId,
      userId: p.userId,
      gameKey: match.gameKey,
      muBefore: p.rating.mu,
      sigmaBefore: p.rating.sigma,
      mu: after[i]!.mu,
      sigma: after[i]!.sigma,
      rank: p.rank,
      won: p.won,
      at,
    })),
    skipDuplicates: true,
  });
  if (written.count !== input.length) {
    if (written.count === 0) return false;
    throw new Error(`match ${matchId} was rated for some of its players only`);
  }
  for (const [i, p] of input.entries()) {
    await tx.rating.update({
      where: { userId_gameKey: { userId: p.userId, gameKey: match.gameKey } },
      data: {
        mu: after[i]!.mu,
        sigma: after[i]!.sigma,
        matches: { increment: 1 },
        wins: { increment: p.won ? 1 : 0 },
        updatedAt: at,
      },
    });
  }
  return true;
}

/**
 * Rebuilds every rating from the finished rated matches: first those already applied, in the order of their
 * events; then any never applied (finished before ratings existed), by finishing time; deleted accounts'
 * ratings are dropped again at the end. The operator's
 * `npm run admin -- recompute-ratings`. Returns how many matches were applied.
 */
export async function recomputeRatings(db: Db): Promise<{ matches: number }> {
  return db.$transaction(
    async (tx) => {
      const applied = await tx.$queryRaw<{ matchId: number }[]>`
        SELECT "matchId" FROM "RatingEvent" GROUP BY "matchId" ORDER BY min("id")`;
      const appliedIds = applied.map((r) => r.matchId);
      const others = await tx.match.findMany({
        where: { rated: true, status: "finished", id: { notIn: appliedIds } },
        orderBy: [{ finishedAt: "asc" }, { id: "asc" }],
        select: { id: true },
      });
      const order = [...appliedIds, ...others.map((m) => m.id)];
      const times = new Map(
        (
          await tx.match.findMany({
            where: { id: { in: order } },
            select: { id: true, finishedAt: true, outcome: true },
          })
        ).map((m) => [m.id, m]),
      );
      await tx.ratingEvent.deleteMany({});
      await tx.rating.deleteMany({});
      let count = 0;
      for (const id of order) {
        const m = times.get(id);
        if (!m?.outcome) continue;
        if (await rateFinishedMatch(tx, id, m.outcome as unknown as MatchOutcome, m.finishedAt ?? new Date(0))) count++;
      }
      // Deleted accounts took part as they were rated (their seats keep the account: lib/account-data/deletion.ts),
      // so the others' ratings come out the same; their own ratings stay deleted.
      const deleted = { user: { deletedAt: { not: null } } };
      await tx.ratingEvent.deleteMany({ where: deleted });
      await tx.rating.deleteMany({ where: deleted });
      return { matches: count };
    },
    { timeout: 600_000, maxWait: 30_000 },
  );
}

export interface GameRating {
  rating: number;
  mu: number;
  sigma: number;
  matches: number;
  wins: number;
}

export async function ratingsOf(db: Db, userId: string): Promise<Record<string, GameRating>> {
  const rows = await db.rating.findMany({ where: { userId }, orderBy: { gameKey: "asc" } });
  return Object.fromEntries(
    rows.map((r) => [
      r.gameKey,
      { rating: shownRating(r), mu: r.mu, sigma: r.sigma, matches: r.matches, wins: r.wins },
    ]),
  );
}

/** A player's rating after each rated match of a game, oldest first (the profile's chart). */
export async function ratingHistory(
  db: Db,
  userId: string,
  gameKey: string,
  limit = 200,
): Promise<{ at: string; rating: number; matchId: number }[]> {
  const rows = await db.ratingEvent.findMany({
    where: { userId, gameKey },
    orderBy: { id: "desc" },
    take: limit,
    select: { at: true, mu: true, sigma: true, matchId: true },
  });
  return rows.reverse().map((r) => ({ at: r.at.toISOString(), rating: shownRating(r), matchId: r.matchId }));
}

/** Players with at least this many rated matches in a game are on its leaderboard. */
export const LEADERBOARD_MIN_MATCHES = 5;
export const LEADERBOARD_PAGE = 50;

export async function leaderboard(db: Db, gameKey: string, page: number) {
  const where = { gameKey, matches: { gte: LEADERBOARD_MIN_MATCHES } };
  const total = await db.rating.count({ where });
  // Sorted by what people see (mu - 3 sigma), then by more matches, then by name.
  const rows = await db.$queryRaw<{ username: string; mu: number; sigma: number; matches: number; wins: number }[]>`
    SELECT u."username", r."mu", r."sigma", r."matches", r."wins"
    FROM "Rating" r JOIN "User" u ON u."id" = r."userId"
    WHERE r."gameKey" = ${gameKey} AND r."matches" >= ${LEADERBOARD_MIN_MATCHES}
    ORDER BY r."mu" - 3 * r."sigma" DESC, r."matches" DESC, u."usernameLower" ASC
    LIMIT ${LEADERBOARD_PAGE} OFFSET ${(page - 1) * LEADERBOARD_PAGE}`;
  return {
    page,
    pages: Math.max(1, Math.ceil(total / LEADERBOARD_PAGE)),
    total,
    provisional: page === 1 ? await provisionalPlayers(db, gameKey) : [],
    rows: rows.map((r, i) => ({
      place: (page - 1) * LEADERBOARD_PAGE + i + 1,
      username: r.username,
      rating: shownRating(r),
      matches: r.matches,
      wins: r.wins,
    })),
  };
}

/** Provisional players a leaderboard shows at most (its first page only). */
export const PROVISIONAL_LIMIT = 50;

/**
 * Players with at least one but fewer than LEADERBOARD_MIN_MATCHES rated matches in a game: not placed
 * yet (their rating is still settling), but shown, marked as provisional, best first.
 */
export async function provisionalPlayers(db: Db, gameKey: string) {
  const rows = await db.$queryRaw<{ username: string; mu: number; sigma: number; matches: number; wins: number }[]>`
    SELECT u."username", r."mu", r."sigma", r."matches", r."wins"
    FROM "Rating" r JOIN "User" u ON u."id" = r."userId"
    WHERE r."gameKey" = ${gameKey} AND r."matches" >= 1 AND r."matches" < ${LEADERBOARD_MIN_MATCHES}
      AND u."deletedAt" IS NULL
    ORDER BY r."mu" - 3 * r."sigma" DESC, r."matches" DESC, u."usernameLower" ASC
    LIMIT ${PROVISIONAL_LIMIT}`;
  return rows.map((r) => ({
    username: r.username,
    rating: shownRating(r),
    matches: r.matches,
    wins: r.wins,
    provisional: true as const,
  }));
}
