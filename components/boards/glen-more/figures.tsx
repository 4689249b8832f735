/** Pictures for the Glen More guide, drawn with the board's own tile and piece components (no client code). */
import type { ReactNode } from "react";
import type { DrawFigure, GuideFigures } from "../manifest";
import { RESOURCES, TILES, type TileDef } from "@/lib/games/glen-more";
import { Coin, Cube, Die, Pawn, TileFace } from "./tile-face";
import type { BoardText } from "../board-text";
import type { GlenMoreText } from "./text";
import { GlenMoreArt } from "./cover";

/** The tiles' words in the guide's language (the board's own texts and the glossary's names). */
const textIn = (text: BoardText) => text as GlenMoreText;

/** The board's clan-member colour in the display. */
const CLAN = "#292524";

function Tile({ kind, tx, children }: { kind: string; tx: GlenMoreText; children?: ReactNode }) {
  const def: TileDef | undefined = TILES[kind];
  if (!def) throw new Error(`Unknown Glen More tile ${kind}`);
  return (
    <span className="block h-32 w-32">
      <TileFace tx={tx} def={def}>
        {children}
      </TileFace>
    </span>
  );
}

export const glenMoreFigures: Record<string, DrawFigure> = {
  // A start village with a clan member, and the four kinds of tiles a new player meets first.
  tiles: (text) => (
    <div className="flex flex-wrap gap-2">
      <Tile tx={textIn(text)} kind="start-village">
        <Pawn colour={CLAN} size={16} />
      </Tile>
      <Tile tx={textIn(text)} kind="d0-production-02">
        <Cube r="wood" />
        <Cube r="wood" />
      </Tile>
      <Tile tx={textIn(text)} kind="d1-distillery-11" />
      <Tile tx={textIn(text)} kind="d1-butcher-10" />
    </div>
  ),
  pieces: (text) => (
    <div className="flex flex-wrap items-center gap-3">
      {RESOURCES.map((r) => (
        <Cube key={r} r={r} size={18} />
      ))}
      <Pawn colour={CLAN} size={22} />
      <Coin value={2} size={24} />
      <Die value={2} label={textIn(text).ui.chain.dieLabel} />
    </div>
  ),
};

export const glenMoreGuide: GuideFigures = {
  gameKey: "glen-more",
  figures: { ...glenMoreFigures, cover: (text) => <GlenMoreArt text={textIn(text)} /> },
};
