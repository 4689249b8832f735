/**
 * The order a request's language is chosen in: the caller's setting, else the visitor's choice in the language
 * cookie, else the browser's Accept-Language, else English (lib/site/request-locale.ts `localeFor`, and
 * lib/site/token-match-api.ts, which has the values without a request scope).
 */
import { defaultLocale, isLocale, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/locales";

export function pickLocale(
  userLocale: string | null | undefined,
  chosen: string | undefined,
  acceptLanguage: string | null,
): Locale {
  if (isLocale(userLocale)) return userLocale;
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}
