"use client";
/**
 * Keeps the browser's time zone in the cookie `gb_tz` (a year), which lib/site/request-locale.ts reads, validated,
 * for visitors and for accounts whose zone is not known yet (app/layout.tsx then stores it on the account).
 * When the cookie is new or changed and the page was drawn in another zone, the page is refreshed once.
 * `shown`: the zone the server drew the page in; null when it is the account's setting (nothing to redraw).
 * Loaded after the page is interactive: components/time-zone-sync.tsx.
 */
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { TIME_ZONE_COOKIE } from "@/lib/clocks/time-zone-cookie";

/** The part of Temporal (Chromium 144, Firefox 139) used here; TypeScript's libraries do not declare it yet. */
type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The browser's zone. Temporal answers at once; Intl's first DateTimeFormat loads the locale's date data,
 * about 25 ms on a desktop CPU (100 ms on Lighthouse's phone) on every page that asked it first.
 */
export function browserTimeZone(): string | undefined {
  const now = (globalThis as WithTemporal).Temporal?.Now;
  return now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function TimeZoneCookie({ shown }: { shown: string | null }) {
  const router = useRouter();
  useEffect(() => {
    const zone = browserTimeZone();
    // Cookies are "a=1; b=2": with a ";" after the last, each one ends in ";".
    if (!zone || `${document.cookie};`.includes(`${TIME_ZONE_COOKIE}=${zone};`)) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${zone};path=/;max-age=31536000;samesite=lax`;
    if (shown !== null && shown !== zone) router.refresh();
  }, [shown, router]);
  return null;
}
