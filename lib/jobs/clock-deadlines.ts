/**
 * The clock work of the job runner (lib/jobs/runner.ts runs it every few seconds, beside the mail
 * sender): vacations that ended resume their clocks, deadlines that passed use a vacation day or apply the
 * match's timeout policy, reminders that are due are sent. Everything is found through indexed columns in
 * the database (SeatWake, never in-memory timers, so nothing is lost across a restart) and each match is handled in
 * its own transaction that first takes the match's row lock with SKIP LOCKED: with several instances on one
 * PostgreSQL, each timeout happens exactly once, and a commit that holds the lock wins over a timeout.
 */
// Match writes tell ratings and notifications what happened (lib/matches/store/match-events.ts).
import "./match-listeners";
import type { Db, Tx } from "@/lib/db";
import { getDb, Prisma } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import { replaceWithBot, forfeitSeat } from "@/lib/matches/lifecycle/endings";
import { loadMatch, runWrite } from "@/lib/matches/store/store";
import { notifyReminder } from "@/lib/notifications/clock-events";
import { clockOf, columnsOf } from "@/lib/clocks/store";
import { markReminded } from "@/lib/clocks/seat-clock";
import { endVacation, startAutoVacationDay, vacationStatus } from "./vacations";

const BATCH = 50;

export interface ClockTickResult {
  vacationsEnded: number;
  autoVacations: number;
  timeouts: number;
  reminders: number;
}

/** The match's row lock, or false when another transaction (a commit, another worker) holds it. */
async function tryLock(tx: Tx, matchId: number): Promise<boolean> {
  const rows = await tx.$queryRaw<
    { id: number }[]
  >`SELECT "id" FROM "Match" WHERE "id" = ${matchId} AND "status" = 'running' FOR UPDATE SKIP LOCKED`;
  return rows.length === 1;
}

/**
 * The seats whose deadline has passed, soonest first (the worker's one scan of SeatWake's key: the running
 * clocks are copied there by triggers, so that a commit writes no index entry of Seat's). A seat wakes at
 * its reminder or its deadline, whichever comes first: a passed deadline means a passed wake time.
 */
export async function dueDeadlines(db: Db, now: Date, limit = BATCH) {
  return db.$queryRaw<{ matchId: number; seatIndex: number; userId: string | null }[]>(dueDeadlinesQuery(now, limit));
}

/** The scan itself, also explained by `npm run bench:deadlines` (scripts/bench-deadlines.ts). */
export function dueDeadlinesQuery(now: Date, limit = BATCH): Prisma.Sql {
  return Prisma.sql`
    SELECT w."matchId", w."seatIndex", s."userId" FROM "SeatWake" w JOIN "Seat" s ON s."id" = w."seatId"
    WHERE w."wakeAt" <= ${sqlTime(now)}::timestamp AND w."deadlineAt" <= ${sqlTime(now)}::timestamp
    ORDER BY w."wakeAt"
    LIMIT ${limit}`;
}

async function expire(db: Db, matchId: number, seatIndex: number, now: Date): Promise<"timeout" | "skipped"> {
  const r = await runWrite(db, async (tx) => {
    if (!(await tryLock(tx, matchId))) return "skipped" as const;
    const match = await loadMatch(tx, matchId);
    const seat = match.seats.find((s) => s.seatIndex === seatIndex);
    // Checked again under the lock: the player may have moved, or another worker was first.
    if (!seat?.userId || !seat.clockDeadlineAt || seat.clockDeadlineAt > now) return "skipped" as const;
    if (match.timeoutPolicy === "lose") await forfeitSeat(tx, match, seatIndex, "timeout");
    else await replaceWithBot(tx, match, seatIndex, "timeout", null);
    return "timeout" as const;
  });
  return r.ok ? r.value : "skipped";
}

async function remind(db: Db, matchId: number, seatIndex: number, now: Date): Promise<boolean> {
  const r = await runWrite(db, async (tx) => {
    if (!(await tryLock(tx, matchId))) return false;
    const match = await loadMatch(tx, matchId);
    const seat = match.seats.find((s) => s.seatIndex === seatIndex);
    if (!seat?.userId || !seat.reminderAt || seat.reminderAt > now || !seat.clockDeadlineAt) return false;
    // Digest users see their deadlines in the digest; "off" means no mail. Either way the reminder is done.
    await notifyReminder(tx, match, seat.userId, seat.clockDeadlineAt, now);
    await tx.seat.update({ where: { id: seat.id }, data: columnsOf(markReminded(clockOf(seat))) });
    return true;
  });
  return r.ok && r.value;
}

/** One pass of the clock work at `now`. */
export async function runClocksOnce(db: Db, now: Date): Promise<ClockTickResult> {
  const result: ClockTickResult = { vacationsEnded: 0, autoVacations: 0, timeouts: 0, reminders: 0 };

  const ending = await db.user.findMany({ where: { vacationUntil: { lte: now } }, select: { id: true }, take: BATCH });
  for (const u of ending) if ((await endVacation(db, u.id, now)).ended) result.vacationsEnded++;

  const triedVacation = new Set<string>();
  for (const due of await dueDeadlines(db, now)) {
    if (!due.userId) continue;
    // A vacation day instead of a timeout, when the player has one and wants it (its own transaction: it
    // pauses every clock of the player, in the lock order of vacation-service.ts).
    if (!triedVacation.has(due.userId)) {
      triedVacation.add(due.userId);
      const status = await vacationStatus(db, due.userId, now);
      if (status?.autoVacation && status.days >= 1 && !status.until) {
        const v = await startAutoVacationDay(db, due.userId, now);
        if (v.ok) {
          result.autoVacations++;
          continue;
        }
      }
    }
    if ((await expire(db, due.matchId, due.seatIndex, now)) === "timeout") result.timeouts++;
  }

  // Through SeatWake's key as well: a due reminder means a passed wake time.
  const reminders = await db.seatWake.findMany({
    where: { wakeAt: { lte: now }, reminderAt: { lte: now } },
    select: { matchId: true, seatIndex: true },
    orderBy: { wakeAt: "asc" },
    take: BATCH,
  });
  for (const r of reminders) if (await remind(db, r.matchId, r.seatIndex, now)) result.reminders++;
  return result;
}

/** For the TEST_MODE clock endpoint and scripts: one pass on the process's database. */
export function runClocksNow(now: Date): Promise<ClockTickResult> {
  return runClocksOnce(getDb(), now);
}
