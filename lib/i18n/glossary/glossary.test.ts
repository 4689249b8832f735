import { describe, expect, it } from "vitest";
import { CATEGORIES, FRAMES, RESOURCES, SPECIAL_LOCATIONS, TILE_KINDS } from "@/lib/games/glen-more/data";
import { LANDSCAPES } from "@/lib/games/clans/map-data";
import { COLOURS, EPOCHS } from "@/lib/games/clans/rules-data";
import { CULTURES, GOODS, LOCATIONS, LOTTERY_FACES, MULTIPLIERS } from "@/lib/games/stone-age/data";
import { ANIMALS, MAMMOTH_TILES } from "@/lib/games/stone-age/site-values";
import { VARIANT_INFO } from "@/lib/games/stone-age/variants";
import { glossaries, namesIn, termIn } from "./index";

/** Every component name each engine's data uses, read from the data modules themselves. */
const NAMES_IN_DATA: Record<string, readonly string[]> = {
  "glen-more": [...TILE_KINDS.map((t) => t.name), ...SPECIAL_LOCATIONS, ...RESOURCES, ...FRAMES, ...CATEGORIES],
  clans: [...LANDSCAPES, ...COLOURS, ...EPOCHS.map((e) => e.name), "favourable", "neutral", "hostile"],
  "stone-age": [
    ...LOCATIONS,
    ...GOODS,
    ...Object.values(LOTTERY_FACES),
    ...CULTURES,
    ...MULTIPLIERS,
    ...Object.values(VARIANT_INFO).map((v) => v.name),
    ...ANIMALS.map((a) => a.name),
    ...MAMMOTH_TILES.map((t) => t.area),
  ],
};

describe("glossaries", () => {
  for (const [game, names] of Object.entries(NAMES_IN_DATA)) {
    it(`${game}: every component name of the data has an entry`, () => {
      const missing = [...new Set(names)].filter((n) => !glossaries[game]?.[n]);
      expect(missing).toEqual([]);
    });
  }

  it("has a glossary for each game with data and no empty name in either language", () => {
    expect(Object.keys(glossaries).sort()).toEqual(Object.keys(NAMES_IN_DATA).sort());
    for (const [game, glossary] of Object.entries(glossaries)) {
      for (const [key, term] of Object.entries(glossary)) {
        expect(term.de.trim(), `${game} ${key}`).not.toBe("");
        expect(term.en.trim(), `${game} ${key}`).not.toBe("");
        expect(term.note?.trim() ?? "x", `${game} ${key} note`).not.toBe("");
      }
    }
  });

  it("glen-more tile names agree with the German names read from the tiles (start village excepted)", () => {
    for (const t of TILE_KINDS) {
      if (t.kind === "start-village") continue;
      expect(termIn("de", "glen-more", t.name), t.kind).toBe(t.nameDe);
    }
  });

  it("looks names up by language and leaves unknown names as given", () => {
    expect(termIn("de", "stone-age", "clay-pit")).toBe("Lehmgrube");
    expect(termIn("en", "stone-age", "clay-pit")).toBe("clay pit");
    expect(termIn("de", "clans", "no such thing")).toBe("no such thing");
    expect(namesIn("de", "clans").mountain).toBe("Bergland");
  });
});
