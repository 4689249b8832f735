/**
 * "Play now": a player's seeks (asking for a game with strangers), cancelled by their owner, listed with the
 * counts of players waiting per game and number of players. Matching: ./matching.ts; the rules of who may
 * meet: ./window.ts.
 */
import { Prisma, type Db } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import { getGame } from "@/lib/games";
import { fail, limited, type MatchResult } from "@/lib/errors/errors";
import { consume } from "@/lib/rate-limits";
import { storedTimeControl, type TimeControl } from "@/lib/clocks/time-control";
import { abort, runWrite } from "@/lib/matches/store/store";
import { NEW_RATING } from "@/lib/ratings/model";
import { lockGame, lockUser, matchGame } from "./matching";
import { seekRefusal } from "./refusals";
import { DEFAULT_EXPIRY_DAYS, MAX_OPEN_SEEKS, type ParsedSeekInput } from "./schemas";

const DAY_MS = 86_400_000;

/** Checks what only the game can say (player counts, variants); the shape was checked by seekInputSchema. */
function checkAgainstGame(input: ParsedSeekInput): MatchResult<{ variants: string[] | null }> {
  const game = getGame(input.gameKey);
  if (!game) return seekRefusal("UNKNOWN_GAME", "unknownGame", { game: input.gameKey });
  const min = Math.max(2, game.minPlayers);
  if (input.players.some((n) => n < min || n > game.maxPlayers))
    return seekRefusal("BAD_SEAT_COUNT", "playerCount", {
      game: game.name,
      min: game.minPlayers,
      max: game.maxPlayers,
    });
  if (input.variants === undefined || input.variants === "any") return { ok: true, value: { variants: null } };
  if ((game.variants ?? []).length === 0) return seekRefusal("INVALID_INPUT", "noVariants", { game: game.name });
  // The game's own sentence for a wrong list ("Each variant can be chosen once."), as creating a match says it.
  const parsed = game.optionsSchema.safeParse({ variants: input.variants });
  if (!parsed.success) return fail("INVALID_INPUT", parsed.error.issues[0]?.message ?? "Those variants are not valid.");
  const variants = (parsed.data as { variants?: string[] }).variants ?? [];
  return { ok: true, value: { variants } };
}

/**
 * Opens a seek and matches it at once if it can: `{ id }`, or `{ id, matchId }` when its match started. One
 * transaction: the limit, the row, the matching pass and the new match with its notices.
 */
export async function createSeek(
  db: Db,
  userId: string,
  input: ParsedSeekInput,
  now = new Date(),
): Promise<MatchResult<{ id: string; matchId?: number }>> {
  const checked = checkAgainstGame(input);
  if (!checked.ok) return checked;
  const timeControl = input.timeControl === undefined || input.timeControl === "any" ? null : input.timeControl;
  return runWrite(db, async (tx) => {
    await lockUser(tx, userId);
    // Limits count on the machine's clock (lib/rate-limits), seeks on the site's (`now`).
    const check = await consume(tx, "seeks", userId);
    if (!check.ok) abort(limited(check));
    const open = await tx.seek.count({ where: { userId, status: "open", expiresAt: { gt: now } } });
    if (open >= MAX_OPEN_SEEKS) abort(seekRefusal("FORBIDDEN", "tooManySeeks", { max: MAX_OPEN_SEEKS }));
    const rating = await tx.rating.findUnique({
      where: { userId_gameKey: { userId, gameKey: input.gameKey } },
      select: { mu: true },
    });
    await lockGame(tx, input.gameKey);
    const seek = await tx.seek.create({
      data: {
        userId,
        gameKey: input.gameKey,
        players: input.players,
        timeControl: timeControl ?? Prisma.DbNull,
        rated: input.rated,
        variants: checked.value.variants ?? [],
        anyVariants: checked.value.variants === null,
        mu: rating?.mu ?? NEW_RATING.mu,
        createdAt: now,
        expiresAt: new Date(now.getTime() + (input.expiresInDays ?? DEFAULT_EXPIRY_DAYS) * DAY_MS),
      },
      select: { id: true },
    });
    const matched = await matchGame(tx, input.gameKey, now, [seek.id]);
    const matchId = matched.get(seek.id);
    return matchId === undefined ? { id: seek.id } : { id: seek.id, matchId };
  });
}

