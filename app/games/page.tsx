import Link from "next/link";
import { redirect } from "next/navigation";
import { currentViewer } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { games } from "@/lib/games";
import type { MatchSummary } from "@/lib/matches/list";
import { Deadline } from "@/components/match/deadline";
import { describeTimeControl } from "@/lib/clocks/time-control";
import { LiveRefresh } from "@/components/live/live-refresh";

export const dynamic = "force-dynamic";
export const metadata = { title: "My games" };

function since(iso: string | null, now: Date): string {
  if (!iso) return "";
  const mins = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 60000));
  if (mins < 60) return `${mins} min`;
  if (mins < 60 * 48) return `${Math.round(mins / 60)} h`;
  return `${Math.round(mins / 1440)} days`;
}

interface Clock {
  now: Date;
  timeZone: string;
}

function List({ title, rows, empty, testId, showWait, clock }: { title: string; rows: MatchSummary[]; empty: string; testId: string; showWait?: boolean; clock: Clock }) {
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
                    {s.finishedShare !== undefined && s.finishedShare !== null ? <span title="matches played to the end"> ({Math.round(s.finishedShare * 100)}% finished)</span> : null}
                  </span>
                ))}
              </span>
            ) : (
              <span className="text-sm text-stone-600">{r.players.join(", ")}</span>
            )}
            {r.rated ? <span className="rounded bg-moss-100 px-1 text-xs">rated</span> : null}
            {r.variants.length > 0 ? (
              <span className="text-sm text-stone-600" data-testid="list-variants">
                Variants: {r.variants.join(", ")}
              </span>
            ) : null}
            {r.note ? <span className="text-sm italic text-stone-500">“{r.note}”</span> : null}
            {showWait && r.deadline ? (
              <span className="ml-auto text-sm" data-testid="list-deadline">
                <Deadline deadline={r.deadline} timeZone={clock.timeZone} serverNow={clock.now.toISOString()} />
              </span>
            ) : null}
            {showWait && r.waitingSince ? <span className={`${r.deadline ? "" : "ml-auto "}text-sm text-stone-600`}>waiting {since(r.waitingSince, clock.now)}</span> : null}
            {r.status === "open" ? <span className="text-sm text-stone-600">{describeTimeControl(r.timeControl)}</span> : null}
            {r.result ? <span className="ml-auto text-sm">{r.result}</span> : null}
            {r.status === "open" ? <span className="ml-auto text-sm">{r.openSeats} open seat(s)</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function MyGamesPage() {
  const user = await currentViewer();
  if (!user) redirect("/signin?next=/games");
  const g = await site.myGames(user.id);
  const clock = { now: site.now(), timeZone: user.timeZone };
  return (
    <div className="space-y-4">
      <LiveRefresh on={["match", "lobby", "invitation"]} />
      <div className="flex items-center gap-3">
        <h1>My games</h1>
        <Link className="btn btn-primary ml-auto" href="/matches/new">
          New match
        </Link>
      </div>
      <p className="text-sm text-stone-600" data-testid="how-to-play-links">
        How to play:{" "}
        {Object.values(games).map((game, i) => (
          <span key={game.key}>
            {i > 0 ? " · " : ""}
            <Link className="underline" href={`/rules/${game.key}`}>
              {game.name}
            </Link>
          </span>
        ))}
      </p>
      <List title="Your turn" rows={g.myTurn} empty="No game is waiting for you." testId="list-my-turn" showWait clock={clock} />
      <List title="Waiting for others" rows={g.waiting} empty="None." testId="list-waiting" showWait clock={clock} />
      <List title="Invitations" rows={g.invitations} empty="No invitations." testId="list-invitations" clock={clock} />
      <List title="Open matches" rows={g.joinable} empty="No open matches to join." testId="list-open" clock={clock} />
      <List title="Finished" rows={g.finished} empty="No finished games yet." testId="list-finished" clock={clock} />
    </div>
  );
}
