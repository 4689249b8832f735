/** Clans's board manifest (components/boards/manifest.ts): the board and its size marker (its guide's figures: figures.tsx). */
import dynamic from "next/dynamic";
import type { BoardManifest } from "../manifest";

export const clansBoard: BoardManifest = {
  gameKey: "clans",
  Board: dynamic(() => import("./board").then((m) => m.ClansBoard)),
  mark: 'data-testid="clans-board"',
};
