/**
 * Stored states of rules version 1 lack `lastMoves` (each player's own last move, added in version 2 with
 * the same rules of play). A version 1 state gets it here when a version 1 match is loaded: the one last
 * move version 1 kept (`lastMove`) for its player, nothing yet for the others, who get theirs with their
 * next move. Version 2 states pass unchanged.
 */
import { bySeat } from "@/lib/engine";
import type { ClansState } from "./types";

export type ClansStateV1 = Omit<ClansState, "lastMoves">;

export function upgradeFromV1(s: ClansState | ClansStateV1): ClansState {
  if ("lastMoves" in s && Array.isArray(s.lastMoves)) return s;
  const last = s.lastMove;
  return { ...s, lastMoves: bySeat(s.players, (seat) => (last && last.seat === seat ? { ...last } : null)) };
}
