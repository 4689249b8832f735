/**
 * Seat clocks in the database: the seat row's clock columns <-> SeatClock, and the one function that moves
 * every clock of a match after its state changed (called by saveProgress inside the same transaction).
 */
import type { Seat } from "@/lib/engine";
import { endTurn, IDLE, startTurn, type SeatClock } from "./seat-clock";
import { storedTimeControl } from "./time-control";

export interface ClockColumns {
  clockDeadlineAt: Date | null;
  clockPausedSeconds: number | null;
  clockBankSeconds: number | null;
  reminderAt: Date | null;
  reminded: boolean;
}

export function clockOf(row: ClockColumns): SeatClock {
  return {
    deadlineAt: row.clockDeadlineAt,
    pausedMs: row.clockPausedSeconds === null ? null : row.clockPausedSeconds * 1000,
    bankMs: row.clockBankSeconds === null ? null : row.clockBankSeconds * 1000,
    reminderAt: row.reminderAt,
    reminded: row.reminded,
  };
}

export function columnsOf(clock: SeatClock): ClockColumns {
  return {
    clockDeadlineAt: clock.deadlineAt,
    clockPausedSeconds: clock.pausedMs === null ? null : Math.floor(clock.pausedMs / 1000),
    clockBankSeconds: clock.bankMs === null ? null : Math.floor(clock.bankMs / 1000),
    reminderAt: clock.reminderAt,
    reminded: clock.reminded,
  };
}

function same(a: ClockColumns, b: ClockColumns): boolean {
  return (
    a.clockDeadlineAt?.getTime() === b.clockDeadlineAt?.getTime() &&
    a.clockPausedSeconds === b.clockPausedSeconds &&
    a.clockBankSeconds === b.clockBankSeconds &&
    a.reminderAt?.getTime() === b.reminderAt?.getTime() &&
    a.reminded === b.reminded
  );
}

export interface ClockedSeat extends ClockColumns {
  id: string;
  seatIndex: number;
  userId: string | null;
  botStyle: string | null;
  user: { vacationUntil: Date | null } | null;
}

export interface ClockChange {
  /** Seats awaited before and after the change. */
  previousActive: Seat[];
  active: Seat[];
  /** Seats that ended a turn in this change (their clocks stop; a bank gets its increment). */
  endedTurns: Seat[];
  /** The match is over: every clock stops. */
  finished: boolean;
  now: Date;
}

/**
 * Only an awaited human seat's clock runs: it starts when the seat becomes awaited (paused while its player
 * is on vacation) and stops when the seat ends its turn or is no longer awaited; bot seats have no clock.
 * Returns the seats whose clock columns change, with their new columns (nothing is written here).
 */
export function clockChanges(
  match: { timeControl: unknown; seats: ClockedSeat[] },
  c: ClockChange,
): { seatId: string; clock: ClockColumns }[] {
  const tc = storedTimeControl(match.timeControl);
  const out: { seatId: string; clock: ClockColumns }[] = [];
  for (const seat of match.seats) {
    const before = clockOf(seat);
    let clock: SeatClock = before;
    const human = seat.userId !== null && seat.botStyle === null;
    const isActive = human && !c.finished && c.active.includes(seat.seatIndex);
    const wasActive = c.previousActive.includes(seat.seatIndex);
    const onTurn = clock.deadlineAt !== null || clock.pausedMs !== null;
    const paused = (seat.user?.vacationUntil?.getTime() ?? 0) > c.now.getTime();
    if (!human) clock = { ...IDLE, bankMs: null };
    else if (c.endedTurns.includes(seat.seatIndex) || (onTurn && !isActive)) {
      clock = endTurn(tc, clock, c.now);
      if (isActive) clock = startTurn(tc, clock, c.now, paused);
    } else if (isActive && (!wasActive || !onTurn)) clock = startTurn(tc, clock, c.now, paused);
    const next = columnsOf(clock);
    if (!same(next, seat)) out.push({ seatId: seat.id, clock: next });
  }
  return out;
}
