/**
 * A game's statistics (/stats/<game>): matches played, average length in days and turns, average winning
 * score, win rate by seat for each player count, and for a game with variants the same per variant. Read
 * from the counters the finishing writes keep (lib/stats), server-rendered, no client code.
 */
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { getGame, games } from "@/lib/games";
import { statisticsOf } from "@/lib/site/stats";
import type { Locale } from "@/lib/i18n/locales";
import { variantText } from "@/lib/matches/history/lobby-text";
import type { GroupStats, StatsSummary } from "@/lib/stats/read";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }) {
  const game = getGame((await params).game);
  const t = await getTranslations("stats");
  return { title: game ? t("title", { game: game.name }) : t("metaTitle") };
}

type Format = Awaited<ReturnType<typeof getFormatter>>;

const number = (format: Format, n: number | null, none: string) =>
  n === null ? none : format.number(n, { maximumFractionDigits: 1 });
const percent = (format: Format, share: number) => format.number(share, { style: "percent", maximumFractionDigits: 0 });

async function Summary({ s, format }: { s: StatsSummary; format: Format }) {
  const t = await getTranslations("stats.summary");
  const rows: [string, string][] = [
    [t("matches"), format.number(s.matches)],
    [t("days"), number(format, s.averageDays, t("none"))],
    [t("turns"), number(format, s.averageTurns, t("none"))],
    [t("winningScore"), number(format, s.averageWinningScore, t("none"))],
  ];
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_auto_auto_auto]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

async function SeatTable({ g, format }: { g: GroupStats; format: Format }) {
  const t = await getTranslations("stats.seats");
  const seats = Math.max(g.winRateBySeat.length, ...g.byPlayers.map((p) => p.players));
  const rows = [
    ...g.byPlayers.map((p) => ({ label: t("count", { count: p.players }), s: p })),
    ...(g.byPlayers.length > 1 ? [{ label: t("allCounts"), s: g as StatsSummary }] : []),
  ];
  return (
    <div className="overflow-x-auto">
      <h3 className="font-semibold">{t("title")}</h3>
      <table className="w-full text-left text-sm" data-testid="stats-seats">
        <caption className="text-left text-stone-600">{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("players")}</th>
            <th scope="col">{t("matches")}</th>
            {Array.from({ length: seats }, (_, i) => (
              <th key={i} scope="col">
                {t("seat", { seat: i + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row" className="font-normal">
                {r.label}
              </th>
              <td>{format.number(r.s.matches)}</td>
              {Array.from({ length: seats }, (_, i) => (
                <td key={i}>{i < r.s.winRateBySeat.length ? percent(format, r.s.winRateBySeat[i]!) : ""}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default async function StatsPage({ params }: { params: Promise<{ game: string }> }) {
  const game = getGame((await params).game);
  if (!game) notFound();
  const r = await statisticsOf(game.key);
  if (!r.ok) notFound();
  const stats = r.value;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("stats");
  const tv = await getTranslations("stats.variants");
  const ts = await getTranslations("stats.summary");
  const ladder = await getTranslations("ladder");
  const format = await getFormatter();
  const variantName = (key: string) => {
    if (key === "") return tv("base");
    const v = (game.variants ?? []).find((x) => x.key === key);
    return v ? variantText(locale, game.key, v).name : key;
  };
  return (
    <div className="space-y-4">
      <h1>{t("title", { game: game.name })}</h1>
      <p className="text-sm text-stone-600">{t("counted")}</p>
      <p className="flex flex-wrap gap-x-3 text-sm">
        <Link className="underline" href={`/rules/${game.key}`}>
          {t("rules")}
        </Link>
        <Link className="underline" href={`/leaderboard/${game.key}`}>
          {t("leaderboard")}
        </Link>
        <Link className="underline" href={`/ladder/${game.key}`}>
          {ladder("fromStats")}
        </Link>
        <span className="text-stone-600">{t("otherGames")}</span>
        {Object.values(games)
          .filter((g) => g.key !== game.key)
          .map((g) => (
            <Link key={g.key} className="underline" href={`/stats/${g.key}`}>
              {g.name}
            </Link>
          ))}
      </p>
      <section className="card space-y-3" data-testid="stats-overall" aria-labelledby="stats-overall-title">
        <h2 id="stats-overall-title">{ts("title")}</h2>
        {stats.overall.matches === 0 ? <p className="text-sm">{t("none")}</p> : null}
        <Summary s={stats.overall} format={format} />
        {stats.overall.matches > 0 ? <SeatTable g={stats.overall} format={format} /> : null}
      </section>
      {stats.variants.length > 0 ? (
        <section className="card space-y-2" data-testid="stats-variants" aria-labelledby="stats-variants-title">
          <h2 id="stats-variants-title">{tv("title")}</h2>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="text-left text-stone-600">{tv("caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{tv("variant")}</th>
                  <th scope="col">{ts("matches")}</th>
                  <th scope="col">{ts("days")}</th>
                  <th scope="col">{ts("turns")}</th>
                  <th scope="col">{ts("winningScore")}</th>
                  <th scope="col">{tv("winRates")}</th>
                </tr>
              </thead>
              <tbody>
                {stats.variants.map((v) => (
                  <tr key={v.variant} data-testid={`stats-variant-${v.variant || "base"}`}>
                    <th scope="row" className="font-normal">
                      {variantName(v.variant)}
                    </th>
                    <td>{format.number(v.matches)}</td>
                    <td>{number(format, v.averageDays, ts("none"))}</td>
                    <td>{number(format, v.averageTurns, ts("none"))}</td>
                    <td>{number(format, v.averageWinningScore, ts("none"))}</td>
                    <td>{v.matches > 0 ? v.winRateBySeat.map((w) => percent(format, w)).join(" · ") : ts("none")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
