/**
 * A board's manifest (components/boards/<key>/index.ts): the components' half of a game module, beside
 * lib/games/<key>/manifest.ts. The registry (registry.ts) holds one line per board. It is in every match
 * page's script, so it holds only what is cheap: the board is loaded lazily (a page of one game ships no other
 * game's code). The guide's figures are drawn on the server only, registered apart (guide-figures.ts): a
 * server page that imported the boards' manifests would ship every board's script.
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
}

/** A game's pictures for its guide (<key>/figures.tsx), by the names its `[figure: name]` lines use. */
export interface GuideFigures {
  gameKey: string;
  figures: Readonly<Record<string, DrawFigure>>;
}
