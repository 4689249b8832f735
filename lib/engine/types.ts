/**
 * The one contract every game implements. Pure: no Next, React, Prisma, Math.random or Date.now.
 *
 * Lessons followed (see ../shared/notes/architecture.md): one typed definition object driven by
 * generic machinery (boardgame.io), one source of legality (chessops, boardgamers.space),
 * rejections as values with a code and a sentence, seeded randomness stored in the state,
 * and views built from an allow-list.
 */
import type { z } from "zod";
import type { Rng } from "./rng";

/** A 0-based seat index. */
export type Seat = number;

export const REJECTION_CODES = [
  "NOT_YOUR_TURN",
  "ILLEGAL_MOVE",
  "MALFORMED_MOVE",
  "GAME_OVER",
  "NOTHING_TO_UNDO",
  "STALE_VERSION",
  "NOT_A_PLAYER",
  "NOT_FOUND",
  "FORBIDDEN",
  "INVALID_INPUT",
  "MATCH_NOT_RUNNING",
  "UNSUPPORTED_RULES",
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

/**
 * A refused move or request: a code, and why in more words than the code's own sentence (the "errors"
 * catalogue's `codes`) when there is more to say. Never English: the site says it in the reader's language
 * (and the JSON API in English) from the references.
 */
export interface Rejection {
  ok: false;
  code: RejectionCode;
  /** The game's reason: a key of the game's Log namespace ("refusals.cardCost", `{ cost: 3 }`). */
  reason?: MessageRef;
  /** The engine's own reason: a key of the "errors" catalogue's `sentences` ("rulesTooNew"). */
  sentence?: MessageRef;
}
export type Result<T> = { ok: true; value: T } | Rejection;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
/** A rejection with the code's own sentence, or with the game's reason (a key of its Log namespace). */
export const reject = (code: RejectionCode, reason?: MessageRef | null): Rejection =>
  reason ? { ok: false, code, reason } : { ok: false, code };
/** A rejection as one line for errors and logs (never for players): its code and its reason's key and values. */
export function rejectionText(r: Rejection): string {
  const why = r.reason ?? r.sentence;
  return why ? `${r.code} ${why.key}${why.values ? ` ${JSON.stringify(why.values)}` : ""}` : r.code;
}

/** A rejection with a sentence of the engine's own (a key of the "errors" catalogue's `sentences`). */
export const rejectWith = (code: RejectionCode, sentence: MessageRef): Rejection => ({ ok: false, code, sentence });

/**
 * How the turn machinery must treat a move:
 * - "step": an ordinary step; it stays pending (undoable, visible only to its player) until the turn ends.
 * - "reveal": it uses randomness or reveals hidden information; everything before it and the move itself
 *   are committed at once and cannot be undone, but the player's turn goes on.
 * - "end": it ends the player's turn; the pending steps and the move are committed.
 */
export type MoveKind = "step" | "reveal" | "end";

export interface Outcome {
  /** Final score per seat. */
  scores: number[];
  /** Winning seats (several on a shared win); each has the highest score (a tie-break may narrow them). */
  winners: Seat[];
  /** Game-specific breakdown for the final-scoring table; must be public information. */
  details?: unknown;
}

/** A rule variant a match creator may switch on (see `GameDefinition.variants`). */
export interface VariantChoice {
  /** The key in the match option `variants` ("harsh-winter"). */
  key: string;
  name: string;
  /** One sentence for the create form. */
  summary: string;
}

export interface SetupContext<O> {
  players: number;
  /** Seed string; the game derives its PRNG state from it and keeps that state inside its state. */
  seed: string;
  options: O;
}

export interface GameDefinition<S, M extends { type: string }, V = unknown, O = Record<string, never>> {
  /** The game key used everywhere: "glen-more", "clans", "stone-age". */
  key: string;
  name: string;
  /**
   * The version of the rules and of the state's shape. Bumped whenever a stored match could not simply be
   * played on by the current code: a rule changed (a replay of an old log would differ, or legal moves
   * differ) or the state gained or lost a field. Matches store the version they were created under; see
   * `rulesFor` and docs/adding-a-game.md "Rules versions". The known-answer tables pin it.
   */
  rulesVersion: number;
  /**
   * The game as it was under an older `version`, for matches created then (null: no longer playable).
   * Optional: without it only `rulesVersion` itself is playable. Use `gameForRulesVersion` to ask.
   */
  rulesFor?(version: number): GameDefinition<S, M, V, O> | null;
  minPlayers: number;
  maxPlayers: number;
  /** Options a match creator may set; parsed before setup. */
  optionsSchema: z.ZodType<O>;
  /**
   * Rule variants a creator may switch on: the option `variants` lists the chosen keys (the create form's
   * checkboxes; the lobby and the match page name them). Optional: a game without variants leaves it out.
   */
  variants?: readonly VariantChoice[];
  /** Shape check for moves that arrive from outside (legality is checked by `legalMoves`). */
  moveSchema: z.ZodType<M>;

  setup(ctx: SetupContext<O>): S;
  /** Seats whose input is awaited now; empty when the game is over. */
  activeSeats(state: S): Seat[];
  /** Every move this seat may make now, ending the turn included. The single source of legality. */
  legalMoves(state: S, seat: Seat): M[];
  /**
   * Applies a move that is in `legalMoves(state, seat)` and returns the new state. Never modifies `state`.
   * Total over its input: anything else (a move that is not legal now, a wrong seat, or any value at all,
   * since callers and stored logs may hand it anything) is refused as a rejection with a code
   * (MALFORMED_MOVE, ILLEGAL_MOVE, NOT_YOUR_TURN, GAME_OVER) and a sentence; it never throws for bad
   * input, returns undefined or writes NaN. The conformance suite checks all of this.
   */
  applyMove(state: S, seat: Seat, move: M): Result<S>;
  /**
   * Why `move` is not legal for `seat` now, as a message ref of the game's Log namespace (`refusals.…`: "You
   * cannot end your turn yet."). Asked by the gate for a well-formed move that is not in `legalMoves`; null or
   * absent: the gate says "That move is not allowed now." (the ILLEGAL_MOVE code's sentence). The keys live
   * in the game's messages module, the sentences in the catalogues.
   */
  explainIllegal?(state: S, seat: Seat, move: M): MessageRef | null;
  /**
   * The move that just ends `seat`'s turn now (the End-turn button and `POST .../commit` ask for it), or
   * the game's reason why the turn cannot simply be ended now ("Move your huts before ending the turn.").
   * Optional: by default the one legal move of kind "end" when there is exactly one (`endTurnMove` in
   * turn.ts). A game whose turns also end through moves that do something (passing, feeding, picking a
   * die) names its plain end move here.
   */
  endTurnMove?(state: S, seat: Seat): Result<M>;
  /** See MoveKind. Decided before the move is applied. */
  moveKind(state: S, seat: Seat, move: M): MoveKind;
  /** What a seat (or a spectator: null) may see, built from an allow-list. */
  playerView(state: S, viewer: Seat | null): V;
  /** null while the game runs. */
  outcome(state: S): Outcome | null;
  /**
   * The move's history line, e.g. "took Loch Ness (paid 1 clan member)": a message ref (a key of the game's
   * Log namespace and its values, see `HistoryLine`), so that one log reads in every language; a plain
   * English sentence is still accepted (games not yet keyed, the tiny test game). "" or a ref with key "":
   * no line.
   */
  describeMove(before: S, seat: Seat, move: M, after: S): HistoryLine;
  /**
   * Readable lines for what happened automatically after a move (die rolls, scorings, refills),
   * derived by comparing states. Optional. Lines as in `describeMove`.
   */
  describeAftermath?(before: S, seat: Seat, move: M, after: S): HistoryLine[];
  /**
   * What the move did, for the board to draw (marks.ts): the tile taken and placed, the huts moved, the
   * people placed. Gets spectator views of the positions before and after the move (never states), so a mark
   * cannot carry hidden information. Optional: a game without it shows its history as text only.
   */
  markMove?(before: V, seat: Seat, move: M, after: V): MoveMark[];
  /**
   * How the game counts points, for a finished match's charts (lib/matches/read/score-chart.ts): the score
   * per seat at any state and the final points by scoring category. Optional: without it the charts do not
   * show. Given full states, so only ever used on finished matches (where nothing is hidden any more).
   */
  scoreSheet?: ScoreSheet<S>;
  /**
   * A full state consistent with everything `seat` knows from its `view` (its own view of the position): the
   * hidden parts (deck orders, face-down tiles, other seats' secrets) and the PRNG state redrawn with `rng`.
   * `playerView(sampleState(v, seat, rng), seat)` is `v` again and the seat's legal moves are the same (the
   * conformance suite checks both). Bots search such states, so they never see what their seat may not
   * (lib/bots). Optional: a game without it gets the random bot only.
   */
  sampleState?(view: V, seat: Seat, rng: Rng): S;
  /** Optional heuristic for bots: higher is better for `seat`. */
  evaluate?(state: S, seat: Seat): number;
  /**
   * Points that make a clear difference in this game, for the strong bot's score-margin reward (lib/bots
   * reward.ts squashes a lead by it). Optional: 10.
   */
  botMarginScale?: number;
  /** Two moves are the same move (default: structural equality of their JSON). */
  sameMove?(a: M, b: M): boolean;
}

/** Points of one scoring category per seat: `key` names it in the "charts" catalogue's `categories.<game>`. */
export interface ScoreCategory {
  key: string;
  points: number[];
}

/** See `GameDefinition.scoreSheet`. Pure functions of a state. */
export interface ScoreSheet<S> {
  /**
   * Each seat's score as the game counts it at this state (its score track); at the end exactly the
   * outcome's `scores`.
   */
  scores(state: S): number[];
  /**
   * The final points by category, in the order a score sheet lists them; for each seat they add up to the
   * outcome's score. Null while the game runs. `gained`: the sums of `gained` over the whole match, when the
   * game has it and the caller replayed the match (without them a game may count such points together).
   */
  breakdown(state: S, gained?: ScoreCategory[]): ScoreCategory[] | null;
  /**
   * Optional: points scored by one move by category (`before` and `after` one applied move), for points the
   * final state no longer tells apart (Stone Age: a building's points depend on what paid for it). Only
   * categories with points; summed over the match and handed to `breakdown`.
   */
  gained?(before: S, after: S): ScoreCategory[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;
export type StateOf<G> = G extends GameDefinition<infer S, infer _M, infer _V, infer _O> ? S : never;
export type MoveOf<G> = G extends GameDefinition<infer _S, infer M, infer _V, infer _O> ? M : never;

/**
 * A history line as a message reference: `key` names a message in the game's Log namespace of the catalogues
 * (lib/games/<game>/i18n/<locale>-log.json, e.g. "move.moved"), `values` its arguments. Serialisable
 * (stored in MoveLog.lines as it is). Engines stay pure: they never format it; the site does
 * (lib/matches/history/history-text.ts). Value names say how a value is shown:
 * - `seat…` (seat, seatTamer): a seat number; shown as the player's name, like `seatToken`.
 * - `term…` (term, termFrom): a component's English name as the engine's data has it ("Loch Ness"); shown
 *   in the reader's language through the game's glossary (lib/i18n/glossary).
 * - `terms…`: several such names joined by "|"; shown translated and joined by ", ".
 * - `refs…`: the parts of a phrase ("1 wood, 2 stone"), each a message ref of the same namespace, as one
 *   JSON string (`refsValue`); shown each in the reader's language, joined by ", " (`refsAnd…`: by the
 *   namespace's `join.and`; `refsSemi…`: by "; ").
 * - anything else: a number or a plain value the message uses as it is (or chooses a form by, ICU select).
 */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

/** One history line: a message ref, or a plain English sentence (lines stored before keys, site lines). */
export type HistoryLine = string | MessageRef;

/** A message ref; `values` left out when there are none (keeps stored lines small). */
export function ref(key: string, values?: Record<string, string | number>): MessageRef {
  return values && Object.keys(values).length > 0 ? { key, values } : { key };
}

/** The parts of a phrase as one `refs…` value (see `MessageRef`); still a plain, serialisable string. */
export function refsValue(parts: readonly MessageRef[]): string {
  return JSON.stringify(parts);
}

/** A line that says nothing (dropped from the history): "" or a ref with an empty key. */
export function isEmptyLine(line: HistoryLine): boolean {
  return typeof line === "string" ? line.length === 0 : line.key.length === 0;
}

/**
 * History lines name players by seat with this token; the site replaces it with the player's name
 * (engines know seats, not people).
 */
export function seatToken(seat: Seat): string {
  return `{seat:${seat}}`;
}

/** Replaces every seat token in a history line with a name. */
export function nameSeats(line: string, nameOf: (seat: Seat) => string): string {
  return line.replace(/\{seat:(\d{1,2})\}/g, (_m, n: string) => nameOf(Number(n)));
}

/** What a committed move did, for the board to draw (marks.ts checks and derives them). */
export const MARK_KINDS = ["placed", "taken", "moved", "used"] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export interface MoveMark {
  /** placed: something arrived at `at`; taken: it left `at`; moved: from `from` to `at`; used: `at` was used. */
  kind: MarkKind;
  /** Whose move it was (the colour it is drawn in). */
  seat: Seat;
  /** A board element the game's board can find: "space:5", "tile:1:2,-1", "territory:12", "location:hunt". */
  at: string;
  /** For "moved": where the thing came from. */
  from?: string;
  /** A short label drawn with the mark ("+2"). */
  label?: string;
}
