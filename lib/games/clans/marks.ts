/**
 * What a Clans move did, for the board (lib/engine/marks.ts): the huts moved from one territory to another
 * (with their number) and the village chosen to be founded next. Built from spectator views only. The board
 * also draws each player's last move from the view (`lastMoves`); the marks name the same territories, so a
 * history position and the API say it in the same words as the other games.
 */
import type { MoveMark } from "@/lib/engine";
import type { ClansMove, ClansView } from "./types";

/** The board's name for a territory. */
export const territoryElement = (id: number) => `territory:${id}`;

export function markMove(_before: ClansView, seat: number, move: ClansMove, after: ClansView): MoveMark[] {
  switch (move.type) {
    case "move": {
      const huts = after.lastMoves[seat]?.huts;
      return [
        {
          kind: "moved",
          seat,
          at: territoryElement(move.to),
          from: territoryElement(move.from),
          ...(huts ? { label: String(huts) } : {}),
        },
      ];
    }
    case "choose-village":
      return [{ kind: "placed", seat, at: territoryElement(move.territory) }];
    default:
      return [];
  }
}
