/**
 * Fixed-window counters in the database, shared by every app instance. A hit is one atomic statement
 * (INSERT ... ON CONFLICT DO UPDATE ... RETURNING): the count a request sees already includes itself, so
 * concurrent requests can never all pass a check made before any of them counted (no check-then-insert race).
 */
import type { Db, Tx } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";

type Client = Db | Tx;

export interface Window {
  max: number;
  seconds: number;
}

export function windowStart(now: Date, seconds: number): Date {
  const ms = seconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/** Adds `amount` to the key's counter for the window containing `now`; returns the new count. */
export async function increment(db: Client, key: string, window: Window, now: Date, amount = 1): Promise<number> {
  const start = windowStart(now, window.seconds);
  const expires = new Date(start.getTime() + window.seconds * 1000);
  const rows = await db.$queryRaw<{ hits: number }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "hits", "expiresAt")
    VALUES (${`${key}|${window.seconds}`}, ${sqlTime(start)}::timestamp, ${amount}, ${sqlTime(expires)}::timestamp)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "hits" = "RateLimit"."hits" + EXCLUDED."hits"
    RETURNING "hits"`;
  return Number(rows[0]?.hits ?? amount);
}

/** Takes one hit back (a sign-in that turned out to be the owner's). Never below zero. */
export async function decrement(db: Client, key: string, window: Window, now: Date): Promise<void> {
  await db.$executeRaw`
    UPDATE "RateLimit" SET "hits" = GREATEST("hits" - 1, 0)
    WHERE "key" = ${`${key}|${window.seconds}`} AND "windowStart" = ${sqlTime(windowStart(now, window.seconds))}::timestamp`;
}

/** The job runner's clean-up: counters of windows that are over. */
export async function sweepExpired(db: Client, now: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM "RateLimit" WHERE "expiresAt" < ${sqlTime(now)}::timestamp`;
}
