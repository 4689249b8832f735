/**
 * Time left and deadlines in a reader's language, for the server (players panel, mail, settings) and the
 * browser (the ticking deadline) alike: the words come from the catalogue (`match.clock`, raw templates:
 * clock-words.ts on the server, props in the browser), the numbers and dates from the platform's Intl for the
 * language. English reads exactly as lib/clocks/seat-clock's remainingText and deadlineText always did.
 */
import { deadlineText } from "@/lib/clocks/seat-clock";
import { fill, plural, type PluralForms } from "@/lib/i18n/client-text";
import type { Locale } from "@/lib/i18n/locales";

/** The `match.clock` templates. */
export interface ClockWords {
  out: string;
  left: string;
  lessThanMinute: string;
  days: PluralForms;
  hours: string;
  minutes: string;
  until: string;
}

/** "2 days 4 h", "5 h 10 min", "40 min", "less than a minute" (for positive `ms`). */
export function durationText(ms: number, words: ClockWords, locale: Locale): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return words.lessThanMinute;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(plural(locale, days, words.days));
  if (hours > 0) parts.push(fill(words.hours, { count: hours }));
  // Minutes only below a day (a deadline days away needs no minutes): "2 days 4 h", never "2 days 4 h 5 min".
  if (days === 0 && mins > 0) parts.push(fill(words.minutes, { count: mins }));
  return parts.join(" ");
}

/** "2 days 4 h left", "out of time". */
export function timeLeftText(ms: number, words: ClockWords, locale: Locale): string {
  return ms <= 0 ? words.out : fill(words.left, { time: durationText(ms, words, locale) });
}

/** Formatters by language and time zone: building one costs far more than formatting with it. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** A deadline in the viewer's time zone: "Tue 1 Dec, 14:05 CET", "Di., 1. Dez., 14:05 MEZ". */
export function dateText(at: Date, timeZone: string, locale: Locale): string {
  if (locale === "en") return deadlineText(at, timeZone);
  const key = `${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    });
    // Bounded by the zones in use; cleared if something odd floods it.
    if (formats.size > 1000) formats.clear();
    formats.set(key, format);
  }
  return format.format(at);
}
