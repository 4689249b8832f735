/** Glen More's board manifest (components/boards/manifest.ts): the board, its size marker and the guide's figures. */
import dynamic from "next/dynamic";
import type { BoardManifest } from "../manifest";

export const glenMoreBoard: BoardManifest = {
  gameKey: "glen-more",
  Board: dynamic(() => import("./board").then((m) => m.GlenMoreBoard)),
  mark: 'data-testid="gm-board"',
  figures: () => import("./figures").then((m) => m.glenMoreFigures),
};
