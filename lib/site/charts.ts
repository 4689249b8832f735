/**
 * A finished match's charts for its page (the JSON API has them in the record: GET /api/matches/:id/record).
 * Computed once per match and kept (lib/matches/read/chart-store.ts), so a view reads stored rows.
 */
import { readDb } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { matchChartsView } from "@/lib/matches/read/chart-view";

export const chartsSite = {
  matchCharts: (matchId: number, locale: Locale) => matchChartsView(readDb(), matchId, locale),
};
