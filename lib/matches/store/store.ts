/**
 * Reading and writing matches with optimistic concurrency: every write names the version it was made on
 * and bumps it; a conditional update that matches no row means someone else wrote first.
 */
import type { Db, Prisma, Tx } from "@/lib/db";
import type { AnyGame } from "@/lib/engine";
import { fail, MatchAbort, type MatchError, type MatchResult } from "@/lib/errors/errors";
import { gameOfMatch } from "./game-of";
import { publishLive } from "@/lib/live/publish";
import { unpackState } from "./packed-state";

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
} as const;

/**
 * A match for a write: its seats, their users with what a turn notice needs (so that "your turn" costs no
 * reads of its own) and the length of its log, all in one joined statement (relationJoins).
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

/**
 * The match with its committed state (`state`, unpacked from `packedState`: lib/matches/store/packed-state.ts).
 * Unpacked on first use only: a commit has the engine's result from its quick read already (play.ts) and
 * never looks at the state again.
 */
export async function loadMatch(tx: Tx | Db, matchId: number) {
  const row = await tx.match.findUnique({ where: { id: matchId }, include: forWrite(matchId) });
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
export type LoadedMatch = Awaited<ReturnType<typeof loadMatch>>;
/** A match with its seats as pages read it (`matchWithSeats`); a LoadedMatch is one too. */
export type SeatedMatch = Prisma.MatchGetPayload<{ include: typeof matchWithSeats }>;

/** The game a loaded match is played with (its rules version checked), or the transaction is aborted. */
export function gameOrAbort(match: { gameKey: string; rulesVersion: number }): AnyGame {
  const game = gameOfMatch(match);
  if (!game.ok) abort(game);
  return game.value;
}
