import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { site } from "@/lib/site";
import { getGame, games } from "@/lib/games";
import { LEADERBOARD_MIN_MATCHES } from "@/lib/ratings/store";
import { wholeNumber } from "@/lib/validation/numbers";
import { getFormatter, getTranslations } from "next-intl/server";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }) {
  const game = getGame((await params).game);
  const t = await getTranslations("players.leaderboard");
  return { title: game ? t("title", { game: game.name }) : t("metaTitle") };
}

export default async function LeaderboardPage({
  params,
  searchParams,
}: {
  params: Promise<{ game: string }>;
  searchParams: Promise<{ page?: string }>;
}) {
  const game = getGame((await params).game);
  if (!game) notFound();
  const page = wholeNumber(1, 100_000)
    .catch(1)
    .parse((await searchParams).page ?? 1);
  const board = await site.players.leaderboard(game.key, page);
  const t = await getTranslations("players.leaderboard");
  const c = await getTranslations("charts.leaderboard");
  const format = await getFormatter();
  return (
    <div className="space-y-4">
      <h1>{t("title", { game: game.name })}</h1>
      <p className="text-sm text-stone-600">
        {t("explanation", { min: LEADERBOARD_MIN_MATCHES })}{" "}
        {Object.values(games)
          .filter((g) => g.key !== game.key)
          .map((g) => (
            <Link key={g.key} className="mr-2 underline" href={`/leaderboard/${g.key}`}>
              {g.name}
            </Link>
          ))}
      </p>
      {board.rows.length === 0 && board.provisional.length === 0 ? <p className="card">{t("empty")}</p> : null}
      {board.rows.length > 0 ? (
        <table className="card w-full text-left text-sm" data-testid="leaderboard">
          <thead>
            <tr>
              <th scope="col">{t("place")}</th>
              <th scope="col">{t("player")}</th>
              <th scope="col">{t("rating")}</th>
              <th scope="col">{t("ratedMatches")}</th>
              <th scope="col">{t("won")}</th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((r) => (
              <tr key={r.username}>
                <td>{format.number(r.place)}</td>
                <td>
                  <Link className="underline" href={`/u/${encodeURIComponent(r.username)}`}>
                    {r.username}
                  </Link>
                </td>
                <td>{format.number(r.rating)}</td>
                <td>{format.number(r.matches)}</td>
                <td>{format.number(r.wins)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {board.provisional.length > 0 ? (
        <section className="space-y-2" aria-labelledby="provisional-heading">
          <h2 id="provisional-heading">{c("provisional")}</h2>
          <p className="text-sm text-stone-600">{c("provisionalExplanation", { min: LEADERBOARD_MIN_MATCHES })}</p>
          <table className="card w-full text-left text-sm" data-testid="leaderboard-provisional">
            <thead>
              <tr>
                <th scope="col">{t("player")}</th>
                <th scope="col">{t("rating")}</th>
                <th scope="col">{t("ratedMatches")}</th>
                <th scope="col">{t("won")}</th>
              </tr>
            </thead>
            <tbody>
              {board.provisional.map((r) => (
                <tr key={r.username}>
                  <td>
                    <Link className="underline" href={`/u/${encodeURIComponent(r.username)}`}>
                      {r.username}
                    </Link>{" "}
                    <span className="rounded bg-stone-100 px-1 text-xs">{c("provisionalMark")}</span>
                  </td>
                  <td>{format.number(r.rating)}</td>
                  <td>{format.number(r.matches)}</td>
                  <td>{format.number(r.wins)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <p className="flex gap-3 text-sm">
        {page > 1 ? (
          <Link className="underline" href={`?page=${page - 1}`}>
            {t("previous")}
          </Link>
        ) : null}
        <span>{t("pageOf", { page: board.page, pages: board.pages })}</span>
        {page < board.pages ? (
          <Link className="underline" href={`?page=${page + 1}`}>
            {t("next")}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
