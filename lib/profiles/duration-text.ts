/** A profile's "median time to move" in the reader's language: "12 min", "3.5 h", "1.2 days". */
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

export function durationText(locale: Locale, seconds: number | null): string {
  const t = translator(locale, "players");
  if (seconds === null) return t("profile.noTurns");
  if (seconds < 3600) return t("profile.minutes", { n: Math.max(1, Math.round(seconds / 60)) });
  if (seconds < 86_400) return t("profile.hours", { n: Math.round(seconds / 360) / 10 });
  return t("profile.days", { n: Math.round(seconds / 8640) / 10 });
}
