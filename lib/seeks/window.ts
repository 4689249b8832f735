/**
 * Which open seeks may meet: the pure part of matching (lib/seeks/matching.ts reads and writes the rows).
 *
 * Ratings are compared by mu (lib/ratings: Weng-Lin, a new player's mu is 25, sigma 25/3). A seek's window is
 * RATING_WINDOW_START mu wide and widens by RATING_WINDOW_PER_HOUR for every hour it has waited; after
 * RATING_WINDOW_OPEN_AFTER_HOURS anyone will do. Two seeks may meet when their players' mu differ by no more
 * than the narrower of their two windows: nobody is paired further away than their own wait allows.
 */
import type { TimeControl } from "@/lib/clocks/time-control";

export const RATING_WINDOW_START = 2;
export const RATING_WINDOW_PER_HOUR = 1;
export const RATING_WINDOW_OPEN_AFTER_HOURS = 24;
const HOUR_MS = 3_600_000;

/** The time control a match gets when every seek said "any": 3 days per move (a common correspondence pace). */
export const DEFAULT_TIME_CONTROL: TimeControl = { kind: "perMove", days: 3 };

export interface OpenSeek {
  id: string;
  userId: string;
  players: number[];
  /** null: any. */
  timeControl: TimeControl | null;
  rated: boolean;
  /** null: any. */
  variants: string[] | null;
  mu: number;
  createdAt: Date;
}

export function ratingWindow(seek: Pick<OpenSeek, "createdAt">, now: Date): number {
  const hours = Math.max(0, now.getTime() - seek.createdAt.getTime()) / HOUR_MS;
  if (hours >= RATING_WINDOW_OPEN_AFTER_HOURS) return Infinity;
  return RATING_WINDOW_START + RATING_WINDOW_PER_HOUR * hours;
}

/** A choice as text, made once per object: a pass compares every pair of seeks (a million pairs for 1,000). */
const keys = new WeakMap<object, string>();
function keyOf(choice: object): string {
  let key = keys.get(choice);
  if (key === undefined) keys.set(choice, (key = JSON.stringify(choice)));
  return key;
}

/** What the seeks ask for, pair by pair (player counts are checked by the group search). */
export function settingsAgree(a: OpenSeek, b: OpenSeek): boolean {
  if (a.rated !== b.rated) return false;
  if (a.timeControl && b.timeControl && keyOf(a.timeControl) !== keyOf(b.timeControl)) return false;
  if (a.variants && b.variants && keyOf(a.variants) !== keyOf(b.variants)) return false;
  return true;
}

export function withinWindows(a: OpenSeek, b: OpenSeek, now: Date): boolean {
  const distance = Math.abs(a.mu - b.mu);
  return distance <= ratingWindow(a, now) && distance <= ratingWindow(b, now);
}

/** Pairs of users who must not meet: blocks (either way) and running matches of this game together. */
export type Apart = (userA: string, userB: string) => boolean;

/** Cheapest checks first. Time controls and variants are compared as text: the rows' are parsed into one key order. */
function mayMeet(a: OpenSeek, b: OpenSeek, apart: Apart, now: Date): boolean {
  return (
    a.userId !== b.userId &&
    a.rated === b.rated &&
    withinWindows(a, b, now) &&
    settingsAgree(a, b) &&
    !apart(a.userId, b.userId)
  );
}

/**
 * A table for `anchor`: the largest number of players it accepts that can be filled now, with the candidates
 * closest to its rating first (greedily: each one added must get on with all already chosen). Null: none yet.
 */
export function tableFor(anchor: OpenSeek, pool: readonly OpenSeek[], apart: Apart, now: Date): OpenSeek[] | null {
  const candidates = pool
    .filter(
      (s) => s.id !== anchor.id && s.players.some((n) => anchor.players.includes(n)) && mayMeet(anchor, s, apart, now),
    )
    .sort(
      (x, y) =>
        Math.abs(x.mu - anchor.mu) - Math.abs(y.mu - anchor.mu) || x.createdAt.getTime() - y.createdAt.getTime(),
    );
  for (const n of [...anchor.players].sort((a, b) => b - a)) {
    const table = [anchor];
    for (const c of candidates) {
      if (table.length === n) break;
      if (!c.players.includes(n)) continue;
      if (table.every((t) => mayMeet(t, c, apart, now))) table.push(c);
    }
    if (table.length === n && n > 1) return table;
  }
  return null;
}

/** The settings of the match a table plays: the first concrete choice of any seat (they all agree), else the defaults. */
export function tableSettings(table: readonly OpenSeek[]): {
  timeControl: TimeControl;
  variants: string[];
  rated: boolean;
} {
  return {
    timeControl: table.find((s) => s.timeControl)?.timeControl ?? DEFAULT_TIME_CONTROL,
    variants: table.find((s) => s.variants)?.variants ?? [],
    rated: table[0]!.rated,
  };
}
