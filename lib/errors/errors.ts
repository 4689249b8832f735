/** Expected failures of match operations: a code and one sentence, mapped to words in one place. */
import type { RejectionCode } from "@/lib/engine";

export type MatchErrorCode =
  | RejectionCode
  | "UNKNOWN_GAME"
  | "BAD_SEAT_COUNT"
  | "UNKNOWN_USER"
  | "SEAT_TAKEN"
  | "ALREADY_SEATED"
  | "NOT_CREATOR"
  | "NOT_ENOUGH_PLAYERS"
  | "UNAUTHENTICATED"
  | "RATE_LIMITED"
  | "TIMED_OUT"
  | "NOT_FINISHED";

export interface MatchError {
  ok: false;
  code: MatchErrorCode;
  message: string;
  /** RATE_LIMITED only: when the request may be made again. */
  retryAfterSeconds?: number;
  /**
   * The sentence by its key, for saying it in the reader's language: in the "errors" catalogue's `sentences`
   * (refuse.ts), or in `namespace` (a game's reason: "stoneAgeLog", "refusals.cardCost").
   */
  sentence?: { key: string; values?: Record<string, string | number>; namespace?: string };
}
export type MatchResult<T> = { ok: true; value: T } | MatchError;

export const MESSAGES: Record<MatchErrorCode, string> = {
  NOT_YOUR_TURN: "It is not your turn.",
  ILLEGAL_MOVE: "That move is not allowed now.",
  MALFORMED_MOVE: "That move is not understood.",
  GAME_OVER: "The game is over.",
  NOTHING_TO_UNDO: "There is nothing to undo: committed moves cannot be taken back.",
  STALE_VERSION: "This match changed in the meantime. Reload to see the current position.",
  NOT_A_PLAYER: "You are not a player in this match.",
  NOT_FOUND: "There is no such match.",
  FORBIDDEN: "You may not do that.",
  INVALID_INPUT: "That request is not valid.",
  MATCH_NOT_RUNNING: "This match is not running.",
  UNSUPPORTED_RULES: "This match was created under a version of the game's rules that this site cannot play.",
  UNKNOWN_GAME: "There is no such game.",
  BAD_SEAT_COUNT: "That number of players is not possible for this game.",
  UNKNOWN_USER: "There is no user with that name.",
  SEAT_TAKEN: "That seat is taken.",
  ALREADY_SEATED: "You already have a seat in this match.",
  NOT_CREATOR: "Only the match's creator may do that.",
  NOT_ENOUGH_PLAYERS: "Not enough players have joined to start.",
  UNAUTHENTICATED: "Please sign in first.",
  RATE_LIMITED: "Too many requests in a short time. Try again later.",
  TIMED_OUT: "Your time ran out: a bot plays your seat now.",
  NOT_FINISHED: "The full record of a match can be downloaded once the match is over.",
};

export function fail(code: MatchErrorCode, message?: string): MatchError {
  return { ok: false, code, message: message ?? MESSAGES[code] };
}

/** A refusal by a rate limit (lib/rate-limits), with its sentence and when to try again. */
export function limited(check: {
  message: string;
  retryAfterSeconds: number;
  sentence: NonNullable<MatchError["sentence"]>;
}): MatchError {
  return {
    ok: false,
    code: "RATE_LIMITED",
    message: check.message,
    retryAfterSeconds: check.retryAfterSeconds,
    sentence: check.sentence,
  };
}

/** Thrown inside a transaction to roll it back; turned into a MatchError by `runWrite`. */
export class MatchAbort extends Error {
  constructor(public readonly error: MatchError) {
    super(error.code);
  }
}
