/**
 * Why Glen More refuses a move, as message refs of its Log namespace (the sentences are in the catalogues,
 * lib/i18n/messages/<locale>/glen-more-log.json `refusals`).
 */
import { ref, type MessageRef } from "@/lib/engine/types";
import type { GlenMoreMove } from "./types";

export const REFUSALS = {
  gameOver: ref("refusals.gameOver"),
  notYourTurn: ref("refusals.notYourTurn"),
} as const;

const MOVE_TYPES: readonly GlenMoreMove["type"][] = [
  "take",
  "pass",
  "pay",
  "buy",
  "sell",
  "pay-clan",
  "pay-chieftain",
  "place",
  "choose-resource",
  "loch-shiel",
  "activate",
  "loch-ness",
  "promote",
  "move-clan",
  "end-turn",
];

/** Why a move of each type is refused when it is not among the legal moves. */
export const ILLEGAL_MOVE_REASONS = Object.fromEntries(
  MOVE_TYPES.map((type) => [type, ref(`refusals.illegal.${type}`)]),
) as Record<GlenMoreMove["type"], MessageRef>;
