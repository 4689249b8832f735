"use server";
import { cookies } from "next/headers";
import { currentUser } from "@/lib/auth/current";
import { isLocale, LOCALE_COOKIE } from "@/lib/i18n/locales";
import { site } from "@/lib/site";

/**
 * The language switcher (every page, guests included): keeps the choice in a cookie for a year and, when
 * signed in, in the user's setting (mail follows it). Setting a cookie makes Next render the current page
 * again in place: the address, the scroll position and a half-made turn (client state) stay.
 */
export async function setLocaleAction(form: FormData): Promise<void> {
  const locale = form.get("locale");
  if (!isLocale(locale)) return;
  (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax", httpOnly: true });
  const user = await currentUser();
  if (user) await site.setLocale(user.id, locale);
}
