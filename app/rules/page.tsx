import Link from "next/link";
import { games } from "@/lib/games";

export const metadata = { title: "Rules" };

export default function RulesIndex() {
  return (
    <div className="space-y-4">
      <h1>Rules notes</h1>
      <p>What the online version of each game decides where the rule texts are silent.</p>
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
