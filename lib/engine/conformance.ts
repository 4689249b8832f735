/**
 * The game contract (types.ts) checked as a whole, for any game: seeded random playouts (the engine's
 * `randomPlayout`) with checks at every state, heavier ones every few states. A new game gets this for
 * free by registering a `ConformanceSpec` (docs/adding-a-game.md); lib/engine/conformance.test.ts runs it
 * over every game and player count, and conformance-negative.test.ts shows that it catches broken copies.
 *
 * Checked: inputs (deep-frozen) are never written; setup is deterministic; every legal move passes
 * `moveSchema`, applies, has a kind and a history line; `applyMove` refuses as a value every move that is
 * not legal (garbage, legal moves with one field changed, moves of seats not awaited) and never returns
 * undefined or a state that is not plain JSON (NaN, undefined); a state copied through JSON behaves the
 * same; replaying seed + log gives the same state; views never hold the PRNG state or the seed, and do
 * not change when the hidden parts are permuted (the spec's `hideFrom`), nor do the legal moves; a "step"
 * does not depend on hidden parts (else undo would reveal them); `activeSeats` is empty exactly when there
 * is an outcome; every turn can end; outcomes are well formed.
 */
import { canonicalJson } from "./canonical";
import { deepFreeze, firstDifference, jsonProblem, keysNamed, viaJson } from "./json-safety";
import type { KnownAnswerTable } from "./known-answers";
import { GARBAGE, mutations, sample } from "./move-mutations";
import { randomPlayout, type PlayoutEntry } from "./playout";
import { Rng, seedRng } from "./rng";
import { marksOf, marksProblem } from "./marks";
import { endTurnMove, replay, sameMove } from "./turn";
import type { AnyGame, MoveKind, Outcome, Result, Seat } from "./types";
import { REJECTION_CODES, rejectionText } from "./types";

/** What a game registers to be checked (its manifest names it; lib/games/conformance-specs.ts lists them all). */
export interface ConformanceSpec<S = unknown> {
  game: AnyGame;
  /**
   * A copy of `state` that differs only in what `viewer` (a seat, or null for a spectator) may not know:
   * the PRNG state always, and the game's hidden parts (deck orders, other seats' secrets), redrawn with
   * `rng`. The view and the legal moves of `viewer` must not notice the difference.
   */
  hideFrom(state: S, viewer: Seat | null, rng: Rng): S;
  /** One known-answer table per rules version still playable (lib/engine/known-answers.ts). */
  knownAnswers: readonly KnownAnswerTable[];
  /** Game options the suite also plays, each besides the defaults (a game's variants and their combinations). */
  optionSets?: readonly unknown[];
}

export const CONFORMANCE_CHECKS = [
  "setup",
  "input-mutated",
  "threw",
  "state-json",
  "legal-move",
  "refuses-illegal",
  "wrong-seat",
  "active-seats",
  "view-hidden",
  "sample-state",
  "step-hidden",
  "turn-end",
  "replay",
  "outcome",
  "describe",
  "marks",
  "game-end",
  "spec",
] as const;
export type ConformanceCheck = (typeof CONFORMANCE_CHECKS)[number];

export interface ConformanceFailure {
  check: ConformanceCheck;
  seed: string;
  /** Steps played before the state where it failed (-1: outside the playout). */
  step: number;
  detail: string;
}

export interface ConformanceReport {
  game: string;
  players: number;
  games: number;
  steps: number;
  /** States that got the heavy checks. */
  deepStates: number;
  failures: ConformanceFailure[];
}

export interface ConformanceOptions {
  players: number;
  seeds: readonly string[];
  /** The heavy checks run on every `deepEvery`-th state (default 7) and on the last. */
  deepEvery?: number;
  maxSteps?: number;
  /** Stop collecting after this many failures (default 12). */
  maxFailures?: number;
  /** Game options to play with (a game's variants); absent: the defaults. */
  options?: unknown;
}

const KINDS: readonly MoveKind[] = ["step", "reveal", "end"];
const REFUSAL_CODES = new Set<string>(["MALFORMED_MOVE", "ILLEGAL_MOVE", "NOT_YOUR_TURN", "GAME_OVER"]);
/** Legal moves tried per heavy state, and legal moves mutated per heavy state. */
const LEGAL_SAMPLE = 40;
const MUTATION_SAMPLE = 3;
/** A turn that has not ended after this many steps that prefer ending it never will. */
const TURN_STEPS = 500;
/** Steps of the random playout from each sampled state. */
const SAMPLE_PLAYOUT_STEPS = 60;

