/**
 * Stone Age (Hans im Glück 2008) base-game components as typed data.
 *
 * Sources (transcribed from the project's research file stoneage.json and its NOTES, which cross-check):
 * - Q Scuffed-Boardgames/Qt-StoneAge@db97602f (buildings.json, civilisation.json, board.cpp, pickrolled.cpp)
 * - P L3-Info-Miage-Universite-Cote-D-Azur/projetinfo-2019-stoneage-sah@e7f17b4a (Settings.java, CarteCivilisationManager.java)
 * - S L3-Info-Miage-Universite-Cote-D-Azur/projetinfo-2019-stoneage-sai@8e241a78 (BuildingTiles.java, CarteCivilisation.java)
 * - N antonetalon/neurostoneage@2792808 (Game.cs)
 * - H bheimann/StoneAge-old@1769666a (BuildingTile.cs, Card.cs)
 * - R borisyankov/rulespal data/rulebooks/stone-age-rulebook.md (setup, scoring, tie-break, 2-3 player rules)
 * - W brettspielwelt.de Stone Age card help, ultraboardgames.com civilization cards, yucata.de rules (effect counts)
 * - BGA German help page "Gamehelpstoneage" (version of 11 April 2024): the rules text this engine follows.
 * All 28 buildings agree in Q, P, S, N, H. Card disagreements are resolved in RULES-NOTES.md.
 * The data is written out here so the game never reads research files at runtime.
 */

import { byWord } from "@/lib/engine";
import type { Materials } from "./materials";
import { ANIMALS, MAMMOTH_TILES, NEW_HUTS, type AnimalDef, type HutBonus, type MammothTileDef } from "./site-values";

/** Building materials (everything but food). Order matters: payments are listed in this order. */
export const MATERIALS = ["wood", "clay", "stone", "gold"] as const;
export type Material = (typeof MATERIALS)[number];
export const GOODS = ["food", ...MATERIALS] as const;
export type Good = (typeof GOODS)[number];

/** Value of a good = its dice divisor = its points in variable buildings (BGA text: Nahrung 2 … Gold 6). */
export const GOOD_VALUE: Record<Good, number> = { food: 2, wood: 3, clay: 4, stone: 5, gold: 6 };

export type { Materials } from "./materials";
export const NO_MATERIALS: Materials = { wood: 0, clay: 0, stone: 0, gold: 0 };

/** The board's locations. card-0 is the leftmost card slot (costs 4), card-3 the rightmost (costs 1). */
export const LOCATIONS = [
  "hunt",
  "forest",
  "clay-pit",
  "quarry",
  "river",
  "field",
  "toolmaker",
  "hut",
  "card-0",
  "card-1",
  "card-2",
  "card-3",
  "stack-0",
  "stack-1",
  "stack-2",
  "stack-3",
  // Wild Animals only: the people driving off the animal in play (never open in the base game).
  "animal",
] as const;
export type Location = (typeof LOCATIONS)[number];
export const LOCATION_INDEX: Record<Location, number> = byWord(LOCATIONS, (_, i) => i);

/** What each resource location yields (BGA: Jagdgründe Nahrung, Wald Holz, Lehmgrube Ziegel, Steinbruch Stein, Fluss Gold). */
export const RESOURCE_LOCATIONS = ["hunt", "forest", "clay-pit", "quarry", "river"] as const;
export type ResourceLocation = (typeof RESOURCE_LOCATIONS)[number];
export const LOCATION_GOOD: Record<ResourceLocation, Good> = {
  hunt: "food",
  forest: "wood",
  "clay-pit": "clay",
  quarry: "stone",
  river: "gold",
};
/** Spaces per location; the hunting grounds take any number (BGA: "beliebig viele"). */
export const RESOURCE_SPACES = 7;
/** The three village locations of which only two may be used per round with 2-3 players (BGA). */
export const VILLAGE_LOCATIONS = ["field", "toolmaker", "hut"] as const;
export type VillageLocation = (typeof VILLAGE_LOCATIONS)[number];

export const CARD_SLOTS = 4;
/** Slot i costs 4 - i resources: leftmost 4 … rightmost 1 (R; Q board.cpp setCost(i+1) counted from the right). */
export const slotCost = (slot: number): number => CARD_SLOTS - slot;

export const START_PEOPLE = 5;
export const MAX_PEOPLE = 10;
export const START_FOOD = 12;
export const MAX_AGRICULTURE = 10;
export const MAX_TOOL_TILES = 3;
export const MAX_TOOL_LEVEL = 4;
export const STACK_SIZE = 7;
export const STARVATION_PENALTY = 10;

