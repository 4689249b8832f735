import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { getGame } from "@/lib/games";
import { HONOUR_PLACES, seasonHonoursOf, seasonParts } from "@/lib/site/ladder";

/**
 * The profile's "Seasons": the closed seasons in which the player finished in a game's top 10 of the season
 * ladder (lib/ladder), newest first, each linked to its table. Nothing when there is none.
 */
export async function SeasonsSection({ username }: { username: string }) {
  const honours = (await seasonHonoursOf(username)) ?? [];
  if (honours.length === 0) return null;
  const t = await getTranslations("ladder");
  return (
    <section className="card space-y-2" aria-labelledby="seasons-heading" data-testid="seasons">
      <h2 id="seasons-heading">{t("profile.title")}</h2>
      <p className="text-sm text-stone-600">{t("profile.explanation", { name: username, top: HONOUR_PLACES })}</p>
      <ul className="space-y-1 text-sm">
        {honours.map((h) => (
          <li key={`${h.gameKey}-${h.season}`}>
            <Link className="underline" href={`/ladder/${h.gameKey}?season=${h.season}`}>
              {t("profile.entry", {
                place: h.rank,
                game: getGame(h.gameKey)?.name ?? h.gameKey,
                season: t("seasonName", seasonParts(h.season)),
                points: h.points,
                matches: h.matches,
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
