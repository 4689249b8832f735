/**
 * A ladder season is a calendar quarter in UTC, named "2026-Q4". A match counts in the season of its end
 * (Match.finishedAt, UTC): a match ending 2026-09-30T23:59Z counts in 2026-Q3, one ending a minute later in
 * 2026-Q4. The names sort as text in time order (four-digit years), which the reads rely on.
 */
import { z } from "zod";

export type Season = `${number}-Q${1 | 2 | 3 | 4}`;

const SEASON_PATTERN = /^(\d{4})-Q([1-4])$/;

/** The season `at` falls in (UTC). The SQL twin is `to_char(at, 'YYYY"-Q"Q')` (record.ts). */
export function seasonOf(at: Date): Season {
  return `${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}` as Season;
}

/** A season's year and quarter. */
export function seasonParts(season: Season): { year: number; quarter: 1 | 2 | 3 | 4 } {
  const m = SEASON_PATTERN.exec(season)!;
  return { year: Number(m[1]), quarter: Number(m[2]) as 1 | 2 | 3 | 4 };
}

/** The season before `season`. */
export function previousSeason(season: Season): Season {
  const { year, quarter } = seasonParts(season);
  return (quarter === 1 ? `${year - 1}-Q4` : `${year}-Q${quarter - 1}`) as Season;
}

/** The first and the last month (1-12) of a season, for saying which months it covers. */
export function seasonMonths(season: Season): { from: number; to: number } {
  const { quarter } = seasonParts(season);
  return { from: quarter * 3 - 2, to: quarter * 3 };
}

/** A season name from outside (a query parameter): "2026-Q4"; years 2000-2999. */
export const seasonSchema = z
  .string()
  .max(7)
  .regex(/^2\d{3}-Q[1-4]$/, "Give a season as YYYY-Qn, for example 2026-Q4.")
  .transform((s) => s as Season);

/** Seasons at most listed (40 years): a bound on the list, never reached in practice. */
export const MAX_SEASONS = 160;

/** Every season from `first` to `last`, newest first (at most MAX_SEASONS). */
export function seasonsFromTo(first: Season, last: Season): Season[] {
  const out: Season[] = [];
  for (let s = last; s >= first && out.length < MAX_SEASONS; s = previousSeason(s)) out.push(s);
  return out;
}
