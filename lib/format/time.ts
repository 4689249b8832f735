/**
 * Times as a reader reads them, in their own time zone: "just now", "5 min ago", "2 h ago" within the last
 * day, otherwise a date ("Tue 24 Nov, 14:05", with the year when it is not this year); the full date and
 * time with the zone for a tooltip. Pure (server and browser); formatters are built once per zone.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formats.get(key);
  if (!f) {
    f = make();
    if (formats.size > 1000) formats.clear();
    formats.set(key, f);
  }
  return f;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "2 h ago" for times within the last day; null otherwise (and for the future). */
export function relativeText(at: Date, now: Date): string | null {
  const ms = now.getTime() - at.getTime();
  if (ms < -MINUTE || ms >= DAY) return null;
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  return `${Math.floor(ms / HOUR)} h ago`;
}

/** "Tue 24 Nov, 14:05" in the zone (the year added when it differs from `now`'s there). */
export function shortDateText(at: Date, timeZone: string | undefined, now: Date): string {
  const zone = timeZone ?? "";
  const year = format(`y|${zone}`, () => new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric" }));
  const sameYear = year.format(at) === year.format(now);
  const f = format(`s|${sameYear}|${zone}`, () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      ...(sameYear ? {} : { year: "numeric" }),
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
  );
  return f.format(at);
}

/** "Tuesday, 24 November 2026 at 14:05 CET": the tooltip. */
export function fullDateText(at: Date, timeZone: string | undefined): string {
  return format(`f|${timeZone ?? ""}`, () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    }),
  ).format(at);
}

/** What a history line or chat message shows: relative within a day, else the short date. */
export function whenText(at: Date, timeZone: string | undefined, now: Date): string {
  return relativeText(at, now) ?? shortDateText(at, timeZone, now);
}
