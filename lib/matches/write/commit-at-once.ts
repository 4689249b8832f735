/**
 * A commit written in one statement. Most commits hand the turn on and nothing more: the match row (state,
 * pending steps, awaited seats, version and public version), the live event and its NOTIFY, the log entries,
 * the seats' clocks, the "your turn" notices and the void automatic ends of turns (auto-end.ts). Written as one statement they are one transaction without an interactive one
 * (no BEGIN, no COMMIT, no round trip per table): every part but the match row's update is guarded by that
 * update having claimed the version the plan was made on, so a commit that lost a race writes nothing.
 *
 * The plan was made from a match read before this statement, outside any transaction; the version check is
 * what makes that safe: the match row, its log and its awaited seats change only with the version. Seat
 * columns that change without it (a vacation pausing a clock) are the ones SeatChanges leaves alone unless
 * the plan names them, as in the transactional path.
 *
 * A commit that passes a multiple of SNAPSHOT_EVERY log entries stores its replay snapshot in the same
 * statement, and one that finishes an unrated match its outcome and the result mails. Finishing a rated
 * match reads and locks the players' ratings: that goes through `writeProgress` in a transaction instead
 * (`writableAtOnce`).
 */
import { Prisma, type Db } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import { sqlTime } from "@/lib/db/sql-time";
import { matchEventParts } from "@/lib/live/publish";
import { matchEvents } from "../store/match-events";
import { outboxInsert } from "@/lib/mail/outbox";
import { logRow, type ProgressPlan } from "./progress";
import { passesSnapshot } from "./replay-snapshots";
import { autoEndsSettled, settledSeats } from "./auto-end";
import type { PendingBySeat } from "@/lib/engine";
import type { LoadedMatch } from "../store/store";

/** Whether a plan can be written by `writeCommitAtOnce`. */
export function writableAtOnce(plan: ProgressPlan): boolean {
  // A match with strong bots writes their turns' rows (bot-turns.ts) in the transaction.
  return (
    plan.claim !== undefined &&
    plan.segments.length > 0 &&
    !(plan.outcome !== null && plan.rated) &&
    plan.strongAwaited === null
  );
}

/**
 * Writes a plan (`writableAtOnce`) if the match is still at the claimed version. Returns the new version, or
 * null when another write came first (nothing was written).
 */
export async function writeCommitAtOnce(db: Db, match: LoadedMatch, plan: ProgressPlan): Promise<number | null> {
  if (!writableAtOnce(plan) || plan.claim === undefined)
    throw new Error("writeCommitAtOnce: this plan needs a transaction (writeProgress).");
  const { data } = plan;
  const claimedIt = Prisma.sql`EXISTS (SELECT 1 FROM claimed)`;
  // The log rows as one JSON parameter (their "matchId" is the claimed row's, below).
  const rows = plan.segments.map((s, i) => logRow(match.id, plan.logCount + i, s));
  const events = matchEvents();
  const notices = events.turnNoticesInsert(match, plan.newlyAwaited, plan.now, claimedIt);
  const live = matchEventParts();
  // A finish: the columns writeProgress sets with the outcome (planProgress).
  const finish = data.status
    ? Prisma.sql`"status" = 'finished', "outcome" = ${JSON.stringify(data.outcome)}::jsonb, "finishedAt" = ${sqlTime(data.finishedAt!)}::timestamp, "cancelVote" = NULL,`
    : Prisma.empty;
  const parts: Prisma.Sql[] = [];
  const after = plan.logCount + plan.segments.length;
  if (passesSnapshot(plan.logCount, after)) {
    // The committed state after this commit's entries (replay-snapshots.ts), the same bytes as the match row's.
    parts.push(
      Prisma.sql`, snap AS (INSERT INTO "ReplaySnapshot" ("matchId", "entries", "packedState") SELECT claimed."id", ${after}, ${data.packedState} FROM claimed)`,
    );
  }
  if (plan.outcome !== null) {
    const mails = events.finishedMails(match, plan.outcome);
    if (mails.length > 0) parts.push(Prisma.sql`, mails AS (${outboxInsert(mails, claimedIt, plan.now)})`);
    const turns = plan.segments.filter((s) => s.endsTurn).length;
    (events.finishedInserts?.(match, plan.outcome, plan.now, turns, claimedIt) ?? []).forEach((sql, i) =>
      parts.push(Prisma.sql`, ${Prisma.raw(`finished_${i}`)} AS (${sql})`),
    );
  }
  if (plan.seatChanges.size > 0) parts.push(Prisma.sql`, seats AS (${plan.seatChanges.update(claimedIt)})`);
  // The automatic ends of the seats this commit leaves without pending steps (auto-end.ts) are void.
  parts.push(
    Prisma.sql`, ${autoEndsSettled(match.id, settledSeats(data.pending as PendingBySeat<unknown>, match.seats.length), claimedIt)}`,
  );
  if (notices) parts.push(Prisma.sql`, notices AS (${notices})`);
  const result = await queryRows<{ version: number }>(
    db,
    Prisma.sql`
    WITH claimed AS (
      UPDATE "Match" SET
        "packedState" = ${data.packedState},
        "pending" = ${JSON.stringify(data.pending)}::json,
        "activeSeats" = string_to_array(${data.activeSeats.join(",")}, ',')::int[],
        "awaitingSince" = COALESCE(${data.awaitingSince ? sqlTime(data.awaitingSince) : null}::timestamp, "awaitingSince"),
        ${finish}
        "version" = "version" + 1,
        "publicVersion" = "publicVersion" + 1
      WHERE "id" = ${match.id} AND "version" = ${plan.claim}
      RETURNING "id", "version", "publicVersion"
    ),
    ${live.event},
    log AS (
      INSERT INTO "MoveLog" ("matchId", "index", "seat", "moves", "lines", "marks", "endsTurn", "createdAt")
      SELECT claimed."id", r."index", r."seat", r."moves", r."lines", r."marks", r."endsTurn", ${sqlTime(new Date())}::timestamp
      FROM claimed, json_to_recordset(${JSON.stringify(rows)}::json) AS r("index" int, "seat" int, "moves" json, "lines" json, "marks" json, "endsTurn" boolean)
    )
    ${parts.length > 0 ? Prisma.join(parts, "") : Prisma.empty}
    SELECT claimed."version", ${live.notified}
    FROM claimed`,
  );
  return result[0]?.version ?? null;
}
