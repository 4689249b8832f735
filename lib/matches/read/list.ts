/**
 * "My games": my turn first (soonest deadline first, then longest waiting), then waiting for others,
 * invitations, open, finished.
 */
import { Prisma, type Db } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import { chosenVariants, pendingOf, type PendingBySeat } from "@/lib/engine";
import { getGame } from "@/lib/games";
import { matchTitle } from "./views";
import { seatDisplayName, type DeletedPlayerWords, type SeatNaming } from "@/lib/format/seat-name";
import { deletedPlayerWords } from "./deleted-player";
import { ranking, type MatchOutcome } from "../lifecycle/outcome";
import { seatClockInfo, type SeatClockInfo } from "@/lib/clocks/info";
import { storedTimeControl, type TimeControl } from "@/lib/clocks/time-control";
import { siteNow } from "@/lib/clocks/site-time";
import { finishedShares } from "@/lib/matches/read/reliability";

export interface SeatSummary extends SeatClockInfo {
  name: string;
  awaited: boolean;
  /** The seat's player (null: open, a bot). */
  username: string | null;
  /** For open matches to join: the share of ended matches the player saw through (null: none ended yet). */
  finishedShare?: number | null;
}

export interface MatchSummary {
  id: number;
  title: string;
  gameKey: string;
  status: string;
  players: string[];
  note: string | null;
  waitingSince: string | null;
  myTurn: boolean;
  result: string | null;
  openSeats: number;
  timeControl: TimeControl;
  /** The names of the rule variants the match plays with (empty for most matches). */
  variants: string[];
  seats: SeatSummary[];
  /** My own deadline when it is my turn, else the soonest deadline of the awaited seats (ISO 8601). */
  deadline: string | null;
  rated: boolean;
  /** My steps in this running match that are not committed yet (others wait until I end the turn). */
  pendingSteps: number;
  /** My half-made turn ends by itself on the server shortly (lib/matches/write/auto-end.ts). */
  autoEnding: boolean;
  /** SHA-256 of the match's secret server seed (docs/fairness.md); null: created before commitments. */
  seedCommitment: string | null;
}

export interface MyGames {
  myTurn: MatchSummary[];
  waiting: MatchSummary[];
  invitations: MatchSummary[];
  joinable: MatchSummary[];
  finished: MatchSummary[];
}

/**
 * How the lists name what is not a username: open seats, bots, the result, the rule variants. English by
 * default (the JSON API's sentences stay as they are); the My games page passes its reader's language
 * (lib/matches/history/lobby-text.ts).
 */
export interface ListWords {
  seatName(seat: SeatNaming, seatIndex: number): string;
  /** A player who deleted their account. */
  deleted: DeletedPlayerWords;
  result(winners: string[], forfeit: { name: string; reason: "resign" | "timeout" } | null): string;
  variantName(gameKey: string, variant: { key: string; name: string }): string;
}

export const englishListWords: ListWords = {
  seatName: (seat, seatIndex) => seatDisplayName(seat, seatIndex, "open seat"),
  deleted: deletedPlayerWords("en"),
  result: (winners, forfeit) =>
    `${winners.join(" and ")} won${forfeit ? ` (${forfeit.name} ${forfeit.reason === "resign" ? "resigned" : "ran out of time"})` : ""}`,
  variantName: (_gameKey, variant) => variant.name,
};

const include = {
  seats: {
    orderBy: { seatIndex: "asc" as const },
    include: { user: { select: { username: true, vacationUntil: true } }, formerUser: { select: { username: true } } },
  },
};
type Row = Awaited<ReturnType<typeof loadRows>>[number];
function loadRows(db: Db, where: object) {
  return db.match.findMany({ where, include, orderBy: { id: "desc" }, take: 200 });
}

function summarize(
  m: Row,
  userId: string,
  now: Date,
  words: ListWords,
  autoEnding: Set<number> = new Set(),
): MatchSummary {
  const game = getGame(m.gameKey);
  const name = (s: Row["seats"][number]) =>
    words.seatName(
      {
        username: s.user?.username,
        bot: s.botStyle,
        former: s.formerUser?.username,
        deleted: s.playerDeleted ? words.deleted : null,
      },
      s.seatIndex,
    );
  const mine = m.seats.find((s) => s.userId === userId);
  const outcome = m.outcome as MatchOutcome | null;
  let result: string | null = null;
  if (outcome && m.status === "finished") {
    const winners = outcome.winners
      .map((w) => m.seats.find((s) => s.seatIndex === w))
      .filter((s) => s !== undefined)
      .map(name);
    const forfeit = ranking(outcome).find((r) => r.forfeit);
    const why =
      outcome.endedEarly && forfeit
        ? {
            name: name(m.seats[forfeit.seat]!),
            reason: forfeit.forfeit === "resign" ? ("resign" as const) : ("timeout" as const),
          }
        : null;
    result = words.result(winners, why);
  }
  const tc = storedTimeControl(m.timeControl);
  const running = m.status === "running";
  const seats = m.seats.map((s) => ({
    name: name(s),
    awaited: running && m.activeSeats.includes(s.seatIndex),
    username: s.user?.username ?? null,
    ...seatClockInfo(tc, s, now),
  }));
  const myTurn = running && mine !== undefined && m.activeSeats.includes(mine.seatIndex);
  const deadlines = (myTurn ? seats.filter((s, i) => m.seats[i] === mine) : seats.filter((s) => s.awaited))
    .map((s) => s.deadline)
    .filter((d): d is string => d !== null);
  return {
    id: m.id,
    title: matchTitle(game?.name ?? m.gameKey, m.id),
    gameKey: m.gameKey,
    status: m.status,
    players: m.seats.map(name),
    note: m.note,
    waitingSince: m.awaitingSince?.toISOString() ?? null,
    myTurn,
    result,
    openSeats: m.seats.filter((s) => s.userId === null && !s.botStyle).length,
    timeControl: tc,
    variants: game ? chosenVariants(game, m.options).map((v) => words.variantName(m.gameKey, v)) : [],
    seats,
    deadline: deadlines.sort()[0] ?? null,
    rated: m.rated,
    pendingSteps: running && mine ? pendingOf(m.pending as PendingBySeat<unknown>, mine.seatIndex).length : 0,
    autoEnding: autoEnding.has(m.id),
    seedCommitment: m.seedCommitment,
  };
}

