/**
 * A turn that ends itself, on the server. When a player's step leaves ending the turn as their only legal
 * move and they have automatic end of turn on (User.autoEndTurnSeconds, the grace period; 0 is off), the
 * step's own statement writes a `TurnAutoEnd` row due after the grace period (quick-step.ts); an undo,
 * another step and "Keep my turn open" delete it, and so does the commit that ends the turn
 * (commit-at-once.ts, progress.ts). The job runner (lib/jobs/runner.ts, every second) commits the turns that
 * are due: closing the page, losing the network or navigating away changes nothing. The page only shows the
 * countdown, fed by the due time.
 *
 * Exactly once, with several instances on one PostgreSQL: a runner claims due rows with FOR UPDATE SKIP
 * LOCKED and a lease, and commits through the ordinary commit path, which checks the match's version: of a
 * player's own commit and the runner's, whichever is written first wins and the other is refused. The runner
 * commits only if, at the version it commits on, the row is still due and ending the turn is still the only
 * legal move (play.ts `endTurnAutomatically`), so a step made after the claim (which moves the version and
 * the due time) is never ended early.
 */
import { Prisma, type Db } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import { canonicalJson } from "@/lib/engine/canonical";
import { endTurnMove, pendingOf, type AnyGame, type PendingBySeat, type Seat } from "@/lib/engine";
import { seenBy, type TurnAnswer } from "./turn-answer";
import { matchEventParts } from "@/lib/live/publish";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { claimDueRows, dropDueRow, type DueRow } from "./due-rows";

/** How long a runner's claim on a due row lasts: a runner that died mid-commit leaves it to the next after this. */
const LEASE_MS = 30_000;
/** Due rows one pass claims. */
const BATCH = 20;

/**
 * Whether ending the turn is the only legal move of `seat` on the state it sees (its pending steps
 * included): what the page's countdown and the runner both ask.
 */
export function onlyEndLeft(game: AnyGame, committed: unknown, pending: PendingBySeat<unknown>, seat: Seat): boolean {
  const seen = seenBy(game, committed, pending, seat);
  return seen !== null && onlyEndIn(game, seen, seat, game.legalMoves(seen, seat));
}

/** The same on the state the seat sees (turn-answer.ts `seenBy`) with its legal moves there, worked out already. */
export function onlyEndIn(game: AnyGame, seen: unknown, seat: Seat, legal: unknown[]): boolean {
  if (legal.length !== 1) return false;
  const end = endTurnMove(game, seen, seat);
  return end.ok && canonicalJson(end.value) === canonicalJson(legal[0]);
}

/**
 * When the seat's turn ends by itself after a step that left `pending`: now plus the player's grace period,
 * if the step left a turn with steps in it whose only legal move is ending it; else null. `turn`: the seat's
 * turn after the step (turn-answer.ts), whose legal moves are the ones asked about.
 */
export function autoEndAfterStep(
  game: AnyGame,
  seen: unknown | null,
  turn: TurnAnswer,
  pending: PendingBySeat<unknown>,
  seat: Seat,
  graceSeconds: number,
  now: Date,
): Date | null {
  if (graceSeconds <= 0 || seen === null || pendingOf(pending, seat).length === 0) return null;
  return onlyEndIn(game, seen, seat, turn.legalMoves) ? new Date(now.getTime() + graceSeconds * 1000) : null;
}

/**
 * The CTE `auto` of a step's statement (quick-step.ts), run only if the statement's `claimed` CTE claimed
 * the version: the seat's row written with its due time, or deleted when the step left no automatic end.
 */
export function autoEndWrite(matchId: number, seat: Seat, userId: string, dueAt: Date | null): Prisma.Sql {
  if (dueAt === null) {
    return Prisma.sql`auto AS (
      DELETE FROM "TurnAutoEnd" WHERE "matchId" = ${matchId} AND "seatIndex" = ${seat} AND EXISTS (SELECT 1 FROM claimed)
      RETURNING 1)`;
  }
  return Prisma.sql`auto AS (
    INSERT INTO "TurnAutoEnd" ("matchId", "seatIndex", "userId", "dueAt", "leaseUntil")
    SELECT claimed."id", ${seat}, ${userId}, ${sqlTime(dueAt)}::timestamp, NULL FROM claimed
    ON CONFLICT ("matchId", "seatIndex") DO UPDATE SET "userId" = EXCLUDED."userId", "dueAt" = EXCLUDED."dueAt", "leaseUntil" = NULL
    RETURNING 1)`;
}

