/**
 * The variants' data against the research file (tests/reference-data/stoneage/variants.json, a copy of
 * ../shared/data/stoneage/variants.json kept in sync by tests/reference-data/in-sync.test.ts): what a source
 * gives is taken from it, and every value of site-values.ts is one the file records as "not found". When the
 * research finds an official value, the matching check here fails: replace the site's value in
 * site-values.ts then (and raise the rules version).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ANIMALS, MAMMOTH_TILES, NEW_HUTS } from "./site-values";
import { TEXT_VALUES } from "./variants";

const research = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/reference-data/stoneage/variants.json"), "utf8"),
).variants;

const notFound = (x: unknown) => typeof x === "string" && x.startsWith("not found");

describe("what the sources give is what the site uses", () => {
  it("Harsh Winter: 5 points for the extra stone, 6 for the extra gold", () => {
    expect(research.harsh_winter.components.points).toMatchObject({
      extra_stone_building: TEXT_VALUES.winterStone.points,
      extra_gold_card: TEXT_VALUES.winterGold.points,
    });
  });

  it("Wild Animals: four animals, the ones the press release names", () => {
    const names = (research.wild_animals.components.animal_cards as { animal: string }[]).map((a) => a.animal).sort();
    expect(ANIMALS.map((a) => a.name).sort()).toEqual(names);
    expect(ANIMALS).toHaveLength(TEXT_VALUES.animalCards);
  });

  it("Mammoth Herd: 16 tiles", () => {
    expect(research.mammoth_herd.components.bonus_tiles.count).toBe(TEXT_VALUES.mammothTiles);
    expect(MAMMOTH_TILES).toHaveLength(TEXT_VALUES.mammothTiles);
  });

  it("The New Huts: six tiles, NH1-NH6 with the bonuses the research lists in that order", () => {
    const tiles = research.new_huts.components.tiles as { id: string; bonus: string }[];
    expect(research.new_huts.components.tile_count.value).toBe(TEXT_VALUES.newHutTiles);
    expect(NEW_HUTS.map((h) => h.id)).toEqual(tiles.map((t) => t.id));
    const word = (b: (typeof NEW_HUTS)[number]["bonus"]) =>
      b.type === "income" ? `1 ${b.resource} each round` : `+1 ${b.type}`;
    NEW_HUTS.forEach((h, i) => expect(tiles[i]!.bonus.startsWith(word(h.bonus)), h.id).toBe(true));
  });
});

describe("every value of site-values.ts is one no source gives", () => {
  it("Harsh Winter: which buildings take the extra stone", () => {
    expect(notFound(research.harsh_winter.components.eligible_buildings.value)).toBe(true);
  });
  it("Igloos: their number, points, how they are bought, limits", () => {
    const c = research.igloos.components;
    for (const k of ["igloo_count", "points", "how_acquired", "limits"]) expect(notFound(c[k]), k).toBe(true);
  });
  it("Wild Animals: each animal's penalty and rewards", () => {
    for (const a of research.wild_animals.components.animal_cards) {
      expect(notFound(a.dice_penalty), a.animal).toBe(true);
      expect(notFound(a.rewards), a.animal).toBe(true);
    }
  });
  it("Mammoth Herd: the tiles' backs and both bonuses", () => {
    const t = research.mammoth_herd.components.bonus_tiles;
    for (const k of ["per_tile_back_resource", "per_tile_one_bonus", "per_tile_all_bonus"])
      expect(notFound(t[k]), k).toBe(true);
  });
  it("The New Huts: each tile's cost and points", () => {
    for (const t of research.new_huts.components.tiles) {
      expect(notFound(t.cost), t.id).toBe(true);
      expect(notFound(t.points), t.id).toBe(true);
    }
  });
  it("the expansion cannot be built: its merchant table, buildings and cards are not found", () => {
    const c = research.style_is_the_goal.components;
    expect(notFound(c.merchant_track.levels)).toBe(true);
    expect(notFound(c.new_buildings.list)).toBe(true);
    expect(notFound(c.new_civilization_cards.list)).toBe(true);
  });
});
