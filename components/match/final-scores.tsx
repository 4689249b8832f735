import type { MatchView } from "@/lib/matches/views";
import { ranking } from "@/lib/matches/outcome";
import { seatName } from "@/components/boards/types";

const FORFEIT = { timeout: "ran out of time", resign: "resigned" } as const;

/** The final ranking; a game's board may show its own detailed breakdown as well. */
export function FinalScores({ match }: { match: MatchView }) {
  const outcome = match.outcome;
  if (!outcome) return null;
  return (
    <section className="card" data-testid="final-scores">
      <h2>Final result</h2>
      {outcome.endedEarly ? <p className="text-sm">The match ended before its final scoring.</p> : null}
      <ol className="mt-2 list-none pl-0">
        {ranking(outcome).map((r) => (
          <li key={r.seat}>
            {r.rank}. {seatName(match.seats, r.seat)}
            {r.forfeit ? `: ${FORFEIT[r.forfeit]}` : outcome.endedEarly ? "" : `: ${r.score} points`}
            {r.winner ? " — winner" : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}
