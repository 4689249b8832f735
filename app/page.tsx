/**
 * The front page, for visitors and players alike: what the site is, this week's counts, the games in
 * pictures, matches being played now and finished lately. A signed-in player sees their waiting turns first
 * and "Play now"; a visitor "Create an account" and "Sign in". Signed-in players are no longer sent to
 * /games ("My games" stays there, the header links it, and signing in still lands there).
 * Server-rendered with no client code of its own; its reads are bounded (lib/stats/activity.ts).
 */
import { Link } from "@/components/ui/link";
import { getLocale, getTranslations } from "next-intl/server";
import { currentViewer } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { frontPageActivity } from "@/lib/site/front";
import type { Locale } from "@/lib/i18n/locales";
import { listWords, waitingText } from "@/lib/matches/history/lobby-text";
import { GameCards } from "@/components/front/game-cards";
import { MatchLists } from "@/components/front/match-lists";
import { TryButton } from "@/components/guest/try-button";

export const dynamic = "force-dynamic";

async function YourTurn({ userId, locale }: { userId: string; locale: Locale }) {
  const t = await getTranslations("front.yourTurn");
  const { myTurn } = await site.myGames(userId, listWords(locale));
  const now = site.now();
  return (
    <section className="card" data-testid="front-your-turn" aria-labelledby="front-your-turn-title">
      <h2 id="front-your-turn-title">
        {t("title")} <span className="text-sm font-normal text-stone-500">({myTurn.length})</span>
      </h2>
      {myTurn.length === 0 ? <p className="mt-1 text-sm text-stone-600">{t("empty")}</p> : null}
      <ul className="mt-1 divide-y divide-stone-100">
        {myTurn.map((m) => (
          <li key={m.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
            <Link className="font-semibold underline" href={`/matches/${m.id}`}>
              {m.title}
            </Link>
            <span className="text-sm text-stone-600">{m.players.join(", ")}</span>
            {m.waitingSince ? (
              <span className="ml-auto text-sm text-stone-600">
                {waitingText(locale, new Date(m.waitingSince), now)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        <Link className="underline" href="/games">
          {t("all")}
        </Link>
      </p>
    </section>
  );
}

export default async function Home() {
  const viewer = await currentViewer();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("front");
  const home = await getTranslations("lobby.home");
  const { running, finished, week } = await frontPageActivity(locale);
  return (
    <div className="space-y-6">
      <section className="card space-y-3">
        <h1>{home("title")}</h1>
        <p>{home("intro")}</p>
        <p className="flex flex-wrap items-center gap-2">
          {viewer ? (
            <>
              <Link className="btn btn-primary" href="/play">
                {t("playNow")}
              </Link>
              <Link className="btn" href="/games">
                {t("myGames")}
              </Link>
            </>
          ) : (
            <>
              <Link className="btn btn-primary" href="/register">
                {home("createAccount")}
              </Link>
              <Link className="btn" href="/signin">
                {home("signIn")}
              </Link>
            </>
          )}
        </p>
        <p className="text-sm text-stone-600" data-testid="front-week">
          {t("week", { matches: week.matches, players: week.players })}
        </p>
        <TryButton />
      </section>
      {viewer ? <YourTurn userId={viewer.id} locale={locale} /> : null}
      <GameCards locale={locale} />
      <MatchLists running={running} finished={finished} />
    </div>
  );
}
