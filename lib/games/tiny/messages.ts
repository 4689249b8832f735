/**
 * Why the tiny game refuses a move, as message refs (one place, as for each game). The tiny test game has no
 * Log namespace in the catalogues: the site says the ILLEGAL_MOVE code's sentence for these.
 */
import { ref, type MessageRef } from "@/lib/engine/types";
import type { TinyMove } from "./types";

export const ILLEGAL_MOVE_REASONS: Record<TinyMove["type"], MessageRef> = {
  add: ref("refusals.add"),
  roll: ref("refusals.roll"),
  "end-turn": ref("refusals.endTurn"),
};
