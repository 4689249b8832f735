import Link from "next/link";
import { games } from "@/lib/games";

export const metadata = { title: "How to play" };

export default function RulesIndex() {
  return (
    <div className="space-y-4">
      <h1>How to play</h1>
      <p>A guide to each game: the goal, a turn on this site, the scoring and the end, followed by the site&rsquo;s decisions where the printed rules are silent.</p>
      <ul className="card list-disc pl-8">
        {Object.values(games).map((g) => (
          <li key={g.key}>
            <Link className="underline" href={`/rules/${g.key}`}>
              {g.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
