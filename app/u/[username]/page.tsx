import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { currentViewer } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { getGame, games } from "@/lib/games";
import { RatingChart } from "@/components/players/rating-chart";
import { RelationButtons } from "@/components/players/relation-buttons";
import { LocalTime } from "@/components/ui/local-time";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ username: string }> }) {
  return { title: (await params).username.slice(0, 40) };
}


const filterSchema = z.object({
  game: z.string().max(40).optional(),
  opponent: z.string().max(40).optional(),
  result: z.enum(["won", "lost"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

function duration(seconds: number | null): string {
  if (seconds === null) return "no turns in the last 90 days";
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 86_400) return `${Math.round(seconds / 360) / 10} h`;
  return `${Math.round(seconds / 8640) / 10} days`;
}

export default async function ProfilePage({ params, searchParams }: { params: Promise<{ username: string }>; searchParams: Promise<Record<string, string | undefined>> }) {
  const { username } = await params;
  const profile = await site.players.profile(username);
  if (!profile) notFound();
  const raw = await searchParams;
  const filter = filterSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v)));
  const f = filter.success ? filter.data : { page: 1 };
  const archive = (await site.players.archive(profile.username, f))!;
  const viewer = await currentViewer();
  const self = viewer?.username === profile.username;
  const rel = viewer && !self ? { state: (await site.players.friendState(viewer.id, profile.username)) ?? "none", blocked: await site.players.isBlocked(viewer.id, profile.username) } : null;
  const r = profile.reliability;
  const gameKeys = [...new Set([...Object.keys(profile.ratings), ...Object.keys(profile.played)])].sort();
  const pageLink = (page: number) => `?${new URLSearchParams({ ...(f.game ? { game: f.game } : {}), ...(f.opponent ? { opponent: f.opponent } : {}), ...(f.result ? { result: f.result } : {}), page: String(page) })}#archive`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 data-testid="profile-name">{profile.username}</h1>
        <span className="text-sm text-stone-600">
          member since <LocalTime at={profile.memberSince} timeZone={viewer?.timeZone ?? null} />
        </span>
      </div>
      {rel ? <RelationButtons username={profile.username} state={rel.state} blocked={rel.blocked} /> : null}

      <section className="card space-y-2" aria-labelledby="reliability-heading" data-testid="reliability">
        <h2 id="reliability-heading">Reliability</h2>
        <ul className="grid gap-2 sm:grid-cols-3">
          <li>
            <span className="block text-2xl font-semibold">{r.finishedShare === null ? "–" : `${Math.round(r.finishedShare * 100)}%`}</span>
            of {r.ended} ended match{r.ended === 1 ? "" : "es"} played to the end (not left, no timeout)
          </li>
          <li>
            <span className="block text-2xl font-semibold">{r.timeoutsPer100Turns === null ? "–" : r.timeoutsPer100Turns}</span>
            timeouts per 100 turns ({r.timeouts} in {r.turns} turns)
          </li>
          <li>
            <span className="block text-2xl font-semibold">{duration(r.medianSecondsToMove)}</span>
            median time to move over the last 90 days
          </li>
        </ul>
      </section>

      <section className="card space-y-2" aria-labelledby="games-heading" data-testid="ratings">
        <h2 id="games-heading">Games</h2>
        {gameKeys.length === 0 ? <p className="text-sm text-stone-600">No finished matches yet.</p> : null}
        <ul className="grid gap-4 sm:grid-cols-2">
          {gameKeys.map((key) => {
            const rating = profile.ratings[key];
            const played = profile.played[key] ?? { matches: 0, wins: 0 };
            const name = getGame(key)?.name ?? key;
            return (
              <li key={key} className="space-y-1" data-testid={`rating-${key}`}>
                <h3 className="font-semibold">{name}</h3>
                <p className="text-sm">
                  {played.matches} finished, {played.wins} won
                  {rating ? (
                    <>
                      {" "}
                      · rating <strong data-testid={`rating-value-${key}`}>{rating.rating}</strong> after {rating.matches} rated match{rating.matches === 1 ? "" : "es"} (
                      {rating.wins} won) ·{" "}
                      <Link className="underline" href={`/leaderboard/${key}`}>
                        leaderboard
                      </Link>
                    </>
                  ) : null}
                </p>
                {rating ? <RatingChart points={profile.history[key] ?? []} label={`${name} rating`} /> : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="card space-y-2" aria-labelledby="current-heading">
        <h2 id="current-heading">Playing now</h2>
        {profile.current.length === 0 ? <p className="text-sm text-stone-600">No running matches.</p> : null}
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
        <h2 id="archive-heading">Finished matches</h2>
        <form className="flex flex-wrap items-end gap-2 text-sm" method="get" action="#archive">
          <label>
            Game{" "}
            <select name="game" defaultValue={f.game ?? ""} className="field">
              <option value="">all</option>
              {Object.values(games).map((g) => (
                <option key={g.key} value={g.key}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Opponent <input name="opponent" defaultValue={f.opponent ?? ""} maxLength={40} className="field" />
          </label>
          <label>
            Result{" "}
            <select name="result" defaultValue={f.result ?? ""} className="field">
              <option value="">all</option>
              <option value="won">won</option>
              <option value="lost">lost</option>
            </select>
          </label>
          <button className="btn">Filter</button>
        </form>
        {archive.entries.length === 0 ? <p className="text-sm text-stone-600">No finished matches{f.game || f.opponent || f.result ? " with these filters" : ""}.</p> : null}
        <ul className="space-y-1 text-sm" data-testid="archive">
          {archive.entries.map((m) => (
            <li key={m.id} className="flex flex-wrap gap-2">
              <Link className="font-medium underline" href={`/matches/${m.id}`}>
                {m.title}
              </Link>
              <span>{m.won ? "won" : "lost"}</span>
              {m.rated ? <span className="rounded bg-stone-100 px-1">rated</span> : null}
              <span className="text-stone-600">{m.players.join(", ")}</span>
              {m.finishedAt ? (
                <span className="text-stone-500">
                  <LocalTime at={m.finishedAt} timeZone={viewer?.timeZone ?? null} />
                </span>
              ) : null}
              <Link className="underline" href={`/matches/${m.id}/replay`}>
                replay
              </Link>
              <a className="underline" href={`/api/matches/${m.id}/record?download=1`}>
                record
              </a>
            </li>
          ))}
        </ul>
        <p className="flex gap-3 text-sm">
          {f.page > 1 ? (
            <Link className="underline" href={pageLink(f.page - 1)}>
              Newer
            </Link>
          ) : null}
          {archive.more ? (
            <Link className="underline" href={pageLink(f.page + 1)}>
              Older
            </Link>
          ) : null}
        </p>
      </section>
    </div>
  );
}
