/**
 * Playing: one step, undo one step, undo the turn. The caller names the version it saw; the write checks
 * it, so two tabs committing at once cannot both win. Authorisation: only a seated, joined player, only for
 * their own seat; the engine decides whether that seat is awaited and the move legal.
 */
import type { Db } from "@/lib/db";
import { refuse } from "@/lib/errors/refuse";
import {
  currentState,
  endTurnMove,
  submitStep,
  undoStep,
  undoTurn,
  type AnyGame,
  type PendingBySeat,
  type Seat,
  type StepResult,
} from "@/lib/engine";
import { fail, MatchAbort, type MatchError, type MatchResult } from "@/lib/errors/errors";
import { refusalOf } from "./engine-refusal";
import { abort, gameOrAbort, loadMatch, loadMatchForToken, runWrite, type LoadedMatch } from "../store/store";
import type { MatchAction } from "../store/schemas";
import { planProgress, writeProgress, type ProgressPlan } from "./progress";
import { writableAtOnce, writeCommitAtOnce } from "./commit-at-once";
import { gameOfMatch } from "../store/game-of";
import { readForAutoEnd, readForStep, readForStepByToken, stepReadOf, writeStep, type StepRead } from "./quick-step";
import { autoEndAfterStep, onlyEndLeft } from "./auto-end";
import type { TokenUser } from "@/lib/accounts/api-tokens";
import { siteNow } from "@/lib/clocks/site-time";
import { seenBy, turnAnswer, turnOn, type TurnAnswer } from "./turn-answer";

export interface ActOutcome extends Partial<TurnAnswer> {
  version: number;
  /** True when the action committed something (the turn ended or a reveal happened). */
  committed: boolean;
  /**
   * With `turn`: when the server ends the caller's turn by itself (ISO 8601; auto-end.ts), or null: a step
   * that left ending the turn as the only legal move, with the player's automatic end of turn on.
   */
  autoEndAt?: string | null;
}

/** `turn`: the answer also says what the caller may do next (turn-answer.ts; the JSON API's answers). */
export interface ActOptions {
  turn?: boolean;
}

export async function act(
  db: Db,
  userId: string,
  matchId: number,
  version: number,
  action: MatchAction,
  opts: ActOptions = {},
): Promise<MatchResult<ActOutcome>> {
  if (action.type === "commit") {
    // A commit usually writes from the match with its seats: read that once, the quick read's part taken from it.
    let match: LoadedMatch;
    try {
      match = await loadMatch(db, matchId);
    } catch (e) {
      if (e instanceof MatchAbort) return actOn(db, userId, matchId, version, action, e.error, opts);
      throw e;
    }
    return actOn(db, userId, matchId, version, action, stepReadOf(match, userId, version), opts, match);
  }
  return actOn(db, userId, matchId, version, action, await readForStep(db, userId, matchId, version), opts);
}

/**
 * The same for the caller an API token names: the token is read with the match (`readForStepByToken`), one
 * statement fewer for a script's every step and commit. Null when the token is refused (unauthenticated).
 */
export async function actByToken(
  db: Db,
  token: string,
  matchId: number,
  version: number,
  action: MatchAction,
  opts: ActOptions = {},
): Promise<{ caller: TokenUser; result: MatchResult<ActOutcome> } | null> {
  if (action.type === "commit") {
    // The token with the match and its seats, one statement for the quick read and the commit's own.
    const loaded = await loadMatchForToken(db, token, matchId);
    if (!loaded) return null;
    const { caller, match } = loaded;
    const read = match ? stepReadOf(match, caller.id, version) : fail("NOT_FOUND");
    return { caller, result: await actOn(db, caller.id, matchId, version, action, read, opts, match ?? undefined) };
  }
  const read = await readForStepByToken(db, token, matchId, version);
  if (!read) return null;
  return { caller: read.caller, result: await actOn(db, read.caller.id, matchId, version, action, read.read, opts) };
}

async function actOn(
  db: Db,
  userId: string,
  matchId: number,
  version: number,
  action: MatchAction,
  read: MatchResult<StepRead>,
  opts: ActOptions,
  loaded?: LoadedMatch,
): Promise<MatchResult<ActOutcome>> {
  const quick = await actQuickly(db, read, matchId, action, opts);
  const r =
    "commits" in quick ? await actOnce(db, userId, matchId, version, action, quick.commits, opts, loaded) : quick;
  return r.ok ? r : explainLostSeat(db, userId, matchId, r);
}

/** The engine's result of an action that commits, worked out on the match at the version the caller named. */
type Commits = { commits: StepResult<unknown, unknown> };

/**
 * Most actions change only the caller's pending steps (a step, an undo) or are refused: those are one read and
 * at most one conditional write, without a transaction (quick-step.ts). When the action commits something,
 * the engine's result goes to `actOnce`, which reads the match with its seats and writes the commit.
 */
