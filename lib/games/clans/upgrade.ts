/**
 * Stored states of earlier rules versions, brought to the current shape when their match is loaded (the rules
 * of play are the same in all three versions):
 * - version 1 lacks `lastMoves` (each player's own last move, added in version 2): the one last move version 1
 *   kept (`lastMove`) for its player, nothing yet for the others, who get theirs with their next move;
 * - versions 1 and 2 lack `history` (the public history, added in version 3): null, since the opening board
 *   is not in their states; such a match goes on without one.
 * Version 3 states pass unchanged.
 */
import { bySeat } from "@/lib/engine";
import type { ClansState } from "./types";

export type ClansStateV2 = Omit<ClansState, "history">;
export type ClansStateV1 = Omit<ClansStateV2, "lastMoves">;

export function upgradeStored(s: ClansState | ClansStateV2 | ClansStateV1): ClansState {
  if ("history" in s && "lastMoves" in s && Array.isArray(s.lastMoves)) return s;
  const last = s.lastMove;
  const lastMoves =
    "lastMoves" in s && Array.isArray(s.lastMoves)
      ? s.lastMoves
      : bySeat(s.players, (seat) => (last && last.seat === seat ? { ...last } : null));
  return { ...s, lastMoves, history: null };
}