/** The seats of a match with no pending steps after a commit (`pending`): their automatic ends are void. */
export function settledSeats(pending: PendingBySeat<unknown>, seatCount: number): Seat[] {
  return Array.from({ length: seatCount }, (_, seat) => seat).filter((seat) => pendingOf(pending, seat).length === 0);
}

/** The CTE `ended` of a commit's statement (commit-at-once.ts): the settled seats' automatic ends deleted. */
export function autoEndsSettled(matchId: number, seats: Seat[], guard: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`ended AS (
    DELETE FROM "TurnAutoEnd" WHERE "matchId" = ${matchId} AND "seatIndex" = ANY(string_to_array(${seats.join(",")}, ',')::int[]) AND ${guard}
    RETURNING 1)`;
}

/** A seat's automatic end, as an expression of a statement that joins the match `m` and the seat `s`. */
export const autoEndDue = Prisma.sql`(SELECT a."dueAt" FROM "TurnAutoEnd" a WHERE a."matchId" = m."id" AND a."seatIndex" = s."seatIndex")`;
/** The same as the column "autoEndAt". */
export const autoEndColumn = Prisma.sql`${autoEndDue} AS "autoEndAt"`;

/** A due row claimed by this runner. */
export interface ClaimedAutoEnd extends DueRow {
  userId: string;
}

/** Claims up to BATCH due rows (not claimed by another runner, or whose claim lapsed) until now + LEASE_MS. */
export function claimDueAutoEnds(db: Db, now: Date): Promise<ClaimedAutoEnd[]> {
  return claimDueRows<ClaimedAutoEnd>(db, "TurnAutoEnd", now, LEASE_MS, BATCH, ["userId"]);
}

/** Forgets a claimed row that no longer applies, unless a newer step wrote it again meanwhile (another due time). */
export function dropAutoEnd(db: Db, row: ClaimedAutoEnd): Promise<void> {
  return dropDueRow(db, "TurnAutoEnd", row);
}

/** Gives a claimed row back to the next pass (its commit kept meeting other writes). */
export async function releaseAutoEnd(db: Db, row: ClaimedAutoEnd): Promise<void> {
  await db.$executeRaw`UPDATE "TurnAutoEnd" SET "leaseUntil" = NULL WHERE "matchId" = ${row.matchId} AND "seatIndex" = ${row.seatIndex} AND "dueAt" = ${sqlTime(row.dueAt)}::timestamp`;
}

/**
 * "Keep my turn open": the caller's automatic end in this match is cancelled. It moves the version as a step
 * does (and tells the player's other pages, `stepBy`), so that a runner's commit made on the version before
 * is refused: whichever is written first wins, and the player is never overruled by a commit read earlier.
 */
export async function keepTurnOpen(
  db: Db,
  userId: string,
  matchId: number,
): Promise<MatchResult<{ kept: boolean; version?: number }>> {
  const seat = await db.seat.findFirst({
    where: { matchId, userId, joinedAt: { not: null } },
    select: { seatIndex: true },
  });
  if (!seat) return fail((await db.match.count({ where: { id: matchId } })) === 0 ? "NOT_FOUND" : "NOT_A_PLAYER");
  const live = matchEventParts(seat.seatIndex);
  const rows = await db.$queryRaw<{ version: number }[]>`
    WITH gone AS (
      DELETE FROM "TurnAutoEnd" WHERE "matchId" = ${matchId} AND "seatIndex" = ${seat.seatIndex}
      RETURNING 1
    ),
    claimed AS (
      UPDATE "Match" SET "version" = "version" + 1 WHERE "id" = ${matchId} AND EXISTS (SELECT 1 FROM gone)
      RETURNING "id", "version", "publicVersion"
    ),
    ${live.event}
    SELECT claimed."version", ${live.notified} FROM claimed`;
  const row = rows[0];
  return { ok: true, value: row ? { kept: true, version: row.version } : { kept: false } };
}
