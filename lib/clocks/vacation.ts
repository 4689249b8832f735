/**
 * Vacation days (as OGS has them): every account starts with 7, earns one per 7 days of membership and holds
 * at most 30 (earning stops at the cap, it does not pile up behind it). A vacation pauses every clock of the
 * player; it is booked in whole days, and ending it early gives back the days not begun. When a deadline
 * passes and days are left, one day is used automatically instead of a timeout.
 */
import { DAY_MS } from "./time-control";

export const VACATION_START_DAYS = 7;
export const VACATION_EARN_EVERY_DAYS = 7;
export const VACATION_MAX_DAYS = 30;

export interface VacationAccount {
  days: number;
  /** Earning is counted from here. */
  accruedAt: Date;
}

/** The account with the days earned since `accruedAt` added. */
export function accrue(account: VacationAccount, now: Date): VacationAccount {
  const period = VACATION_EARN_EVERY_DAYS * DAY_MS;
  const weeks = Math.floor((now.getTime() - account.accruedAt.getTime()) / period);
  if (weeks <= 0) return account;
  const days = Math.min(VACATION_MAX_DAYS, account.days + weeks);
  // At the cap, earning restarts from now: days do not pile up behind it.
  const accruedAt = days >= VACATION_MAX_DAYS ? now : new Date(account.accruedAt.getTime() + weeks * period);
  return { days, accruedAt };
}

/** Whole days a vacation from `now` until `until` uses (a begun day counts). */
export function daysBetween(now: Date, until: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY_MS));
}

/** Days given back when a vacation booked until `until` ends at `now`: the days not begun. */
export function daysNotBegun(now: Date, until: Date): number {
  return Math.max(0, Math.floor((until.getTime() - now.getTime()) / DAY_MS));
}
