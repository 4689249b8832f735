"use client";
/**
 * The browser's time zone for the server, on every page (app/layout.tsx): components/time-zone-cookie.tsx,
 * whose code arrives after the page is interactive (next/dynamic, as components/match/lazy-panels.tsx does:
 * it draws nothing and only acts in an effect, so it need not weigh on any page's first load; measured with
 * `npm run size`, in the first load it made the match pages 0.3 KB over their budget).
 */
import dynamic from "next/dynamic";

export const TimeZoneSync = dynamic(() => import("./time-zone-cookie").then((m) => m.TimeZoneCookie), { ssr: false });
