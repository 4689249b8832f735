import { describe, expect, it } from "vitest";
import { tinyGame } from "@/lib/games/tiny";
import { gameForRulesVersion, playableRulesVersions } from "./rules-version";
import type { AnyGame } from "./types";

/** The tiny game as a version 3 that can still play version 2 matches, but no longer version 1. */
const v2: AnyGame = { ...tinyGame, rulesVersion: 2 };
const v3: AnyGame = { ...tinyGame, rulesVersion: 3, rulesFor: (version: number) => (version === 2 ? v2 : null) };

describe("rules versions of stored matches", () => {
  it("the current version plays with the game itself", () => {
    expect(gameForRulesVersion(tinyGame, 1)).toEqual({ ok: true, value: tinyGame });
    expect(gameForRulesVersion(v3, 3)).toEqual({ ok: true, value: v3 });
  });

  it("an older supported version plays with the rules it was created under", () => {
    const r = gameForRulesVersion(v3, 2);
    expect(r.ok && r.value).toBe(v2);
    expect(playableRulesVersions(v3)).toEqual([2, 3]);
  });

  it("an unknown, dropped or newer version is refused with a sentence, never a crash", () => {
    expect(gameForRulesVersion(v3, 1)).toEqual({
      ok: false,
      code: "UNSUPPORTED_RULES",
      sentence: { key: "rulesDropped", values: { version: 1, game: "Tiny", current: 3 } },
    });
    expect(gameForRulesVersion(tinyGame, 7)).toEqual({
      ok: false,
      code: "UNSUPPORTED_RULES",
      sentence: { key: "rulesTooNew", values: { version: 7, game: "Tiny", current: 1 } },
    });
    expect(gameForRulesVersion(tinyGame, 0)).toMatchObject({ ok: false, code: "UNSUPPORTED_RULES" });
    // rulesFor must answer with a definition of the version asked for.
    const confused: AnyGame = { ...v3, rulesFor: () => v3 };
    expect(gameForRulesVersion(confused, 2)).toMatchObject({ ok: false, code: "UNSUPPORTED_RULES" });
  });
});
