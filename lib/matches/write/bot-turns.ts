/**
 * A strong bot's turn, played on the server by the job runner. A strong bot searches for a second or more per
 * move, which no write may wait for: the write that leaves its seat awaited stores a `BotTurn` row due at once
 * (`writeBotTurns` in bot-turn-rows.ts, from progress.ts), and a runner claims it (FOR UPDATE SKIP LOCKED and a lease, so exactly
 * one instance searches), reads the match, searches each step of the turn in the bots' worker processes
 * (lib/bots/pool.ts) on the seat's view and legal moves alone, and writes the whole turn through the ordinary
 * progress write on the version it read (`botTurnOf`, `writeBotTurn`). A write that came first (a player of a
 * simultaneous phase, a cancel vote, a departure) makes it stale: the row is given back, and the next pass
 * searches again on the new state. The write that ends the bot's turn deletes its row.
 */
import type { Db } from "@/lib/db";
import { submitStep, type CommittedSegment, type PendingBySeat, type Seat } from "@/lib/engine";
import type { MatchResult } from "@/lib/errors/errors";
import { env } from "@/lib/env";
import { gameOrAbort, runWrite, type LoadedMatch } from "../store/store";
import { refusalOf } from "./engine-refusal";
import { saveProgress } from "./progress";
import { seenBy } from "./turn-answer";

/** After this many steps in one turn the bot ends it as soon as it may (a turn that trades back and forth). */
const PATIENCE = 12;
/** Hard cap: a turn that never ends from legal moves is a bug, reported as an error. */
const MAX_STEPS = 400;

/** Whether the row's seat is a strong bot the running match awaits (else the row no longer applies). */
export function botTurnApplies(match: LoadedMatch, seat: Seat): boolean {
  const s = match.seats.find((x) => x.seatIndex === seat);
  return match.status === "running" && s?.botStyle === "strong" && match.activeSeats.includes(seat);
}

/** What the bot is asked for one step: its seat's view and legal moves only (lib/bots `chooseMove`). */
export interface BotQuestion {
  gameKey: string;
  view: unknown;
  seat: Seat;
  legalMoves: unknown[];
  options: { level: "strong"; budgetMs: number; seed: string; stepInTurn: number };
}

export interface BotTurn {
  committed: unknown;
  pending: PendingBySeat<unknown>;
  segments: CommittedSegment<unknown>[];
}

/**
 * The seat's whole turn on the match as read: each step asked of `choose` (the pool's search in a worker),
 * applied as a player's step is, until a step ends the turn or the seat is no longer awaited.
 */
export async function botTurnOf(
  match: LoadedMatch,
  seat: Seat,
  choose: (q: BotQuestion) => Promise<unknown>,
): Promise<BotTurn> {
  const game = gameOrAbort(match);
  const budgetMs = match.seats.find((s) => s.seatIndex === seat)?.botBudgetMs ?? env().BOT_BUDGET_MS;
  let committed = match.state;
  let pending = match.pending as PendingBySeat<unknown>;
  const segments: CommittedSegment<unknown>[] = [];
  for (let step = 0; step < MAX_STEPS; step++) {
    const seen = seenBy(game, committed, pending, seat);
    if (seen === null || game.outcome(seen)) return { committed, pending, segments };
    const legal = game.legalMoves(seen, seat) as unknown[];
    if (legal.length === 0) return { committed, pending, segments };
    const ends = step >= PATIENCE ? legal.filter((m) => game.moveKind(seen, seat, m) === "end") : [];
    const move =
      legal.length === 1
        ? legal[0]
        : (ends[0] ??
          (await choose({
            gameKey: game.key,
            view: game.playerView(seen, seat),
            seat,
            legalMoves: legal,
            // The search's randomness from the (secret) match seed and the position: a turn searched again
            // after a lost race with the same budget starts from the same seed.
            options: {
              level: "strong",
              budgetMs,
              seed: `${match.seed}:bot:${match._count.moves}:${step}`,
              stepInTurn: step,
            },
          })));
    const r = submitStep(game, committed, pending, seat, move);
    if (!r.ok) throw new Error(`A bot could not move: ${refusalOf(game.key, r).message}`);
    committed = r.value.committed;
    pending = r.value.pending;
    segments.push(...r.value.segments);
    if (r.value.segments.some((s) => s.endsTurn)) return { committed, pending, segments };
  }
  throw new Error(`A bot's turn did not end after ${MAX_STEPS} steps.`);
}

/**
 * Writes the bot's turn if the match is still at the version it was searched on ("STALE_VERSION" if not: the
 * caller gives the row back). `turn` has at least one segment (`botTurnOf` ends with a turn's end). Other bots, notices, clocks and the next strong turn's row follow as after a
 * player's commit (progress.ts).
 */
export async function writeBotTurn(db: Db, match: LoadedMatch, turn: BotTurn): Promise<MatchResult<number>> {
  return runWrite(db, async (tx) => {
    await saveProgress(tx, match, {
      committed: turn.committed,
      pending: turn.pending,
      segments: turn.segments,
      actorSeat: null,
      previousActive: match.activeSeats,
      claim: match.version,
    });
    return match.version + 1;
  });
}
