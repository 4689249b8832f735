/**
 * Steps, undos and refused commits without an interactive transaction. Optimistic concurrency needs no lock
 * between reading and writing: the read is one statement (one snapshot) and the write is one statement that
 * changes the row only if its version is still the one read, so a step can never land on a match that
 * changed meanwhile. That write also writes the live event and its NOTIFY (sent only if the statement
 * commits) and marks the seat seen, as `claimVersion` and `markSeen` do inside a transaction.
 *
 * A commit (a step that ends the turn or reveals) writes more: the log, the clocks, bots' turns and notices,
 * after reading the seats and their users too (play.ts: usually one more statement, commit-at-once.ts). A
 * commit the game refuses ("you cannot end your turn yet") is answered from the read alone.
 */
import { Prisma, type Db } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import type { TokenUser } from "@/lib/accounts/api-tokens";
import { readMatchFor, readMatchForToken } from "../read/caller-read";
import { sqlTime } from "@/lib/db/sql-time";
import { matchEventParts } from "@/lib/live/publish";
import { unanswered } from "./seen";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { unpackState } from "../store/packed-state";
import type { LoadedMatch } from "../store/store";
import { autoEndColumn, autoEndWrite } from "./auto-end";

/** What a step needs of the match and the caller's seat, read in one statement. */
export interface StepRead {
  version: number;
  status: string;
  gameKey: string;
  rulesVersion: number;
  state: unknown;
  pending: unknown;
  seatId: string;
  seatIndex: number;
  /** The seat's player (the caller). */
  userId: string;
  turnMailSentAt: Date | null;
  seenAt: Date | null;
  /** The player's grace period before a turn left with nothing but ending it ends by itself (auto-end.ts); 0: off. */
  autoEndSeconds: number;
}

type Row = Omit<StepRead, "seatId" | "seatIndex" | "userId" | "state"> & {
  packedState: Uint8Array | null;
  seatId: string | null;
  seatIndex: number | null;
  userId: string | null;
};

/** The match's columns and the caller's seat's (lib/matches/read/caller-read.ts joins `m` and `s`). */
const stepColumns = Prisma.sql`
  m."version", m."status"::text AS "status", m."gameKey", m."rulesVersion", m."packedState", m."pending",
  s."id" AS "seatId", s."seatIndex", s."userId" AS "userId", s."turnMailSentAt", s."seenAt",
  COALESCE((SELECT u."autoEndTurnSeconds" FROM "User" u WHERE u."id" = s."userId"), 0) AS "autoEndSeconds"`;

/** The match and the caller's joined seat, or the refusal a transaction would have given (NOT_FOUND, NOT_A_PLAYER, ...). */
export async function readForStep(
  db: Db,
  userId: string,
  matchId: number,
  version: number,
): Promise<MatchResult<StepRead>> {
  return checked(await readMatchFor<Row>(db, userId, matchId, stepColumns), version);
}

/** The same read with the seat's automatic end (auto-end.ts): the job runner's, before it ends a turn. */
export async function readForAutoEnd(
  db: Db,
  userId: string,
  matchId: number,
  version: number,
): Promise<MatchResult<StepRead & { autoEndAt: Date | null }>> {
  const row = await readMatchFor<Row & { autoEndAt: Date | null }>(
    db,
    userId,
    matchId,
    Prisma.sql`${stepColumns}, ${autoEndColumn}`,
  );
  const read = checked(row, version);
  return read.ok ? { ok: true, value: { ...read.value, autoEndAt: row?.autoEndAt ?? null } } : read;
}

/**
 * The same read for the caller an API token names, token and match in one statement (a script's step or
 * commit: one statement fewer). Null when the token is unknown or its user blocked (`userForApiToken`).
 */
export async function readForStepByToken(
  db: Db,
  token: string,
  matchId: number,
  version: number,
): Promise<{ caller: TokenUser; read: MatchResult<StepRead> } | null> {
  const read = await readMatchForToken<Row>(db, token, matchId, stepColumns);
  return read && { caller: read.caller, read: checked(read.row, version) };
}