// ---------------------------------------------------------------- buildings

export type BuildingDef =
  /** A printed price; the New Huts variant's tiles also carry a bonus (site-values.ts). */
  | { id: string; kind: "fixed"; cost: Materials; points: number; hutBonus?: HutBonus }
  /** Pay exactly `count` materials of exactly `kinds` different types; points = their values. */
  | { id: string; kind: "kinds"; count: number; kinds: number }
  /** Pay 1 to 7 materials of any types; points = their values. */
  | { id: string; kind: "any"; min: number; max: number };

const fixed = (id: string, wood: number, clay: number, stone: number, gold: number, points: number): BuildingDef => ({
  id,
  kind: "fixed",
  cost: { wood, clay, stone, gold },
  points,
});
const kinds = (id: string, count: number, k: number): BuildingDef => ({ id, kind: "kinds", count, kinds: k });
const any = (id: string): BuildingDef => ({ id, kind: "any", min: 1, max: 7 });

/** The 28 building tiles (Q, P, S, N, H all agree). Fixed points = sum of the cost's values. */
export const BUILDINGS: readonly BuildingDef[] = [
  fixed("B01", 2, 1, 0, 0, 10),
  fixed("B02", 2, 0, 1, 0, 11),
  fixed("B03", 1, 2, 0, 0, 11),
  fixed("B04", 2, 0, 0, 1, 12),
  fixed("B05", 1, 1, 1, 0, 12),
  fixed("B06", 1, 1, 1, 0, 12),
  fixed("B07", 1, 0, 2, 0, 13),
  fixed("B08", 0, 2, 1, 0, 13),
  fixed("B09", 1, 1, 0, 1, 13),
  fixed("B10", 1, 1, 0, 1, 13),
  fixed("B11", 1, 0, 1, 1, 14),
  fixed("B12", 1, 0, 1, 1, 14),
  fixed("B13", 0, 1, 2, 0, 14),
  fixed("B14", 0, 2, 0, 1, 14),
  fixed("B15", 0, 1, 1, 1, 15),
  fixed("B16", 0, 1, 1, 1, 15),
  fixed("B17", 0, 0, 2, 1, 16),
  kinds("B18", 4, 1),
  kinds("B19", 4, 2),
  kinds("B20", 4, 3),
  kinds("B21", 4, 4),
  kinds("B22", 5, 1),
  kinds("B23", 5, 2),
  kinds("B24", 5, 3),
  kinds("B25", 5, 4),
  any("B26"),
  any("B27"),
  any("B28"),
];
/** The New Huts variant's six tiles as buildings (their costs and points are the site's own: site-values.ts). */
export const NEW_HUT_BUILDINGS: readonly BuildingDef[] = NEW_HUTS.map((h) => ({
  id: h.id,
  kind: "fixed",
  cost: h.cost,
  points: h.points,
  hutBonus: h.bonus,
}));
/** Every building tile by id, the new huts included (they only reach a stack when their variant is on). */
export const BUILDING_BY_ID: Record<string, BuildingDef> = Object.fromEntries(
  [...BUILDINGS, ...NEW_HUT_BUILDINGS].map((b) => [b.id, b]),
);

// ---------------------------------------------------------------- civilization cards

export const CULTURES = ["medicine", "art", "writing", "pottery", "time", "transport", "music", "weaving"] as const;
export type Culture = (typeof CULTURES)[number];
export const MULTIPLIERS = ["farmer", "toolmaker", "hut-builder", "shaman"] as const;
export type Multiplier = (typeof MULTIPLIERS)[number];

export type CardBottom = { culture: Culture } | { multiplier: Multiplier; people: number };

export type CardEffect =
  | { type: "food"; amount: number }
  | { type: "resource"; resource: Material; amount: number }
  | { type: "dice-for-resource"; resource: Material; dice: number }
  | { type: "victory-points"; amount: number }
  | { type: "tool" }
  | { type: "one-time-tool"; value: number }
  | { type: "agriculture" }
  | { type: "extra-card" }
  | { type: "resources-of-choice"; amount: number }
  | { type: "lottery" };

export interface CardDef {
  id: string;
  bottom: CardBottom;
  effect: CardEffect;
}

const g = (id: string, culture: Culture, effect: CardEffect): CardDef => ({ id, bottom: { culture }, effect });
const s = (id: string, multiplier: Multiplier, people: number, effect: CardEffect): CardDef => ({
  id,
  bottom: { multiplier, people },
  effect,
});
const LOTTERY: CardEffect = { type: "lottery" };

