/**
 * Every game module's conformance registration (docs/adding-a-game.md). Only the conformance and
 * known-answer tests read this list; the site's registry is lib/games/index.ts, where the tiny game is
 * present only with TEST_MODE on. Here it is always present: it passes the same suite.
 */
import type { ConformanceSpec } from "@/lib/engine/conformance";
import { clansConformance } from "./clans/conformance";
import { glenMoreConformance } from "./glen-more/conformance";
import { stoneAgeConformance } from "./stone-age/conformance";
import { tinyConformance } from "./tiny/conformance";

export const CONFORMANCE_SPECS: readonly ConformanceSpec[] = [
  glenMoreConformance,
  clansConformance,
  stoneAgeConformance,
  tinyConformance,
];
