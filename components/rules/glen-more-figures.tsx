/** Pictures for the Glen More guide, drawn with the board's own tile and piece components (no client code). */
import type { ReactNode } from "react";
import { RESOURCES, TILES, type TileDef } from "@/lib/games/glen-more";
import { Coin, Cube, Die, Pawn, TileFace } from "@/components/boards/glen-more/tile-face";
import { boardTextFor } from "@/components/boards/board-text-for";
import type { GlenMoreText } from "@/components/boards/board-text";

// The tiles' words (the board's, in English until the guide passes its reader's language).
const tx = boardTextFor("en", "glen-more") as GlenMoreText;

/** The board's clan-member colour in the display. */
const CLAN = "#292524";

function Tile({ kind, children }: { kind: string; children?: ReactNode }) {
  const def: TileDef | undefined = TILES[kind];
  if (!def) throw new Error(`Unknown Glen More tile ${kind}`);
  return (
    <span className="block h-32 w-32">
      <TileFace tx={tx} def={def}>{children}</TileFace>
    </span>
  );
}

export const glenMoreFigures: Record<string, () => ReactNode> = {
  // A start village with a clan member, and the four kinds of tiles a new player meets first.
  tiles: () => (
    <div className="flex flex-wrap gap-2">
      <Tile kind="start-village">
        <Pawn colour={CLAN} size={16} />
      </Tile>
      <Tile kind="d0-production-02">
        <Cube r="wood" />
        <Cube r="wood" />
      </Tile>
      <Tile kind="d1-distillery-11" />
      <Tile kind="d1-butcher-10" />
    </div>
  ),
  pieces: () => (
    <div className="flex flex-wrap items-center gap-3">
      {RESOURCES.map((r) => (
        <Cube key={r} r={r} size={18} />
      ))}
      <Pawn colour={CLAN} size={22} />
      <Coin value={2} size={24} />
      <Die value={2} label={tx.ui.chain.dieLabel} />
    </div>
  ),
};
