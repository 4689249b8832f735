import Link from "next/link";
import { notFound } from "next/navigation";
import { currentUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { matchIdSchema } from "@/lib/matches/schemas";
import { MatchClient } from "@/components/match/match-client";
import { LeaveRunningMatch, LobbyPanel } from "@/components/match/lobby-panel";
import { HistoryLog } from "@/components/match/history-log";
import { FinalScores } from "@/components/match/final-scores";
import { seatName } from "@/components/boards/types";
import { MuteToggle } from "@/components/match/mute-toggle";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const id = matchIdSchema.safeParse((await params).id);
  return { title: id.success ? `Match #${id.data}` : "Match" };
}

export default async function MatchPage({ params }: { params: Promise<{ id: string }> }) {
  const id = matchIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const user = await currentUser();
  const r = await site.matchView(user?.id ?? null, id.data);
  if (!r.ok) notFound();
  const match = r.value;
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
      {match.note ? <p className="text-stone-700">“{match.note}”</p> : null}
      {user && match.seats.some((s) => s.userId === user.id) && (match.status === "open" || match.status === "running") ? (
        <div className="flex flex-wrap items-start gap-2">
          <MuteToggle matchId={match.id} muted={await site.notifications.isMuted(user.id, match.id)} />
          {match.status === "running" && match.mySeat !== null ? <LeaveRunningMatch match={match} /> : null}
        </div>
      ) : null}
      {match.status === "open" ? <LobbyPanel match={match} userId={user?.id ?? null} /> : null}
      {match.status === "aborted" ? <p className="card">This match was cancelled.</p> : null}
      {match.outcome ? <FinalScores match={match} /> : null}
      {match.status === "running" || match.status === "finished" ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
          <MatchClient match={match} />
          <HistoryLog log={match.log} seats={match.seats} />
        </div>
      ) : null}
    </div>
  );
}
