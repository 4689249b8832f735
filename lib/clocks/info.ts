/** A seat's clock as pages and the JSON API show it (public information: every player sees every clock). */
import { allowanceMs, remainingMs } from "./seat-clock";
import { clockOf, type ClockColumns } from "./store";
import type { TimeControl } from "./time-control";

export interface SeatClockInfo {
  /** When the seat's time runs out (ISO 8601); null when its clock is not running. */
  deadline: string | null;
  /** Paused by vacation: the time left on the seat's turn, in ms. */
  pausedMs: number | null;
  /** Bank clocks: the seat's bank (what is left of it during its turn), in ms; null for other clocks. */
  bankMs: number | null;
  /** The player is on vacation until then (ISO 8601): their clocks are paused. */
  vacationUntil: string | null;
}

export function seatClockInfo(
  tc: TimeControl,
  row: ClockColumns & { user?: { vacationUntil: Date | null } | null },
  now: Date,
): SeatClockInfo {
  const clock = clockOf(row);
  const vacation =
    row.user?.vacationUntil && row.user.vacationUntil > now ? row.user.vacationUntil.toISOString() : null;
  return {
    deadline: clock.deadlineAt?.toISOString() ?? null,
    pausedMs: clock.pausedMs,
    bankMs: tc.kind === "bank" ? (remainingMs(clock, now) ?? allowanceMs(tc, clock)) : null,
    vacationUntil: vacation,
  };
}
