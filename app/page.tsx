import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/current";
import { games } from "@/lib/games";
import { getTranslations } from "next-intl/server";
import { TryButton } from "@/components/guest/try-button";

export default async function Home() {
  if (await currentUser()) redirect("/games");
  const t = await getTranslations("lobby.home");
  return (
    <div className="space-y-6">
      <section className="card space-y-3">
        <h1>{t("title")}</h1>
        <p>{t("intro")}</p>
        <p className="flex gap-2">
          <Link className="btn btn-primary" href="/register">
            {t("createAccount")}
          </Link>
          <Link className="btn" href="/signin">
            {t("signIn")}
          </Link>
        </p>
        <TryButton />
      </section>
      <section className="card">
        <h2>{t("games")}</h2>
        <ul className="mt-2 list-disc pl-6">
          {Object.values(games).map((g) => (
            <li key={g.key}>
              <Link className="underline" href={`/rules/${g.key}`}>
                {g.name}
              </Link>{" "}
              {t("playerRange", { min: g.minPlayers, max: g.maxPlayers })}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
