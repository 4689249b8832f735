/**
 * Quiet hours (a user setting, off by default): notification mail that would go out while the local clock
 * of the user shows a time from `from`:00 up to `to`:00 is held and goes out, as one batch, when they end.
 * "22 to 7" spans midnight. Account mails (sign-in links, resets) are never held.
 */
import { localParts, safeZone, zonedInstant } from "@/lib/clocks/zoned";

export interface QuietSetting {
  quietFromHour: number | null;
  quietToHour: number | null;
  /** Null: not known yet (UTC). */
  timeZone: string | null;
}

/** The end of the quiet hours `now` falls into, or null when `now` is not quiet. */
export function quietUntil(now: Date, s: QuietSetting): Date | null {
  const { quietFromHour: from, quietToHour: to } = s;
  if (from === null || to === null || from === to) return null;
  const zone = safeZone(s.timeZone);
  const local = localParts(now, zone);
  const h = local.hour;
  const quiet = from < to ? h >= from && h < to : h >= from || h < to;
  if (!quiet) return null;
  // The next local to:00 after now: today's, or tomorrow's.
  const today = zonedInstant(local.year, local.month, local.day, to, zone);
  if (today.getTime() > now.getTime()) return today;
  const tomorrow = new Date(Date.UTC(local.year, local.month - 1, local.day + 1));
  return zonedInstant(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), to, zone);
}

/** When mail written at `at` may go out: at once, or when the quiet hours end. */
export function releaseTime(at: Date, s: QuietSetting): Date {
  return quietUntil(at, s) ?? at;
}
