/** Clans' registration for the conformance suite: what a viewer may not know. */
import type { ConformanceSpec } from "@/lib/engine/conformance";
import { clans } from "./index";
import { clansKnownAnswers } from "./known-answers";
import { COLOUR_COUNT } from "./rules-data";
import type { ClansState } from "./types";

export const clansConformance: ConformanceSpec<ClansState> = {
  game: clans,
  knownAnswers: clansKnownAnswers,
  // Hidden: the PRNG state and, until the game is over, every other seat's colour (any of the colours the
  // viewer does not hold; a spectator knows none).
  hideFrom: (s, viewer, rng) => {
    if (s.phase === "over") return { ...s, rng: rng.int(2 ** 32) };
    const mine = viewer === null ? undefined : s.colours[viewer];
    const free = rng.shuffle(Array.from({ length: COLOUR_COUNT }, (_, c) => c).filter((c) => c !== mine));
    const colours = s.colours.map((c, seat) => (seat === viewer ? c : (free.pop() ?? c)));
    return { ...s, rng: rng.int(2 ** 32), colours };
  },
};