/**
 * The same read taken from a match loaded with its seats (store.ts `loadMatch`), for `userId`'s joined seat:
 * a commit, which needs the seats anyway, reads once. No automatic end is worked out after a commit, so
 * `autoEndSeconds` is 0 here; the state is the loaded match's (unpacked once, when first asked for).
 */
export function stepReadOf(match: LoadedMatch, userId: string, version: number): MatchResult<StepRead> {
  const seat = match.seats.find((s) => s.userId === userId && s.joinedAt !== null);
  const row: Row = {
    version: match.version,
    status: match.status,
    gameKey: match.gameKey,
    rulesVersion: match.rulesVersion,
    packedState: match.packedState,
    pending: match.pending,
    seatId: seat?.id ?? null,
    seatIndex: seat?.seatIndex ?? null,
    userId: seat ? userId : null,
    turnMailSentAt: seat?.turnMailSentAt ?? null,
    seenAt: seat?.seenAt ?? null,
    autoEndSeconds: 0,
  };
  return checked(row, version, () => match.state);
}

/** The refusal a transaction would give, or the read (its state from `state` where the caller has it unpacked). */
function checked(row: Row | undefined, version: number, state?: () => unknown): MatchResult<StepRead> {
  if (!row) return fail("NOT_FOUND");
  if (row.seatId === null || row.seatIndex === null || row.userId === null) return fail("NOT_A_PLAYER");
  if (row.status !== "running" || row.packedState === null) return fail("MATCH_NOT_RUNNING");
  if (row.version !== version) return fail("STALE_VERSION");
  // Field by field: a token's read carries the token's columns too, which a step has no use for.
  return {
    ok: true,
    value: {
      version: row.version,
      status: row.status,
      gameKey: row.gameKey,
      rulesVersion: row.rulesVersion,
      state: state ? state() : unpackState(row.packedState),
      pending: row.pending,
      seatId: row.seatId,
      seatIndex: row.seatIndex,
      userId: row.userId,
      turnMailSentAt: row.turnMailSentAt,
      seenAt: row.seenAt,
      autoEndSeconds: row.autoEndSeconds,
    },
  };
}

/**
 * Stores the seat's new pending steps if the match is still at `version`: the version bumped (not the public
 * one: nobody else sees the step), the live event written and notified, the seat marked seen (when a turn
 * mail is unanswered), the seat's automatic end written when `autoEndAt` is set and deleted otherwise
 * (auto-end.ts). STALE_VERSION when another write came first (nothing is written then).
 */
export async function writeStep(
  db: Db,
  read: StepRead,
  matchId: number,
  pending: unknown,
  now: Date,
  autoEndAt: Date | null = null,
): Promise<MatchResult<{ version: number }>> {
  const seen = unanswered(read) ? sqlTime(now) : null;
  // Only this seat's unfinished turn changed: the event says so (no seat's turn changed).
  const live = matchEventParts(read.seatIndex);
  const rows = await queryRows<{ version: number }>(
    db,
    Prisma.sql`
    WITH claimed AS (
      UPDATE "Match" SET "pending" = ${JSON.stringify(pending)}::json, "version" = "version" + 1
      WHERE "id" = ${matchId} AND "version" = ${read.version}
      RETURNING "id", "version", "publicVersion"
    ),
    seen AS (
      UPDATE "Seat" SET "seenAt" = ${seen}::timestamp
      WHERE "id" = ${read.seatId} AND ${seen}::timestamp IS NOT NULL AND EXISTS (SELECT 1 FROM claimed)
      RETURNING "id"
    ),
    ${live.event},
    ${autoEndWrite(matchId, read.seatIndex, read.userId, autoEndAt)}
    SELECT claimed."version", ${live.notified},
      (SELECT count(*) FROM seen)::int AS "seen"
    FROM claimed`,
  );
  const row = rows[0];
  return row ? { ok: true, value: { version: row.version } } : fail("STALE_VERSION");
}
