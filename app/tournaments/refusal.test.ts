import { describe, expect, it } from "vitest";
import { tournamentRefusalText } from "./refusal";
import en from "@/lib/i18n/messages/en/tournaments.json";

describe("the tournament pages' refusal sentences", () => {
  it("every refusal key reads as a full sentence in both languages, its values filled in", () => {
    for (const locale of ["en", "de"] as const)
      for (const key of Object.keys(en.refusals)) {
        const text = tournamentRefusalText(locale, key, { gameKey: "glen-more" });
        expect(text, `${locale} ${key}`).toBeTruthy();
        expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
      }
    expect(tournamentRefusalText("en", "tableSize", { gameKey: "glen-more" })).toBe(
      "Glen More is played at tables of 2 to 5 players.",
    );
    expect(tournamentRefusalText("de", "tooManyOpen", {})).toContain("bereits 3 Turniere");
  });

  it("a key the query string made up is no sentence of its own", () => {
    expect(tournamentRefusalText("en", "<script>", {})).toBe(tournamentRefusalText("en", "invalid", {}));
    expect(tournamentRefusalText("en", undefined, {})).toBeNull();
    expect(tournamentRefusalText("de", "limited", {})).toBeTruthy();
  });
});
