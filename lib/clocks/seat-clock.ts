/**
 * One seat's clock, as pure arithmetic on an injected `now` (no Date.now here): started when the seat becomes
 * awaited, stopped when the seat ends its turn (pending steps do not stop it), paused and resumed by vacation.
 * A running clock is its deadline; a paused one is the time it had left. The bank of a bank clock is kept
 * between turns. Stored on the seat row (lib/clocks/store.ts).
 */
import type { TimeControl } from "./time-control";
import { DAY_MS, HOUR_MS, NONE_SAFETY_NET_DAYS } from "./time-units";

export interface SeatClock {
  /** When time runs out; null while the seat is not awaited, or while paused. */
  deadlineAt: Date | null;
  /** While paused (vacation): the time that was left, in ms. */
  pausedMs: number | null;
  /** Bank clocks only: the bank between turns, in ms. */
  bankMs: number | null;
  /** When the reminder of the running turn is due; null when none is due (sent, or not running). */
  reminderAt: Date | null;
  /** The running turn's reminder was sent (a pause and resume must not send it again). */
  reminded: boolean;
}

export const IDLE: SeatClock = { deadlineAt: null, pausedMs: null, bankMs: null, reminderAt: null, reminded: false };

export function initialClock(tc: TimeControl): SeatClock {
  return { ...IDLE, bankMs: tc.kind === "bank" ? tc.initialDays * DAY_MS : null };
}

/** The time a seat has for the turn that starts now. */
export function allowanceMs(tc: TimeControl, clock: SeatClock): number {
  switch (tc.kind) {
    case "none":
      return NONE_SAFETY_NET_DAYS * DAY_MS;
    case "perMove":
      return tc.days * DAY_MS;
    case "bank":
      return Math.max(0, clock.bankMs ?? tc.initialDays * DAY_MS);
  }
}

/**
 * The reminder goes out when 24 hours are left, or at half the time, whichever comes later (a one-day clock
 * reminds after 12 hours, not at once).
 */
export function reminderFor(start: Date, deadline: Date): Date {
  const half = start.getTime() + (deadline.getTime() - start.getTime()) / 2;
  return new Date(Math.max(deadline.getTime() - 24 * HOUR_MS, half));
}

function running(now: Date, remainingMs: number, reminded: boolean, bankMs: number | null): SeatClock {
  const deadlineAt = new Date(now.getTime() + remainingMs);
  return { deadlineAt, pausedMs: null, bankMs, reminderAt: reminded ? null : reminderFor(now, deadlineAt), reminded };
}

/** The seat's turn starts: its clock runs (or waits, paused, while its player is on vacation). */
export function startTurn(tc: TimeControl, clock: SeatClock, now: Date, paused = false): SeatClock {
  const allowance = allowanceMs(tc, clock);
  if (paused) return { deadlineAt: null, pausedMs: allowance, bankMs: clock.bankMs, reminderAt: null, reminded: false };
  return running(now, allowance, false, clock.bankMs);
}

/** What is left of the running (or paused) turn; null when the seat is not on turn. */
export function remainingMs(clock: SeatClock, now: Date): number | null {
  if (clock.deadlineAt) return Math.max(0, clock.deadlineAt.getTime() - now.getTime());
  return clock.pausedMs;
}

/** The seat ended its turn: the clock stops; a bank keeps what was left plus the increment, up to the start amount. */
export function endTurn(tc: TimeControl, clock: SeatClock, now: Date): SeatClock {
  if (tc.kind !== "bank") return { ...IDLE, bankMs: clock.bankMs };
  const left = remainingMs(clock, now) ?? allowanceMs(tc, clock);
  const bankMs = Math.min(tc.initialDays * DAY_MS, left + tc.incrementDays * DAY_MS);
  return { ...IDLE, bankMs };
}

/** Vacation begins: a running clock keeps what it had left. */
export function pauseClock(clock: SeatClock, now: Date): SeatClock {
  if (!clock.deadlineAt) return clock;
  return { ...clock, deadlineAt: null, pausedMs: remainingMs(clock, now), reminderAt: null };
}

/** Vacation ends: a paused clock runs again with what it had left. */
export function resumeClock(clock: SeatClock, now: Date): SeatClock {
  if (clock.pausedMs === null) return clock;
  return running(now, clock.pausedMs, clock.reminded, clock.bankMs);
}

/** The reminder was sent. */
export function markReminded(clock: SeatClock): SeatClock {
  return { ...clock, reminderAt: null, reminded: true };
}

/** "2 days 4 h left", "5 h 10 min left", "40 min left", "less than a minute left", "out of time". */
export function remainingText(ms: number): string {
  if (ms <= 0) return "out of time";
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "less than a minute left";
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} day${days === 1 ? "" : "s"}${hours > 0 ? ` ${hours} h` : ""} left`;
  if (hours > 0) return `${hours} h${mins > 0 ? ` ${mins} min` : ""} left`;
  return `${mins} min left`;
}

/** Formatters by time zone: building one costs far more than formatting with it (every deadline on a page). */
const deadlineFormats = new Map<string, Intl.DateTimeFormat>();

/** A deadline as a date in the viewer's time zone: "Tue 1 Dec, 14:05 CET". */
export function deadlineText(deadline: Date, timeZone: string): string {
  let format = deadlineFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    });
    // Bounded by the zones in use (a few hundred at most); cleared if something odd floods it.
    if (deadlineFormats.size > 1000) deadlineFormats.clear();
    deadlineFormats.set(timeZone, format);
  }
  return format.format(deadline);
}
