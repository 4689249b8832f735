/**
 * The job runner's pass over due strong bot turns (lib/matches/write/bot-turns.ts): claim as many as the bots'
 * pool searches at once, then for each, at the same time: read the match, search the turn in the pool's
 * worker processes, write it on the version read. A worker that fails (it died, the search threw, or it did
 * not answer in time) leaves the step to the greedy bot on the same view, which costs milliseconds on this
 * thread: a turn never hangs on the pool. A turn that cannot be played at all (an engine's bug) is tried again a minute later.
 */
import type { Db } from "@/lib/db";
import { chooseMove } from "@/lib/bots";
import type { BotPool } from "@/lib/bots/pool";
import { loadMatch } from "../store/store";
import { MatchAbort } from "@/lib/errors/errors";
import { botTurnApplies, botTurnOf, writeBotTurn, type BotQuestion } from "../write/bot-turns";
import {
  claimDueBotTurns,
  dropBotTurn,
  releaseBotTurn,
  retryAfterFailure,
  type ClaimedBotTurn,
} from "../write/bot-turn-rows";

export interface BotTurnPass {
  /** Turns written. */
  played: number;
  /** Rows that no longer applied. */
  dropped: number;
  /** Rows given back: another write came first (due again now) or the turn failed (due later). */
  released: number;
  /** Steps the greedy bot chose because the pool failed (each also logged). */
  fallbacks: number;
}

export async function runBotTurnsOnce(db: Db, now: Date, pool: Pick<BotPool, "choose" | "size">): Promise<BotTurnPass> {
  const pass: BotTurnPass = { played: 0, dropped: 0, released: 0, fallbacks: 0 };
  const rows = await claimDueBotTurns(db, now, pool.size);
  const fallback = (q: BotQuestion, e: unknown) => {
    pass.fallbacks++;
    console.error(`[jobs] a bot search failed (${e instanceof Error ? e.message : e}): the greedy bot moves instead`);
    return chooseMove(q.gameKey, q.view, q.seat, q.legalMoves, {
      level: "greedy",
      seed: q.options.seed,
      stepInTurn: q.options.stepInTurn,
    });
  };
  const results = await Promise.all(rows.map((row) => playOne(db, row, pool, now, fallback)));
  for (const r of results) pass[r]++;
  return pass;
}

async function playOne(
  db: Db,
  row: ClaimedBotTurn,
  pool: Pick<BotPool, "choose">,
  now: Date,
  fallback: (q: BotQuestion, e: unknown) => unknown,
): Promise<"played" | "dropped" | "released"> {
  try {
    const match = await loadMatch(db, row.matchId);
    if (!botTurnApplies(match, row.seatIndex)) {
      await dropBotTurn(db, row);
      return "dropped";
    }
    const turn = await botTurnOf(match, row.seatIndex, (q) => pool.choose(q).catch((e: unknown) => fallback(q, e)));
    if (turn.segments.length === 0) {
      await dropBotTurn(db, row);
      return "dropped";
    }
    const written = await writeBotTurn(db, match, turn);
    // Written: the row is left only if the seat is awaited again (its lease lifted, due now); stale: due now.
    await releaseBotTurn(db, row, now);
    return written.ok ? "played" : "released";
  } catch (e) {
    if (e instanceof MatchAbort && e.error.code === "NOT_FOUND") {
      await dropBotTurn(db, row);
      return "dropped";
    }
    console.error(`[jobs] bot turn of match ${row.matchId}:`, e instanceof Error ? e.message : e);
    await releaseBotTurn(db, row, retryAfterFailure(now));
    return "released";
  }
}
