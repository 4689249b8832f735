"use client";
/**
 * The match page's deadline clock, whose code arrives when the browser is idle after the load (deferred.tsx):
 * until its first tick (30 s) it shows the server's words anyway, so the page's first load need not carry the
 * clock and its date formatting (about 0.8 KB of the match page's 150 KB budget).
 */
import { deferred } from "./deferred";

export const DeadlineClockLater = deferred(() => import("./deadline-clock").then((m) => m.DeadlineClock), {
  visible: false,
  idle: true,
});
