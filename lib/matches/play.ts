/**
 * Playing: one step, undo one step, undo the turn. The caller names the version it saw; the write checks
 * it, so two tabs committing at once cannot both win. Authorisation: only a seated, joined player, only for
 * their own seat; the engine decides whether that seat is awaited and the move legal.
 */
import type { Db } from "@/lib/db";
import { currentState, endTurnMove, submitStep, undoStep, undoTurn, type AnyGame, type PendingBySeat, type Seat } from "@/lib/engine";
import { fail, type MatchError, type MatchResult } from "./errors";
import { abort, claimVersion, gameOrAbort, loadMatch, runWrite } from "./store";
import type { MatchAction } from "./schemas";
import { saveProgress } from "./progress";
import { markSeen } from "./seen";
import { siteNow } from "@/lib/clocks/site-time";

export interface ActOutcome {
  version: number;
  /** True when the action committed something (the turn ended or a reveal happened). */
  committed: boolean;
}

export async function act(db: Db, userId: string, matchId: number, version: number, action: MatchAction): Promise<MatchResult<ActOutcome>> {
  const r = await actOnce(db, userId, matchId, version, action);
  return r.ok ? r : explainLostSeat(db, userId, matchId, r);
}

/**
 * A move that lost the race against the player's own timeout (or arrives after it) gets that as its answer,
 * not "the match changed" or "you are not a player".
 */
async function explainLostSeat(db: Db, userId: string, matchId: number, r: MatchError): Promise<MatchError> {
  if (r.code !== "STALE_VERSION" && r.code !== "NOT_A_PLAYER" && r.code !== "MATCH_NOT_RUNNING") return r;
  const seat = await db.seat.findFirst({
    where: { matchId, OR: [{ formerUserId: userId, replacedBecause: "timeout" }, { userId, forfeit: "timeout" }] },
    select: { id: true, match: { select: { status: true } } },
  });
  if (!seat) return r;
  return fail("TIMED_OUT", seat.match.status === "running" ? "Your time ran out before this arrived: a bot plays your seat now." : "Your time ran out before this arrived: the match is over.");
}

async function actOnce(db: Db, userId: string, matchId: number, version: number, action: MatchAction): Promise<MatchResult<ActOutcome>> {
  return runWrite(db, async (tx) => {
    const match = await loadMatch(tx, matchId);
    const seat = match.seats.find((s) => s.userId === userId && s.joinedAt);
    if (!seat) abort(fail("NOT_A_PLAYER"));
    if (match.status !== "running" || match.state === null) abort(fail("MATCH_NOT_RUNNING"));
    if (match.version !== version) abort(fail("STALE_VERSION"));
    const game = gameOrAbort(match);
    const pending = match.pending as PendingBySeat<unknown>;
    const mySeat: Seat = seat.seatIndex;

    if (action.type === "undo-step" || action.type === "undo-turn") {
      const r = action.type === "undo-step" ? undoStep(pending, mySeat) : undoTurn(pending, mySeat);
      if (!r.ok) abort(fail(r.code, r.message));
      const next = await claimVersion(tx, matchId, version, { pending: r.value as object });
      await markSeen(tx, seat, siteNow());
      return { version: next, committed: false };
    }

    const move = action.type === "commit" ? endTurnMoveNow(game, match.state, pending, mySeat) : action.move;
    const r = submitStep(game, match.state, pending, mySeat, move);
    if (!r.ok) abort(fail(r.code, r.message));
    if (r.value.segments.length === 0) {
      // A step: the pending steps change with the version, in one write.
      const next = await claimVersion(tx, matchId, version, { pending: r.value.pending as object });
      await markSeen(tx, seat, siteNow());
      return { version: next, committed: false };
    }
    // A commit: the version is claimed by the same update that stores the new state (saveProgress).
    await saveProgress(tx, match, {
      committed: r.value.committed,
      pending: r.value.pending,
      segments: r.value.segments,
      actorSeat: mySeat,
      previousActive: match.activeSeats,
      claim: version,
      seenBy: seat,
    });
    return { version: version + 1, committed: true };
  });
}

/** The game's move that ends this seat's turn now, on the state the seat sees (its pending steps included). */
function endTurnMoveNow(game: AnyGame, committed: unknown, pending: PendingBySeat<unknown>, seat: Seat): unknown {
  const seen = currentState(game, committed, pending, seat);
  if (!seen.ok) abort(fail(seen.code, seen.message));
  const end = endTurnMove(game, seen.value, seat);
  if (!end.ok) abort(fail(end.code, end.message));
  return end.value;
}
