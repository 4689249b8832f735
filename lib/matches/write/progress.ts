/**
 * What happens after the committed state of a running match changes: random and greedy bots play their turns
 * at once (strong bots' turns are written as due, for the job runner: bot-turns.ts),
 * committed segments are appended to the move log, the awaited seats and the outcome are stored, and the
 * resulting notifications are written to the outbox in the same transaction.
 */
import type { Tx } from "@/lib/db";
import { playBotTurn, Rng, seedRng, type CommittedSegment, type PendingBySeat, type Seat } from "@/lib/engine";
import { fail } from "@/lib/errors/errors";
import { refusalOf } from "./engine-refusal";
import { abort, claimVersion, gameOrAbort, type LoadedMatch } from "../store/store";
import { withForfeits } from "../lifecycle/outcome";
import { forcedTurn, playForcedTurn } from "./forced-moves";
import { Prisma } from "@/lib/db";
import { matchEvents } from "../store/match-events";
import { clockChanges } from "@/lib/clocks/store";
import { SeatChanges } from "./seat-writes";
import { unanswered } from "./seen";
import { siteNow } from "@/lib/clocks/site-time";
import { snapshotAfterCommit } from "./replay-snapshots";
import { packState } from "../store/packed-state";
import { settledSeats } from "./auto-end";
import { writeBotTurns } from "./bot-turn-rows";
import type { BotLevel } from "@/lib/bots/levels";

/** A safety net against a game whose bots never finish; far above any real game's length. */
const MAX_BOT_TURNS = 5000;

export interface Progress {
  committed: unknown;
  pending: PendingBySeat<unknown>;
  segments: CommittedSegment<unknown>[];
  /** The seat whose user caused this (null when that user holds no seat). */
  actorSeat: Seat | null;
  /** Seats awaited before the action. */
  previousActive: Seat[];
  /**
   * The version the caller read and has not claimed yet: the match row's one update claims it (a commit's
   * version check and its state are one statement). Without it the caller claimed the version already.
   */
  claim?: number;
  /** The acting player's seat: it has looked at the match now (lib/matches/write/seen.ts). */
  seenBy?: LoadedMatch["seats"][number];
}

/**
 * Everything a change of the committed state writes, decided before anything is written (bots' and forced
 * turns played, the outcome, the clocks, the seats to notify): `writeProgress` writes it in the caller's
 * transaction; a commit that only appends to the log can write it in one statement (commit-at-once.ts).
 */
export interface ProgressPlan {
  /** The match row's new columns. */
  data: {
    /** The committed state, packed once for the match row and a replay snapshot alike. */
    packedState: Uint8Array<ArrayBuffer>;
    pending: object;
    activeSeats: Seat[];
    awaitingSince?: Date;
    status?: "finished";
    outcome?: object;
    finishedAt?: Date;
    cancelVote?: typeof Prisma.DbNull;
  };
  /** The match's strong bot seats awaited now (their turns' rows: bot-turn-rows.ts); null: it has none. */
  strongAwaited: Seat[] | null;
  claim?: number;
  /** The log entries to append, from index `logCount` on. */
  segments: CommittedSegment<unknown>[];
  logCount: number;
  committed: unknown;
  seatChanges: SeatChanges;
  outcome: ReturnType<typeof withForfeits> | null;
  /** The match counts for the ratings: its finish reads and locks the players' ratings (a transaction). */
  rated: boolean;
  /** Human seats awaited now and not before (the actor and bots excepted): each may get a turn notice. */
  newlyAwaited: Seat[];
  now: Date;
}

/** Returns the seats that were sent a "your turn" mail. */
export async function saveProgress(tx: Tx, match: LoadedMatch, p: Progress): Promise<{ notifiedSeats: Seat[] }> {
  return writeProgress(tx, match, planProgress(match, p));
}