async function actQuickly(
  db: Db,
  read: MatchResult<StepRead>,
  matchId: number,
  action: MatchAction,
  opts: ActOptions,
): Promise<MatchResult<ActOutcome> | Commits> {
  if (!read.ok) return read;
  const game = gameOfMatch(read.value);
  if (!game.ok) return game;
  const pending = read.value.pending as PendingBySeat<unknown>;
  const mySeat: Seat = read.value.seatIndex;
  let next: PendingBySeat<unknown>;
  if (action.type === "undo-step" || action.type === "undo-turn") {
    const r = action.type === "undo-step" ? undoStep(pending, mySeat) : undoTurn(pending, mySeat);
    if (!r.ok) return refusalOf(game.value.key, r);
    next = r.value;
  } else {
    let move: unknown = action.type === "move" ? action.move : undefined;
    if (action.type === "commit") {
      const end = endTurnMoveOf(game.value, read.value.state, pending, mySeat);
      if (!end.ok) return end;
      move = end.value;
    }
    const r = submitStep(game.value, read.value.state, pending, mySeat, move);
    if (!r.ok) return refusalOf(game.value.key, r);
    if (r.value.segments.length > 0) return { commits: r.value };
    next = r.value.pending;
  }
  const now = siteNow();
  // A step or an undo leaves the committed state as it was, and the seat awaited in it. A step may leave
  // nothing but ending the turn: the server ends it after the player's grace period (an undo never starts
  // one: the player is taking the turn back). The seat's turn after the action is worked out once, for that
  // and for the answer, and only when one of them needs it.
  const state = read.value.state;
  const mayEnd = action.type === "move" && read.value.autoEndSeconds > 0;
  const seen = mayEnd || opts.turn ? seenBy(game.value, state, next, mySeat) : null;
  const after = game.value.activeSeats(state).includes(mySeat)
    ? turnOn(game.value, seen, mySeat)
    : turnAnswer(game.value, state, next, mySeat, false);
  const autoEndAt = mayEnd
    ? autoEndAfterStep(game.value, seen, after, next, mySeat, read.value.autoEndSeconds, now)
    : null;
  const w = await writeStep(db, read.value, matchId, next, now, autoEndAt);
  if (!w.ok) return w;
  const turn = opts.turn ? { ...after, autoEndAt: autoEndAt?.toISOString() ?? null } : {};
  return { ok: true, value: { version: w.value.version, committed: false, ...turn } };
}

/** What the job runner's attempt to end a turn came to (auto-end.ts). */
export type AutoEndResult = "ended" | "stale" | "void";

/**
 * Ends `userId`'s turn in match `matchId` as the job runner does when its automatic end is due: only if, at
 * `version`, the seat's automatic end is due by `now` and ending the turn is its only legal move; then through
 * the ordinary commit, which checks the version. "stale": another write came first (try again on the new
 * version); "void": there is nothing to end any more (the player committed, undid, kept the turn open, left,
 * the match ended or is gone).
 */
export async function endTurnAutomatically(
  db: Db,
  userId: string,
  matchId: number,
  version: number,
  now: Date,
): Promise<AutoEndResult> {
  const read = await readForAutoEnd(db, userId, matchId, version);
  if (read.ok) {
    const { autoEndAt, state, pending, seatIndex } = read.value;
    const game = gameOfMatch(read.value);
    if (
      !game.ok ||
      autoEndAt === null ||
      autoEndAt > now ||
      !onlyEndLeft(game.value, state, pending as PendingBySeat<unknown>, seatIndex)
    )
      return "void";
  }
  const r = await actOn(db, userId, matchId, version, { type: "commit" }, read, {});
  if (r.ok) return "ended";
  return r.code === "STALE_VERSION" ? "stale" : "void";
}

/**
 * A move that lost the race against the player's own timeout (or arrives after it) gets that as its answer,
 * not "the match changed" or "you are not a player".
 */
async function explainLostSeat(db: Db, userId: string, matchId: number, r: MatchError): Promise<MatchError> {
  if (r.code !== "STALE_VERSION" && r.code !== "NOT_A_PLAYER" && r.code !== "MATCH_NOT_RUNNING") return r;
  const seat = await db.seat.findFirst({
    where: {
      matchId,
      OR: [
        { formerUserId: userId, replacedBecause: "timeout" },
        { userId, forfeit: "timeout" },
      ],
    },
    select: { id: true, match: { select: { status: true } } },
  });
  if (!seat) return r;
  return refuse("TIMED_OUT", seat.match.status === "running" ? "timedOutRunning" : "timedOutOver");
}

/**
 * An action that commits: one read of the match with its seats, then usually one statement
 * (commit-at-once.ts). A commit that finishes the match (ratings, result mail) is written in a transaction
 * instead, from the same plan: `writeProgress` claims the version the plan was made on first, so a commit
 * that lost a race writes nothing (the argument of commit-at-once.ts: the match row, its log and its awaited
 * seats change only with the version). `step` is the engine's result on the quick read (quick-step.ts): the
 * match is the same at the same version, so it is not worked out again.
 */
