/**
 * The front page's reads (app/page.tsx): matches being played now and lately finished, in the reader's
 * language, and this week's counts (lib/stats/activity.ts: bounded reads, the counts kept a few minutes).
 */
import { readDb } from "@/lib/db";
import { siteNow } from "@/lib/clocks/site-time";
import type { Locale } from "@/lib/i18n/locales";
import { finishedMatches, runningMatches, weekCounts } from "@/lib/stats/activity";

export async function frontPageActivity(locale: Locale) {
  const db = readDb();
  const [running, finished, week] = await Promise.all([
    runningMatches(db, locale),
    finishedMatches(db, locale),
    weekCounts(db, siteNow()),
  ]);
  return { running, finished, week };
}
