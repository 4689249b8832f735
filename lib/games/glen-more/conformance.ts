/** Glen More's registration for the conformance suite: what a viewer may not know. */
import type { ConformanceSpec } from "@/lib/engine/conformance";
import { glenMore } from "./index";
import { glenMoreKnownAnswers } from "./known-answers";
import type { GlenMoreState } from "./types";

export const glenMoreConformance: ConformanceSpec<GlenMoreState> = {
  game: glenMore,
  knownAnswers: glenMoreKnownAnswers,
  // Hidden from everyone: the PRNG state and the order of each deck (only the counts are public).
  hideFrom: (s, _viewer, rng) => ({ ...s, rng: rng.int(2 ** 32), decks: s.decks.map((d) => rng.shuffle(d)) }),
};
