/**
 * Vacations in the database. Starting one pauses every running clock of the player; clocks of turns that
 * start during it wait paused; its end (the booked date, or earlier by the player) resumes them all.
 * Lock order, the same everywhere: the user row, then the player's matches by id (a commit locks one match
 * only), so two of these never deadlock.
 */
import type { Db, Tx } from "@/lib/db";
import { clockOf, columnsOf } from "@/lib/clocks/store";
import { pauseClock, resumeClock } from "@/lib/clocks/seat-clock";
import { DAY_MS } from "@/lib/clocks/time-control";
import { accrue, daysBetween, daysNotBegun, VACATION_MAX_DAYS } from "@/lib/clocks/vacation";
import { notifyAutoVacation } from "@/lib/notifications/clock-events";
import { getGame } from "@/lib/games";
import { matchTitle } from "@/lib/format/match-title";

export interface VacationStatus {
  days: number;
  until: Date | null;
  autoVacation: boolean;
}

/** A refusal says why twice: `message` in English (the API's), `reason` (with the figures) for pages to word. */
export type VacationRefusal =
  | { reason: "already" }
  | { reason: "past" }
  | { reason: "notEnough"; daysLeft: number; needs: number }
  | { reason: "noClockOut" };
export type VacationResult =
  | { ok: true; until: Date; daysLeft: number }
  | ({ ok: false; code: "INVALID_INPUT" | "FORBIDDEN"; message: string } & VacationRefusal);

async function lockUser(tx: Tx, userId: string) {
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
  return tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { vacationDays: true, vacationAccruedAt: true, vacationUntil: true, autoVacation: true },
  });
}

/** The player's seats in running matches that are on turn, their matches locked in id order. */
async function seatsOnTurn(tx: Tx, userId: string) {
  const seats = await tx.seat.findMany({
    where: {
      userId,
      match: { status: "running" },
      OR: [{ clockDeadlineAt: { not: null } }, { clockPausedSeconds: { not: null } }],
    },
    orderBy: { matchId: "asc" },
  });
  const ids = [...new Set(seats.map((s) => s.matchId))];
  for (const id of ids) await tx.$queryRaw`SELECT "id" FROM "Match" WHERE "id" = ${id} FOR UPDATE`;
  // Read again under the locks: a commit may have moved a clock meanwhile.
  return tx.seat.findMany({ where: { id: { in: seats.map((s) => s.id) }, userId } });
}

export async function vacationStatus(db: Db, userId: string, now: Date): Promise<VacationStatus | null> {
  const u = await db.user.findUnique({
    where: { id: userId },
    select: { vacationDays: true, vacationAccruedAt: true, vacationUntil: true, autoVacation: true },
  });
  if (!u) return null;
  return {
    days: accrue({ days: u.vacationDays, accruedAt: u.vacationAccruedAt }, now).days,
    until: u.vacationUntil && u.vacationUntil > now ? u.vacationUntil : null,
    autoVacation: u.autoVacation,
  };
}

/**
 * Starts a vacation until `until` (whole days are used; a begun day counts). `auto`: a deadline passed and one
 * day is used instead of a timeout; then it is used only if a clock of the player has really run out.
 */
export async function startVacation(
  db: Db,
  userId: string,
  until: Date,
  now: Date,
  auto = false,
): Promise<VacationResult> {
  return db.$transaction(async (tx) => {
    const u = await lockUser(tx, userId);
    if (u.vacationUntil && u.vacationUntil > now) {
      return {
        ok: false as const,
        code: "FORBIDDEN" as const,
        reason: "already" as const,
        message: "You are on vacation already; end it first to book another.",
      };
    }
    const account = accrue({ days: u.vacationDays, accruedAt: u.vacationAccruedAt }, now);
    const days = daysBetween(now, until);
    if (days < 1)
      return {
        ok: false as const,
        code: "INVALID_INPUT" as const,
        reason: "past" as const,
        message: "A vacation ends in the future.",
      };
    if (days > Math.min(account.days, VACATION_MAX_DAYS)) {
      return {
        ok: false as const,
        code: "FORBIDDEN" as const,
        reason: "notEnough" as const,
        daysLeft: account.days,
        needs: days,
        message: `You have ${account.days} vacation day${account.days === 1 ? "" : "s"} left; this vacation needs ${days}.`,
      };
    }
    const seats = await seatsOnTurn(tx, userId);
    const expired = seats.filter((s) => s.clockDeadlineAt && s.clockDeadlineAt <= now);
    if (auto && expired.length === 0)
      return {
        ok: false as const,
        code: "FORBIDDEN" as const,
        reason: "noClockOut" as const,
        message: "No clock has run out.",
      };
    await tx.user.update({
      where: { id: userId },
      data: { vacationDays: account.days - days, vacationAccruedAt: account.accruedAt, vacationUntil: until },
    });
    for (const seat of seats)
      await tx.seat.update({ where: { id: seat.id }, data: columnsOf(pauseClock(clockOf(seat), now)) });
    if (auto) {
      const matches = await tx.match.findMany({
        where: { id: { in: expired.map((s) => s.matchId) } },
        select: { id: true, gameKey: true },
      });
      await notifyAutoVacation(
        tx,
        userId,
        until,
        account.days - days,
        matches.map((m) => matchTitle(getGame(m.gameKey)?.name ?? m.gameKey, m.id)),
      );
    }
    return { ok: true as const, until, daysLeft: account.days - days };
  });
}

/** One automatic vacation day, from now: see startVacation. */
export function startAutoVacationDay(db: Db, userId: string, now: Date): Promise<VacationResult> {
  return startVacation(db, userId, new Date(now.getTime() + DAY_MS), now, true);
}

/** Ends the vacation (at its booked end, or `early` by the player: the days not begun come back). */
export async function endVacation(
  db: Db,
  userId: string,
  now: Date,
  early = false,
): Promise<{ ended: boolean; daysBack: number }> {
  return db.$transaction(async (tx) => {
    const u = await lockUser(tx, userId);
    if (!u.vacationUntil) return { ended: false, daysBack: 0 };
    if (!early && u.vacationUntil > now) return { ended: false, daysBack: 0 };
    const daysBack = early ? daysNotBegun(now, u.vacationUntil) : 0;
    const account = accrue({ days: u.vacationDays, accruedAt: u.vacationAccruedAt }, now);
    await tx.user.update({
      where: { id: userId },
      data: {
        vacationUntil: null,
        vacationDays: Math.min(VACATION_MAX_DAYS, account.days + daysBack),
        vacationAccruedAt: account.accruedAt,
      },
    });
    for (const seat of await seatsOnTurn(tx, userId))
      await tx.seat.update({ where: { id: seat.id }, data: columnsOf(resumeClock(clockOf(seat), now)) });
    return { ended: true, daysBack };
  });
}

export async function setAutoVacation(db: Db, userId: string, on: boolean): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { autoVacation: on } });
}
