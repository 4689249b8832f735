import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { currentViewer } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { games } from "@/lib/games";
import type { MatchSummary } from "@/lib/matches/read/list";
import { Deadline } from "@/components/match/deadline";
import { clockWords } from "@/components/match/labels";
import type { ClockWords } from "@/lib/clocks/clock-text";
import { LiveRefresh } from "@/components/live/live-refresh";
import { getLocale, getTranslations } from "next-intl/server";
import { requestTimeZone } from "@/lib/site/request-locale";
import type { Locale } from "@/lib/i18n/locales";
import { listWords, waitingText } from "@/lib/matches/history/lobby-text";
import { timeControlText } from "@/lib/clocks/time-control-text";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const t = await getTranslations("lobby.myGames");
  return { title: t("title") };
}

interface Clock {
  now: Date;
  timeZone: string;
  words: ClockWords;
}

type ListKey = "myTurn" | "waiting" | "invitations" | "open" | "finished";

async function List({
  list,
  rows,
  testId,
  showWait,
  clock,
  locale,
}: {
  list: ListKey;
  rows: MatchSummary[];
  testId: string;
  showWait?: boolean;
  clock: Clock;
  locale: Locale;
}) {
  const t = await getTranslations("lobby.myGames");
  const title = t(`lists.${list}.title`);
  const empty = t(`lists.${list}.empty`);
  return (
    <section className="card" data-testid={testId}>
      <h2>
        {title} <span className="text-sm font-normal text-stone-500">({rows.length})</span>
      </h2>
      {rows.length === 0 ? <p className="mt-1 text-sm text-stone-600">{empty}</p> : null}
      <ul className="mt-2 divide-y divide-stone-100">
        {rows.map((r) => (
          <li key={r.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
            <Link className="font-semibold underline" href={`/matches/${r.id}`}>
              {r.title}
            </Link>
            {r.status === "open" && !showWait ? (
              <span className="text-sm text-stone-600" data-testid="lobby-players">
                {r.seats.map((s, i) => (
                  <span key={i}>
                    {i > 0 ? ", " : ""}
                    {s.username ? (
                      <Link className="underline" href={`/u/${encodeURIComponent(s.username)}`}>
                        {s.name}
                      </Link>
                    ) : (
                      s.name
                    )}
                    {s.finishedShare !== undefined && s.finishedShare !== null ? (
                      <span title={t("finishedShareHint")}>
                        {" "}
                        {t("finishedShare", { share: Math.round(s.finishedShare * 100) / 100 })}
                      </span>
                    ) : null}
                  </span>
                ))}
              </span>
            ) : (
              <span className="text-sm text-stone-600">{r.players.join(", ")}</span>
            )}
            {r.rated ? <span className="rounded bg-moss-100 px-1 text-xs">{t("rated")}</span> : null}
            {r.variants.length > 0 ? (
              <span className="text-sm text-stone-600" data-testid="list-variants">
                {t("variants", { names: r.variants.join(", ") })}
              </span>
            ) : null}
            {r.note ? <span className="text-sm italic text-stone-500">{t("note", { note: r.note })}</span> : null}
            {r.pendingSteps > 0 ? (
              <span className="text-sm font-semibold text-amber-800" data-testid="list-uncommitted">
                {t(r.autoEnding ? "uncommittedEnding" : "uncommitted", { count: r.pendingSteps })}
              </span>
            ) : null}
            {showWait && r.deadline ? (
              <span className="ml-auto text-sm" data-testid="list-deadline">
                <Deadline
                  deadline={r.deadline}
                  timeZone={clock.timeZone}
                  serverNow={clock.now.toISOString()}
                  words={clock.words}
                  locale={locale}
                />
              </span>
            ) : null}
            {showWait && r.waitingSince ? (
              <span className={`${r.deadline ? "" : "ml-auto "}text-sm text-stone-600`}>
                {waitingText(locale, new Date(r.waitingSince), clock.now)}
              </span>
            ) : null}
            {r.status === "open" ? (
              <span className="text-sm text-stone-600">{timeControlText(r.timeControl, locale)}</span>
            ) : null}
            {r.result ? <span className="ml-auto text-sm">{r.result}</span> : null}
            {list === "invitations" ? (
              // An invitation to the viewer: their seat is held for them, so "open seats" would say nothing.
              <span className="ml-auto text-sm" data-testid="list-invited">
                {t("invitedYou")}{" "}
                <Link className="underline" href={`/matches/${r.id}`}>
                  {t("answerInvitation")}
                </Link>
              </span>
            ) : r.status === "open" ? (
              <span className="ml-auto text-sm">{t("openSeats", { count: r.openSeats })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function MyGamesPage() {
  const user = await currentViewer();
  if (!user) redirect("/signin?next=/games");
  const locale = await getLocale();
  const t = await getTranslations("lobby.myGames");
  const g = await site.myGames(user.id, listWords(locale));
  const clock = { now: site.now(), timeZone: (await requestTimeZone()).zone, words: await clockWords() };
  return (
    <div className="space-y-4">
      <LiveRefresh on={["match", "lobby", "invitation"]} />
      <div className="flex items-center gap-3">
        <h1>{t("title")}</h1>
        <Link className="btn btn-primary ml-auto" href="/matches/new">
          {t("newMatch")}
        </Link>
      </div>
      <p className="text-sm text-stone-600" data-testid="how-to-play-links">
        {t("howToPlay")}{" "}
        {Object.values(games).map((game, i) => (
          <span key={game.key}>
            {i > 0 ? " · " : ""}
            <Link className="underline" href={`/rules/${game.key}`}>
              {game.name}
            </Link>
          </span>
        ))}
      </p>
      <List list="myTurn" rows={g.myTurn} testId="list-my-turn" showWait clock={clock} locale={locale} />
      <List list="waiting" rows={g.waiting} testId="list-waiting" showWait clock={clock} locale={locale} />
      <List list="invitations" rows={g.invitations} testId="list-invitations" clock={clock} locale={locale} />
      <List list="open" rows={g.joinable} testId="list-open" clock={clock} locale={locale} />
      <List list="finished" rows={g.finished} testId="list-finished" clock={clock} locale={locale} />
    </div>
  );
}
