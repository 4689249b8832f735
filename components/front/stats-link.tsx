/** A line linking a game's statistics (/stats/<game>), for the rules page. */
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";

export async function StatsLink({ gameKey, gameName }: { gameKey: string; gameName: string }) {
  const t = await getTranslations("stats");
  return (
    <p className="text-sm">
      <Link className="underline" href={`/stats/${gameKey}`} data-testid="stats-link">
        {t("link", { game: gameName })}
      </Link>
    </p>
  );
}
