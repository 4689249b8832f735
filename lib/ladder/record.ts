/**
 * The ladder's writer: a finished rated match adds each player's placement points (points.ts), one match and
 * a win if they won to their row of the game's season, in the transaction that finishes it (the `finished`
 * listener, lib/jobs/match-listeners.ts). What counts is what the ratings count (lib/ratings `participants`):
 * rated, every seat a person (or the bot that took over from one: their result counts), nobody twice. Guest
 * matches are never rated, and are left out here too whatever their flag says. Unrated matches never count.
 *
 * Once per match: one statement first claims the match in LadderMatch (its key is the match id), and adds to
 * the rows only if that claim was new. The season is the quarter of the match's end as the finishing write
 * stored it (`to_char(finishedAt, 'YYYY"-Q"Q')`, the twin of seasons.ts `seasonOf`). The rows are upserted
 * in user id order and their counters added in place, so two matches of the same players finishing at once
 * both count (no lost update, no deadlock). New seasons start empty: there is no backfill of older matches.
 */
import { Prisma, type Tx } from "@/lib/db";
import type { MatchOutcome } from "@/lib/matches/lifecycle/outcome";
import { participants } from "@/lib/ratings/store";
import { seatResults } from "./points";

/** The columns of a finished match the writer reads (a LoadedMatch has them). */
export interface LadderMatchColumns {
  id: number;
  rated: boolean;
  guest: boolean;
  seats: { seatIndex: number; userId: string | null; formerUserId: string | null }[];
}

/** Whether a finished match counts in its game's ladder. */
export function countsInLadder(match: LadderMatchColumns): boolean {
  if (!match.rated || match.guest) return false;
  const people = participants(match.seats);
  return people !== null && people.length >= 2;
}

/** Adds a finished match to its game's ladder (nothing if it does not count or counted already); whether it did. */
export async function recordLadderMatch(tx: Tx, match: LadderMatchColumns, outcome: MatchOutcome): Promise<boolean> {
  if (!countsInLadder(match)) return false;
  const points = new Map(seatResults(outcome).map((p) => [p.seat, p]));
  const rows = participants(match.seats)!
    .map((p) => ({ userId: p.userId, points: points.get(p.seat)?.points ?? 0, won: points.get(p.seat)?.won ?? false }))
    .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const written = await tx.$executeRaw(Prisma.sql`
    WITH claimed AS (
      INSERT INTO "LadderMatch" ("matchId", "gameKey", "season", "at")
      SELECT m."id", m."gameKey", to_char(m."finishedAt", 'YYYY"-Q"Q'), m."finishedAt"
      FROM "Match" m WHERE m."id" = ${match.id} AND m."finishedAt" IS NOT NULL
      ON CONFLICT ("matchId") DO NOTHING
      RETURNING "gameKey", "season", "at"
    )
    INSERT INTO "LadderEntry" ("gameKey", "season", "userId", "points", "matches", "wins", "updatedAt")
    SELECT c."gameKey", c."season", p."userId", p."points", 1, p."won", c."at"
    FROM claimed c,
      unnest(${rows.map((r) => r.userId)}::text[], ${rows.map((r) => r.points)}::float8[], ${rows.map((r) => (r.won ? 1 : 0))}::int[])
        WITH ORDINALITY AS p("userId", "points", "won", "n")
    ORDER BY p."n"
    ON CONFLICT ("gameKey", "season", "userId") DO UPDATE SET
      "points" = "LadderEntry"."points" + EXCLUDED."points",
      "matches" = "LadderEntry"."matches" + 1,
      "wins" = "LadderEntry"."wins" + EXCLUDED."wins",
      "updatedAt" = EXCLUDED."updatedAt"`);
  return written > 0;
}