/** The plan of `saveProgress`: pure, aborts only when a bot cannot move. */
export function planProgress(match: LoadedMatch, p: Progress): ProgressPlan {
  const game = gameOrAbort(match);
  let committed = p.committed;
  let pending = p.pending;
  const segments = [...p.segments];

  const bots = new Map(match.seats.filter((s) => s.botStyle).map((s) => [s.seatIndex, s.botStyle as BotLevel]));
  // Strong bots search for seconds: their turns are left to the job runner (bot-turns.ts), never played here.
  const strong = match.seats.filter((s) => s.botStyle === "strong").map((s) => s.seatIndex);
  const logCount = match._count.moves;
  const now = siteNow();
  const seatChanges = new SeatChanges();
  // The actor's turn ends at this log position: later entries are "new since your last turn" for them.
  const actor = match.seats.find((s) => s.seatIndex === p.actorSeat);
  if (actor && p.segments.some((s) => s.endsTurn && s.seat === p.actorSeat))
    seatChanges.add(actor.id, { lastTurnLogIndex: logCount });
  if (p.seenBy && unanswered(p.seenBy)) seatChanges.add(p.seenBy.id, { seenAt: now });
  // Players who asked for it have their forced turns played for them, like a bot's (lib/matches/write/forced-moves.ts).
  const forcedFor = new Set(
    match.seats.filter((s) => s.userId && !s.botStyle && s.user?.autoForcedMoves).map((s) => s.seatIndex),
  );
  for (let turns = 0; turns < MAX_BOT_TURNS && !game.outcome(committed); turns++) {
    const active = game.activeSeats(committed) as Seat[];
    const botSeat = active.find((s: Seat) => bots.has(s) && !strong.includes(s));
    if (botSeat === undefined) {
      const forced = active
        .filter((s) => forcedFor.has(s) && (pending[String(s)] ?? []).length === 0)
        .map((s) => ({ seat: s, moves: forcedTurn(game, committed, s) }))
        .find((f) => f.moves !== null);
      const played = forced ? playForcedTurn(game, committed, pending, forced.seat, forced.moves!) : null;
      if (!played) break;
      committed = played.committed;
      pending = played.pending;
      segments.push(...played.segments);
      continue;
    }
    // The bot's randomness is derived from the (secret) match seed and the log position: reproducible.
    const rng = new Rng(seedRng(`${match.seed}:bot:${logCount + segments.length}`));
    const r = playBotTurn(game, committed, pending, botSeat, rng, bots.get(botSeat) === "greedy" ? "greedy" : "random");
    if (!r.ok) abort(fail("ILLEGAL_MOVE", `A bot could not move: ${refusalOf(game.key, r).message}`));
    if (r.value.segments.length === 0) break;
    committed = r.value.committed;
    pending = r.value.pending;
    segments.push(...r.value.segments);
  }

  const gameOutcome = game.outcome(committed);
  const outcome = gameOutcome ? withForfeits(gameOutcome, match.seats) : null;
  const active: Seat[] = outcome ? [] : game.activeSeats(committed);
  const changed = active.length !== p.previousActive.length || active.some((s) => !p.previousActive.includes(s));
  const data = {
    packedState: packState(committed),
    pending: pending as object,
    activeSeats: active,
    ...(changed ? { awaitingSince: now } : {}),
    ...(outcome
      ? { status: "finished" as const, outcome: outcome as object, finishedAt: now, cancelVote: Prisma.DbNull }
      : {}),
  };
  const clocks = {
    previousActive: p.previousActive,
    active,
    endedTurns: segments.filter((s) => s.endsTurn).map((s) => s.seat),
    finished: outcome !== null,
    now,
  };
  for (const { seatId, clock } of clockChanges(match, clocks)) seatChanges.add(seatId, { clock });
  // "Your turn" for every human seat that is awaited now and was not before, unless that seat just acted
  // (a player going on with consecutive turns gets no mail).
  const newlyAwaited = outcome
    ? []
    : active.filter((s) => !p.previousActive.includes(s) && s !== p.actorSeat && !bots.has(s));
  return {
    data,
    strongAwaited: strong.length === 0 ? null : active.filter((s) => strong.includes(s)),
    claim: p.claim,
    segments,
    logCount,
    committed,
    seatChanges,
    outcome,
    rated: match.rated,
    newlyAwaited,
    now,
  };
}

/** Writes a plan in the caller's transaction. Returns the seats that were sent a "your turn" mail. */
export async function writeProgress(
  tx: Tx,
  match: LoadedMatch,
  plan: ProgressPlan,
): Promise<{ notifiedSeats: Seat[] }> {
  const { data, segments, logCount, now } = plan;
  // The match row first: its version is the lock that orders writers, so a commit that lost the race stops
  // here, before it writes log entries another commit wrote at the same positions.
  if (plan.claim !== undefined) await claimVersion(tx, match.id, plan.claim, data);
  else await tx.match.update({ where: { id: match.id }, data });

  if (segments.length > 0) {
    await tx.moveLog.createMany({ data: segments.map((s, i) => logRow(match.id, logCount + i, s)) });
    await snapshotAfterCommit(tx, match.id, logCount, logCount + segments.length, data.packedState);
  }
  await plan.seatChanges.write(tx);
  // The automatic ends of the seats left without pending steps are void (auto-end.ts).
  const settled = settledSeats(data.pending as PendingBySeat<unknown>, match.seats.length);
  await tx.turnAutoEnd.deleteMany({ where: { matchId: match.id, seatIndex: { in: settled } } });
  if (plan.strongAwaited) await writeBotTurns(tx, match.id, plan.strongAwaited, now);

  if (plan.outcome) {
    await matchEvents().rateFinished(tx, match, plan.outcome, now);
    await matchEvents().finished(tx, match, plan.outcome);
    return { notifiedSeats: [] };
  }
  const notified: Seat[] = [];
  for (const seat of plan.newlyAwaited) if (await matchEvents().turnAwaited(tx, match, seat, now)) notified.push(seat);
  return { notifiedSeats: notified };
}

/** A committed segment as its log row. */
export function logRow(matchId: number, index: number, s: CommittedSegment<unknown>) {
  return {
    matchId,
    index,
    seat: s.seat,
    moves: s.moves as object[],
    // Message refs and plain sentences (HistoryLine), stored as they are: see lib/matches/history/history-text.ts.
    lines: s.lines as Prisma.InputJsonArray,
    marks: s.marks as object[],
    endsTurn: s.endsTurn,
  };
}
