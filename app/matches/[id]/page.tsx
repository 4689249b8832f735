import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { currentPlayer } from "@/lib/auth/current";
import { nextAwaiting } from "@/lib/accounts/viewer";
import { site } from "@/lib/site";
import { requestLocale, requestTimeZone } from "@/lib/site/request-locale";
import { historyLabels } from "@/lib/presentation/history-labels";
import { matchIdSchema } from "@/lib/matches/store/schemas";
import { MatchArea } from "@/components/match/match-area";
import {
  CancelVote,
  ChatPanel,
  LeaveRunningMatch,
  MuteToggle,
  RematchButton,
  ResignButton,
} from "@/components/match/lazy-panels";
import { MatchLiveSync } from "@/components/match/match-live-sync";
import { LobbyPanel } from "@/components/match/lobby-panel";
import { FinalScores } from "@/components/match/final-scores";
import { MatchCharts } from "@/components/charts/match-charts";
import { seatName } from "@/components/boards/types";
import { PlayersPanel } from "@/components/match/players-panel";
import { chatLabels, endingsLabels, matchAreaLabels, muteLabels, rematchLabels } from "@/components/match/labels";
import { BoardTextProvider } from "@/components/boards/board-text";
import { requestBoardText } from "@/components/boards/board-text-for";
import { PushOffer } from "@/components/push/push-offer";
import { GuestNotice } from "@/components/guest/guest-notice";
import { FairnessLine } from "@/components/match/fairness-line";

export const dynamic = "force-dynamic";

/** The element after the board in the HTML: the page may be painted once the browser has read it. */
const BOARD_READ = "board-read";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const id = matchIdSchema.safeParse((await params).id);
  const t = await getTranslations("match.page");
  return { title: id.success ? t("title", { id: String(id.data) }) : t("titleFallback") };
}