/** The 36 civilization cards: 16 green (8 cultures × 2), 20 sand (5 per multiplier). Effect counts match W. */
export const CARDS: readonly CardDef[] = [
  g("G01", "medicine", { type: "food", amount: 5 }),
  g("G02", "medicine", { type: "resources-of-choice", amount: 2 }),
  g("G03", "art", { type: "tool" }),
  // G04: Q, P, S, N roll 2 dice for gold; H lists a lottery (would contradict W's 10 lotteries). See RULES-NOTES.
  g("G04", "art", { type: "dice-for-resource", resource: "gold", dice: 2 }),
  g("G05", "writing", { type: "extra-card" }),
  g("G06", "writing", LOTTERY),
  g("G07", "pottery", { type: "food", amount: 7 }),
  g("G08", "pottery", LOTTERY),
  g("G09", "time", { type: "agriculture" }),
  g("G10", "time", LOTTERY),
  g("G11", "transport", { type: "resource", resource: "stone", amount: 2 }),
  g("G12", "transport", LOTTERY),
  g("G13", "music", { type: "victory-points", amount: 3 }),
  g("G14", "music", { type: "victory-points", amount: 3 }),
  g("G15", "weaving", { type: "food", amount: 3 }),
  g("G16", "weaving", { type: "food", amount: 1 }),
  s("S01", "farmer", 1, { type: "resource", resource: "stone", amount: 1 }),
  s("S02", "farmer", 1, { type: "agriculture" }),
  s("S03", "farmer", 1, LOTTERY),
  s("S04", "farmer", 2, { type: "food", amount: 3 }),
  s("S05", "farmer", 2, LOTTERY),
  s("S06", "toolmaker", 1, { type: "one-time-tool", value: 4 }),
  s("S07", "toolmaker", 1, { type: "one-time-tool", value: 3 }),
  // S08: P, S, N, H give 2 toolmakers, Q gives 1. See RULES-NOTES.
  s("S08", "toolmaker", 2, { type: "one-time-tool", value: 2 }),
  s("S09", "toolmaker", 2, LOTTERY),
  s("S10", "toolmaker", 2, LOTTERY),
  s("S11", "hut-builder", 1, { type: "food", amount: 4 }),
  s("S12", "hut-builder", 1, LOTTERY),
  s("S13", "hut-builder", 2, { type: "food", amount: 2 }),
  s("S14", "hut-builder", 2, LOTTERY),
  s("S15", "hut-builder", 3, { type: "victory-points", amount: 3 }),
  s("S16", "shaman", 1, { type: "resource", resource: "stone", amount: 1 }),
  s("S17", "shaman", 1, { type: "resource", resource: "gold", amount: 1 }),
  s("S18", "shaman", 1, { type: "dice-for-resource", resource: "stone", dice: 2 }),
  s("S19", "shaman", 2, { type: "resource", resource: "clay", amount: 1 }),
  s("S20", "shaman", 2, { type: "dice-for-resource", resource: "wood", dice: 2 }),
];
export const CARD_BY_ID: Record<string, CardDef> = Object.fromEntries(CARDS.map((c) => [c.id, c]));

/** The Wild Animals variant's cards, shuffled into the deck: never a civilization card (they fill no slot). */
export const ANIMAL_BY_ID: Record<string, AnimalDef> = Object.fromEntries(ANIMALS.map((a) => [a.id, a]));
export const isAnimalCard = (id: string): boolean => Object.prototype.hasOwnProperty.call(ANIMAL_BY_ID, id);
export const MAMMOTH_BY_ID: Record<string, MammothTileDef> = Object.fromEntries(MAMMOTH_TILES.map((t) => [t.id, t]));

/** Lottery die faces (Q pickrolled.cpp, ultraboardgames, scribd): 6 = agriculture +1 (see RULES-NOTES). */
export const LOTTERY_FACES = {
  1: "wood",
  2: "clay",
  3: "stone",
  4: "gold",
  5: "tool",
  6: "agriculture",
} as const;
export type LotteryPrize = (typeof LOTTERY_FACES)[keyof typeof LOTTERY_FACES];

/** The prize of a lottery die face (1..6); undefined for anything else. */
export function prizeOfFace(face: number): LotteryPrize | undefined {
  switch (face) {
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
    case 6:
      return LOTTERY_FACES[face];
    default:
      return undefined;
  }
}
