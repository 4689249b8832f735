import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { currentViewer } from "@/lib/auth/current";
import { getGame, games } from "@/lib/games";
import { HONOUR_PLACES, ladderOf, seasonParts, TABLE_SIZE, type Season } from "@/lib/site/ladder";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }) {
  const game = getGame((await params).game);
  const t = await getTranslations("ladder");
  return { title: game ? t("title", { game: game.name }) : t("metaTitle") };
}

/** A game's season ladder: the season asked for (?season=2026-Q3; else the current one), its top 100, my row. */
export default async function LadderPage({
  params,
  searchParams,
}: {
  params: Promise<{ game: string }>;
  searchParams: Promise<{ season?: string | string[] }>;
}) {
  const game = getGame((await params).game);
  if (!game) notFound();
  const asked = (await searchParams).season;
  const viewer = await currentViewer();
  const answer = await ladderOf(game.key, typeof asked === "string" ? asked : undefined, viewer?.id);
  // A season that is not one (or that this ladder does not have) is a page that does not exist.
  if (!answer.ok) notFound();
  const ladder = answer.value;
  const t = await getTranslations("ladder");
  const common = await getTranslations("common");
  const format = await getFormatter();
  const seasonName = (s: Season) => t("seasonName", seasonParts(s));
  const meOutside = ladder.me && !ladder.rows.some((r) => r.self) ? ladder.me : null;
  return (
    <div className="space-y-4">
      <h1>{t("title", { game: game.name })}</h1>
      <p className="text-sm text-stone-600">{t("explanation", { top: HONOUR_PLACES })}</p>
      <p className="flex flex-wrap gap-x-3 text-sm">
        <Link className="underline" href={`/leaderboard/${game.key}`}>
          {t("leaderboard")}
        </Link>
        <span className="text-stone-600">{t("otherGames")}</span>
        {Object.values(games)
          .filter((g) => g.key !== game.key)
          .map((g) => (
            <Link key={g.key} className="underline" href={`/ladder/${g.key}`}>
              {g.name}
            </Link>
          ))}
      </p>
      <form className="flex flex-wrap items-end gap-2 text-sm" method="get">
        <label>
          {t("pick")}{" "}
          <select name="season" defaultValue={ladder.season} className="field" data-testid="ladder-season">
            {ladder.seasons.map((s) => (
              <option key={s} value={s}>
                {seasonName(s)}
              </option>
            ))}
          </select>
        </label>
        <button className="btn">{t("show")}</button>
      </form>
      <p className="text-sm" data-testid="ladder-season-state">
        {ladder.season === ladder.current
          ? t("current", { season: seasonName(ladder.season) })
          : t("closed", { season: seasonName(ladder.season) })}
      </p>
      {ladder.rows.length === 0 ? (
        <p className="card">{t("empty")}</p>
      ) : (
        <table className="card w-full text-left text-sm" data-testid="ladder">
          <caption className="text-left text-stone-600">{t("topShown", { count: TABLE_SIZE })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("place")}</th>
              <th scope="col">{t("player")}</th>
              <th scope="col">{t("points")}</th>
              <th scope="col">{t("matches")}</th>
              <th scope="col">{t("wins")}</th>
            </tr>
          </thead>
          <tbody>
            {ladder.rows.map((r, i) => (
              <tr
                key={r.username ?? `deleted-${i}`}
                className={r.self ? "bg-amber-50 font-semibold" : undefined}
                aria-current={r.self ? "true" : undefined}
                data-testid={r.self ? "ladder-me" : undefined}
              >
                <td>{format.number(r.rank)}</td>
                <td>
                  {r.username === null ? (
                    common("deletedPlayer.player")
                  ) : (
                    <Link className="underline" href={`/u/${encodeURIComponent(r.username)}`}>
                      {r.username}
                    </Link>
                  )}
                  {r.self ? ` (${t("you")})` : null}
                </td>
                <td>{format.number(r.points)}</td>
                <td>{format.number(r.matches)}</td>
                <td>{format.number(r.wins)}</td>
              </tr>
            ))}
          </tbody>
          {meOutside ? (
            <tfoot>
              <tr className="bg-amber-50 font-semibold" aria-current="true" data-testid="ladder-me">
                <td>{format.number(meOutside.rank)}</td>
                <td>
                  <Link className="underline" href={`/u/${encodeURIComponent(meOutside.username ?? "")}`}>
                    {meOutside.username}
                  </Link>{" "}
                  ({t("yourPlace")})
                </td>
                <td>{format.number(meOutside.points)}</td>
                <td>{format.number(meOutside.matches)}</td>
                <td>{format.number(meOutside.wins)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      )}
    </div>
  );
}
