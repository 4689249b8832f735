/** The front page's games: each with its picture (components/game-art), one line on what it is, and links. */
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { games } from "@/lib/games";
import type { Locale } from "@/lib/i18n/locales";
import { GameArt } from "@/components/game-art";

export async function GameCards({ locale }: { locale: Locale }) {
  const t = await getTranslations("front.games");
  return (
    <section aria-labelledby="front-games-title" className="space-y-2">
      <h2 id="front-games-title">{t("title")}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Object.values(games).map((g) => {
          const lineKey = `lines.${g.key}` as "lines.clans";
          return (
            <li key={g.key} className="card flex flex-col gap-2" data-testid={`front-game-${g.key}`}>
              <GameArt gameKey={g.key} locale={locale} />
              <h3 className="text-lg font-semibold">
                <Link className="underline" href={`/rules/${g.key}`}>
                  {g.name}
                </Link>
              </h3>
              {t.has(lineKey) ? <p className="text-sm">{t(lineKey)}</p> : null}
              <p className="mt-auto flex flex-wrap gap-x-3 text-sm text-stone-600">
                <span>{t("players", { min: g.minPlayers, max: g.maxPlayers })}</span>
                <Link className="underline" href={`/rules/${g.key}`}>
                  {t("rules")}
                  <span className="sr-only"> {g.name}</span>
                </Link>
                <Link className="underline" href={`/stats/${g.key}`}>
                  {t("stats")}
                  <span className="sr-only"> {g.name}</span>
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
