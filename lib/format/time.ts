/**
 * Times as a reader reads them, in their own time zone and language: "just now", "5 min ago", "2 h ago"
 * within the last day, otherwise a date ("Tue 24 Nov, 14:05", with the year when it is not this year); the
 * full date and time with the zone for a tooltip. German through the platform's Intl for "de" ("vor 5 Min.",
 * "Di., 24. Nov., 14:05"); English as it always read. Pure (server and browser); formatters built once.
 */
import type { Locale } from "@/lib/i18n/locales";

const formats = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

/** The Intl locale for dates: British English's day-month order, as the site has always shown dates. */
const intlLocale = (locale: Locale) => (locale === "de" ? "de-DE" : "en-GB");

function format<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let f = formats.get(key) as F | undefined;
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
export function relativeText(at: Date, now: Date, locale: Locale = "en"): string | null {
  const ms = now.getTime() - at.getTime();
  if (ms < -MINUTE || ms >= DAY) return null;
  if (locale !== "en") {
    const rtf = format(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "short" }));
    if (ms < MINUTE) return rtf.format(0, "second");
    return ms < HOUR ? rtf.format(-Math.floor(ms / MINUTE), "minute") : rtf.format(-Math.floor(ms / HOUR), "hour");
  }
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  return `${Math.floor(ms / HOUR)} h ago`;
}

/** "Tue 24 Nov, 14:05" in the zone (the year added when it differs from `now`'s there). */
export function shortDateText(at: Date, timeZone: string | undefined, now: Date, locale: Locale = "en"): string {
  const zone = timeZone ?? "";
  const year = format(`y|${zone}`, () => new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric" }));
  const sameYear = year.format(at) === year.format(now);
  const f = format(
    `s|${locale}|${sameYear}|${zone}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
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
export function fullDateText(at: Date, timeZone: string | undefined, locale: Locale = "en"): string {
  return format(
    `f|${locale}|${timeZone ?? ""}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
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
export function whenText(at: Date, timeZone: string | undefined, now: Date, locale: Locale = "en"): string {
  return relativeText(at, now, locale) ?? shortDateText(at, timeZone, now, locale);
}
