/** Stone Age's registration for the conformance suite: what a viewer may not know. */
import type { Rng } from "@/lib/engine";
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

/** Every combination of the variants but the empty one (the base game is the suite's default). */
export const VARIANT_COMBINATIONS: readonly { variants: string[] }[] = Array.from(
  { length: 2 ** VARIANTS.length - 1 },
  (_, i) => ({
    variants: VARIANTS.filter((_, k) => ((i + 1) >> k) & 1),
  }),
);

export const stoneAgeConformance: ConformanceSpec<StoneAgeState> = {
  game: stoneAge,
  knownAnswers: stoneAgeKnownAnswers,
  optionSets: VARIANT_COMBINATIONS,
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
