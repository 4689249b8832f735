/**
 * A match's result as the site keeps it: the game's outcome, and the players who forfeited (resigned or ran
 * out of time), who are ranked last whatever their score and cannot win. A two-player match ends at once
 * when one player forfeits; the other wins without a final scoring.
 */
import type { Outcome, Seat } from "@/lib/engine";

export const FORFEIT_REASONS = ["timeout", "resign"] as const;
export type ForfeitReason = (typeof FORFEIT_REASONS)[number];

export interface MatchOutcome extends Outcome {
  forfeits?: { seat: Seat; reason: ForfeitReason }[];
  /** The match ended before the game did (two players, one forfeited): the scores are not a final scoring. */
  endedEarly?: boolean;
}

export function forfeitsOf(
  seats: { seatIndex: number; forfeit: string | null }[],
): { seat: Seat; reason: ForfeitReason }[] {
  return seats.flatMap((s) =>
    FORFEIT_REASONS.includes(s.forfeit as ForfeitReason)
      ? [{ seat: s.seatIndex, reason: s.forfeit as ForfeitReason }]
      : [],
  );
}

/** The game's outcome with the forfeits applied: a forfeited seat never wins; the best of the others do. */
export function withForfeits(outcome: Outcome, seats: { seatIndex: number; forfeit: string | null }[]): MatchOutcome {
  const forfeits = forfeitsOf(seats);
  if (forfeits.length === 0) return outcome;
  const out = new Set(forfeits.map((f) => f.seat));
  let winners = outcome.winners.filter((w) => !out.has(w));
  if (winners.length === 0) {
    const eligible = outcome.scores.map((score, seat) => ({ seat, score })).filter((r) => !out.has(r.seat));
    const best = Math.max(...eligible.map((r) => r.score));
    winners = eligible.filter((r) => r.score === best).map((r) => r.seat);
  }
  return { ...outcome, winners, forfeits };
}

/** Two players, one forfeits: the match ends now and the other player wins. */
export function endedByForfeit(players: number, seat: Seat, reason: ForfeitReason): MatchOutcome {
  const others = Array.from({ length: players }, (_, i) => i).filter((i) => i !== seat);
  return {
    scores: Array.from({ length: players }, () => 0),
    winners: others,
    forfeits: [{ seat, reason }],
    endedEarly: true,
  };
}

export interface RankRow {
  seat: Seat;
  score: number;
  rank: number;
  winner: boolean;
  forfeit?: ForfeitReason;
}

/** Winners first, then by score; forfeited seats last. Equal places share a rank. */
export function ranking(outcome: MatchOutcome): RankRow[] {
  const forfeit = new Map((outcome.forfeits ?? []).map((f) => [f.seat, f.reason]));
  const rows = outcome.scores.map((score, seat) => ({
    seat,
    score,
    winner: outcome.winners.includes(seat),
    forfeit: forfeit.get(seat),
  }));
  const key = (r: (typeof rows)[number]) => [r.forfeit ? 1 : 0, r.winner ? 0 : 1, -r.score] as const;
  rows.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2] || a.seat - b.seat;
  });
  const out: RankRow[] = [];
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    const tied = prev && key(prev).every((k, j) => k === key(r)[j]);
    out.push({
      seat: r.seat,
      score: r.score,
      winner: r.winner,
      rank: tied ? (out[i - 1]?.rank ?? i + 1) : i + 1,
      ...(r.forfeit ? { forfeit: r.forfeit } : {}),
    });
  });
  return out;
}
