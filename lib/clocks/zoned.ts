/**
 * Wall-clock time in a user's time zone, for the few places that need it: "back on 2026-12-01" means
 * midnight there, a digest goes out at 08:00 there, quiet hours run from 22:00 to 07:00 there.
 */

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Formatters by time zone (building one costs far more than using it); bounded by the zones in use. */
const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    if (partFormats.size > 1000) partFormats.clear();
    partFormats.set(timeZone, format);
  }
  return format;
}

export function localParts(at: Date, timeZone: string): LocalTime {
  const parts = partsFormat(timeZone).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Offset of the zone from UTC at `at`, in ms (positive east of Greenwich). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of local wall time y-m-d h:00 in the zone (in a DST gap: the hour after the gap). */
export function zonedInstant(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let t = wall - zoneOffsetMs(new Date(wall), timeZone);
  t = wall - zoneOffsetMs(new Date(t), timeZone);
  return new Date(t);
}

/** Midnight at the start of `date` (YYYY-MM-DD) in `timeZone`, or null for a date that does not exist. */
export function startOfDayIn(date: string, timeZone: string): Date | null {
  const m = date.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return zonedInstant(y, mo, d, 0, timeZone);
}

/** The YYYY-MM-DD of `instant` in `timeZone` (for date inputs). */
export function dateIn(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/**
 * A time zone name the runtime knows, else UTC: for a user whose zone is not known yet (null), and for stored
 * settings that may predate a zone's removal.
 */
export function safeZone(tz: string | null | undefined): string {
  if (!tz) return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return tz;
  } catch {
    return "UTC";
  }
}