export function checkConformance<S>(spec: ConformanceSpec<S>, o: ConformanceOptions): ConformanceReport {
  const { game } = spec;
  const report: ConformanceReport = {
    game: game.key,
    players: o.players,
    games: 0,
    steps: 0,
    deepStates: 0,
    failures: [],
  };
  const maxFailures = o.maxFailures ?? 12;
  for (const seed of o.seeds) {
    if (report.failures.length >= maxFailures) break;
    const c = new Checker<S>(spec, o.players, seed, report, maxFailures, o.deepEvery ?? 7, o.options ?? {});
    c.run(o.maxSteps ?? 100_000);
    report.games++;
  }
  return report;
}

/** One line per failure, for a test's error message. */
export function formatFailures(r: ConformanceReport): string {
  return r.failures
    .map((f) => `${r.game} ${r.players}p [${f.check}] seed "${f.seed}" step ${f.step}: ${f.detail}`)
    .join("\n");
}

class Checker<S> {
  private readonly game: AnyGame;
  private readonly rng: Rng;
  private step = -1;

  constructor(
    private readonly spec: ConformanceSpec<S>,
    private readonly players: number,
    private readonly seed: string,
    private readonly report: ConformanceReport,
    private readonly maxFailures: number,
    private readonly deepEvery: number,
    private readonly options: unknown,
  ) {
    this.game = spec.game;
    this.rng = new Rng(seedRng(`conformance:${seed}`));
  }

  private fail(check: ConformanceCheck, detail: string): void {
    const failures = this.report.failures;
    // The same finding at every later state adds nothing: keep its first occurrence.
    if (failures.length < this.maxFailures && !failures.some((f) => f.check === check && f.detail === detail)) {
      failures.push({ check, seed: this.seed, step: this.step, detail });
    }
  }

  /** Runs `fn`; an exception is a failure: "input-mutated" when it wrote into a frozen input. */
  private guard<T>(what: string, fn: () => T): T | undefined {
    try {
      return fn();
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      const frozenWrite =
        e instanceof TypeError && /read[- ]only|not extensible|Cannot (assign|add|delete|define)|frozen/i.test(msg);
      this.fail(frozenWrite ? "input-mutated" : "threw", `${what}: ${msg}`);
      return undefined;
    }
  }

