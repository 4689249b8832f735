/** The tiny game's registration for the conformance suite: what a viewer may not know. */
import type { ConformanceSpec } from "@/lib/engine/conformance";
import { tinyGame } from "./index";
import { tinyKnownAnswers } from "./known-answers";
import type { TinyState } from "./types";

export const tinyConformance: ConformanceSpec<TinyState> = {
  game: tinyGame,
  knownAnswers: tinyKnownAnswers,
  // Hidden: the PRNG state and every secret but the viewer's own.
  hideFrom: (s, viewer, rng) => ({
    ...s,
    rng: rng.int(2 ** 32),
    secrets: s.secrets.map((x, seat) => (seat === viewer ? x : rng.int(1000))),
  }),
};