export default async function MatchPage({ params }: { params: Promise<{ id: string }> }) {
  const id = matchIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  // A guest (lib/guests) plays its own matches here; the page leaves out what needs an account.
  const user = await currentPlayer();
  const guest = user?.guest === true;
  const locale = await requestLocale();
  const r = await site.matchView(user?.id ?? null, id.data, { locale, api: false });
  if (!r.ok) notFound();
  const match = r.value;
  // The viewer's zone (their setting, else their browser's); unknown (a first visit): the chat's and the
  // history's times wait for the browser, and the deadlines show once the page refreshes with it.
  const zone = await requestTimeZone();
  const timeZone = zone.zone;
  const knownZone = zone.source === "default" ? null : zone.zone;
  const next = user && match.status !== "open" && !match.myTurn ? nextAwaiting(user, match.id) : null;
  const playing = match.status === "running" && match.mySeat !== null;
  const t = await getTranslations("match.page");
  const seated =
    user !== null &&
    match.seats.some((s) => s.userId === user.id) &&
    (match.status === "open" || match.status === "running");
  const endings = playing ? await endingsLabels() : null;
  // On a phone a player's board comes right after the title; who plays, the clocks and the match's own
  // buttons (mute, leave, resign) follow it, so the first screen is the game. In the HTML the board comes
  // last: a phone that paints the page while its HTML still arrives would show those parts where the board
  // goes, then move them down below it (a layout shift of about 0.1 on the Clans match). So the browser
  // paints nothing until it has read the board (`rel="expect"` with `blocking="render"`, HTML's render
  // blocking; React puts the link in the head; a browser without it paints as before).
  return (
    // Room under the page for the phone's fixed action bar (one row, 55 px).
    <div className={`flex flex-col gap-4 ${playing ? "max-md:pb-16" : ""}`}>
      {playing ? <link rel="expect" href={`#${BOARD_READ}`} {...{ blocking: "render" }} /> : null}
      <div className="flex flex-wrap items-baseline gap-3 max-md:order-first">
        <h1 data-testid="match-title">{match.title}</h1>
        <span className="text-sm text-stone-600">
          {match.seats.map((s) => seatName(match.seats, s.seatIndex)).join(" · ")}
        </span>
        {match.rated ? (
          <span className="rounded bg-moss-100 px-2 text-sm" data-testid="rated-badge">
            {t("rated")}
          </span>
        ) : null}
        {match.status !== "open" ? (
          <Link className="ml-auto text-sm underline" href={`/matches/${match.id}/replay`}>
            {t("replay")}
          </Link>
        ) : null}
        <Link className="text-sm underline" href={`/rules/${match.gameKey}`}>
          {t("howToPlay")}
        </Link>
      </div>
      {match.status === "open" || match.status === "running" ? (
        <MatchLiveSync matchId={match.id} version={match.version} />
      ) : null}
      {guest ? <GuestNotice /> : null}
      {user && !guest && playing && match.myTurn ? <PushOffer userId={user.id} /> : null}
      {match.variants.length > 0 ? (
        <p className="text-sm text-stone-700" data-testid="match-variants">
          {t("variants", { list: match.variants.map((v) => v.name).join(", ") })}
        </p>
      ) : null}
      {match.note ? <p className="text-stone-700">{t("note", { note: match.note })}</p> : null}
      {next?.matchId ? (
        <p className="card border-moss-300 bg-moss-50" data-testid="next-game">
          <Link className="font-semibold underline" href={`/matches/${next.matchId}`}>
            {t("nextGame", { waiting: next.waiting })}
          </Link>{" "}
          <span className="text-sm text-stone-600">{t("nextGameHint")}</span>
        </p>
      ) : null}
      {seated ? (
        <div className="flex flex-wrap items-start gap-2">
          {guest ? null : <MuteToggle matchId={match.id} muted={match.muted} labels={await muteLabels()} />}
          {endings && !guest ? <LeaveRunningMatch match={match} labels={endings} /> : null}
          {endings ? <ResignButton match={match} labels={endings} /> : null}
        </div>
      ) : null}
      {endings && !guest ? <CancelVote match={match} labels={endings} /> : null}
      {match.status === "open" || match.status === "running" ? (
        <PlayersPanel match={match} timeZone={timeZone} serverNow={site.now().toISOString()} />
      ) : null}
      {match.status === "open" ? <LobbyPanel match={match} userId={user?.id ?? null} /> : null}
      {match.status === "aborted" ? <p className="card">{t("cancelled")}</p> : null}
      {match.outcome ? <FinalScores match={match} /> : null}
      {match.status === "finished" ? <MatchCharts match={match} locale={locale} /> : null}
      {match.status === "finished" && match.mySeat !== null && !guest ? (
        <RematchButton matchId={match.id} labels={await rematchLabels()} />
      ) : null}
      {match.status === "finished" ? (
        <p className="text-sm">
          <a className="underline" href={`/api/matches/${match.id}/record?download=1`} data-testid="record-download">
            {t("download")}
          </a>{" "}
          <span className="text-stone-600">{t("downloadHint")}</span>
        </p>
      ) : null}
      {match.status !== "open" || match.fairness.seedCommitment ? <FairnessLine match={match} /> : null}
      {match.status === "running" || match.status === "finished" ? (
        <div className={playing ? "max-md:-order-1" : undefined}>
          <BoardTextProvider text={await requestBoardText(match.gameKey)}>
            <MatchArea
              match={match}
              me={user?.username ?? null}
              timeZone={knownZone}
              serverNow={site.now().toISOString()}
              labels={await matchAreaLabels(match)}
              historyLabels={historyLabels(locale)}
              talk={!guest}
            />
          </BoardTextProvider>
          {playing ? <span id={BOARD_READ} hidden /> : null}
        </div>
      ) : match.status === "open" && (match.mySeat !== null || match.chatPublic) ? (
        <ChatPanel
          matchId={match.id}
          me={user?.username ?? null}
          canWrite={match.mySeat !== null}
          timeZone={knownZone}
          labels={await chatLabels()}
        />
      ) : null}
    </div>
  );
}
