/**
 * How a player's part in a running match ends before the game does: they leave, resign or run out of time.
 * A bot takes the seat so the others can play on (as on Board Game Arena); a forfeit (resigning, or running
 * out of time under the "lose" policy) also ranks the player last, and with two players ends the match at
 * once with the other player as the winner. When no human is left the match is aborted instead.
 */
import type { Db, Tx } from "@/lib/db";
import type { PendingBySeat } from "@/lib/engine";
import type { BotLevel } from "@/lib/bots/levels";
import type { MessageRef } from "@/lib/engine/types";
import { bounded } from "@/lib/mail/escape";
import { siteNow } from "@/lib/clocks/site-time";
import { moveClocks } from "../write/seat-writes";
import { matchEvents, type TakeoverReason } from "../store/match-events";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { endedByForfeit, type ForfeitReason } from "./outcome";
import { saveProgress } from "../write/progress";
import { abort, claimVersion, loadMatch, runWrite, type LoadedMatch } from "../store/store";
import { Prisma } from "@/lib/db";

/**
 * The bot that takes over a seat plays to win: the strong bot, thinking the site's BOT_BUDGET_MS per move
 * (its turns are searched by the job runner: lib/matches/write/bot-turns.ts).
 */
export const REPLACEMENT_BOT: BotLevel = "strong";

/**
 * The site's own history lines, as message refs of the "history" namespace (`site.…`, shown in the reader's
 * language by lib/matches/history/history-text.ts; English: "Ana left the match; a bot plays the seat.").
 */
const TAKEOVER_KEY: Record<TakeoverReason, string> = {
  left: "site.left",
  timeout: "site.timeout",
  resign: "site.resign",
  deleted: "site.deleted",
};

/** A line in the history written by the site, not by a move (the player's name, not the seat: the seat is a bot's now). */
/** Appends a line of the site's own to the history; returns the history's length after it. */
async function logLine(tx: Tx, matchId: number, seat: number, line: MessageRef): Promise<number> {
  const index = await tx.moveLog.count({ where: { matchId } });
  await tx.moveLog.create({
    data: { matchId, index, seat, moves: [], lines: [line] as unknown as Prisma.InputJsonArray, endsTurn: false },
  });
  return index + 1;
}

function humanSeat(match: LoadedMatch, seatIndex: number) {
  const seat = match.seats.find((s) => s.seatIndex === seatIndex && s.userId && s.joinedAt);
  if (!seat) abort(fail("NOT_A_PLAYER"));
  return seat;
}

/**
 * A bot takes over `seatIndex` (its player left, resigned, ran out of time or deleted their account). If no
 * other human is left, the match is aborted instead of being played out by bots alone. The caller holds the
 * match's version. `formerName`: the player's name when their row no longer has it (a deleted account:
 * the mail to the others names them; the history line does not, lib/account-data/deletion.ts).
 */
export async function replaceWithBot(
  tx: Tx,
  match: LoadedMatch,
  seatIndex: number,
  reason: TakeoverReason,
  forfeit: ForfeitReason | null,
  formerName?: string,
): Promise<void> {
  const seat = humanSeat(match, seatIndex);
  // No name (cannot happen for a joined seat, but never store an English word in a ref): the reader's "someone".
  const name = bounded(seat.user?.username ?? "", 20);
  const now = siteNow();
  const humansLeft = match.seats.filter((s) => s.userId !== null && s.userId !== seat.userId && s.joinedAt).length;
  if (humansLeft === 0) {
    await claimVersion(tx, match.id, match.version, {
      status: "aborted",
      finishedAt: now,
      activeSeats: [],
      cancelVote: Prisma.DbNull,
    });
    await moveClocks(tx, match, { previousActive: match.activeSeats, active: [], endedTurns: [], finished: true, now });
    return;
  }
  // Tell the others while the seat still names its player, then hand it over ("": the mail's "a player").
  await matchEvents().takenOver(tx, match, seatIndex, formerName ?? seat.user?.username ?? "", reason);
  // A deleted account's line names nobody: its name may belong to someone else one day.
  const replacedAt = await logLine(tx, match.id, seatIndex, {
    key: TAKEOVER_KEY[reason],
    values: reason === "deleted" ? {} : { name },
  });
  // History entries before `replacedAt` were the player's (named as they were), later ones the bot's.
  await tx.seat.update({
    where: { id: seat.id },
    data: {
      userId: null,
      botStyle: REPLACEMENT_BOT,
      formerUserId: seat.userId,
      replacedBecause: reason,
      forfeit,
      replacedAtLogIndex: replacedAt,
    },
  });
  // The player's uncommitted steps go with them.
  const pending = { ...(match.pending as PendingBySeat<unknown>) };
  delete pending[String(seatIndex)];
  await claimVersion(tx, match.id, match.version);
  const updated = await loadMatch(tx, match.id);
  // If the seat is awaited now, the bot moves at once (and whoever is next gets their mail as usual).
  await saveProgress(tx, updated, {
    committed: match.state,
    pending,
    segments: [],
    actorSeat: null,
    previousActive: match.activeSeats,
  });
}

/**
 * The player of `seatIndex` forfeits (resigns, or runs out of time under the "lose" policy): ranked last;
 * with two players the match ends now and the other wins, otherwise a bot plays the seat on.
 */
export async function forfeitSeat(tx: Tx, match: LoadedMatch, seatIndex: number, reason: ForfeitReason): Promise<void> {
  if (match.seats.length > 2) return replaceWithBot(tx, match, seatIndex, reason, reason);
  const seat = humanSeat(match, seatIndex);
  const now = siteNow();
  const outcome = endedByForfeit(match.seats.length, seatIndex, reason);
  await logLine(tx, match.id, seatIndex, {
    key: reason === "resign" ? "site.resigned" : "site.ranOut",
    values: { name: bounded(seat.user?.username ?? "", 20) },
  });
  await tx.seat.update({ where: { id: seat.id }, data: { forfeit: reason } });
  await claimVersion(tx, match.id, match.version, {
    status: "finished",
    outcome: outcome as object,
    finishedAt: now,
    activeSeats: [],
    pending: {},
    cancelVote: Prisma.DbNull,
  });
  await moveClocks(tx, match, { previousActive: match.activeSeats, active: [], endedTurns: [], finished: true, now });
  // A resign or a timeout counts as a loss in a rated match.
  await matchEvents().rateFinished(tx, match, outcome, now);
  await matchEvents().finished(tx, await loadMatch(tx, match.id), outcome);
}

/** A player resigns (any time, confirmed on the page): see forfeitSeat. */
export async function resign(db: Db, userId: string, matchId: number, version: number): Promise<MatchResult<null>> {
  return runWrite(db, async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (match.version !== version) abort(fail("STALE_VERSION"));
    if (match.status !== "running") abort(fail("MATCH_NOT_RUNNING"));
    const seat = match.seats.find((s) => s.userId === userId && s.joinedAt);
    if (!seat) abort(fail("NOT_A_PLAYER"));
    await forfeitSeat(tx, match, seat.seatIndex, "resign");
    return null;
  });
}
