import Link from "next/link";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/current";
import { games } from "@/lib/games";

export default async function Home() {
  if (await currentUser()) redirect("/games");
  return (
    <div className="space-y-6">
      <section className="card space-y-3">
        <h1>Board games at your own pace</h1>
        <p>
          Start a game with friends, make your move when you have a minute, and get an email when it is your turn again.
          Undo freely until you end your turn; read back everything that happened.
        </p>
        <p className="flex gap-2">
          <Link className="btn btn-primary" href="/register">
            Create an account
          </Link>
          <Link className="btn" href="/signin">
            Sign in
          </Link>
        </p>
      </section>
      <section className="card">
        <h2>Games</h2>
        <ul className="mt-2 list-disc pl-6">
          {Object.values(games).map((g) => (
            <li key={g.key}>
              <Link className="underline" href={`/rules/${g.key}`}>
                {g.name}
              </Link>{" "}
              ({g.minPlayers}–{g.maxPlayers} players)
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
