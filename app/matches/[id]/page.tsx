import Link from "next/link";
import { notFound } from "next/navigation";
import { currentViewer } from "@/lib/auth/current";
import { nextAwaiting } from "@/lib/accounts/viewer";
import { site } from "@/lib/site";
import { matchIdSchema } from "@/lib/matches/schemas";
import { MatchClient } from "@/components/match/match-client";
import { MatchLiveSync } from "@/components/match/match-live-sync";
import { LeaveRunningMatch, LobbyPanel } from "@/components/match/lobby-panel";
import { HistoryLog } from "@/components/match/history-log";
import { FinalScores } from "@/components/match/final-scores";
import { seatName } from "@/components/boards/types";
import { MuteToggle } from "@/components/match/mute-toggle";
import { PlayersPanel } from "@/components/match/players-panel";
import { CancelVote, ResignButton } from "@/components/match/match-endings";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const id = matchIdSchema.safeParse((await params).id);
  return { title: id.success ? `Match #${id.data}` : "Match" };
}

export default async function MatchPage({ params }: { params: Promise<{ id: string }> }) {
  const id = matchIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const user = await currentViewer();
  const r = await site.matchView(user?.id ?? null, id.data);
  if (!r.ok) notFound();
  const match = r.value;
  const timeZone = user?.timeZone ?? "UTC";
  const autoEndTurnSeconds = user?.autoEndTurnSeconds ?? 0;
  const next = user && match.status !== "open" && !match.myTurn ? nextAwaiting(user, match.id) : null;
  const playing = match.status === "running" && match.mySeat !== null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 data-testid="match-title">{match.title}</h1>
        <span className="text-sm text-stone-600">
          {match.seats.map((s) => seatName(match.seats, s.seatIndex)).join(" · ")}
        </span>
        {match.status !== "open" ? (
          <Link className="ml-auto text-sm underline" href={`/matches/${match.id}/replay`}>
            Replay
          </Link>
        ) : null}
        <Link className="text-sm underline" href={`/rules/${match.gameKey}`}>
          Rules
        </Link>
      </div>
      {match.status === "open" || match.status === "running" ? <MatchLiveSync matchId={match.id} version={match.version} /> : null}
      {match.variants.length > 0 ? (
        <p className="text-sm text-stone-700" data-testid="match-variants">
          Variants: {match.variants.map((v) => v.name).join(", ")}
        </p>
      ) : null}
      {match.note ? <p className="text-stone-700">“{match.note}”</p> : null}
      {next?.matchId ? (
        <p className="card border-moss-300 bg-moss-50" data-testid="next-game">
          <Link className="font-semibold underline" href={`/matches/${next.matchId}`}>
            Next game waiting ({next.waiting})
          </Link>{" "}
          <span className="text-sm text-stone-600">: the one whose deadline comes first.</span>
        </p>
      ) : null}
      {user && match.seats.some((s) => s.userId === user.id) && (match.status === "open" || match.status === "running") ? (
        <div className="flex flex-wrap items-start gap-2">
          <MuteToggle matchId={match.id} muted={match.muted} />
          {playing ? <LeaveRunningMatch match={match} /> : null}
          {playing ? <ResignButton match={match} /> : null}
        </div>
      ) : null}
      {playing ? <CancelVote match={match} /> : null}
      {match.status === "open" || match.status === "running" ? <PlayersPanel match={match} timeZone={timeZone} serverNow={site.now().toISOString()} /> : null}
      {match.status === "open" ? <LobbyPanel match={match} userId={user?.id ?? null} /> : null}
      {match.status === "aborted" ? <p className="card">This match was cancelled.</p> : null}
      {match.outcome ? <FinalScores match={match} /> : null}
      {match.status === "running" || match.status === "finished" ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
          <MatchClient match={match} autoEndTurnSeconds={autoEndTurnSeconds} />
          <HistoryLog matchId={match.id} log={match.log} logTotal={match.logTotal} seats={match.seats} />
        </div>
      ) : null}
    </div>
  );
}
