/** Clans's board manifest (components/boards/manifest.ts): the board, its size marker and the guide's figures. */
import dynamic from "next/dynamic";
import type { BoardManifest } from "../manifest";

export const clansBoard: BoardManifest = {
  gameKey: "clans",
  Board: dynamic(() => import("./board").then((m) => m.ClansBoard)),
  mark: 'data-testid="clans-board"',
  figures: () => import("./figures").then((m) => m.clansFigures),
};
