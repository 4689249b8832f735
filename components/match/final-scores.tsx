import { getTranslations } from "next-intl/server";
import type { MatchView } from "@/lib/matches/read/views";
import { ranking } from "@/lib/matches/lifecycle/outcome";
import { seatName } from "@/components/boards/types";

/** The final ranking; a game's board may show its own detailed breakdown as well. */
export async function FinalScores({ match }: { match: MatchView }) {
  const outcome = match.outcome;
  if (!outcome) return null;
  const t = await getTranslations("match");
  return (
    <section className="card" data-testid="final-scores">
      <h2>{t("scores.heading")}</h2>
      {outcome.endedEarly ? <p className="text-sm">{t("scores.endedEarly")}</p> : null}
      <ol className="mt-2 list-none pl-0">
        {ranking(outcome).map((r) => (
          <li key={r.seat}>
            {r.rank}. {seatName(match.seats, r.seat)}
            {r.forfeit
              ? `: ${t(`forfeit.${r.forfeit}`)}`
              : outcome.endedEarly
                ? ""
                : `: ${t("scores.points", { points: r.score })}`}
            {r.winner ? t("scores.winner") : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}
