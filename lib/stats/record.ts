/**
 * The statistics' writer: a finished match that counts (counted.ts) adds to its game's counters (GameStat,
 * GameSeatStat) in the transaction that finishes it, as lib/jobs/match-listeners.ts registers it. The same
 * statements serve the commit written in one statement (lib/matches/write/commit-at-once.ts), guarded there by
 * the commit having claimed its version; in a transaction the guard is TRUE.
 */
import { Prisma, type Tx } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import { siteNow } from "@/lib/clocks/site-time";
import type { MatchOutcome } from "@/lib/matches/lifecycle/outcome";
import { countsInStatistics, hasFinalScoring, type CountedMatchColumns } from "./counted";
import { variantsKey } from "./variants-key";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns of a finished match the writer reads (a LoadedMatch has them). */
export interface FinishedMatchColumns extends CountedMatchColumns {
  id: number;
  gameKey: string;
  playerCount: number;
  options: unknown;
  finishedAt: Date | null;
}

/**
 * The statements that add a finished match to its game's statistics (none if it does not count): its
 * counters, then its winners' seats. `turnsNotLogged`: turns ended by log rows this statement's own parts
 * write (a statement's parts do not see each other's rows); `guard`: the condition every insert waits for.
 */
export function finishedStatsInserts(
  match: FinishedMatchColumns,
  outcome: MatchOutcome,
  finishedAt: Date,
  turnsNotLogged: number,
  guard: Prisma.Sql,
): Prisma.Sql[] {
  if (!countsInStatistics(match) || match.startedAt === null) return [];
  const key = { game: match.gameKey, variants: variantsKey(match.options), players: match.playerCount };
  const days = Math.max(0, finishedAt.getTime() - match.startedAt.getTime()) / DAY_MS;
  const scored = hasFinalScoring(outcome) && outcome.winners.length > 0;
  const winningScore = scored ? Math.max(...outcome.winners.map((w) => outcome.scores[w] ?? 0)) : 0;
  const turns = Prisma.sql`((SELECT count(*) FROM "MoveLog" l WHERE l."matchId" = ${match.id} AND l."endsTurn")::int + ${turnsNotLogged}::int)`;
  const stat = Prisma.sql`
    INSERT INTO "GameStat" ("gameKey", "variants", "players", "matches", "daysSum", "turnsSum", "scoredMatches", "winningScoreSum", "updatedAt")
    SELECT ${key.game}, ${key.variants}, ${key.players}::int, 1, ${days}::float8, ${turns}, ${scored ? 1 : 0}::int, ${winningScore}::float8, ${sqlTime(finishedAt)}::timestamp
    WHERE ${guard}
    ON CONFLICT ("gameKey", "variants", "players") DO UPDATE SET
      "matches" = "GameStat"."matches" + 1,
      "daysSum" = "GameStat"."daysSum" + EXCLUDED."daysSum",
      "turnsSum" = "GameStat"."turnsSum" + EXCLUDED."turnsSum",
      "scoredMatches" = "GameStat"."scoredMatches" + EXCLUDED."scoredMatches",
      "winningScoreSum" = "GameStat"."winningScoreSum" + EXCLUDED."winningScoreSum",
      "updatedAt" = EXCLUDED."updatedAt"`;
  const winners = [...new Set(outcome.winners)];
  if (winners.length === 0) return [stat];
  const seats = Prisma.sql`
    INSERT INTO "GameSeatStat" ("gameKey", "variants", "players", "seat", "wins")
    SELECT ${key.game}, ${key.variants}, ${key.players}::int, w.seat, 1
    FROM unnest(string_to_array(${winners.join(",")}, ',')::int[]) AS w(seat)
    WHERE ${guard}
    ON CONFLICT ("gameKey", "variants", "players", "seat") DO UPDATE SET "wins" = "GameSeatStat"."wins" + 1`;
  return [stat, seats];
}

/** The `finished` listener's part: adds the match to its game's statistics in the finishing transaction. */
export async function recordFinishedMatch(tx: Tx, match: FinishedMatchColumns, outcome: MatchOutcome): Promise<void> {
  const at = match.finishedAt ?? siteNow();
  for (const sql of finishedStatsInserts(match, outcome, at, 0, Prisma.sql`TRUE`)) await tx.$executeRaw(sql);
}
