/** Calendar dates in a user's time zone: "back on 2026-12-01" means midnight there, whatever the server's zone. */

/** Minutes the zone is ahead of UTC at `instant` (e.g. 60 for Europe/Berlin in winter). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** Midnight at the start of `date` (YYYY-MM-DD) in `timeZone`, or null for a date that does not exist. */
export function startOfDayIn(date: string, timeZone: string): Date | null {
  const m = date.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const naive = Date.UTC(y, mo - 1, d);
  const check = new Date(naive);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  // The offset at the guessed instant, then again at the corrected one (a day that starts a DST change).
  let t = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  t = naive - zoneOffsetMinutes(new Date(t), timeZone) * 60_000;
  return new Date(t);
}

/** The YYYY-MM-DD of `instant` in `timeZone` (for date inputs). */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}
