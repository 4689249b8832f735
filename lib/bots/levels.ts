/** The bot levels a seat may be given, and the strong bot's thinking time per move. */

export const BOT_LEVELS = ["random", "greedy", "strong"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Wall-clock time the strong bot thinks per move, by default and at most (issue 40). */
export const DEFAULT_BUDGET_MS = 1000;
export const MAX_BUDGET_MS = 5000;
export const MIN_BUDGET_MS = 10;

/** A budget within [MIN_BUDGET_MS, MAX_BUDGET_MS]; absent or not a number: the default. */
export function clampBudget(ms: number | undefined): number {
  if (ms === undefined || !Number.isFinite(ms)) return DEFAULT_BUDGET_MS;
  return Math.min(MAX_BUDGET_MS, Math.max(MIN_BUDGET_MS, Math.round(ms)));
}
