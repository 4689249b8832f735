/** A user's language setting: one column, null meaning "the browser's". */
import type { Db } from "@/lib/db";
import { isLocale, type Locale } from "./locales";

export async function setUserLocale(db: Db, userId: string, locale: Locale | null): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { locale } });
}

/** The language mail to this user is written in: their setting, else English (mail has no browser). */
export function mailLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : "en";
}
