/**
 * Which colour each other player probably holds, read from the public history (what every player can read on
 * the page), for the strong bot's samples (sample-state.ts). The board is replayed from the opening; at each
 * hut move of another player, every colour that player might hold is asked how well it explains the move
 * under a model of a player who takes the move that is best for their colour by the game's own evaluation
 * (evaluate.ts: own colour's points and chips against the best other colour's), most of the time, and any
 * move otherwise:
 *
 *   P(move | colour c) = (1 - NOISE) * [move is among c's best] / (number of c's best) + NOISE / (legal moves)
 *
 * A move that scores for c, or one that passes up a village that would have scored for c, tells; the many moves
 * that change no score tell nothing (every colour's best moves are then all of them). The players' colours
 * differ, so the beliefs are over whole assignments of the free colours to the other seats (at most 4! = 24).
 */
import type { Seat } from "@/lib/engine";
import { colourWorth } from "./evaluate";
import { COLOURS, COLOUR_COUNT } from "./rules-data";
import { applyMove, isLegalHutMove, legalMoves } from "./rules";
import type { ClansState, ClansView } from "./types";

/** The share of moves the model lets a player make for any reason (a person, a plan, a bluff). */
const NOISE = 0.25;

export interface ColourBeliefs {
  /** Colour index per seat (the viewer's own included), one entry per possible assignment. */
  assignments: number[][];
  /** Running sums of the assignments' probabilities (the last is 1). */
  cumulative: number[];
}

const cache = new WeakMap<ClansView, { seat: Seat; beliefs: ColourBeliefs | null }>();

/**
 * The beliefs of `seat` from its view, worked out once per view object (a search samples thousands of states
 * from one view); null when the view has no history, or one that does not replay (a view made by hand).
 */
export function colourBeliefs(v: ClansView, seat: Seat): ColourBeliefs | null {
  const known = cache.get(v);
  if (known?.seat === seat) return known.beliefs;
  let beliefs: ColourBeliefs | null;
  try {
    beliefs = workOut(v, seat);
  } catch {
    beliefs = null;
  }
  cache.set(v, { seat, beliefs });
  return beliefs;
}

const legalNow = (s: ClansState, seat: Seat, m: Parameters<typeof isLegalHutMove>[2]) => isLegalHutMove(s, seat, m);

function workOut(v: ClansView, seat: Seat): ColourBeliefs | null {
  const mine = v.myColour === null ? -1 : COLOURS.indexOf(v.myColour);
  if (!v.history || v.revealedColours || mine < 0) return null;
  const logLikelihood = Array.from({ length: v.players }, () => Array<number>(COLOUR_COUNT).fill(0));
  let s: ClansState | null = openingState(v);
  for (const step of v.history.steps) {
    while (s?.phase === "end-turn") s = valueOf(applyMove(s, s.turn, { type: "end-turn" }, legalNow));
    if (!s) return null;
    if (step.length === 2) {
      const row = logLikelihood[s.turn];
      if (s.turn !== seat && row) addEvidence(s, step[0], step[1], row);
      s = valueOf(applyMove(s, s.turn, { type: "move", from: step[0], to: step[1] }, legalNow));
    } else s = valueOf(applyMove(s, s.turn, { type: "choose-village", territory: step[0] }, legalNow));
  }
  // A history that does not lead to the board shown is not one to learn from.
  if (!s || JSON.stringify(s.huts) !== JSON.stringify(v.huts)) return null;
  return assignmentsOf(v.players, seat, mine, logLikelihood);
}

const valueOf = (r: ReturnType<typeof applyMove>): ClansState | null => (r.ok ? r.value : null);

/** The board at the start: one hut per territory; the seats' colours are placeholders (no rule reads them). */
function openingState(v: ClansView): ClansState {
  const opening = v.history?.opening ?? [];
  return {
    players: v.players,
    rng: 0,
    colours: Array.from({ length: v.players }, (_, i) => i),
    huts: opening.map((c) => Array.from({ length: COLOUR_COUNT }, (_, i) => (i === c ? 1 : 0))),
    villages: [],
    colourScores: Array<number>(COLOUR_COUNT).fill(0),
    chips: Array<number>(v.players).fill(0),
    startSeat: v.startSeat,
    turn: v.startSeat,
    phase: "move",
    unassigned: [],
    lastMove: null,
    lastMoves: Array.from({ length: v.players }, () => null),
    endReason: null,
    turnsTaken: 0,
    history: null,
  };
}

/** Adds to `row` (per colour) the log-probability of the mover's choice of `from`→`to` among the legal moves. */
function addEvidence(s: ClansState, from: number, to: number, row: number[]): void {
  const mover = s.turn;
  const legal = legalMoves(s, mover);
  const results: { scores: number[]; chips: number; chosen: boolean }[] = [];
  for (const m of legal) {
    if (m.type !== "move") continue;
    const r = applyMove(s, mover, m, legalNow);
    if (!r.ok) continue;
    results.push({
      scores: r.value.colourScores,
      chips: r.value.chips[mover] ?? 0,
      chosen: m.from === from && m.to === to,
    });
  }
  if (!results.some((r) => r.chosen)) return;
  for (let c = 0; c < COLOUR_COUNT; c++) {
    let best = -Infinity;
    let count = 0;
    let chosenBest = false;
    for (const r of results) {
      const value = colourWorth(r.scores, r.chips, c);
      if (value > best) {
        best = value;
        count = 1;
        chosenBest = r.chosen;
      } else if (value === best) {
        count++;
        chosenBest ||= r.chosen;
      }
    }
    const p = (1 - NOISE) * (chosenBest ? 1 / count : 0) + NOISE / results.length;
    row[c] = (row[c] ?? 0) + Math.log(p);
  }
}

/** Every assignment of distinct colours to the other seats (the viewer keeps `mine`), weighted by the evidence. */
function assignmentsOf(players: number, seat: Seat, mine: number, logLikelihood: number[][]): ColourBeliefs {
  const assignments: number[][] = [];
  const logWeights: number[] = [];
  const current = Array<number>(players).fill(-1);
  current[seat] = mine;
  const place = (s: number, used: number, logW: number) => {
    if (s === players) {
      assignments.push(current.slice());
      logWeights.push(logW);
      return;
    }
    if (s === seat) return place(s + 1, used, logW);
    for (let c = 0; c < COLOUR_COUNT; c++) {
      if (used & (1 << c)) continue;
      current[s] = c;
      place(s + 1, used | (1 << c), logW + (logLikelihood[s]?.[c] ?? 0));
    }
  };
  place(0, 1 << mine, 0);
  const top = Math.max(...logWeights);
  const weights = logWeights.map((w) => Math.exp(w - top));
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  const cumulative = weights.map((w) => (sum += w / total));
  return { assignments, cumulative };
}

/** One assignment drawn by its probability. */
export function drawAssignment(b: ColourBeliefs, x: number): number[] {
  const i = b.cumulative.findIndex((c) => x < c);
  return (b.assignments[i >= 0 ? i : b.assignments.length - 1] ?? []).slice();
}
