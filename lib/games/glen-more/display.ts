/**
 * A player's display ("Auslage"): geometry, neighbours and the placement rules (rulebook "Die Anlegeregeln").
 */
import { bump } from "@/lib/engine";
import { RESOURCES, tileDef, type Resource, type TileDef } from "./data";
import type { PlacedTile } from "./types";

export function tileAt(tiles: readonly PlacedTile[], x: number, y: number): PlacedTile | undefined {
  for (const t of tiles) if (t.x === x && t.y === y) return t;
  return undefined;
}

export function findTile(tiles: readonly PlacedTile[], id: number): PlacedTile | undefined {
  for (const t of tiles) if (t.id === id) return t;
  return undefined;
}

/** Edge and corner neighbours (the activation area and clan movement use both: "auch über Eck"). */
export function isNeighbour8(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  return dx <= 1 && dy <= 1 && dx + dy > 0;
}

export function neighbours8(tiles: readonly PlacedTile[], t: { x: number; y: number }): PlacedTile[] {
  return tiles.filter((o) => isNeighbour8(o, t));
}

export function clanTotal(tiles: readonly PlacedTile[]): number {
  let n = 0;
  for (const t of tiles) n += t.clan;
  return n;
}

/** Resource counts over the display, in RESOURCES order. */
export function resourceCounts(tiles: readonly PlacedTile[]): number[] {
  const c = [0, 0, 0, 0, 0];
  for (const t of tiles) for (const r of t.cubes) bump(c, RESOURCES.indexOf(r), 1);
  return c;
}

export function resourceTotal(tiles: readonly PlacedTile[]): number {
  let n = 0;
  for (const t of tiles) n += t.cubes.length;
  return n;
}

/**
 * May a tile with `def` lie at (x, y)?
 * - an edge neighbour is required ("Eck an Eck genügt nicht");
 * - a clan member on a neighbouring tile, corners included;
 * - sides match: river only against river (N-S), road only against road (E-W), plain only against plain;
 * - the river runs straight N-S and is never interrupted nor started twice: a river tile must continue an
 *   existing river tile above or below it (all river tiles then form one column through the start village);
 *   the same for the road (E-W).
 */
export function canPlaceAt(tiles: readonly PlacedTile[], def: TileDef, x: number, y: number): boolean {
  let n: PlacedTile | undefined;
  let s: PlacedTile | undefined;
  let e: PlacedTile | undefined;
  let w: PlacedTile | undefined;
  let clanNear = false;
  for (const t of tiles) {
    const dx = t.x - x;
    const dy = t.y - y;
    if (dx === 0 && dy === 0) return false;
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;
    if (t.clan > 0) clanNear = true;
    if (dx === 0 && dy === -1) n = t;
    else if (dx === 0 && dy === 1) s = t;
    else if (dx === 1 && dy === 0) e = t;
    else if (dx === -1 && dy === 0) w = t;
  }
  if (!clanNear) return false;
  if (!n && !s && !e && !w) return false;
  if (n && tileDef(n.id).river !== def.river) return false;
  if (s && tileDef(s.id).river !== def.river) return false;
  if (e && tileDef(e.id).road !== def.road) return false;
  if (w && tileDef(w.id).road !== def.road) return false;
  if (def.river && !n && !s) return false;
  if (def.road && !e && !w) return false;
  return true;
}

/** Every legal position for `def`, in a stable order (by y, then x). */
export function legalPositions(tiles: readonly PlacedTile[], def: TileDef): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (const c of openCells(tiles)) if (fitsCell(c, def)) out.push({ x: c.x, y: c.y });
  out.sort((a, b) => a.y - b.y || a.x - b.x);
  return out;
}

export function hasLegalPosition(tiles: readonly PlacedTile[], def: TileDef): boolean {
  return openCells(tiles).some((c) => fitsCell(c, def));
}

/**
 * An empty cell beside a display where some tile may lie (an edge neighbour and a clan member near), with
 * what its edge neighbours demand: `canPlaceAt` split in the part that depends on the display alone and the
 * part that depends on the tile (`fitsCell`), so that one display's cells serve every tile asked about.
 */
export interface OpenCell {
  x: number;
  y: number;
  /** null: no neighbour on that side; else whether it has the river (north, south) or the road (east, west). */
  northRiver: boolean | null;
  southRiver: boolean | null;
  eastRoad: boolean | null;
  westRoad: boolean | null;
}

/**
 * The open cells of a display (`OpenCell`), each once. Every open cell has a clan member near, so only the
 * cells around the tiles with clan members (a few of the display's tiles) are looked at.
 */
export function openCells(tiles: readonly PlacedTile[]): OpenCell[] {
  const seen: number[] = [];
  const out: OpenCell[] = [];
  for (const c of tiles) {
    if (c.clan === 0) continue;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        if (dx === 0 && dy === 0) continue;
        const x = c.x + dx;
        const y = c.y + dy;
        const key = (x + 512) * 1024 + (y + 512);
        if (seen.includes(key)) continue;
        seen.push(key);
        const cell = openCellAt(tiles, x, y);
        if (cell) out.push(cell);
      }
    }
  }
  return out;
}

/** The cell at (x, y) when it is empty and has an edge neighbour (the caller knows a clan member is near). */
function openCellAt(tiles: readonly PlacedTile[], x: number, y: number): OpenCell | null {
  let north: PlacedTile | undefined;
  let south: PlacedTile | undefined;
  let east: PlacedTile | undefined;
  let west: PlacedTile | undefined;
  for (const t of tiles) {
    const dx = t.x - x;
    const dy = t.y - y;
    if (dx === 0) {
      if (dy === 0) return null;
      if (dy === -1) north = t;
      else if (dy === 1) south = t;
    } else if (dy === 0) {
      if (dx === 1) east = t;
      else if (dx === -1) west = t;
    }
  }
  if (!north && !south && !east && !west) return null;
  return {
    x,
    y,
    northRiver: north ? tileDef(north.id).river : null,
    southRiver: south ? tileDef(south.id).river : null,
    eastRoad: east ? tileDef(east.id).road : null,
    westRoad: west ? tileDef(west.id).road : null,
  };
}

/** May a tile with `def` lie in this open cell? The side rules of `canPlaceAt`. */
export function fitsCell(c: OpenCell, def: TileDef): boolean {
  if (c.northRiver !== null && c.northRiver !== def.river) return false;
  if (c.southRiver !== null && c.southRiver !== def.river) return false;
  if (c.eastRoad !== null && c.eastRoad !== def.road) return false;
  if (c.westRoad !== null && c.westRoad !== def.road) return false;
  if (def.river && c.northRiver === null && c.southRiver === null) return false;
  if (def.road && c.eastRoad === null && c.westRoad === null) return false;
  return true;
}

export function removeCube(tile: PlacedTile, r: Resource): void {
  const i = tile.cubes.indexOf(r);
  if (i < 0) throw new Error("no such cube");
  tile.cubes.splice(i, 1);
}
