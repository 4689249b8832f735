import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { currentViewer } from "@/lib/auth/current";
import { games, getGame } from "@/lib/games";
import { PER_MOVE_DAYS } from "@/lib/clocks/time-units";
import { requestTimeZone } from "@/lib/site/request-locale";
import { tournamentSite } from "@/lib/site/tournaments";
import {
  MAX_OPEN_TOURNAMENTS,
  MAX_SIGNUP_DAYS,
  MAX_SWISS_ROUNDS,
  MIN_FINISHED_CHOICES,
  SIGNUP_DAY_CHOICES,
  type TournamentSummary,
} from "@/lib/tournaments";
import { createTournamentAction } from "@/app/actions/tournaments";
import type { Locale } from "@/lib/i18n/locales";
import { variantText } from "@/lib/matches/history/lobby-text";
import { tournamentRefusalText } from "./refusal";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.page");
  return { title: t("title") };
}

type Params = { refused?: string; game?: string };

/** Tournaments (lib/tournaments): open for sign-up, running, finished; a create form for signed-in players. */
export default async function TournamentsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const viewer = await currentViewer();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("tournaments.page");
  const lists = await tournamentSite.list();
  const refusal = tournamentRefusalText(locale, params.refused, { gameKey: params.game });
  return (
    <div className="space-y-4">
      <h1>{t("title")}</h1>
      <p className="max-w-prose text-stone-700">{t("intro")}</p>
      <div aria-live="polite" data-testid="tournaments-notice">
        {refusal ? <p className="rounded bg-red-50 p-2 text-red-800">{refusal}</p> : null}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <TournamentList title={t("upcoming")} items={lists.upcoming} testId="tournaments-upcoming" locale={locale} />
        <TournamentList title={t("running")} items={lists.running} testId="tournaments-running" locale={locale} />
        <TournamentList title={t("finished")} items={lists.finished} testId="tournaments-finished" locale={locale} />
      </div>
      {viewer && !viewer.guest ? (
        <CreateForm locale={locale} />
      ) : (
        <p>
          <Link className="underline" href="/signin?next=/tournaments">
            {t("signIn")}
          </Link>
        </p>
      )}
    </div>
  );
}

async function TournamentList({
  title,
  items,
  testId,
  locale,
}: {
  title: string;
  items: TournamentSummary[];
  testId: string;
  locale: Locale;
}) {
  const t = await getTranslations("tournaments.page");
  const { zone } = await requestTimeZone();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: zone });
  return (
    <section className="card" data-testid={testId}>
      <h2>{title}</h2>
      {items.length === 0 ? <p className="mt-1 text-sm text-stone-600">{t("none")}</p> : null}
      <ul className="mt-2 divide-y divide-stone-100">
        {items.map((x) => (
          <li key={x.id} className="py-2">
            <Link className="font-semibold underline" href={`/tournaments/${x.id}`}>
              {t("line", {
                id: x.id,
                game: getGame(x.gameKey)?.name ?? x.gameKey,
                format: x.format === "swiss" ? t("swiss", { rounds: x.roundCount }) : t("roundRobin"),
                tableSize: x.tableSize,
                players: x.players,
              })}
            </Link>
            <span className="block text-sm text-stone-600">
              {x.status === "open"
                ? t("signupUntil", { when: when.format(new Date(x.signupUntil)) })
                : x.status === "running"
                  ? t("roundOf", { round: x.currentRound, rounds: x.roundCount })
                  : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function CreateForm({ locale }: { locale: Locale }) {
  const t = await getTranslations("tournaments.page");
  return (
    <section className="card space-y-3" id="create" data-testid="tournament-create">
      <h2>{t("create")}</h2>
      <form action={createTournamentAction} className="space-y-3" aria-label={t("create")}>
        <div className="flex flex-wrap gap-4">
          <div>
            <label className="label" htmlFor="t-game">
              {t("game")}
            </label>
            <select className="field" id="t-game" name="gameKey">
              {Object.values(games).map((g) => (
                <option key={g.key} value={g.key}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor="t-size">
              {t("tableSize")}
            </label>
            <select className="field" id="t-size" name="tableSize" defaultValue="3">
              {[2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset>
          <legend className="label">{t("format")}</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="format" value="swiss" defaultChecked />
            {t("formatSwiss")}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="format" value="round-robin" />
            {t("formatRoundRobin")}
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-4">
          <div>
            <label className="label" htmlFor="t-rounds">
              {t("rounds")}
            </label>
            <select className="field" id="t-rounds" name="rounds" defaultValue="3">
              {Array.from({ length: MAX_SWISS_ROUNDS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor="t-clock">
              {t("timeControl")}
            </label>
            <select className="field" id="t-clock" name="clock" defaultValue="3">
              {PER_MOVE_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t("perMove", { days: d })}
                </option>
              ))}
              <option value="none">{t("noLimit")}</option>
            </select>
          </div>
          <div>
            <label className="label" htmlFor="t-signup">
              {t("signupDays")}
            </label>
            <select className="field" id="t-signup" name="signupDays" defaultValue="7">
              {SIGNUP_DAY_CHOICES.map((d) => (
                <option key={d} value={d}>
                  {t("days", { days: d })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor="t-reliable">
              {t("minFinished")}
            </label>
            <select className="field" id="t-reliable" name="minFinished" defaultValue="">
              <option value="">{t("minFinishedAny")}</option>
              {MIN_FINISHED_CHOICES.map((p) => (
                <option key={p} value={p}>
                  {p} %
                </option>
              ))}
            </select>
          </div>
          <label className="inline-flex min-h-11 items-center gap-2 self-end">
            <input type="checkbox" name="rated" />
            {t("rated")}
          </label>
        </div>
        {Object.values(games)
          .filter((g) => (g.variants ?? []).length > 0)
          .map((g) => (
            <fieldset key={g.key}>
              <legend className="label">{t("variants", { game: g.name })}</legend>
              <div className="flex flex-wrap gap-x-4">
                {(g.variants ?? []).map((v) => (
                  <label key={v.key} className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" name={`variant:${g.key}`} value={v.key} />
                    {variantText(locale, g.key, v).name}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        <button className="btn btn-primary">{t("submit")}</button>
      </form>
      <p className="max-w-prose text-sm text-stone-600">
        {t("limits", { max: MAX_OPEN_TOURNAMENTS, days: MAX_SIGNUP_DAYS })}
      </p>
    </section>
  );
}
