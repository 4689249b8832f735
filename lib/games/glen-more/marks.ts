/**
 * What a Glen More move did, for the board (lib/engine/marks.ts): the figure's step along the track to the
 * tile it took, the tile placed in the player's land, the tiles activated, the clan members moved or
 * promoted, the market row traded with. Built from spectator views only.
 */
import type { MoveMark } from "@/lib/engine";
import type { GlenMoreMove, GlenMoreView } from "./types";

/** The board's names for its elements (the board component uses the same functions). */
export const spaceElement = (space: number) => `space:${space}`;
export const tileElement = (seat: number, x: number, y: number) => `tile:${seat}:${x},${y}`;
export const marketElement = (resource: string) => `market:${resource}`;

function figureSpace(view: GlenMoreView, seat: number): number | null {
  const i = view.track.findIndex((e) => e?.kind === "figure" && e.seat === seat);
  return i < 0 ? null : i;
}

function tileAt(view: GlenMoreView, seat: number, tile: number): string | null {
  const t = view.playerStates[seat]?.tiles.find((x) => x.id === tile);
  return t ? tileElement(seat, t.x, t.y) : null;
}

export function markMove(before: GlenMoreView, seat: number, move: GlenMoreMove, after: GlenMoreView): MoveMark[] {
  const mark = (kind: MoveMark["kind"], at: string | null, from?: string | null): MoveMark[] =>
    at === null || from === null ? [] : [{ kind, seat, at, ...(from === undefined ? {} : { from }) }];
  switch (move.type) {
    case "take": {
      const from = figureSpace(before, seat);
      return from === null || from === move.space
        ? mark("taken", spaceElement(move.space))
        : mark("moved", spaceElement(move.space), spaceElement(from));
    }
    case "place":
      return mark("placed", tileElement(seat, move.x, move.y));
    case "activate":
    case "loch-ness":
    case "promote":
      return mark("used", tileAt(after, seat, move.tile));
    case "move-clan":
      return mark("moved", tileAt(after, seat, move.to), tileAt(after, seat, move.from));
    case "buy":
    case "sell":
      return mark("used", marketElement(move.resource));
    default:
      return [];
  }
}
