/**
 * The guides' figures: one line per game with pictures in its guide (components/boards/<key>/figures.tsx).
 * Server-only (the rules page draws them); apart from the boards' registry so that the rules pages do not
 * ship the boards' scripts. docs/adding-a-game.md.
 */
import type { DrawFigure, GuideFigures } from "./manifest";
import { glenMoreGuide } from "./glen-more/figures";
import { clansGuide } from "./clans/figures";
import { stoneAgeGuide } from "./stone-age/figures";

const GUIDE_FIGURES: readonly GuideFigures[] = [glenMoreGuide, clansGuide, stoneAgeGuide];

const byKey = new Map(GUIDE_FIGURES.map((g) => [g.gameKey, g.figures]));

/** A game's guide figures by name; none for a game without pictures. */
export function figuresOf(gameKey: string): Readonly<Record<string, DrawFigure>> {
  return byKey.get(gameKey) ?? {};
}