async function actOnce(
  db: Db,
  userId: string,
  matchId: number,
  version: number,
  action: MatchAction,
  step: StepResult<unknown, unknown>,
  opts: ActOptions,
  loaded?: LoadedMatch,
): Promise<MatchResult<ActOutcome>> {
  let match: LoadedMatch;
  let d: Decision;
  try {
    match = loaded ?? (await loadMatch(db, matchId));
    d = decide(match, userId, version, action, step);
  } catch (e) {
    if (e instanceof MatchAbort) return e.error;
    throw e;
  }
  // `step` committed something, so the decision is progress (decide: "pending" only for a step without segments).
  if (d.kind !== "progress") throw new Error("actOnce: an action that commits nothing");
  const { plan } = d;
  // A commit leaves no automatic end behind (commit-at-once.ts deletes it).
  const turn = opts.turn ? { ...turnAfter(match, plan, d.seat.seatIndex), autoEndAt: null } : {};
  if (writableAtOnce(plan)) {
    const next = await writeCommitAtOnce(db, match, plan);
    return next === null ? fail("STALE_VERSION") : { ok: true, value: { version: next, committed: true, ...turn } };
  }
  return runWrite(db, async (tx) => {
    // The version is claimed by the same update that stores the new state (writeProgress).
    await writeProgress(tx, match, plan);
    return { version: version + 1, committed: true, ...turn };
  });
}

/** The actor's turn once the plan is written: usually another seat's, sometimes theirs again (bots moved, a reveal). */
function turnAfter(match: LoadedMatch, plan: ProgressPlan, seat: Seat): TurnAnswer {
  const awaited = plan.data.status !== "finished" && plan.data.activeSeats.includes(seat);
  return turnAnswer(gameOrAbort(match), plan.committed, plan.data.pending as PendingBySeat<unknown>, seat, awaited);
}

export type Decision =
  | { kind: "pending"; pending: PendingBySeat<unknown>; seat: LoadedMatch["seats"][number] }
  | { kind: "progress"; plan: ProgressPlan; seat: LoadedMatch["seats"][number] };

/**
 * What the action does to a loaded match at `version` (pure); refusals abort (MatchAbort). `known` is the
 * engine's result for this action at this version when the caller has it already (the match checked here is
 * then the one it was worked out on).
 */
export function decide(
  match: LoadedMatch,
  userId: string,
  version: number,
  action: MatchAction,
  known?: StepResult<unknown, unknown>,
): Decision {
  const seat = match.seats.find((s) => s.userId === userId && s.joinedAt);
  if (!seat) abort(fail("NOT_A_PLAYER"));
  if (match.status !== "running" || match.packedState === null) abort(fail("MATCH_NOT_RUNNING"));
  if (match.version !== version) abort(fail("STALE_VERSION"));
  const game = gameOrAbort(match);
  const pending = match.pending as PendingBySeat<unknown>;
  const mySeat: Seat = seat.seatIndex;

  if (action.type === "undo-step" || action.type === "undo-turn") {
    const r = action.type === "undo-step" ? undoStep(pending, mySeat) : undoTurn(pending, mySeat);
    if (!r.ok) abort(refusalOf(game.key, r));
    return { kind: "pending", pending: r.value, seat };
  }
  const step = known ?? stepOf(game, match.state, pending, mySeat, action);
  if (step.segments.length === 0) return { kind: "pending", pending: step.pending, seat };
  const plan = planProgress(match, {
    committed: step.committed,
    pending: step.pending,
    segments: step.segments,
    actorSeat: mySeat,
    previousActive: match.activeSeats,
    claim: version,
    seenBy: seat,
  });
  return { kind: "progress", plan, seat };
}

/** The engine's result of a move or a commit on the match as loaded; a refusal aborts. */
function stepOf(
  game: AnyGame,
  committed: unknown,
  pending: PendingBySeat<unknown>,
  seat: Seat,
  action: MatchAction & { type: "move" | "commit" },
): StepResult<unknown, unknown> {
  const move = action.type === "commit" ? endTurnMoveNow(game, committed, pending, seat) : action.move;
  const r = submitStep(game, committed, pending, seat, move);
  if (!r.ok) abort(refusalOf(game.key, r));
  return r.value;
}

/** The game's move that ends this seat's turn now, on the state the seat sees (its pending steps included). */
function endTurnMoveOf(
  game: AnyGame,
  committed: unknown,
  pending: PendingBySeat<unknown>,
  seat: Seat,
): MatchResult<unknown> {
  const seen = currentState(game, committed, pending, seat);
  if (!seen.ok) return refusalOf(game.key, seen);
  const end = endTurnMove(game, seen.value, seat);
  return end.ok ? { ok: true, value: end.value } : refusalOf(game.key, end);
}

function endTurnMoveNow(game: AnyGame, committed: unknown, pending: PendingBySeat<unknown>, seat: Seat): unknown {
  const end = endTurnMoveOf(game, committed, pending, seat);
  if (!end.ok) abort(end);
  return end.value;
}
