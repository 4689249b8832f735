/**
 * The conformance suite (conformance.ts) over every game module and every player count, with seeded
 * random playouts. A new game is covered once it is registered by its manifest (lib/games/conformance-specs.ts).
 */
import { describe, expect, it } from "vitest";
import { checkConformance, formatFailures, type ConformanceSpec } from "./conformance";
import { CONFORMANCE_SPECS } from "@/lib/games/conformance-specs";
import { games, MANIFESTS } from "@/lib/games";

/** Seeds per player count; the heavy checks are spread to about HEAVY_STATES states per game. */
const SEEDS = 3;
const HEAVY_STATES = 30;
/** A game's option sets (its variants and their combinations, which can be many): one seed each, lighter. */
const OPTION_SEEDS = 1;
const OPTION_HEAVY_STATES = 12;

/** Every n-th state gets the heavy checks, n chosen from the game's typical length (its known answers). */
function heavyEvery(spec: ConformanceSpec, heavyStates = HEAVY_STATES): number {
  const lengths = spec.knownAnswers.flatMap((t) => t.finalScores.map((row) => row[2]));
  const mean = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  return Math.max(1, Math.round(mean / heavyStates));
}

const playerCounts = (spec: ConformanceSpec) =>
  Array.from({ length: spec.game.maxPlayers - spec.game.minPlayers + 1 }, (_, i) => spec.game.minPlayers + i);
const cases = CONFORMANCE_SPECS.flatMap((spec) =>
  playerCounts(spec).map((players) => ({ spec, key: spec.game.key, players })),
);
const optionCases = CONFORMANCE_SPECS.flatMap((spec) =>
  (spec.optionSets ?? []).flatMap((options) =>
    playerCounts(spec).map((players) => ({
      spec,
      key: spec.game.key,
      players,
      options,
      name: JSON.stringify(options),
    })),
  ),
);

describe("the game contract, checked for every game", () => {
  it("covers every game of the registry, the test-only ones (the tiny game) too", () => {
    const covered = CONFORMANCE_SPECS.map((s) => s.game.key);
    for (const key of Object.keys(games)) expect(covered).toContain(key);
    for (const m of MANIFESTS) expect(covered).toContain(m.game.key);
    for (const spec of CONFORMANCE_SPECS) expect(games[spec.game.key] ?? spec.game).toBe(spec.game);
  });

  it.each(cases)("$key with $players players", ({ spec, key, players }) => {
    const seeds = Array.from({ length: SEEDS }, (_, i) => `conformance-${key}-${players}-${i}`);
    const report = checkConformance(spec, { players, seeds, deepEvery: heavyEvery(spec) });
    expect(formatFailures(report)).toBe("");
    expect(report.games).toBe(SEEDS);
    expect(report.deepStates).toBeGreaterThanOrEqual(SEEDS * 10);
  });

  it.each(optionCases)("$key with $players players and options $name", ({ spec, key, players, options, name }) => {
    const seeds = Array.from({ length: OPTION_SEEDS }, (_, i) => `conformance-${key}-${players}-${name}-${i}`);
    const report = checkConformance(spec, {
      players,
      seeds,
      deepEvery: heavyEvery(spec, OPTION_HEAVY_STATES),
      options,
    });
    expect(formatFailures(report)).toBe("");
    expect(report.games).toBe(OPTION_SEEDS);
    expect(report.deepStates).toBeGreaterThanOrEqual(OPTION_SEEDS * 6);
  });
});
