/**
 * Every game module's conformance registration (docs/adding-a-game.md), from the manifests. Only the
 * conformance and known-answer tests read this list; the tiny game is always in it (on the site only with
 * TEST_MODE on): it passes the same suite.
 */
import type { ConformanceSpec } from "@/lib/engine/conformance";
import { MANIFESTS } from "./index";

export const CONFORMANCE_SPECS: readonly ConformanceSpec[] = MANIFESTS.map((m) => m.conformance);
