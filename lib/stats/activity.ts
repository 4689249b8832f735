/**
 * What the front page shows of the site's life: matches being played now (newest turns first), matches
 * finished lately, and this week's counts of matches and players. Every read is bounded: the lists are LIMIT
 * reads down the indexes (status, awaitingSince) and (status, finishedAt), with each match's seats and its
 * last history entry; the week's counts walk only that week's rows of the same indexes and are kept per
 * process for a few minutes, so a busy front page counts at most a few times an hour.
 *
 * Every match may be watched by anyone (spectators see what a player's opponents see), so every running match
 * but a guest's is a candidate; `shownOnFrontPage` is the one place that narrows that.
 */
import { Prisma, type Db } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import { sqlTime } from "@/lib/db/sql-time";
import { getGame } from "@/lib/games";
import { nameSeats } from "@/lib/engine/types";
import type { Locale } from "@/lib/i18n/locales";
import { matchTitle } from "@/lib/format/match-title";
import { linesText, shownLines } from "@/lib/matches/history/history-text";
import { listWords } from "@/lib/matches/history/lobby-text";
import { ranking, type MatchOutcome } from "@/lib/matches/lifecycle/outcome";

/** How many running and finished matches the front page lists. */
export const SHOWN_MATCHES = 5;
/** How long a process keeps the week's counts. */
const COUNTS_TTL_MS = 5 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The matches the front page may list: every one but a guest's against bots (lib/guests); a kind of match to
 * leave out gets its condition here (and in weekCountsNow's statement).
 */
export const shownOnFrontPage: Prisma.MatchWhereInput = { guest: false };

export interface ShownMatch {
  id: number;
  title: string;
  gameKey: string;
  players: string[];
  /** Running: the newest history entry ("Ana: ..."), its lines in the reader's language, players named; null before any. */
  lastLine: string | null;
  /** Running: when the awaited seats became awaited (ISO 8601). Finished: when it ended. */
  at: string;
  /** Finished: who won, in the reader's language. */
  result: string | null;
}

const include = {
  seats: {
    orderBy: { seatIndex: "asc" as const },
    select: {
      seatIndex: true,
      botStyle: true,
      playerDeleted: true,
      user: { select: { username: true } },
      formerUser: { select: { username: true } },
    },
  },
} as const;

type Row = Prisma.MatchGetPayload<{ include: typeof include }>;

function seatNames(m: Row, locale: Locale): string[] {
  const words = listWords(locale);
  return m.seats.map((s) =>
    words.seatName(
      {
        username: s.user?.username,
        bot: s.botStyle,
        former: s.formerUser?.username,
        deleted: s.playerDeleted ? words.deleted : null,
      },
      s.seatIndex,
    ),
  );
}

function resultOf(m: Row, names: string[], locale: Locale): string | null {
  const outcome = m.outcome as MatchOutcome | null;
  if (!outcome) return null;
  const forfeit = ranking(outcome).find((r) => r.forfeit);
  const why =
    outcome.endedEarly && forfeit
      ? {
          name: names[forfeit.seat] ?? "",
          reason: forfeit.forfeit === "resign" ? ("resign" as const) : ("timeout" as const),
        }
      : null;
  return listWords(locale).result(
    outcome.winners.map((w) => names[w] ?? ""),
    why,
  );
}

const titleOf = (m: { gameKey: string; id: number }) => matchTitle(getGame(m.gameKey)?.name ?? m.gameKey, m.id);

/** Running matches with the newest turns first, each with its newest history entry in `locale`. */
export async function runningMatches(db: Db, locale: Locale, limit = SHOWN_MATCHES): Promise<ShownMatch[]> {
  const rows = await db.match.findMany({
    where: { ...shownOnFrontPage, status: "running", awaitingSince: { not: null } },
    orderBy: { awaitingSince: "desc" },
    take: limit,
    include: { ...include, moves: { orderBy: { index: "desc" }, take: 1, select: { seat: true, lines: true } } },
  });
  return rows.map((m) => {
    const names = seatNames(m, locale);
    const last = m.moves[0];
    const text = last
      ? linesText(shownLines(last.lines, m.gameKey), locale, m.gameKey)
          .map((l) => nameSeats(l, (seat) => names[seat] ?? ""))
          .join(" ")
      : "";
    return {
      id: m.id,
      title: titleOf(m),
      gameKey: m.gameKey,
      players: names,
      // Whose entry it was first, as the history panel shows it beside the lines.
      lastLine: text === "" || !last ? null : names[last.seat] ? `${names[last.seat]}: ${text}` : text,
      at: m.awaitingSince!.toISOString(),
      result: null,
    };
  });
}

/** The matches finished last, newest first, each with who won in `locale`. */
export async function finishedMatches(db: Db, locale: Locale, limit = SHOWN_MATCHES): Promise<ShownMatch[]> {
  const rows = await db.match.findMany({
    where: { ...shownOnFrontPage, status: "finished", finishedAt: { not: null } },
    orderBy: { finishedAt: "desc" },
    take: limit,
    include,
  });
  return rows.map((m) => {
    const names = seatNames(m, locale);
    return {
      id: m.id,
      title: titleOf(m),
      gameKey: m.gameKey,
      players: names,
      lastLine: null,
      at: m.finishedAt!.toISOString(),
      result: resultOf(m, names, locale),
    };
  });
}

export interface WeekCounts {
  /** Matches with a turn or an end in the last seven days: running ones awaited since then, finished ones. */
  matches: number;
  /** The people seated in those matches (bots apart). */
  players: number;
}

/**
 * This week's counts, read along the two indexes (running matches awaited since a week ago, matches finished
 * since then) and their seats.
 */
export async function weekCountsNow(db: Db, now: Date): Promise<WeekCounts> {
  const since = sqlTime(new Date(now.getTime() - WEEK_MS));
  const rows = await queryRows<{ matches: number; players: number }>(
    db,
    Prisma.sql`
    WITH week AS (
      SELECT "id" FROM "Match" WHERE "status" = 'running' AND "awaitingSince" >= ${since}::timestamp AND NOT "guest"
      UNION ALL
      SELECT "id" FROM "Match" WHERE "status" = 'finished' AND "finishedAt" >= ${since}::timestamp AND NOT "guest"
    )
    SELECT (SELECT count(*) FROM week)::int AS "matches",
      (SELECT count(DISTINCT s."userId") FROM "Seat" s JOIN week w ON s."matchId" = w."id" WHERE s."userId" IS NOT NULL)::int AS "players"`,
  );
  return rows[0] ?? { matches: 0, players: 0 };
}

const KEY = Symbol.for("glenboard.frontWeekCounts");
const holder = globalThis as unknown as Record<symbol, { at: number; counts: WeekCounts } | undefined>;

/** This week's counts, counted at most once per COUNTS_TTL_MS per process. */
export async function weekCounts(db: Db, now: Date): Promise<WeekCounts> {
  const kept = holder[KEY];
  if (kept && Math.abs(now.getTime() - kept.at) < COUNTS_TTL_MS) return kept.counts;
  const counts = await weekCountsNow(db, now);
  holder[KEY] = { at: now.getTime(), counts };
  return counts;
}
