/**
 * The game's data module is the project's own copy of the shared component data (tests/reference-data/
 * stoneage/stoneage.json, a copy of ../shared/data/stoneage/stoneage.json kept in sync by
 * tests/reference-data/in-sync.test.ts): buildings, cards, values, lottery, setup and card costs.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BUILDINGS,
  CARDS,
  CARD_SLOTS,
  GOOD_VALUE,
  LOTTERY_FACES,
  MAX_PEOPLE,
  NO_MATERIALS,
  STACK_SIZE,
  START_FOOD,
  START_PEOPLE,
  slotCost,
  type BuildingDef,
  type CardDef,
  type CardEffect,
  type Materials,
} from "./data";

const source = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/reference-data/stoneage/stoneage.json"), "utf8"),
);

type SourceBuilding = {
  id: string;
  kind: string;
  cost?: Partial<Materials>;
  points?: number;
  resources?: number;
  distinct_types?: number;
  resources_min?: number;
  resources_max?: number;
};
type SourceCard = { id: string; bottom: CardDef["bottom"]; immediate: Record<string, unknown> };

function building(b: SourceBuilding): BuildingDef {
  switch (b.kind) {
    case "fixed":
      return { id: b.id, kind: "fixed", cost: { ...NO_MATERIALS, ...b.cost }, points: b.points ?? -1 };
    case "variable_count_kinds":
      return { id: b.id, kind: "kinds", count: b.resources ?? -1, kinds: b.distinct_types ?? -1 };
    case "variable_1_to_7":
      return { id: b.id, kind: "any", min: b.resources_min ?? -1, max: b.resources_max ?? -1 };
    default:
      throw new Error(`unknown building kind ${b.kind}`);
  }
}

/** The source's immediate effect in the data module's words. */
function effect(i: Record<string, unknown>): CardEffect {
  const amount = i.amount as number;
  switch (i.type) {
    case "food":
      return { type: "food", amount };
    case "resource":
      return { type: "resource", resource: i.resource as never, amount };
    case "dice_for_resource":
      return { type: "dice-for-resource", resource: i.resource as never, dice: i.dice as number };
    case "victory_points":
      return { type: "victory-points", amount };
    case "permanent_tool":
      return { type: "tool" };
    case "one_time_tool":
      return { type: "one-time-tool", value: i.value as number };
    case "agriculture":
      return { type: "agriculture" };
    case "extra_civ_card":
      return { type: "extra-card" };
    case "resources_of_choice":
      return { type: "resources-of-choice", amount };
    case "lottery":
      return { type: "lottery" };
    default:
      throw new Error(`unknown effect ${String(i.type)}`);
  }
}

/** The source writes "hut_builder"; the module's vocabulary says "hut-builder". */
const bottom = (b: CardDef["bottom"]): CardDef["bottom"] =>
  "multiplier" in b ? { ...b, multiplier: String(b.multiplier).replace("_", "-") as never } : b;

describe("Stone Age data equals the shared component data", () => {
  it("the 28 buildings", () => {
    expect(BUILDINGS).toEqual((source.buildings as SourceBuilding[]).map(building));
  });

  it("the 36 civilization cards: bottom halves and immediate effects", () => {
    expect(CARDS).toEqual(
      (source.civilization_cards as SourceCard[]).map((c) => ({
        id: c.id,
        bottom: bottom(c.bottom),
        effect: effect(c.immediate),
      })),
    );
  });

  it("values, dice divisors, lottery faces, setup and card slot costs", () => {
    expect(GOOD_VALUE).toEqual(source.resources.values_divisors);
    for (const c of source.civilization_cards as SourceCard[]) {
      if (c.immediate.type === "dice_for_resource")
        expect(GOOD_VALUE[c.immediate.resource as "wood"]).toBe(c.immediate.divisor);
    }
    const faces = source.lottery.faces as Record<string, string>;
    expect(Object.keys(LOTTERY_FACES)).toEqual(Object.keys(faces));
    for (const [face, prize] of Object.entries(LOTTERY_FACES)) expect(faces[face]?.split(" ")[0]).toBe(prize);
    expect({ START_PEOPLE, MAX_PEOPLE, START_FOOD }).toEqual({
      START_PEOPLE: source.setup.people_start,
      MAX_PEOPLE: source.setup.people_max,
      START_FOOD: source.setup.food_start,
    });
    expect(source.setup.building_stacks).toContain(`stacks of ${STACK_SIZE}`);
    const costs = source.civ_card_slot_costs;
    expect(Array.from({ length: CARD_SLOTS }, (_, slot) => slotCost(slot))).toEqual([
      costs.leftmost,
      costs.third,
      costs.second,
      costs.rightmost,
    ]);
  });
});
