/** Stone Age's board manifest (components/boards/manifest.ts): the board and its size marker (its guide's figures: figures.tsx). */
import dynamic from "next/dynamic";
import type { BoardManifest } from "../manifest";

export const stoneAgeBoard: BoardManifest = {
  gameKey: "stone-age",
  Board: dynamic(() => import("./board").then((m) => m.StoneAgeBoard)),
  mark: 'data-testid="stone-age-board"',
};
