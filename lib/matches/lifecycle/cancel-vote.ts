/**
 * Cancelling a running match takes every human player: one proposes, each other player accepts or refuses
 * (on the match page, which the mail links to). When all have accepted the match is aborted and everyone is
 * told; a refusal ends the vote and the match goes on.
 */
import type { Db } from "@/lib/db";
import { Prisma } from "@/lib/db";
import { siteNow } from "@/lib/clocks/site-time";
import { moveClocks } from "../write/seat-writes";
import { matchEvents } from "../store/match-events";
import { fail, limited, type MatchResult } from "@/lib/errors/errors";
import { consume } from "@/lib/rate-limits";
import { abort, claimVersion, loadMatch, runWrite, type LoadedMatch, type SeatedMatch } from "../store/store";
import { refuse } from "@/lib/errors/refuse";

interface StoredVote {
  by: string;
  at: string;
  accepted: string[];
}

export interface CancelVoteInfo {
  proposedBy: string;
  at: string;
  accepted: string[];
  waitingFor: string[];
  /** The viewer's part: proposed it, accepted, still to answer, or not asked (a spectator). */
  mine: "proposer" | "accepted" | "to-answer" | null;
}

type VoteMatch = Pick<SeatedMatch, "cancelVote" | "seats">;

function stored(raw: unknown): StoredVote | null {
  const v = raw as Partial<StoredVote> | null;
  return v && typeof v.by === "string" && typeof v.at === "string" && Array.isArray(v.accepted)
    ? { by: v.by, at: v.at, accepted: v.accepted.filter((a) => typeof a === "string") }
    : null;
}

function humans(match: VoteMatch) {
  return match.seats.filter((s) => s.userId && s.joinedAt);
}

/** `formerPlayer`: how to name a voter who no longer holds a seat, in the reader's language. */
export function cancelVoteInfo(
  match: VoteMatch,
  viewerId: string | null,
  formerPlayer = "a former player",
): CancelVoteInfo | null {
  const vote = stored(match.cancelVote);
  if (!vote) return null;
  const name = (id: string) => match.seats.find((s) => s.userId === id)?.user?.username ?? formerPlayer;
  const yes = new Set([vote.by, ...vote.accepted]);
  const waiting = humans(match).filter((s) => !yes.has(s.userId!));
  const isPlayer = viewerId !== null && humans(match).some((s) => s.userId === viewerId);
  return {
    proposedBy: name(vote.by),
    at: vote.at,
    accepted: vote.accepted.map(name),
    waitingFor: waiting.map((s) => s.user?.username ?? ""),
    mine: !isPlayer ? null : viewerId === vote.by ? "proposer" : yes.has(viewerId) ? "accepted" : "to-answer",
  };
}

async function cancelNow(tx: Prisma.TransactionClient, match: LoadedMatch): Promise<void> {
  const now = siteNow();
  await claimVersion(tx, match.id, match.version, {
    status: "aborted",
    finishedAt: now,
    activeSeats: [],
    pending: {},
    cancelVote: Prisma.DbNull,
  });
  await moveClocks(tx, match, { previousActive: match.activeSeats, active: [], endedTurns: [], finished: true, now });
}

function playerOf(match: LoadedMatch, userId: string) {
  if (match.status !== "running") abort(fail("MATCH_NOT_RUNNING"));
  if (!humans(match).some((s) => s.userId === userId)) abort(fail("NOT_A_PLAYER"));
}

export async function proposeCancel(
  db: Db,
  userId: string,
  matchId: number,
  version: number,
): Promise<MatchResult<{ cancelled: boolean }>> {
  return runWrite(db, async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (match.version !== version) abort(fail("STALE_VERSION"));
    playerOf(match, userId);
    if (stored(match.cancelVote)) abort(refuse("FORBIDDEN", "voteUnderWay"));
    if (humans(match).length === 1) {
      await cancelNow(tx, match);
      return { cancelled: true };
    }
    const limit = await consume(tx, "lobby", userId);
    if (!limit.ok) abort(limited(limit));
    const vote: StoredVote = { by: userId, at: siteNow().toISOString(), accepted: [] };
    await claimVersion(tx, matchId, version, { cancelVote: vote as object });
    await matchEvents().cancelProposed(tx, match, userId);
    return { cancelled: false };
  });
}

export async function answerCancel(
  db: Db,
  userId: string,
  matchId: number,
  version: number,
  accept: boolean,
): Promise<MatchResult<{ cancelled: boolean }>> {
  return runWrite(db, async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (match.version !== version) abort(fail("STALE_VERSION"));
    playerOf(match, userId);
    const vote = stored(match.cancelVote);
    if (!vote) abort(refuse("FORBIDDEN", "noProposal"));
    if (vote.by === userId || vote.accepted.includes(userId)) abort(refuse("FORBIDDEN", "alreadyAgreed"));
    if (!accept) {
      await claimVersion(tx, matchId, version, { cancelVote: Prisma.DbNull });
      await matchEvents().cancelResult(tx, match, "refused", userId);
      return { cancelled: false };
    }
    const accepted = [...vote.accepted, userId];
    const everyone = humans(match).every((s) => s.userId === vote.by || accepted.includes(s.userId!));
    if (everyone) {
      await cancelNow(tx, match);
      await matchEvents().cancelResult(tx, match, "cancelled");
      return { cancelled: true };
    }
    await claimVersion(tx, matchId, version, { cancelVote: { ...vote, accepted } as object });
    return { cancelled: false };
  });
}
