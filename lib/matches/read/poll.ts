/**
 * What a script polling for its turn needs (GET .../moves): the version, whether it is the caller's turn,
 * their legal moves and whether they may end the turn now (turn-answer.ts), without the view or the history. The most frequent request of all, so one hand-written
 * statement: the match row and the caller's seat, with the state only when the caller is awaited. A caller
 * with an API token is read in the same statement (`getMyMovesByToken`): for a script, a poll is then one
 * statement in all instead of one for the token and one for the match.
 */
import { Prisma, type Db } from "@/lib/db";
import type { PendingBySeat } from "@/lib/engine";
import type { TokenUser } from "@/lib/accounts/api-tokens";
import { readMatchFor, readMatchForToken } from "./caller-read";
import { siteNow } from "@/lib/clocks/site-time";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { unpackState } from "../store/packed-state";
import { gameOfMatch } from "../store/game-of";
import { markSeen } from "../write/seen";
import { turnAnswer, type TurnAnswer } from "../write/turn-answer";
import { autoEndDue } from "../write/auto-end";

/** `autoEndAt`: when the server ends the caller's turn by itself (ISO 8601; lib/matches/write/auto-end.ts), or null. */
export type MyMoves = { version: number; autoEndAt: string | null } & TurnAnswer;

interface PollRow {
  version: number;
  status: string;
  gameKey: string;
  rulesVersion: number;
  activeSeats: number[];
  /** Only when the caller's seat is awaited: a waiting player's poll does not fetch or unpack the state. */
  packedState: Uint8Array | null;
  pending: unknown;
  seatId: string | null;
  seatIndex: number | null;
  turnMailSentAt: Date | null;
  seenAt: Date | null;
  /** Only when the caller's seat is awaited. */
  autoEndAt: Date | null;
}

/**
 * The match's columns and the caller's seat's (lib/matches/read/caller-read.ts joins `m` and `s`). A caller without
 * a seat in it is told the public version (lib/matches/read/public-version.ts), as everyone outside the match is.
 */
const pollColumns = Prisma.sql`
  CASE WHEN s."id" IS NOT NULL THEN m."version" ELSE m."publicVersion" END AS "version", m."status"::text AS "status", m."gameKey", m."rulesVersion", m."activeSeats",
  CASE WHEN s."seatIndex" = ANY(m."activeSeats") THEN m."packedState" END AS "packedState",
  CASE WHEN s."seatIndex" = ANY(m."activeSeats") THEN m."pending" END AS "pending",
  s."id" AS "seatId", s."seatIndex", s."turnMailSentAt", s."seenAt",
  CASE WHEN s."seatIndex" = ANY(m."activeSeats") THEN ${autoEndDue} END AS "autoEndAt"`;

export async function getMyMoves(db: Db, userId: string, matchId: number): Promise<MatchResult<MyMoves>> {
  return answerPoll(db, await readMatchFor<PollRow>(db, userId, matchId, pollColumns));
}

/**
 * The same poll for the caller an API token names, token and match in one statement. Null when the token is
 * unknown or its user blocked (the caller is unauthenticated, as `userForApiToken` would have said).
 */
export async function getMyMovesByToken(
  db: Db,
  token: string,
  matchId: number,
): Promise<{ caller: TokenUser; result: MatchResult<MyMoves> } | null> {
  const read = await readMatchForToken<PollRow>(db, token, matchId, pollColumns);
  return read && { caller: read.caller, result: await answerPoll(db, read.row) };
}

async function answerPoll(db: Db, match: PollRow | undefined): Promise<MatchResult<MyMoves>> {
  if (!match) return fail("NOT_FOUND");
  const rules = gameOfMatch(match);
  if (!rules.ok) return rules;
  const game = rules.value;
  const mySeat = match.seatIndex;
  if (match.seatId !== null)
    await markSeen(db, { id: match.seatId, turnMailSentAt: match.turnMailSentAt, seenAt: match.seenAt }, siteNow());
  const myTurn = mySeat !== null && match.activeSeats.includes(mySeat);
  const turn: TurnAnswer =
    myTurn && match.status === "running" && match.packedState !== null
      ? turnAnswer(game, unpackState(match.packedState), match.pending as PendingBySeat<unknown>, mySeat, true)
      : { myTurn, legalMoves: [], canEndTurn: false };
  return { ok: true, value: { version: match.version, ...turn, autoEndAt: match.autoEndAt?.toISOString() ?? null } };
}
