/** The open cells (display.ts) give exactly the positions `canPlaceAt` allows, on displays of real games. */
import { describe, expect, it } from "vitest";
import { randomPlayout } from "@/lib/engine/playout";
import { TILE_KINDS, type TileDef } from "./data";
import { canPlaceAt, hasLegalPosition, legalPositions } from "./display";
import { glenMore } from "./index";
import type { GlenMoreState, PlacedTile } from "./types";

/** Every cell within one of the display where `canPlaceAt` allows `def`, by y then x. */
function bruteForce(tiles: readonly PlacedTile[], def: TileDef): { x: number; y: number }[] {
  const xs = tiles.map((t) => t.x);
  const ys = tiles.map((t) => t.y);
  const out: { x: number; y: number }[] = [];
  for (let y = Math.min(...ys) - 1; y <= Math.max(...ys) + 1; y++)
    for (let x = Math.min(...xs) - 1; x <= Math.max(...xs) + 1; x++)
      if (canPlaceAt(tiles, def, x, y)) out.push({ x, y });
  return out;
}

describe("open cells", () => {
  it("agree with canPlaceAt for every tile kind on the displays of finished games", () => {
    const displays: PlacedTile[][] = [];
    for (const seed of ["cells-1", "cells-2", "cells-3"]) {
      const end = randomPlayout<GlenMoreState, unknown>({ game: glenMore, players: 4, seed }).state;
      for (const p of end.playerStates) displays.push(p.tiles);
    }
    // Clan members moved away or given: displays with fewer open cells.
    displays.push(displays.map((tiles) => tiles.map((t, i) => ({ ...t, clan: i % 3 === 0 ? t.clan : 0 })))[0]!);
    let positions = 0;
    for (const tiles of displays) {
      for (const def of TILE_KINDS) {
        const expected = bruteForce(tiles, def);
        expect(legalPositions(tiles, def)).toEqual(expected);
        expect(hasLegalPosition(tiles, def)).toBe(expected.length > 0);
        positions += expected.length;
      }
    }
    expect(positions).toBeGreaterThan(100);
  });
});
