import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { site } from "@/lib/site";
import { getGame, games } from "@/lib/games";
import { LEADERBOARD_MIN_MATCHES } from "@/lib/ratings/store";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }) {
  const game = getGame((await params).game);
  return { title: game ? `${game.name} leaderboard` : "Leaderboard" };
}

export default async function LeaderboardPage({ params, searchParams }: { params: Promise<{ game: string }>; searchParams: Promise<{ page?: string }> }) {
  const game = getGame((await params).game);
  if (!game) notFound();
  const page = z.coerce.number().int().min(1).max(100_000).catch(1).parse((await searchParams).page ?? 1);
  const board = await site.players.leaderboard(game.key, page);
  return (
    <div className="space-y-4">
      <h1>{game.name} leaderboard</h1>
      <p className="text-sm text-stone-600">
        Players with at least {LEADERBOARD_MIN_MATCHES} finished rated matches. The rating is the Weng-Lin (OpenSkill) estimate μ − 3σ: a
        level the player is almost surely above; it grows with results and with the number of matches.{" "}
        {Object.values(games)
          .filter((g) => g.key !== game.key)
          .map((g) => (
            <Link key={g.key} className="mr-2 underline" href={`/leaderboard/${g.key}`}>
              {g.name}
            </Link>
          ))}
      </p>
      {board.rows.length === 0 ? <p className="card">Nobody yet.</p> : null}
      {board.rows.length > 0 ? (
        <table className="card w-full text-left text-sm" data-testid="leaderboard">
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              <th scope="col">Rating</th>
              <th scope="col">Rated matches</th>
              <th scope="col">Won</th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((r) => (
              <tr key={r.username}>
                <td>{r.place}</td>
                <td>
                  <Link className="underline" href={`/u/${encodeURIComponent(r.username)}`}>
                    {r.username}
                  </Link>
                </td>
                <td>{r.rating}</td>
                <td>{r.matches}</td>
                <td>{r.wins}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="flex gap-3 text-sm">
        {page > 1 ? (
          <Link className="underline" href={`?page=${page - 1}`}>
            Previous page
          </Link>
        ) : null}
        <span>
          Page {board.page} of {board.pages}
        </span>
        {page < board.pages ? (
          <Link className="underline" href={`?page=${page + 1}`}>
            Next page
          </Link>
        ) : null}
      </p>
    </div>
  );
}
