import type { MatchView } from "@/lib/matches/views";
import { seatName } from "@/components/boards/types";

/** The final ranking; a game's board may show its own detailed breakdown as well. */
export function FinalScores({ match }: { match: MatchView }) {
  const outcome = match.outcome;
  if (!outcome) return null;
  const rows = outcome.scores.map((score, seat) => ({ seat, score })).sort((a, b) => b.score - a.score);
  return (
    <section className="card" data-testid="final-scores">
      <h2>Final result</h2>
      <ol className="mt-2 list-decimal pl-6">
        {rows.map((r) => (
          <li key={r.seat}>
            {seatName(match.seats, r.seat)}: {r.score} points{outcome.winners.includes(r.seat) ? " — winner" : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}
