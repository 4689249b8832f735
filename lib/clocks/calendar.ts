/**
 * A private calendar feed of the user's deadlines (RFC 5545), so a phone calendar shows when each move is
 * due. Its address is signed with the site secret over the user id and a version; "revoke" bumps the version,
 * so the old address stops working. The feed holds what the user's own match pages show, nothing else.
 */
import { translator } from "@/lib/i18n/translator";
import { mailLocale } from "@/lib/i18n/setting";
import type { Locale } from "@/lib/i18n/locales";
import type { Db } from "@/lib/db";
import { authSecret } from "@/lib/secrets/secret";
import { sign, verifySignature } from "@/lib/secrets/tokens";
import { env } from "@/lib/env";
import { getGame } from "@/lib/games";
import { matchTitle } from "@/lib/format/match-title";

export function calendarToken(userId: string, version: number, secret = authSecret()): string {
  return `${userId}.${version}.${sign(secret, `calendar:${userId}:${version}`)}`;
}

export function calendarUrl(userId: string, version: number): string {
  return `${env().SITE_URL}/calendar/${calendarToken(userId, version)}.ics`;
}

export function parseCalendarToken(raw: string, secret = authSecret()): { userId: string; version: number } | null {
  const m = raw.replace(/\.ics$/, "").match(/^([a-z0-9]{1,40})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const version = Number(m[2]);
  return verifySignature(secret, `calendar:${m[1]}:${version}`, m[3]) ? { userId: m[1], version } : null;
}

export interface CalendarEntry {
  matchId: number;
  seatIndex: number;
  title: string;
  deadline: Date;
  url: string;
}

/** The feed of a calendar address in its owner's language, or null when the address is not (or no longer) valid. */
export async function calendarFeed(db: Db, token: string, now: Date): Promise<string | null> {
  const feed = await calendarOf(db, token);
  return feed && buildIcs(feed.entries, now, mailLocale(feed.locale));
}

/** The user's current deadlines, or null when the address is not (or no longer) valid. */
export async function calendarEntries(db: Db, token: string): Promise<CalendarEntry[] | null> {
  return (await calendarOf(db, token))?.entries ?? null;
}

/** The owner's deadlines and language setting, in one read of the user: calendar apps poll this. */
async function calendarOf(db: Db, token: string): Promise<{ entries: CalendarEntry[]; locale: string | null } | null> {
  const parsed = parseCalendarToken(token);
  if (!parsed) return null;
  const user = await db.user.findUnique({
    where: { id: parsed.userId },
    select: { calendarVersion: true, blockedAt: true, locale: true },
  });
  if (!user || user.blockedAt || user.calendarVersion !== parsed.version) return null;
  const seats = await db.seat.findMany({
    where: { userId: parsed.userId, clockDeadlineAt: { not: null }, match: { status: "running" } },
    select: { seatIndex: true, clockDeadlineAt: true, match: { select: { id: true, gameKey: true } } },
    orderBy: { clockDeadlineAt: "asc" },
    take: 500,
  });
  const entries = seats.map((s) => ({
    matchId: s.match.id,
    seatIndex: s.seatIndex,
    title: matchTitle(getGame(s.match.gameKey)?.name ?? s.match.gameKey, s.match.id),
    deadline: s.clockDeadlineAt!,
    url: `${env().SITE_URL}/matches/${s.match.id}`,
  }));
  return { entries, locale: user.locale };
}

function stamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function text(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

/** The feed in the user's language (their setting, else English: a calendar app sends no language of theirs). */
export function buildIcs(entries: CalendarEntry[], now: Date, locale: Locale): string {
  const t = translator(locale, "settings.calendar.feed");
  const host = new URL(env().SITE_URL).host;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Glenboard//Deadlines//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(t("name"))}`,
  ];
  for (const e of entries) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:deadline-${e.matchId}-${e.seatIndex}-${e.deadline.getTime()}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(e.deadline)}`,
      "DURATION:PT15M",
      `SUMMARY:${text(t("due", { title: e.title }))}`,
      `DESCRIPTION:${text(t("runsOut", { title: e.title, url: e.url }))}`,
      `URL:${e.url}`,
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "TRIGGER:-PT3H",
      `DESCRIPTION:${text(t("alarm", { title: e.title }))}`,
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}

export async function revokeCalendar(db: Db, userId: string): Promise<number> {
  return (
    await db.user.update({
      where: { id: userId },
      data: { calendarVersion: { increment: 1 } },
      select: { calendarVersion: true },
    })
  ).calendarVersion;
}

export async function calendarUrlOf(db: Db, userId: string): Promise<string | null> {
  const u = await db.user.findUnique({ where: { id: userId }, select: { calendarVersion: true } });
  return u ? calendarUrl(userId, u.calendarVersion) : null;
}
