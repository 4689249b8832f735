"use server";
import { currentUser } from "@/lib/auth/current";
import { isLocale } from "@/lib/i18n/locales";
import { rememberLocale } from "@/lib/site/request-locale";
import { site } from "@/lib/site";
import { requireForm } from "@/lib/http/server-actions";

/**
 * The language, from the switcher in the header (every page, guests included) and the settings page: a
 * language is kept in a cookie for a year and, when signed in, in the user's setting (mail follows it);
 * "browser" (settings only) clears both, so Accept-Language decides again. Setting a cookie makes Next render
 * the current page again in place: the address, the scroll position and a half-made turn (client state) stay.
 */
export async function setLocaleAction(form: FormData): Promise<void> {
  requireForm(form);
  const chosen = form.get("locale");
  const locale = chosen === "browser" ? null : isLocale(chosen) ? chosen : undefined;
  if (locale === undefined) return;
  await rememberLocale(locale);
  const user = await currentUser();
  if (user) await site.setLocale(user.id, locale);
}
