import { describe, expect, it } from "vitest";
import { MESSAGES as clans } from "@/lib/games/clans/messages";
import { ILLEGAL_MOVE_MESSAGES, MESSAGES as glenMore } from "@/lib/games/glen-more/messages";
import { MESSAGES as stoneAge } from "@/lib/games/stone-age/messages";
import { gameRefusalText } from "./game-refusal-text";

/** Every sentence of a messages module that a player can be refused with (option errors of the create form are not moves). */
const sentences = (table: Record<string, unknown>, skip: string[] = []) =>
  Object.entries(table).flatMap(([k, v]) => (typeof v === "string" && !skip.includes(k) ? [v] : []));

const tables = [
  { game: "clans", sentences: sentences(clans) },
  { game: "glen-more", sentences: [...sentences(glenMore), ...Object.values(ILLEGAL_MOVE_MESSAGES)] },
  {
    game: "stone-age",
    sentences: [
      ...sentences(stoneAge, ["variantsNotAList", "variantTwice"]),
      stoneAge.cardCost(3),
      stoneAge.payExactly(2),
    ],
  },
];

describe("refusal sentences in the reader's language", () => {
  for (const t of tables) {
    it(`${t.game}: every refusal of the game has a German text, and English stays exactly as the game says it`, () => {
      for (const s of t.sentences) {
        expect(gameRefusalText(t.game, s, "en")).toBe(s);
        const de = gameRefusalText(t.game, s, "de");
        expect([s, de === s]).toEqual([s, false]);
        expect(de).not.toMatch(/⟦|\{/);
      }
    });
  }
  it("reads numbers back and leaves the site's own sentences alone", () => {
    expect(gameRefusalText("stone-age", "That card costs 3 resources (never food).", "de")).toBe(
      "Diese Karte kostet 3 Rohstoffe (nie Nahrung).",
    );
    expect(gameRefusalText("stone-age", "Pay exactly 2 resources for the missing food.", "de")).toBe(
      "Zahl genau 2 Rohstoffe für die fehlende Nahrung.",
    );
    expect(gameRefusalText("clans", "Someone else moved first: reload.", "de")).toBe(
      "Someone else moved first: reload.",
    );
    expect(gameRefusalText("tiny", "It is not your turn.", "de")).toBe("It is not your turn.");
  });
});
