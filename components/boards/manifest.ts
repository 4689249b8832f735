/**
 * A board's manifest (components/boards/<key>/index.ts): the components' half of a game module, beside
 * lib/games/<key>/manifest.ts. The registry (registry.ts) holds one line per board. Everything here is
 * cheap to load: the board and the guide's figures are loaded lazily, so a page of one game ships no other
 * game's code.
 */
import type { ComponentType, ReactNode } from "react";
import type { BoardText } from "./board-text";
import type { BoardProps } from "./types";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBoard = ComponentType<BoardProps<any, any>>;

/** A picture for the guide, drawn with the board's own pieces in the guide's language (its board's words). */
export type DrawFigure = (text: BoardText) => ReactNode;

export interface BoardManifest {
  /** The game's key (lib/games/<key>/). */
  gameKey: string;
  /** The board, loaded with next/dynamic: its own chunk, fetched only on that game's pages. */
  Board: AnyBoard;
  /** What the board renders on the server: scripts/size.ts checks that a measured match page shows its board. */
  mark: string;
  /** The guide's figures by name (`[figure: name]` lines of HOW-TO-PLAY.md), loaded on the rules page only. */
  figures?: () => Promise<Readonly<Record<string, DrawFigure>>>;
}
