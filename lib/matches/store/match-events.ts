/**
 * The domain events of a match write: what happened to a match, told inside the write's transaction to the
 * packages that react to them (lib/ratings: a finished match applied to the ratings; lib/notifications: mails
 * queued in the outbox), so a write and its consequences commit or roll back together. lib/matches names the
 * events and says when they happen; it never imports the listeners. lib/jobs/match-listeners.ts puts them
 * together and registers them when the site, the job runner, the operator's commands or the tests load it.
 * A write with no listener registered is a wiring bug and throws.
 *
 * The live events (lib/live/publish.ts) are written by the same transactions, directly: they are rows that
 * lib/live reads, below lib/matches in the package order (docs/architecture.md).
 */
import type { Prisma, Tx } from "@/lib/db";
import type { Seat } from "@/lib/engine";
import type { OutgoingMail } from "@/lib/mail/outbox";
import type { MatchOutcome } from "../lifecycle/outcome";
import type { LoadedMatch } from "./store";

/** Why a bot took over a seat ("deleted": the player deleted their account, lib/account-data/deletion.ts). */
export type TakeoverReason = "left" | "timeout" | "resign" | "deleted";

export interface MatchEventListener {
  /** The match finished with `outcome`: a rated one is applied to its players' ratings (lib/ratings), first. */
  rateFinished(tx: Tx, match: LoadedMatch, outcome: MatchOutcome, at: Date): Promise<unknown>;
  /** `userId` was invited to a seat of `match` (still open). */
  invited(tx: Tx, match: LoadedMatch, userId: string): Promise<void>;
  /** The match started; the seats in `skipSeats` need no word of it. */
  started(tx: Tx, match: LoadedMatch, skipSeats: readonly Seat[]): Promise<void>;
  /** `userId` left the open match (the seat is open again). */
  playerLeft(tx: Tx, match: LoadedMatch, userId: string): Promise<void>;
  /** The match finished with `outcome`. */
  finished(tx: Tx, match: LoadedMatch, outcome: MatchOutcome): Promise<void>;
  /** A bot plays `seatIndex` now, in place of the player named `previous`. */
  takenOver(tx: Tx, match: LoadedMatch, seatIndex: number, previous: string, reason: TakeoverReason): Promise<void>;
  /** `proposerId` proposed to cancel the match. */
  cancelProposed(tx: Tx, match: LoadedMatch, proposerId: string): Promise<void>;
  /** The vote ended: cancelled (everyone agreed) or refused (by `refuserId`). */
  cancelResult(tx: Tx, match: LoadedMatch, result: "cancelled" | "refused", refuserId?: string): Promise<void>;
  /** `seatIndex` is awaited now; whether a notice was queued. */
  turnAwaited(tx: Tx, match: LoadedMatch, seatIndex: number, now: Date): Promise<boolean>;
  /**
   * For a commit written in one statement (commit-at-once.ts), the same reactions as parts of that statement:
   * the result mails of `finished`, and the insert of the notices of `turnAwaited` for `seats`, guarded by
   * `guard` (null: no notice to queue).
   */
  finishedMails(match: LoadedMatch, outcome: MatchOutcome): OutgoingMail[];
  turnNoticesInsert(match: LoadedMatch, seats: readonly Seat[], now: Date, guard: Prisma.Sql): Prisma.Sql | null;
  /**
   * For such a commit that finishes the match: the rows `finished` writes besides its mails (lib/stats: the
   * statistics per game), as statements guarded by `guard`; `turnsNotLogged` counts the turns ended by the
   * commit's own log rows, which the statement's other parts do not see.
   */
  finishedInserts?(
    match: LoadedMatch,
    outcome: MatchOutcome,
    now: Date,
    turnsNotLogged: number,
    guard: Prisma.Sql,
  ): Prisma.Sql[];
}

let listener: MatchEventListener | null = null;

/** Registers the listener (one per process; registering again replaces it). */
export function listenToMatches(l: MatchEventListener): void {
  listener = l;
}

/** The registered listener, for a write that has something to tell. */
export function matchEvents(): MatchEventListener {
  if (!listener)
    throw new Error("No listener for match events: load lib/jobs/match-listeners.ts at start (lib/site does).");
  return listener;
}
