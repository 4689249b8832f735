/**
 * What the finished match page's charts show: the stored charts (chart-store.ts) and, for the key moments,
 * the history lines of those turns in the reader's language (players as seat tokens; the page names them).
 */
import type { Db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { linesText, shownLines } from "../history/history-text";
import { chartsOfMatch } from "./chart-store";
import type { ScoreCharts } from "./score-chart";

export interface MatchChartsView {
  charts: ScoreCharts;
  /** History lines of the key moments' entries, by entry index. */
  lines: Record<number, string[]>;
}

export async function matchChartsView(db: Db, matchId: number, locale: Locale): Promise<MatchChartsView | null> {
  const match = await db.match.findUnique({
    where: { id: matchId },
    select: {
      id: true,
      status: true,
      gameKey: true,
      rulesVersion: true,
      seed: true,
      playerCount: true,
      options: true,
      outcome: true,
    },
  });
  if (!match) return null;
  const charts = await chartsOfMatch(db, match);
  if (!charts) return null;
  const entries = charts.scoreTimeline.biggestTurns.map((b) => b.entry);
  const rows = await db.moveLog.findMany({
    where: { matchId, index: { in: entries } },
    select: { index: true, lines: true },
  });
  return {
    charts,
    lines: Object.fromEntries(
      rows.map((r) => [r.index, linesText(shownLines(r.lines, match.gameKey), locale, match.gameKey)]),
    ),
  };
}
