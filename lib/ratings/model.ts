/**
 * The rating model: Weng-Lin (Bayesian, multiplayer, ties), as the `openskill` package implements it with
 * its default Plackett-Luce model and constants (mu 25, sigma 25/3). Every player is a team of one; ranks
 * come from the match's ranking (1 = first; equal places share a rank; resigned or timed-out seats last).
 * Shown as mu - 3 sigma ("ordinal"): the rating the player is almost surely above. Pure.
 */
import { ordinal, rate, rating as fresh } from "openskill";

export interface SkillRating {
  mu: number;
  sigma: number;
}

export const NEW_RATING: SkillRating = fresh();

/** The ratings after one match, in the order given. */
export function rateMatch(players: { rating: SkillRating; rank: number }[]): SkillRating[] {
  const teams = players.map((p) => [{ mu: p.rating.mu, sigma: p.rating.sigma }]);
  const after = rate(teams, { rank: players.map((p) => p.rank) });
  return after.map((team) => ({ mu: team[0]!.mu, sigma: team[0]!.sigma }));
}

/** What people see: mu - 3 sigma, to one decimal place. */
export function shownRating(r: SkillRating): number {
  return Math.round(ordinal(r) * 10) / 10;
}
