import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { LiveRefresh } from "@/components/live/live-refresh";
import { currentViewer } from "@/lib/auth/current";
import { getGame } from "@/lib/games";
import { timeControlText } from "@/lib/clocks/time-control-text";
import { variantText } from "@/lib/matches/history/lobby-text";
import { matchTitle } from "@/lib/format/match-title";
import { requestTimeZone } from "@/lib/site/request-locale";
import { tournamentSite } from "@/lib/site/tournaments";
import { minimumPlayers, tournamentIdSchema, type TournamentDetail } from "@/lib/tournaments";
import { joinTournamentAction, leaveTournamentAction, startTournamentAction } from "@/app/actions/tournaments";
import type { Locale } from "@/lib/i18n/locales";
import { tournamentRefusalText } from "../refusal";

export const dynamic = "force-dynamic";

type Params = { refused?: string; done?: string };
const DONE = { created: "created", joined: "joined", left: "left", started: "started" } as const;

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("tournaments.page");
  return { title: `${t("title")} #${(await params).id.slice(0, 12)}` };
}

/** One tournament: its settings, players, rounds with their tables (linked matches) and standings. */
export default async function TournamentPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Params>;
}) {
  const id = tournamentIdSchema.safeParse((await params).id);
  const tournament = id.success ? await tournamentSite.detail(id.data) : null;
  if (!tournament) notFound();
  const query = await searchParams;
  const viewer = await currentViewer();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("tournaments.page");
  const { zone } = await requestTimeZone();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: zone });
  const refusal = tournamentRefusalText(locale, query.refused, { tournament });
  const done = query.done && query.done in DONE ? DONE[query.done as keyof typeof DONE] : null;
  const game = getGame(tournament.gameKey);
  const joined = viewer ? tournament.playerList.some((p) => p.username === viewer.username) : false;
  const open = tournament.status === "open";
  const statusWord = {
    open: t("statusOpen"),
    running: t("statusRunning"),
    finished: t("statusFinished"),
    cancelled: t("statusCancelled"),
  }[tournament.status];
  return (
    <div className="space-y-4">
      {tournament.status === "running" ? <LiveRefresh on={["match"]} /> : null}
      <p>
        <Link className="underline" href="/tournaments">
          {t("back")}
        </Link>
      </p>
      <h1>
        {t("title")} #{tournament.id}: {game?.name ?? tournament.gameKey}
      </h1>
      <div aria-live="polite" data-testid="tournament-notice">
        {refusal ? <p className="rounded bg-red-50 p-2 text-red-800">{refusal}</p> : null}
        {done ? <p className="rounded bg-moss-50 p-2">{t(done)}</p> : null}
      </div>
      <section className="card space-y-1" data-testid="tournament-settings">
        <p>
          {tournament.format === "swiss" ? t("swiss", { rounds: tournament.roundCount }) : t("roundRobin")},{" "}
          {t("tableSize")}: {tournament.tableSize}, {timeControlText(tournament.timeControl, locale)}
          {tournament.rated ? `, ${t("rated")}` : ""}
          {tournament.variants && tournament.variants.length > 0
            ? `, ${tournament.variants
                .map((v) => {
                  const choice = game?.variants?.find((c) => c.key === v);
                  return choice ? variantText(locale, tournament.gameKey, choice).name : v;
                })
                .join(", ")}`
            : ""}
        </p>
        {tournament.minFinishedPercent !== null ? (
          <p data-testid="tournament-min-finished">{t("minFinishedLine", { min: tournament.minFinishedPercent })}</p>
        ) : null}
        <p>
          {t("status")}: <span data-testid="tournament-status">{statusWord}</span>
          {open ? ` (${t("signupUntil", { when: when.format(new Date(tournament.signupUntil)) })})` : ""}
          {tournament.status === "running"
            ? ` (${t("roundOf", { round: tournament.currentRound, rounds: tournament.roundCount })})`
            : ""}
        </p>
        <p className="text-sm text-stone-600">{t("createdBy", { name: tournament.createdBy })}</p>
        {viewer && open ? (
          <div className="flex flex-wrap gap-2 pt-2">
            {joined ? (
              <form action={leaveTournamentAction}>
                <input type="hidden" name="id" value={tournament.id} />
                <button className="btn">{t("leave")}</button>
              </form>
            ) : (
              <form action={joinTournamentAction}>
                <input type="hidden" name="id" value={tournament.id} />
                <button className="btn btn-primary">{t("join")}</button>
              </form>
            )}
            {viewer.username === tournament.createdBy && tournament.players >= minimumPlayers(tournament.tableSize) ? (
              <form action={startTournamentAction}>
                <input type="hidden" name="id" value={tournament.id} />
                <button className="btn btn-primary">{t("start")}</button>
              </form>
            ) : null}
          </div>
        ) : null}
      </section>
      <section className="card" data-testid="tournament-players">
        <h2>
          {t("players")} ({tournament.players})
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {tournament.playerList.map((p) => (
            <li key={p.username}>
              <Link className="underline" href={`/u/${encodeURIComponent(p.username)}`}>
                {p.username}
              </Link>
              {p.withdrawn ? <span className="text-sm text-stone-600"> ({t("withdrawn")})</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <Standings tournament={tournament} />
      {tournament.rounds.length > 0 ? (
        <section className="card space-y-3" data-testid="tournament-rounds">
          <h2>{t("roundsTitle")}</h2>
          {[...tournament.rounds].reverse().map((r) => (
            <div key={r.number} data-testid="tournament-round">
              <h3 className="font-semibold">{t("round", { number: r.number })}</h3>
              <ol className="mt-1 space-y-1">
                {r.matches.map((m, i) => (
                  <li key={m.matchId} data-testid="tournament-table">
                    {t("table", { number: i + 1 })}:{" "}
                    <Link className="underline" href={`/matches/${m.matchId}`}>
                      {matchTitle(game?.name ?? tournament.gameKey, m.matchId)}
                    </Link>{" "}
                    <span className="text-sm text-stone-700">
                      {m.seats
                        .map((s) => (s.bot && s.username ? t("bot", { name: s.username }) : (s.username ?? "?")))
                        .join(", ")}
                    </span>
                  </li>
                ))}
              </ol>
              {r.byes.length > 0 ? (
                <p className="text-sm text-stone-600">{t("byes", { names: r.byes.join(", ") })}</p>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}

async function Standings({ tournament }: { tournament: TournamentDetail }) {
  const t = await getTranslations("tournaments.page");
  return (
    <section className="card" data-testid="tournament-standings">
      <h2>{t("standings")}</h2>
      {tournament.standings.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t("noStandings")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{t("place")}</th>
                <th scope="col">{t("player")}</th>
                <th scope="col">{t("points")}</th>
                <th scope="col">{t("tiebreak")}</th>
                <th scope="col">{t("scoreDifference")}</th>
                <th scope="col">{t("played")}</th>
              </tr>
            </thead>
            <tbody>
              {tournament.standings.map((s) => (
                <tr key={s.username} className="border-t border-stone-100">
                  <td>{s.place}</td>
                  <td>
                    {s.username}
                    {s.withdrawn ? <span className="text-stone-600"> ({t("withdrawn")})</span> : null}
                  </td>
                  <td>{s.points}</td>
                  <td>{s.tiebreak}</td>
                  <td>{s.scoreDifference}</td>
                  <td>{s.played}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
