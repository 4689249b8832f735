/**
 * Reading and writing matches with optimistic concurrency: every write names the version it was made on
 * and bumps it; a conditional update that matches no row means someone else wrote first.
 */
import { Prisma, type Db, type Tx } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import type { AnyGame } from "@/lib/engine";
import { fail, MatchAbort, type MatchError, type MatchResult } from "@/lib/errors/errors";
import { gameOfMatch } from "./game-of";
import { publishLive } from "@/lib/live/publish";
import { unpackState } from "./packed-state";
import { acceptToken, plausibleToken, tokenColumns, type TokenRow, type TokenUser } from "@/lib/accounts/api-tokens";

export async function runWrite<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<MatchResult<T>> {
  try {
    const value = await db.$transaction(work, { timeout: 60_000, maxWait: 30_000 });
    return { ok: true, value };
  } catch (e) {
    if (e instanceof MatchAbort) return e.error;
    throw e;
  }
}

export function abort(error: MatchError): never {
  throw new MatchAbort(error);
}

/**
 * Bumps the version (and the public version: no write through here is a seat's uncommitted step) if it is
 * still `version`; aborts the transaction with STALE_VERSION otherwise. Every change of a match but a step
 * or an undo (quick-step.ts) and a commit written at once (commit-at-once.ts) passes here, so here the live event is written too: in the same transaction, told to
 * the players' and watchers' pages only if it commits.
 */
export async function claimVersion(tx: Tx, matchId: number, version: number, data: Record<string, unknown> = {}) {
  const r = await tx.match.updateMany({
    where: { id: matchId, version },
    data: { ...data, version: { increment: 1 }, publicVersion: { increment: 1 } },
  });
  if (r.count !== 1) abort(fail("STALE_VERSION"));
  await publishLive(tx, { kind: "match", matchId, version: version + 1 });
  return version + 1;
}

export const matchWithSeats = {
  seats: {
    orderBy: { seatIndex: "asc" as const },
    include: {
      user: { select: { id: true, username: true, vacationUntil: true, autoForcedMoves: true } },
      formerUser: { select: { username: true } },
    },
  },
};

/** What a notification needs of a seated user (lib/notifications/events.ts `recipientOf`). */
const recipientColumns = {
  email: true,
  notifyMode: true,
  emailFailedAt: true,
  quietFromHour: true,
  quietToHour: true,
  timeZone: true,
  locale: true,
  turnMailDelayMinutes: true,
  pushEachTurn: true,
} as const;

/**
 * A match for a write: its seats, their users with what a turn notice needs (so that "your turn" costs no
 * reads of its own) and the length of its log (the shape `loadMatch` returns).
 */
function forWrite(matchId: number) {
  return {
    seats: {
      orderBy: { seatIndex: "asc" as const },
      include: {
        user: {
          select: {
            id: true,
            username: true,
            vacationUntil: true,
            autoForcedMoves: true,
            ...recipientColumns,
            mutes: { where: { matchId }, select: { matchId: true } },
          },
        },
        formerUser: { select: { username: true } },
      },
    },
    _count: { select: { moves: true } },
  };
}

type MatchForWrite = Prisma.MatchGetPayload<{ include: ReturnType<typeof forWrite> }>;

/** The seat's user's columns `forWrite` selects (besides `mutes`). */
const USER_COLUMNS = ["id", "username", "vacationUntil", "autoForcedMoves", ...Object.keys(recipientColumns)];

/**
 * `forWrite`'s match in one hand-written statement, one row per seat (lib/db/raw.ts: without the ORM's query
 * building and result conversion, which cost a commit about as much CPU as the rest of its work). The match's
 * and the seats' columns are the schema's own (Prisma's scalar field lists), so a new column arrives here too.
 */
const MATCH_COLUMNS = Object.keys(Prisma.MatchScalarFieldEnum);
const SEAT_COLUMNS = Object.keys(Prisma.SeatScalarFieldEnum);
// The column lists, built once (not per commit).
const matchColumnsSql = Prisma.raw(MATCH_COLUMNS.map((c) => `m."${c}"`).join(", "));
const seatColumnsSql = Prisma.raw(SEAT_COLUMNS.map((c) => `s."${c}" AS "s.${c}"`).join(", "));
const userColumnsSql = Prisma.raw(USER_COLUMNS.map((c) => `u."${c}" AS "u.${c}"`).join(", "));
/** The columns of `forWrite`'s match, seats and users, from `m` and the joins of WRITE_JOINS. */
const WRITE_COLUMNS = Prisma.sql`${matchColumnsSql},
    (SELECT count(*) FROM "MoveLog" l WHERE l."matchId" = m."id")::int AS "_moves",
    ${seatColumnsSql},
    ${userColumnsSql},
    EXISTS (SELECT 1 FROM "MatchMute" mm WHERE mm."matchId" = m."id" AND mm."userId" = u."id") AS "u.muted",
    f."username" AS "f.username"`;