export async function myGames(db: Db, userId: string, words: ListWords = englishListWords): Promise<MyGames> {
  const [mine, joinable] = await Promise.all([
    loadRows(db, { seats: { some: { userId } }, status: { not: "aborted" } }),
    // Open seats to join: not in matches limited to the creator's friends unless the user is one, never in
    // matches of someone who blocked the user.
    loadRows(db, {
      status: "open",
      seats: { some: { userId: null, botStyle: null }, none: { userId } },
      OR: [
        { friendsOnly: false },
        { createdBy: { friends: { some: { friendId: userId, acceptedAt: { not: null } } } } },
      ],
      createdBy: { blocks: { none: { blockedId: userId } } },
    }),
  ]);
  const now = siteNow();
  // Which of my half-made turns end by themselves (read only when some turn is half made).
  const halfMade = mine
    .filter((m) => m.status === "running" && Object.keys(m.pending as object).length > 0)
    .map((m) => m.id);
  const autoEnding = new Set(
    halfMade.length === 0
      ? []
      : (
          await db.turnAutoEnd.findMany({ where: { userId, matchId: { in: halfMade } }, select: { matchId: true } })
        ).map((a) => a.matchId),
  );
  const rows = mine.map((m) => summarize(m, userId, now, words, autoEnding));
  // Whom one would play with: how reliably the players of open matches see their matches through.
  const others = joinable.map((m) => summarize(m, userId, now, words));
  const shares = await finishedShares(
    db,
    joinable.flatMap((m) => m.seats.flatMap((s) => (s.userId && s.joinedAt ? [s.userId] : []))),
  );
  others.forEach((o, i) => {
    joinable[i]!.seats.forEach((s, j) => {
      if (s.userId && s.joinedAt) o.seats[j]!.finishedShare = shares.get(s.userId) ?? null;
    });
  });
  // Soonest deadline first (a paused clock has none: after those with one), then the longest waiting.
  const byDeadline = (a: MatchSummary, b: MatchSummary) =>
    (a.deadline ?? "~").localeCompare(b.deadline ?? "~") || (a.waitingSince ?? "").localeCompare(b.waitingSince ?? "");
  return {
    myTurn: rows.filter((r) => r.myTurn).sort(byDeadline),
    waiting: rows.filter((r) => r.status === "running" && !r.myTurn).sort(byDeadline),
    invitations: rows.filter(
      (r, i) => r.status === "open" && !mine[i]?.seats.find((s) => s.userId === userId)?.joinedAt,
    ),
    joinable: [
      ...rows.filter((r, i) => r.status === "open" && mine[i]?.seats.find((s) => s.userId === userId)?.joinedAt),
      ...others,
    ],
    finished: rows.filter((r) => r.status === "finished"),
  };
}

/**
 * How many matches await this user now (header badge and page title; the live stream's `count` after every
 * commit, for each player of the match with a stream open): one counting statement.
 */
export async function waitingCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT ${waitingFor(Prisma.sql`${userId}`)} AS "n"`;
  return row?.n ?? 0;
}

/** The users seated in a match, each with their `waitingCount`, in one statement (the live stream's counts). */
export async function seatWaitingCounts(db: Db, matchId: number): Promise<{ userId: string; waiting: number }[]> {
  return queryRows<{ userId: string; waiting: number }>(
    db,
    Prisma.sql`
    SELECT s."userId", ${waitingFor(Prisma.sql`s."userId"`)} AS "waiting"
    FROM "Seat" s WHERE s."matchId" = ${matchId} AND s."userId" IS NOT NULL`,
  );
}

/** The number of running matches awaiting `user` (an SQL expression naming a user id), as a subquery. */
function waitingFor(user: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT count(DISTINCT m."id")::int FROM "Seat" w JOIN "Match" m ON m."id" = w."matchId"
    WHERE w."userId" = ${user} AND m."status" = 'running' AND w."seatIndex" = ANY(m."activeSeats"))`;
}

/**
 * The match where the user's turn has the soonest deadline (then the longest wait), other than `except`:
 * "Next game waiting" after a commit, and the header's count.
 */
export async function nextGame(
  db: Db,
  userId: string,
  except = 0,
): Promise<{ matchId: number | null; waiting: number }> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT m."id" FROM "Seat" s JOIN "Match" m ON m."id" = s."matchId"
    WHERE s."userId" = ${userId} AND m."status" = 'running' AND s."seatIndex" = ANY(m."activeSeats") AND m."id" <> ${except}
    ORDER BY s."clockDeadlineAt" ASC NULLS LAST, m."awaitingSince" ASC NULLS LAST, m."id" ASC`;
  return { matchId: rows[0]?.id ?? null, waiting: rows.length };
}
