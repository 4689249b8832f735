/** Glen More's board manifest (components/boards/manifest.ts): the board and its size marker (its guide's figures: figures.tsx). */
import dynamic from "next/dynamic";
import type { BoardManifest } from "../manifest";

export const glenMoreBoard: BoardManifest = {
  gameKey: "glen-more",
  Board: dynamic(() => import("./board").then((m) => m.GlenMoreBoard)),
  mark: 'data-testid="gm-board"',
};