const WRITE_JOINS = Prisma.sql`
  LEFT JOIN "Seat" s ON s."matchId" = m."id"
  LEFT JOIN "User" u ON u."id" = s."userId"
  LEFT JOIN "User" f ON f."id" = s."formerUserId"`;
const matchForWriteSql = (matchId: number) => Prisma.sql`
  SELECT ${WRITE_COLUMNS}
  FROM "Match" m ${WRITE_JOINS}
  WHERE m."id" = ${matchId}
  ORDER BY s."seatIndex"`;

/** The token's row (lib/accounts/api-tokens.ts `tokenColumns`, its columns prefixed "t.") with `forWrite`'s match. */
const tokenAndMatchSql = (token: string, matchId: number) => Prisma.sql`
  SELECT ${Prisma.raw(TOKEN_COLUMNS.map((c) => `c."${c}" AS "t.${c}"`).join(", "))}, ${WRITE_COLUMNS}
  FROM (${tokenColumns(token)}) c
  LEFT JOIN "Match" m ON m."id" = ${matchId} ${WRITE_JOINS}
  ORDER BY s."seatIndex"`;

const TOKEN_COLUMNS = ["tokenId", "lastUsedAt", "id", "username", "locale", "blockedAt"] as const;

/** The rows of `matchForWriteSql` as the ORM's `findUnique({ include: forWrite })` gives them. */
function matchFromRows(matchId: number, rows: Record<string, unknown>[]): MatchForWrite | null {
  const first = rows[0];
  if (!first || first.id === null) return null;
  const match: Record<string, unknown> = {};
  for (const c of MATCH_COLUMNS) match[c] = first[c];
  const seats = rows
    .filter((r) => r["s.id"] !== null)
    .map((r) => {
      const seat: Record<string, unknown> = {};
      for (const c of SEAT_COLUMNS) seat[c] = r[`s.${c}`];
      let user: Record<string, unknown> | null = null;
      if (r["u.id"] !== null) {
        user = {};
        for (const c of USER_COLUMNS) user[c] = r[`u.${c}`];
        user.mutes = r["u.muted"] ? [{ matchId }] : [];
      }
      seat.user = user;
      seat.formerUser = r["f.username"] === null ? null : { username: r["f.username"] };
      return seat;
    });
  return { ...match, seats, _count: { moves: first._moves } } as unknown as MatchForWrite;
}

/**
 * The match with its committed state (`state`, unpacked from `packedState`: lib/matches/store/packed-state.ts).
 * Unpacked on first use only: a commit has the engine's result from its quick read already (play.ts) and
 * never looks at the state again.
 */
export async function loadMatch(tx: Tx | Db, matchId: number) {
  return withState(matchFromRows(matchId, await queryRows<Record<string, unknown>>(tx, matchForWriteSql(matchId))));
}

function withState(row: MatchForWrite | null) {
  if (!row) abort(fail("NOT_FOUND"));
  let unpacked: { state: unknown } | undefined;
  return {
    ...row,
    get state(): unknown {
      unpacked ??= { state: unpackState(row.packedState) };
      return unpacked.state;
    },
  };
}

/**
 * `loadMatch` for the caller an API token names, token and match in one statement (a script's commit: one
 * statement fewer). Null when the token is refused (`userForApiToken`: unknown, overlong, its user blocked);
 * `match` is null when there is no such match.
 */
export async function loadMatchForToken(
  db: Db,
  token: string,
  matchId: number,
): Promise<{ caller: TokenUser; match: LoadedMatch | null } | null> {
  if (!plausibleToken(token)) return null;
  const rows = await queryRows<Record<string, unknown>>(db, tokenAndMatchSql(token, matchId));
  const first = rows[0];
  const tokenRow = first && (Object.fromEntries(TOKEN_COLUMNS.map((c) => [c, first[`t.${c}`]])) as unknown as TokenRow);
  const caller = await acceptToken(db, tokenRow);
  if (!caller) return null;
  const match = matchFromRows(matchId, rows);
  return { caller, match: match && withState(match) };
}

/** The same match through the ORM: what `loadMatch` must equal (tests/integration/load-match.test.ts). */
export function loadMatchByOrm(tx: Tx | Db, matchId: number) {
  return tx.match.findUnique({ where: { id: matchId }, include: forWrite(matchId) });
}
export type LoadedMatch = Awaited<ReturnType<typeof loadMatch>>;
/** A match with its seats as pages read it (`matchWithSeats`); a LoadedMatch is one too. */
export type SeatedMatch = Prisma.MatchGetPayload<{ include: typeof matchWithSeats }>;

/** The game a loaded match is played with (its rules version checked), or the transaction is aborted. */
export function gameOrAbort(match: { gameKey: string; rulesVersion: number }): AnyGame {
  const game = gameOfMatch(match);
  if (!game.ok) abort(game);
  return game.value;
}
