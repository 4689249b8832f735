import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { currentViewer } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { getGame, games } from "@/lib/games";
import { RatingChart } from "@/components/charts/rating-chart";
import { RelationButtons } from "@/components/players/relation-buttons";
import { SeatResults } from "@/components/charts/seat-results";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { LocalTime } from "@/components/ui/local-time";
import { fullDateText, whenText } from "@/lib/format/time";
import { requestTimeZone } from "@/lib/site/request-locale";
import { durationText } from "@/lib/profiles/duration-text";
import { archiveBotName } from "@/lib/matches/history/lobby-text";
import { wholeNumber } from "@/lib/validation/numbers";
import { singleLine } from "@/lib/validation/text";
import { deletedPlayerWords } from "@/lib/matches/read/deleted-player";
import { SeasonsSection } from "./seasons";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ username: string }> }) {
  return { title: (await params).username.slice(0, 40) };
}

const usernameParam = singleLine().pipe(z.string().min(1).max(40));

const filterSchema = z.object({
  game: z.string().max(40).optional(),
  opponent: z.string().max(40).optional(),
  result: z.enum(["won", "lost"]).optional(),
  page: wholeNumber(1, 10_000).default(1),
});

export default async function ProfilePage({
  params,
  searchParams,
}: {
  params: Promise<{ username: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const username = usernameParam.safeParse((await params).username);
  if (!username.success) notFound();
  const profile = await site.players.profile(username.data);
  if (!profile) notFound();
  const raw = await searchParams;
  const filter = filterSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v)));
  const f = filter.success ? filter.data : { page: 1 };
  const locale = await getLocale();
  const archive = (await site.players.archive(
    profile.username,
    f,
    (style) => archiveBotName(locale, style),
    deletedPlayerWords(locale),
  ))!;
  const viewer = await currentViewer();
  // The reader's zone when known (their setting or their browser's cookie); else the browser fills the times in.
  const zone = await requestTimeZone();
  const knownZone = zone.source === "default" ? null : zone.zone;
  const self = viewer?.username === profile.username;
  const rel =
    viewer && !self
      ? {
          state: (await site.players.friendState(viewer.id, profile.username)) ?? "none",
          blocked: await site.players.isBlocked(viewer.id, profile.username),
        }
      : null;
  const r = profile.reliability;
  const gameKeys = [...new Set([...Object.keys(profile.ratings), ...Object.keys(profile.played)])].sort();
  const t = await getTranslations("players.profile");
  const c = await getTranslations("charts.profile");
  const relation = await getTranslations("players.relation");
  const format = await getFormatter();
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ ...(f.game ? { game: f.game } : {}), ...(f.opponent ? { opponent: f.opponent } : {}), ...(f.result ? { result: f.result } : {}), page: String(page) })}#archive`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 data-testid="profile-name">{profile.username}</h1>
        <span className="text-sm text-stone-600">
          {t("memberSince", { date: format.dateTime(new Date(profile.memberSince), { dateStyle: "long" }) })}
        </span>
      </div>
      {rel ? (
        <RelationButtons
          username={profile.username}
          state={rel.state}
          blocked={rel.blocked}
          labels={{
            friends: relation("friends"),
            removeFriend: relation("removeFriend"),
            requestSent: relation("requestSent"),
            withdraw: relation("withdraw"),
            accept: relation("accept"),
            decline: relation("decline"),
            addFriend: relation("addFriend"),
            block: relation("block"),
            unblock: relation("unblock"),
            failed: relation("failed"),
            unreachable: relation("unreachable"),
          }}
        />
      ) : null}

      <section className="card space-y-2" aria-labelledby="reliability-heading" data-testid="reliability">
        <h2 id="reliability-heading">{t("reliability")}</h2>
        <ul className="grid gap-2 sm:grid-cols-3">
          <li>
            <span className="block text-2xl font-semibold">
              {r.finishedShare === null
                ? "–"
                : format.number(Math.round(r.finishedShare * 100) / 100, { style: "percent" })}
            </span>
            {t("finishedShare", { ended: r.ended })}
          </li>
          <li>
            <span className="block text-2xl font-semibold">
              {r.timeoutsPer100Turns === null ? "–" : format.number(r.timeoutsPer100Turns)}
            </span>
            {t("timeouts", { timeouts: r.timeouts, turns: r.turns })}
          </li>
          <li>
            <span className="block text-2xl font-semibold">{durationText(locale, r.medianSecondsToMove)}</span>
            {t("medianTime")}
          </li>
        </ul>
      </section>

      <section className="card space-y-2" aria-labelledby="games-heading" data-testid="ratings">
        <h2 id="games-heading">{t("games")}</h2>
        {profile.favourites.length > 0 ? (
          <p className="text-sm" data-testid="favourite-games">
            <span className="font-semibold">{c("favourites")}:</span>{" "}
            {profile.favourites
              .map((key) =>
                c("favourite", { game: getGame(key)?.name ?? key, matches: profile.played[key]?.matches ?? 0 }),
              )
              .join(" · ")}
          </p>
        ) : null}
        {gameKeys.length === 0 ? <p className="text-sm text-stone-600">{t("noFinished")}</p> : null}
        <ul className="grid gap-4 sm:grid-cols-2">
          {gameKeys.map((key) => {
            const rating = profile.ratings[key];
            const played = profile.played[key] ?? { matches: 0, wins: 0 };
            const name = getGame(key)?.name ?? key;
            return (
              <li key={key} className="space-y-1" data-testid={`rating-${key}`}>
                <h3 className="font-semibold">{name}</h3>
                <p className="text-sm">
                  {t("played", { matches: played.matches, wins: played.wins })}
                  {rating ? (
                    <>
                      {" "}
                      ·{" "}
                      {t.rich("rating", {
                        rating: format.number(rating.rating),
                        matches: rating.matches,
                        wins: rating.wins,
                        strong: (chunks) => <strong data-testid={`rating-value-${key}`}>{chunks}</strong>,
                      })}{" "}
                      ·{" "}
                      <Link className="underline" href={`/leaderboard/${key}`}>
                        {t("leaderboard")}
                      </Link>
                    </>
                  ) : null}
                </p>
                {rating && (profile.history[key]?.length ?? 0) > 0 ? (
                  <RatingChart
                    points={profile.history[key]!}
                    testId={`rating-chart-${key}`}
                    dateText={(iso) => format.dateTime(new Date(iso), { dateStyle: "medium" })}
                    numberText={(n) => format.number(n)}
                    labels={{
                      title: c("ratingChart", { game: name }),
                      description: t("chartDescription", {
                        label: t("chartLabel", { game: name }),
                        first: format.number(profile.history[key]![0]!.rating),
                        last: format.number(profile.history[key]!.at(-1)!.rating),
                        count: profile.history[key]!.length,
                      }),
                      tableCaption: c("ratingTable", { game: name }),
                      date: c("date"),
                      rating: c("rating"),
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <SeasonsSection username={profile.username} />

      {profile.bySeat.length > 0 ? (
        <section className="card space-y-2" aria-labelledby="by-seat-heading" data-testid="results-by-seat">
          <h2 id="by-seat-heading">{c("bySeat")}</h2>
          <p className="text-sm text-stone-600">{c("bySeatDescription")}</p>
          <SeatResults
            rows={profile.bySeat.map((r) => ({
              label: c("seat", { seat: r.seat + 1 }),
              matches: r.matches,
              wins: r.wins,
              text: c("seatResult", { wins: r.wins, matches: r.matches }),
            }))}
          />
        </section>
      ) : null}

      <section className="card space-y-2" aria-labelledby="current-heading">
        <h2 id="current-heading">{t("playingNow")}</h2>
        {profile.current.length === 0 ? <p className="text-sm text-stone-600">{t("noRunning")}</p> : null}
        <ul className="flex flex-wrap gap-3 text-sm">
          {profile.current.map((m) => (
            <li key={m.id}>
              <Link className="underline" href={`/matches/${m.id}`}>
                {m.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="card space-y-3" id="archive" aria-labelledby="archive-heading">
        <h2 id="archive-heading">{t("finishedMatches")}</h2>
        <form className="flex flex-wrap items-end gap-2 text-sm" method="get" action="#archive">
          <label>
            {t("filterGame")}{" "}
            <select name="game" defaultValue={f.game ?? ""} className="field">
              <option value="">{t("all")}</option>
              {Object.values(games).map((g) => (
                <option key={g.key} value={g.key}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("filterOpponent")}{" "}
            <input name="opponent" defaultValue={f.opponent ?? ""} maxLength={40} className="field" />
          </label>
          <label>
            {t("filterResult")}{" "}
            <select name="result" defaultValue={f.result ?? ""} className="field">
              <option value="">{t("all")}</option>
              <option value="won">{t("won")}</option>
              <option value="lost">{t("lost")}</option>
            </select>
          </label>
          <button className="btn">{t("filter")}</button>
        </form>
        {archive.entries.length === 0 ? (
          <p className="text-sm text-stone-600">
            {f.game || f.opponent || f.result ? t("noArchiveFiltered") : t("noArchive")}
          </p>
        ) : null}
        <ul className="space-y-1 text-sm" data-testid="archive">
          {archive.entries.map((m) => (
            <li key={m.id} className="flex flex-wrap gap-2">
              <Link className="font-medium underline" href={`/matches/${m.id}`}>
                {m.title}
              </Link>
              <span>{m.won ? t("won") : t("lost")}</span>
              {m.rated ? <span className="rounded bg-stone-100 px-1">{t("rated")}</span> : null}
              <span className="text-stone-600">{m.players.join(", ")}</span>
              {m.finishedAt ? (
                <span className="text-stone-500">
                  <LocalTime
                    at={m.finishedAt}
                    timeZone={knownZone}
                    serverNow={site.now().toISOString()}
                    locale={locale}
                    {...(knownZone
                      ? {
                          text: whenText(new Date(m.finishedAt), knownZone, site.now(), locale),
                          title: fullDateText(new Date(m.finishedAt), knownZone, locale),
                        }
                      : {})}
                  />
                </span>
              ) : null}
              <Link className="underline" href={`/matches/${m.id}/replay`}>
                {t("replay")}
              </Link>
              <a className="underline" href={`/api/matches/${m.id}/record?download=1`}>
                {t("record")}
              </a>
            </li>
          ))}
        </ul>
        <p className="flex gap-3 text-sm">
          {f.page > 1 ? (
            <Link className="underline" href={pageLink(f.page - 1)}>
              {t("newer")}
            </Link>
          ) : null}
          {archive.more ? (
            <Link className="underline" href={pageLink(f.page + 1)}>
              {t("older")}
            </Link>
          ) : null}
        </p>
      </section>
    </div>
  );
}
