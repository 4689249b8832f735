/** Stone Age's registration for the conformance suite: what a viewer may not know. */
import type { ConformanceSpec } from "@/lib/engine/conformance";
import { stoneAge } from "./index";
import { stoneAgeKnownAnswers } from "./known-answers";
import type { StoneAgeState } from "./types";

export const stoneAgeConformance: ConformanceSpec<StoneAgeState> = {
  game: stoneAge,
  knownAnswers: stoneAgeKnownAnswers,
  // Hidden from everyone: the PRNG state, the order of the card deck, and which building tiles lie in the
  // places nobody has seen (below each stack's top, and a top not yet turned up).
  hideFrom: (s, _viewer, rng) => {
    const isHidden = (stack: number, i: number) => i > 0 || !s.topVisible[stack];
    const pool = rng.shuffle(s.stacks.flatMap((st, k) => st.filter((_, i) => isHidden(k, i))));
    const stacks = s.stacks.map((st, k) => st.map((tile, i) => (isHidden(k, i) ? (pool.pop() ?? tile) : tile)));
    return { ...s, rng: rng.int(2 ** 32), deck: rng.shuffle(s.deck), stacks };
  },
};
