/** Stone Age's registration for the conformance suite: what a viewer may not know. */
import { at, type Rng } from "@/lib/engine";
import type { ConformanceSpec } from "@/lib/engine/conformance";
import { areaOfTile } from "./herd";
import { stoneAge } from "./index";
import { stoneAgeKnownAnswers } from "./known-answers";
import type { HerdState, StoneAgeState } from "./types";
import { VARIANTS } from "./variants";

/**
 * The face-down mammoth tiles in another order, with one whose back shows the same area on top (the back of
 * the top tile lies face up on the pile: the herd's next area is public, the faces are not).
 */
function redrawHerd(h: HerdState, rng: Rng): HerdState {
  const top = h.pile[0];
  const pile = rng.shuffle(h.pile);
  if (top !== undefined) {
    const same = pile.findIndex((id) => areaOfTile(id) === areaOfTile(top));
    [pile[0], pile[same]] = [pile[same] ?? top, pile[0] ?? top];
  }
  return { ...h, pile };
}

/** Every combination of the variants but the empty one (2^n - 1 of them: the playout test plays them all). */
export const VARIANT_COMBINATIONS: readonly { variants: string[] }[] = Array.from(
  { length: 2 ** VARIANTS.length - 1 },
  (_, i) => ({
    variants: VARIANTS.filter((_, k) => ((i + 1) >> k) & 1),
  }),
);

/**
 * Triples of variants such that every pair of variants is together in at least one of them, chosen greedily
 * (each next triple the one that covers most pairs not yet covered, the first such in order): a pairwise
 * set. For five variants, four triples cover the ten pairs.
 */
export function pairwiseTriples<T>(items: readonly T[]): T[][] {
  if (items.length < 3) return items.length === 2 ? [[...items]] : [];
  const pairKey = (a: number, b: number) => a * items.length + b;
  const uncovered = new Set<number>();
  for (let a = 0; a < items.length; a++) for (let b = a + 1; b < items.length; b++) uncovered.add(pairKey(a, b));
  const triples: [number, number, number][] = [];
  for (let a = 0; a < items.length; a++)
    for (let b = a + 1; b < items.length; b++) for (let c = b + 1; c < items.length; c++) triples.push([a, b, c]);
  const pairsOf = ([a, b, c]: [number, number, number]) => [pairKey(a, b), pairKey(a, c), pairKey(b, c)];
  const gain = (t: [number, number, number]) => pairsOf(t).filter((k) => uncovered.has(k)).length;
  const chosen: T[][] = [];
  while (uncovered.size > 0) {
    const best = triples.reduce((x, y) => (gain(y) > gain(x) ? y : x));
    for (const k of pairsOf(best)) uncovered.delete(k);
    chosen.push(best.map((i) => at(items, i, "variant")));
  }
  return chosen;
}

/**
 * The option sets the conformance suite plays: each variant alone, all of them together, and a pairwise set
 * (every two variants together in some set). It grows with the square of the number of variants, not
 * with 2^n as every subset would.
 */
export const CONFORMANCE_VARIANT_SETS: readonly { variants: string[] }[] = [
  ...VARIANTS.map((v) => ({ variants: [v] })),
  ...pairwiseTriples(VARIANTS).map((variants) => ({ variants })),
  { variants: [...VARIANTS] },
];

export const stoneAgeConformance: ConformanceSpec<StoneAgeState> = {
  game: stoneAge,
  knownAnswers: stoneAgeKnownAnswers,
  optionSets: CONFORMANCE_VARIANT_SETS,
  // Hidden from everyone: the PRNG state, the order of the card deck (animal cards included), which building
  // tiles lie in the places nobody has seen (below each stack's top, and a top not yet turned up), and the
  // faces of the face-down mammoth tiles.
  hideFrom: (s, _viewer, rng) => {
    const isHidden = (stack: number, i: number) => i > 0 || !s.topVisible[stack];
    const pool = rng.shuffle(s.stacks.flatMap((st, k) => st.filter((_, i) => isHidden(k, i))));
    const stacks = s.stacks.map((st, k) => st.map((tile, i) => (isHidden(k, i) ? (pool.pop() ?? tile) : tile)));
    return {
      ...s,
      rng: rng.int(2 ** 32),
      deck: rng.shuffle(s.deck),
      stacks,
      herd: s.herd ? redrawHerd(s.herd, rng) : null,
    };
  },
};
