/**
 * The language of this request: the signed-in user's setting, else the visitor's choice in the cookie
 * (guests), else the browser's Accept-Language, else English. Once per request (React cache).
 */
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { currentViewer } from "@/lib/auth/current";
import { defaultLocale, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type Locale } from "./locales";

export const requestLocale = cache(async (): Promise<Locale> => {
  const viewer = await currentViewer();
  if (isLocale(viewer?.locale)) return viewer.locale;
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage((await headers()).get("accept-language")) ?? defaultLocale;
});

/** For API routes: the same order, for a caller known by token or cookie. */
export async function localeFor(userLocale: string | null | undefined): Promise<Locale> {
  if (isLocale(userLocale)) return userLocale;
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage((await headers()).get("accept-language")) ?? defaultLocale;
}
