/**
 * The site's clock: what every deadline, reminder and vacation is measured against. In production it is the
 * machine's clock. With TEST_MODE on (end-to-end tests only), a test can move it forward, so that a one-day
 * deadline passes in a second (POST /api/test/clock); the offset lives on globalThis because Next.js may load
 * this module more than once in one process.
 */
import { env } from "@/lib/env";

const KEY = Symbol.for("glenboard.siteClockOffsetMs");
const holder = globalThis as unknown as Record<symbol, number | undefined>;

export function siteNow(): Date {
  return new Date(Date.now() + (holder[KEY] ?? 0));
}

/** TEST_MODE only: moves the site's clock forward by `ms`; returns the new time. */
export function advanceSiteClock(ms: number): Date {
  if (env().TEST_MODE !== "on") throw new Error("The site's clock can be moved only in TEST_MODE.");
  if (!Number.isFinite(ms) || ms < 0) throw new Error("The clock moves forward only.");
  holder[KEY] = (holder[KEY] ?? 0) + ms;
  return siteNow();
}
