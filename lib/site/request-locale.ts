/**
 * The language of this request: the signed-in user's setting, else the visitor's choice in the cookie
 * (guests), else the browser's Accept-Language, else English. Once per request (React cache).
 * And its time zone: the signed-in user's setting, else the browser's (its cookie), else UTC.
 */
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { currentViewer } from "@/lib/auth/current";
import { parseTimeZone, TIME_ZONE_COOKIE, viewerTimeZone, type ViewerTimeZone } from "@/lib/clocks/time-zones";
import { isLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { pickLocale } from "./locale-order";

export const requestLocale = cache(async (): Promise<Locale> => localeFor((await currentViewer())?.locale));

/** The same order for a caller whose stored setting is `userLocale` (null: none, or no session: mail clients). */
export async function localeFor(userLocale: string | null | undefined): Promise<Locale> {
  if (isLocale(userLocale)) return userLocale;
  return pickLocale(null, (await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get("accept-language"));
}

/**
 * Keeps a visitor's choice in the cookie for a year (the switcher, the settings page), so it holds for guests
 * and after signing out; null removes it (the browser's language again). Server actions only.
 */
export async function rememberLocale(locale: Locale | null): Promise<void> {
  const jar = await cookies();
  if (locale) jar.set(LOCALE_COOKIE, locale, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax", httpOnly: true });
  else jar.delete(LOCALE_COOKIE);
}

/** The browser's time zone as its cookie says, validated (the cookie is the visitor's to write), or null. */
export async function browserTimeZone(): Promise<string | null> {
  return parseTimeZone((await cookies()).get(TIME_ZONE_COOKIE)?.value);
}

/** The zone this request shows times in (lib/clocks/time-zones.ts viewerTimeZone). Once per request. */
export const requestTimeZone = cache(async (): Promise<ViewerTimeZone> =>
  viewerTimeZone((await currentViewer())?.timeZone, (await cookies()).get(TIME_ZONE_COOKIE)?.value),
);