/** Cancels one of the user's open seeks (counted with seeking: a script cannot churn rows without limit). */
export async function cancelSeek(
  db: Db,
  userId: string,
  id: string,
  now = new Date(),
): Promise<MatchResult<{ id: string }>> {
  return runWrite(db, async (tx) => {
    await lockUser(tx, userId);
    // Limits count on the machine's clock (lib/rate-limits), seeks on the site's (`now`).
    const check = await consume(tx, "seeks", userId);
    if (!check.ok) abort(limited(check));
    const r = await tx.seek.updateMany({
      where: { id, userId, status: "open" },
      data: { status: "cancelled", closedAt: now },
    });
    if (r.count !== 1) abort(seekRefusal("NOT_FOUND", "noSuchSeek"));
    return { id };
  });
}

export interface MySeek {
  id: string;
  gameKey: string;
  players: number[];
  /** "any" or the time control. */
  timeControl: TimeControl | "any";
  rated: boolean;
  /** "any" or the exact list ([]: the base game). */
  variants: string[] | "any";
  createdAt: string;
  expiresAt: string;
}

export interface SeekCount {
  gameKey: string;
  players: number;
  /** Distinct players waiting who would play this game with this many players. */
  waiting: number;
}

export interface SeeksOverview {
  open: MySeek[];
  /** Seeks of the last 7 days that became matches, newest first. */
  matched: { id: string; gameKey: string; matchId: number; at: string }[];
  counts: SeekCount[];
}

/** The user's open seeks, the ones that recently became matches, and the waiting counts of the whole site. */
export async function seeksOverview(db: Db, userId: string, now = new Date()): Promise<SeeksOverview> {
  const [open, matched, counts] = await Promise.all([
    db.seek.findMany({
      where: { userId, status: "open", expiresAt: { gt: now } },
      orderBy: { createdAt: "asc" },
    }),
    db.seek.findMany({
      where: { userId, status: "matched", closedAt: { gt: new Date(now.getTime() - 7 * DAY_MS) } },
      orderBy: { closedAt: "desc" },
      take: 10,
      select: { id: true, gameKey: true, matchId: true, closedAt: true },
    }),
    waitingCounts(db, now),
  ]);
  return {
    open: open.map((s) => ({
      id: s.id,
      gameKey: s.gameKey,
      players: s.players,
      timeControl: s.timeControl === null ? "any" : storedTimeControl(s.timeControl),
      rated: s.rated,
      variants: s.anyVariants ? "any" : s.variants,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    matched: matched.flatMap((s) =>
      s.matchId !== null && s.closedAt
        ? [{ id: s.id, gameKey: s.gameKey, matchId: s.matchId, at: s.closedAt.toISOString() }]
        : [],
    ),
    counts,
  };
}

/** "3 players waiting for 4-player Glen More": distinct users per game and number of players, in the games' order. */
export async function waitingCounts(db: Db, now = new Date()): Promise<SeekCount[]> {
  const rows = await db.$queryRaw<{ gameKey: string; players: number; waiting: bigint | number }[]>`
    SELECT s."gameKey", n AS "players", count(DISTINCT s."userId") AS "waiting"
    FROM "Seek" s JOIN "User" u ON u."id" = s."userId" CROSS JOIN LATERAL unnest(s."players") AS n
    WHERE s."status" = 'open' AND s."expiresAt" > ${sqlTime(now)}::timestamp
      AND u."blockedAt" IS NULL AND u."deletedAt" IS NULL
    GROUP BY s."gameKey", n
    ORDER BY s."gameKey", n`;
  return rows
    .filter((r) => getGame(r.gameKey))
    .map((r) => ({ gameKey: r.gameKey, players: Number(r.players), waiting: Number(r.waiting) }));
}
