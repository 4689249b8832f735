/**
 * The finished match page's charts section: the score over the match, where the final points came from and
 * the key moments, from the stored charts (nothing for a game without a score sheet or a match that ended
 * before its game did). Server-rendered SVG and tables; no script.
 */
import { getTranslations } from "next-intl/server";
import { nameSeats } from "@/lib/engine/types";
import type { Locale } from "@/lib/i18n/locales";
import type { MatchView } from "@/lib/matches/read/views";
import { chartsSite } from "@/lib/site/charts";
import { seatName } from "@/components/boards/types";
import { ScoreTimelineChart } from "./score-timeline-chart";
import { ScoreBreakdownChart } from "./score-breakdown-chart";

export async function MatchCharts({ match, locale }: { match: MatchView; locale: Locale }) {
  if (match.status !== "finished" || !match.outcome) return null;
  const view = await chartsSite.matchCharts(match.id, locale);
  if (!view) return null;
  const t = await getTranslations("charts");
  const { scoreTimeline: timeline, scoreBreakdown: breakdown } = view.charts;
  const seats = breakdown.totals.map((_, seat) => seatName(match.seats, seat));
  const named = (line: string) => nameSeats(line, (seat) => seatName(match.seats, seat));
  const winners = match.outcome.winners.map((w) => seats[w] ?? "").join(", ");
  const category = (key: string) => {
    const id = `categories.${match.gameKey}.${key}` as "categories.clans.chips";
    return t.has(id) ? t(id) : key;
  };
  return (
    <section className="card space-y-6" aria-labelledby="charts-heading" data-testid="match-charts">
      <h2 id="charts-heading">{t("match.heading")}</h2>
      <ScoreTimelineChart
        points={timeline.points}
        turns={timeline.turns}
        seats={seats}
        labels={{
          title: t("match.timeline"),
          description: t("match.timelineDescription", { turns: timeline.turns }),
          turnAxis: t("match.turnAxis"),
          pointsAxis: t("match.pointsAxis"),
          tableCaption: t("match.timelineTable"),
          turn: t("match.turn"),
          start: t("match.start"),
          end: t("match.end"),
        }}
      />
      <ScoreBreakdownChart
        categories={breakdown.categories.map((c) => ({ label: category(c.key), points: c.points }))}
        totals={breakdown.totals}
        seats={seats}
        labels={{
          title: t("match.breakdown"),
          description: t("match.breakdownDescription"),
          category: t("match.category"),
          total: t("match.total"),
        }}
      />
      {timeline.biggestTurns.length > 0 || timeline.leadForGood ? (
        <div className="space-y-1" data-testid="key-moments">
          <h3 className="font-semibold">{t("match.moments")}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {timeline.biggestTurns.map((b) => (
              <li key={b.entry}>
                {t("match.biggestTurn", { player: seats[b.seat] ?? "", gain: b.gain, turn: b.turn })}
                {view.lines[b.entry]?.length ? (
                  <span className="text-stone-600">: {view.lines[b.entry]!.map(named).join("; ")}</span>
                ) : null}
              </li>
            ))}
            {timeline.leadForGood ? (
              <li>
                {timeline.leadForGood.entry === timeline.points[1]?.entry
                  ? t("match.leadFromStart", { players: winners })
                  : t("match.leadForGood", { players: winners, turn: timeline.leadForGood.turn })}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