  run(maxSteps: number): void {
    const setupCtx = {
      players: this.players,
      seed: this.seed,
      options: this.game.optionsSchema.parse(this.options) as unknown,
    };
    const first = this.guard("setup", () => this.game.setup(setupCtx) as S);
    if (first === undefined) return;
    const again = this.guard("setup", () => this.game.setup(setupCtx) as S);
    if (canonicalJson(first) !== canonicalJson(again)) this.fail("setup", "two setups with the same seed differ");
    let last: S | undefined;
    let log: PlayoutEntry<unknown>[] = [];
    try {
      const result = randomPlayout<S, unknown>({
        game: this.game,
        players: this.players,
        seed: this.seed,
        options: this.options,
        style: "uniform",
        seatChoice: "random",
        keepLog: true,
        maxSteps,
        inspect: (state, step) => {
          this.step = step;
          last = state;
          this.inspect(state, step % this.deepEvery === 0);
          if (this.report.failures.length >= this.maxFailures) throw new StopChecking();
        },
        check: (before, seat, move, after) => this.checkStep(before, seat, move, after),
      });
      this.report.steps += result.steps;
      log = result.log;
      last = result.state;
    } catch (e) {
      if (e instanceof StopChecking) return;
      this.fail("game-end", `the playout stopped: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    if (last === undefined) return;
    this.checkOutcome(last);
    const replayed = this.guard("replay", () => replay<S, unknown>(this.game, setupCtx, log));
    if (replayed && !replayed.ok) this.fail("replay", `the committed log does not replay: ${rejectionText(replayed)}`);
    else if (replayed && canonicalJson(replayed.value) !== canonicalJson(last)) {
      this.fail(
        "replay",
        `seed + log replays to another state: ${firstDifference(viaJson(replayed.value), viaJson(last), "state")}`,
      );
    }
  }

  /** Every state: frozen, plain JSON, awaited seats consistent with the outcome; every few states: `deep`. */
  private inspect(state: S, heavy: boolean): void {
    deepFreeze(state);
    const problem = jsonProblem(state, "state");
    if (problem) this.fail("state-json", problem);
    const outcome = this.guard("outcome", () => this.game.outcome(state) as Outcome | null);
    const active = this.guard("activeSeats", () => this.game.activeSeats(state) as Seat[]) ?? [];
    if ((outcome === null) !== active.length > 0) {
      this.fail(
        "active-seats",
        `activeSeats is ${JSON.stringify(active)} while the outcome is ${outcome ? "set" : "null"}`,
      );
    }
    for (const seat of this.seats()) {
      if (active.includes(seat)) continue;
      const legal = this.guard("legalMoves", () => this.game.legalMoves(state, seat) as unknown[]) ?? [];
      if (legal.length > 0) this.fail("wrong-seat", `seat ${seat} is not awaited but has ${legal.length} legal moves`);
    }
    if (heavy || outcome) this.deep(state);
  }

  private seats(): Seat[] {
    return Array.from({ length: this.players }, (_, i) => i);
  }

  /** The heavy checks on one state. */
  private deep(state: S): void {
    this.report.deepStates++;
    for (const viewer of [null, ...this.seats()]) this.checkView(state, viewer);
    const active = (this.guard("activeSeats", () => this.game.activeSeats(state) as Seat[]) ?? []).slice();
    for (const seat of active) {
      const legal = this.guard("legalMoves", () => this.game.legalMoves(state, seat) as unknown[]) ?? [];
      if (legal.length === 0) this.fail("turn-end", `seat ${seat} is awaited but has no legal move`);
      for (const m of sample(legal, LEGAL_SAMPLE, this.rng)) this.checkLegal(state, seat, m);
      this.checkRefusals(state, seat, legal);
      this.guard("the walk to the end of the turn", () => this.checkTurnEnds(state, seat));
    }
    for (const seat of [...this.seats().filter((s) => !active.includes(s)), -1, this.players, 0.5]) {
      const someone = active[0];
      const probe =
        someone === undefined
          ? []
          : (this.guard("legalMoves", () => this.game.legalMoves(state, someone) as unknown[]) ?? []);
      for (const m of [...probe.slice(0, 3), ...GARBAGE.slice(0, 3)]) this.expectRefused(state, seat, m, "wrong-seat");
    }
  }

  /** A legal move: passes the schema, applies to a plain JSON state, the same way on a JSON copy. */
  private checkLegal(state: S, seat: Seat, move: unknown): void {
    const parsed = this.game.moveSchema.safeParse(move);
    if (!parsed.success) this.fail("legal-move", `legal move ${JSON.stringify(move)} fails moveSchema`);
    const kind = this.guard("moveKind", () => this.game.moveKind(state, seat, move) as MoveKind);
    if (kind !== undefined && !KINDS.includes(kind))
      this.fail("legal-move", `moveKind of ${JSON.stringify(move)} is ${String(kind)}`);
    const r = this.guard("applyMove", () => this.game.applyMove(state, seat, move) as Result<S> | undefined);
    if (!isResult(r)) {
      if (r !== undefined || !this.alreadyFailed())
        this.fail("legal-move", `applyMove returned ${String(r)} for legal move ${JSON.stringify(move)}`);
      return;
    }
    if (!r.ok) return this.fail("legal-move", `legal move ${JSON.stringify(move)} refused: ${rejectionText(r)}`);
    const problem = jsonProblem(r.value, "state");
    if (problem) this.fail("state-json", `after ${JSON.stringify(move)}: ${problem}`);
    const copy = this.guard("applyMove", () => this.game.applyMove(viaJson(state), seat, viaJson(move)) as Result<S>);
    if (copy?.ok && canonicalJson(copy.value) !== canonicalJson(r.value)) {
      this.fail(
        "state-json",
        `${JSON.stringify(move)} applies differently to a JSON copy of the state: ${firstDifference(viaJson(copy.value), viaJson(r.value), "state")}`,
      );
    }
    if (kind === "step") this.checkStepHidesNothing(state, seat, move, r.value);
  }

  private alreadyFailed(): boolean {
    return this.report.failures.some((f) => f.seed === this.seed && f.step === this.step);
  }

  /** Garbage and legal moves with one field changed are refused, unless the change happens to be legal. */
  private checkRefusals(state: S, seat: Seat, legal: unknown[]): void {
    const candidates = [...GARBAGE, ...sample(legal, MUTATION_SAMPLE, this.rng).flatMap(mutations)];
    for (const m of candidates) {
      if (legal.some((l) => sameMoveSafe(this.game, l, m))) continue;
      this.expectRefused(state, seat, m, "refuses-illegal");
      const explained = this.guard(
        "explainIllegal",
        () =>
          (this.game.moveSchema.safeParse(m).success ? this.game.explainIllegal?.(state, seat, m) : null) as unknown,
      );
      if (explained !== undefined && explained !== null && !isReason(explained)) {
        this.fail("refuses-illegal", `explainIllegal gave ${JSON.stringify(explained)} for ${JSON.stringify(m)}`);
      }
    }
  }

  private expectRefused(state: S, seat: Seat, move: unknown, check: ConformanceCheck): void {
    const r = this.guard(
      `applyMove(${JSON.stringify(move) ?? String(move)})`,
      () => this.game.applyMove(state, seat, move) as unknown,
    );
    if (r === undefined && this.alreadyFailed()) return;
    if (!isResult(r))
      return this.fail(
        check,
        `applyMove(seat ${seat}, ${JSON.stringify(move) ?? String(move)}) returned ${JSON.stringify(r) ?? String(r)} instead of a rejection`,
      );
    if (r.ok)
      return this.fail(
        check,
        `applyMove accepted ${JSON.stringify(move) ?? String(move)} for seat ${seat}, which is not a legal move`,
      );
    if (!REFUSAL_CODES.has(r.code) || !optionalReason(r.reason) || !optionalReason(r.sentence)) {
      this.fail(check, `refusal of ${JSON.stringify(move)} is ${JSON.stringify(r)}`);
    }
  }

  /** A turn ends within TURN_STEPS steps when the seat prefers ending it; `endTurnMove` is legal and ends it. */
  private checkTurnEnds(state: S, seat: Seat): void {
    let s = state;
    for (let i = 0; i < TURN_STEPS; i++) {
      if (this.game.outcome(s) || !(this.game.activeSeats(s) as Seat[]).includes(seat)) return;
      const legal = this.game.legalMoves(s, seat) as unknown[];
      if (legal.length === 0)
        return this.fail(
          "turn-end",
          `seat ${seat} is awaited without a legal move after ${i} steps towards the end of its turn`,
        );
      const asked = endTurnMove<S, unknown>(this.game, s, seat);
      const plain = isResult(asked) && asked.ok ? asked.value : undefined;
      if (
        !isResult(asked) ||
        (!asked.ok && (asked.code !== "ILLEGAL_MOVE" || !isReason(asked.reason ?? asked.sentence)))
      ) {
        return this.fail(
          "turn-end",
          `endTurnMove answered ${JSON.stringify(asked)} instead of a move or an ILLEGAL_MOVE reason`,
        );
      }
      if (
        plain !== undefined &&
        (!legal.some((l) => sameMove(this.game, l, plain)) || this.game.moveKind(s, seat, plain) !== "end")
      ) {
        return this.fail(
          "turn-end",
          `endTurnMove gave ${JSON.stringify(plain)}, which is not a legal move of kind "end"`,
        );
      }
      const ends = legal.filter((m) => this.game.moveKind(s, seat, m) === "end");
      const move = plain ?? ends[0] ?? legal[this.rng.int(legal.length)];
      const r = this.game.applyMove(s, seat, move) as Result<S> | undefined;
      if (!r?.ok) return; // reported by checkLegal
      if (this.game.moveKind(s, seat, move) === "end") return;
      s = r.value;
    }
    this.fail("turn-end", `seat ${seat}'s turn did not end within ${TURN_STEPS} steps that prefer ending it`);
  }

  /** Views hold neither the PRNG state nor the seed, and, like the legal moves, ignore the hidden parts. */
  private checkView(state: S, viewer: Seat | null): void {
    const view = this.guard("playerView", () => this.game.playerView(state, viewer) as unknown);
    if (view === undefined) return;
    const problem = jsonProblem(view, "view");
    if (problem) this.fail("view-hidden", `view of ${who(viewer)}: ${problem}`);
    const keys = keysNamed(view, ["rng", "seed", "rngState"]);
    if (keys.length > 0) this.fail("view-hidden", `view of ${who(viewer)} has ${keys.join(", ")}`);
    if ((JSON.stringify(view) ?? "").includes(this.seed))
      this.fail("view-hidden", `view of ${who(viewer)} contains the seed`);
    const hidden = this.guard("hideFrom", () => this.spec.hideFrom(viaJson(state), viewer, this.rng));
    if (hidden === undefined) return;
    if (canonicalJson(hidden) === canonicalJson(state))
      return this.fail("spec", `hideFrom changed nothing for ${who(viewer)} (it must redraw at least the PRNG state)`);
    const other = this.guard("playerView", () => this.game.playerView(hidden, viewer) as unknown);
    const diff = firstDifference(viaJson(view), viaJson(other), "view");
    if (diff) this.fail("view-hidden", `the view of ${who(viewer)} changes with hidden information: ${diff}`);
    const seatsToAsk = viewer === null ? [] : [viewer];
    for (const seat of seatsToAsk) {
      const a = canonicalJson(this.game.legalMoves(state, seat));
      const b = canonicalJson(this.guard("legalMoves", () => this.game.legalMoves(hidden, seat)));
      if (a !== b) this.fail("view-hidden", `the legal moves of seat ${seat} change with hidden information`);
    }
    const oa = canonicalJson(this.game.outcome(state));
    const ob = canonicalJson(this.guard("outcome", () => this.game.outcome(hidden)));
    if (oa !== ob) this.fail("view-hidden", `the outcome changes with hidden information (seen by ${who(viewer)})`);
    if (viewer !== null && this.game.sampleState) this.checkSample(state, viewer, view);
  }

  /**
   * `sampleState` builds, from a seat's view alone, a plain JSON state with that same view, the same awaited
   * seats, legal moves and outcome; its legal moves apply, and a random playout from it runs on (a bot plays
   * whole games from such states).
   */
  private checkSample(state: S, seat: Seat, view: unknown): void {
    const sampled = this.guard("sampleState", () => this.game.sampleState?.(viaJson(view), seat, this.rng) as S);
    if (sampled === undefined) return;
    const problem = jsonProblem(sampled, "sampled state");
    if (problem) return this.fail("sample-state", `seat ${seat}: ${problem}`);
    const again = this.guard("playerView", () => this.game.playerView(sampled, seat) as unknown);
    const diff = firstDifference(viaJson(view), viaJson(again), "view");
    if (diff) return this.fail("sample-state", `the view of seat ${seat} of its sampled state differs: ${diff}`);
    const same = (what: string, f: (s: S) => unknown) => {
      const a = canonicalJson(f(state));
      const b = canonicalJson(this.guard(what, () => f(sampled)));
      if (a !== b) this.fail("sample-state", `${what} of seat ${seat}'s sampled state differ from the true state's`);
      return a === b;
    };
    if (!same("activeSeats", (s) => this.game.activeSeats(s))) return;
    if (!same("outcome", (s) => this.game.outcome(s))) return;
    if (!same("legal moves", (s) => this.game.legalMoves(s, seat))) return;
    this.guard("a playout from a sampled state", () => this.playOn(sampled));
  }

  /** A short uniform playout from `state` (SAMPLE_PLAYOUT_STEPS at most): every chosen legal move applies. */
  private playOn(state: S): void {
    let s = state;
    for (let i = 0; i < SAMPLE_PLAYOUT_STEPS && !this.game.outcome(s); i++) {
      const seats = this.game.activeSeats(s) as Seat[];
      const seat = seats[this.rng.int(seats.length)] as Seat;
      const legal = this.game.legalMoves(s, seat) as unknown[];
      const move = legal[this.rng.int(legal.length)];
      const r = this.game.applyMove(s, seat, move) as Result<S>;
      if (!r.ok)
        return this.fail(
          "sample-state",
          `a legal move ${JSON.stringify(move)} from a sampled state: ${rejectionText(r)}`,
        );
      s = r.value;
    }
  }

  /** A "step" stays undoable and private, so what it does must not depend on anything its player cannot see. */
  private checkStepHidesNothing(state: S, seat: Seat, move: unknown, after: S): void {
    const hidden = this.guard("hideFrom", () => this.spec.hideFrom(viaJson(state), seat, this.rng));
    if (hidden === undefined) return;
    const r = this.guard("applyMove", () => this.game.applyMove(hidden, seat, move) as Result<S>);
    const seen = (s: S) => canonicalJson({ view: this.game.playerView(s, seat), legal: this.game.legalMoves(s, seat) });
    if (!r?.ok)
      return this.fail("step-hidden", `step ${JSON.stringify(move)} is legal or not depending on hidden information`);
    if (seen(r.value) !== seen(after)) {
      this.fail(
        "step-hidden",
        `step ${JSON.stringify(move)} of seat ${seat} shows something hidden (it should be a "reveal"): ${firstDifference(viaJson(this.game.playerView(after, seat)), viaJson(this.game.playerView(r.value, seat)), "view")}`,
      );
    }
  }

  /** Every step: the move's history line is a plain sentence or a message ref (types.ts `HistoryLine`). */
  private checkStep(before: S, seat: Seat, move: unknown, after: S): void {
    const line = this.guard("describeMove", () => this.game.describeMove(before, seat, move, after) as unknown);
    const extra = this.guard(
      "describeAftermath",
      () => (this.game.describeAftermath?.(before, seat, move, after) ?? []) as unknown,
    );
    for (const l of [line, ...(Array.isArray(extra) ? extra : [extra])]) {
      if (!isHistoryLine(l)) this.fail("describe", `history line ${JSON.stringify(l)} for ${JSON.stringify(move)}`);
    }
    if (this.game.markMove) {
      const marks = this.guard("markMove", () => marksOf(this.game, before, seat, move, after) as unknown);
      const problem = marksProblem(marks, this.players) ?? jsonProblem(marks, "marks");
      if (problem) this.fail("marks", `${problem} for ${JSON.stringify(move)}`);
    }
  }

  private checkOutcome(state: S): void {
    const o = this.game.outcome(state) as Outcome | null;
    if (!o) return this.fail("game-end", "the playout ended without an outcome");
    const bad = (d: string) => this.fail("outcome", d);
    if (!Array.isArray(o.scores) || o.scores.length !== this.players || o.scores.some((x) => !Number.isFinite(x)))
      return bad(`scores ${JSON.stringify(o.scores)}`);
    const best = Math.max(...o.scores);
    const w = o.winners;
    if (
      !Array.isArray(w) ||
      w.length === 0 ||
      new Set(w).size !== w.length ||
      w.some((x) => !Number.isInteger(x) || x < 0 || x >= this.players)
    )
      return bad(`winners ${JSON.stringify(w)}`);
    if (w.some((x) => o.scores[x] !== best))
      bad(`winner without the highest score: winners ${JSON.stringify(w)}, scores ${JSON.stringify(o.scores)}`);
    const problem = jsonProblem(o, "outcome");
    if (problem) bad(problem);
  }
}

class StopChecking extends Error {}

function isResult(r: unknown): r is Result<unknown> {
  if (typeof r !== "object" || r === null || !("ok" in r)) return false;
  if (r.ok === true) return "value" in r;
  return r.ok === false && "code" in r && REJECTION_CODES.includes((r as { code: never }).code);
}

function sameMoveSafe(game: AnyGame, a: unknown, b: unknown): boolean {
  try {
    return sameMove(game, a, b);
  } catch {
    return false;
  }
}

/** A refusal's reason: a message ref (never an English sentence) with a key and clean values. */
function isReason(r: unknown): boolean {
  return typeof r === "object" && r !== null && isHistoryLine(r) && (r as { key: string }).key.length > 0;
}
const optionalReason = (r: unknown) => r === undefined || isReason(r);

const who = (viewer: Seat | null) => (viewer === null ? "a spectator" : `seat ${viewer}`);

/**
 * A history line a reader can be shown: a sentence, or a message ref with a key and plain values; neither
 * may carry "undefined", NaN or "[object ...]" (a value the engine forgot to compute).
 */
function isHistoryLine(l: unknown): boolean {
  const clean = (v: unknown) =>
    (typeof v === "string" && !/undefined|NaN|\[object /.test(v)) || (typeof v === "number" && Number.isFinite(v));
  if (typeof l === "string") return clean(l);
  if (!l || typeof l !== "object" || Array.isArray(l)) return false;
  const { key, values, ...rest } = l as { key?: unknown; values?: unknown };
  if (Object.keys(rest).length > 0 || typeof key !== "string" || !clean(key)) return false;
  if (values === undefined) return true;
  if (!values || typeof values !== "object" || Array.isArray(values)) return false;
  // A `refs…` value is a JSON list of parts, each a line itself (refsValue): checked inside too, where a NaN
  // would have become null.
  return Object.entries(values).every(
    ([name, v]) => clean(v) && (!name.startsWith("refs") || partsAreLines(v as string)),
  );
}

function partsAreLines(json: string): boolean {
  try {
    const parts: unknown = JSON.parse(json);
    return Array.isArray(parts) && parts.every(isHistoryLine);
  } catch {
    return false;
  }
}
