/**
 * Known answers (known-answers.ts): legal-move counts and final scores of seeded walks, pinned per game
 * and rules version. A failure here means the rules changed: raise the game's rulesVersion on purpose,
 * keep the old table (checked against rulesFor(old version)), and pin a new one with
 * `npm run known-answers -- --game <key>`.
 */
import { describe, expect, it } from "vitest";
import { walk } from "./known-answers";
import { gameForRulesVersion } from "./rules-version";
import { CONFORMANCE_SPECS } from "@/lib/games/conformance-specs";
import { rejectionText } from "@/lib/engine";

const tables = CONFORMANCE_SPECS.flatMap((spec) =>
  spec.knownAnswers.map((table) => ({
    spec,
    table,
    key: spec.game.key,
    version: table.rulesVersion,
    options: table.options === undefined ? "" : ` with options ${JSON.stringify(table.options)}`,
  })),
);

describe("known answers", () => {
  it.each(CONFORMANCE_SPECS.map((spec) => ({ spec, key: spec.game.key })))(
    "$key has a table for its current rules version",
    ({ spec }) => {
      // The game's defaults are pinned for the current version (tables with options pin variants besides).
      expect(spec.knownAnswers.filter((t) => t.options === undefined).map((t) => t.rulesVersion)).toContain(
        spec.game.rulesVersion,
      );
      for (const t of spec.knownAnswers) expect(t.game).toBe(spec.game.key);
    },
  );

  it.each(tables)("$key, rules version $version$options", ({ spec, table }) => {
    const rules = gameForRulesVersion(spec.game, table.rulesVersion);
    if (!rules.ok)
      throw new Error(
        `${table.game}: rules version ${table.rulesVersion} is pinned but not playable: ${rejectionText(rules)}`,
      );
    const walks = new Map<string, ReturnType<typeof walk>>();
    const walkOf = (players: number, seed: string) => {
      const id = `${players}|${seed}`;
      let w = walks.get(id);
      if (!w) walks.set(id, (w = walk(rules.value, players, seed, table.options)));
      return w;
    };
    const got = {
      legalCounts: table.legalCounts.map(([players, seed, step]) => [
        players,
        seed,
        step,
        walkOf(players, seed).legalCounts[step] ?? null,
      ]),
      finalScores: table.finalScores.map(([players, seed]) => [
        players,
        seed,
        walkOf(players, seed).steps,
        walkOf(players, seed).scores,
      ]),
    };
    expect(got).toEqual({ legalCounts: table.legalCounts, finalScores: table.finalScores });
  });
});
