/** "Play now" for pages, actions and the API (lib/seeks), bound to the process's database and the site's clock. */
// Seeks start matches: the match events' listeners (mails, push) must be loaded, as lib/site/index.ts does.
import "@/lib/jobs/match-listeners";
import { getDb } from "@/lib/db";
import { siteNow } from "@/lib/clocks/site-time";
import { cancelSeek, createSeek, seeksOverview, waitingCounts, type ParsedSeekInput } from "@/lib/seeks";

export const seekSite = {
  create: (userId: string, input: ParsedSeekInput) => createSeek(getDb(), userId, input, siteNow()),
  cancel: (userId: string, id: string) => cancelSeek(getDb(), userId, id, siteNow()),
  overview: (userId: string) => seeksOverview(getDb(), userId, siteNow()),
  counts: () => waitingCounts(getDb(), siteNow()),
};
