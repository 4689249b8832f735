/**
 * THE SITE'S OWN VALUES. Every number and list in this file is one that no stored source gives (see
 * ../shared/data/stoneage/VARIANTS-NOTES.md: the tile faces, penalties, rewards, costs and points of the
 * variants were not found). The site chose them, checked them with bot playouts (RULES-NOTES "Variants",
 * scripts/stone-age-balance.ts), and keeps them here only, so that official values can replace them later
 * by editing this table and nothing else. Changing a value changes how variant matches play: raise the
 * game's rulesVersion with it (docs/adding-a-game.md "Rules versions").
 *
 * Values the rule text does give are in variants.ts (TEXT_VALUES), not here.
 */
import type { Materials } from "./materials";

/** What a reward gives; absent keys give nothing. Tools and agriculture are steps (as the toolmaker and the field give). */
export interface Reward {
  food?: number;
  wood?: number;
  clay?: number;
  stone?: number;
  gold?: number;
  tools?: number;
  agriculture?: number;
  points?: number;
}

// ---------------------------------------------------------------- Harsh Winter

/**
 * "bestimmte Gebäude" (certain buildings): the site's choice is every building with a printed price (the 17
 * fixed base tiles and the 6 new huts). The variable tiles already score the value of whatever is paid, so
 * an extra stone there would be no winter bonus at all.
 */
export const INSULATABLE_BUILDINGS: readonly string[] = [
  "B01",
  "B02",
  "B03",
  "B04",
  "B05",
  "B06",
  "B07",
  "B08",
  "B09",
  "B10",
  "B11",
  "B12",
  "B13",
  "B14",
  "B15",
  "B16",
  "B17",
  "NH1",
  "NH2",
  "NH3",
  "NH4",
  "NH5",
  "NH6",
];

// ---------------------------------------------------------------- Igloos

/** How igloos are bought: no person is needed, in one's own action turn, this many per player per round and in all. */
export const IGLOO_RULES = { perRound: 1, perPlayer: 2 } as const;

// ---------------------------------------------------------------- The New Huts

export type HutBonus =
  | { type: "income"; resource: "wood" | "clay" | "stone" }
  | { type: "person" }
  | { type: "tool" }
  | { type: "agriculture" };

export interface NewHutDef {
  id: string;
  cost: Materials;
  /** Fewer than a base tile of the same price scores (the text: "die weniger Punkte bringen"). */
  points: number;
  bonus: HutBonus;
}

const hut = (
  id: string,
  wood: number,
  clay: number,
  stone: number,
  gold: number,
  points: number,
  bonus: HutBonus,
): NewHutDef => ({
  id,
  cost: { wood, clay, stone, gold },
  points,
  bonus,
});

/** One tile per bonus the text lists ("jede Runde ein Holz/Ziegel/Stein oder +1 Arbeiter/Werkzeug/Landwirtschaftsstufe"). */
export const NEW_HUTS: readonly NewHutDef[] = [
  hut("NH1", 1, 1, 1, 0, 6, { type: "income", resource: "wood" }),
  hut("NH2", 2, 0, 1, 0, 5, { type: "income", resource: "clay" }),
  hut("NH3", 0, 1, 1, 1, 5, { type: "income", resource: "stone" }),
  hut("NH4", 1, 1, 0, 1, 6, { type: "person" }),
  hut("NH5", 2, 1, 0, 0, 8, { type: "tool" }),
  hut("NH6", 1, 2, 0, 0, 8, { type: "agriculture" }),
];

// ---------------------------------------------------------------- Wild Animals

export interface AnimalDef {
  id: string;
  /** The animals the anniversary edition's press release names (ANNIV_PR). */
  name: string;
  /** Subtracted from every dice sum while the animal is in play (the text: 1, 2 or 3). */
  penalty: number;
  /** What one die shows, face 1 to 6, for each person a player had on the animal when it was driven off. */
  rewards: readonly [Reward, Reward, Reward, Reward, Reward, Reward];
}

export const ANIMALS: readonly AnimalDef[] = [
  {
    id: "A1",
    name: "bird of prey",
    penalty: 1,
    rewards: [{ food: 2 }, { food: 2 }, { wood: 1 }, { clay: 1 }, { stone: 1 }, { gold: 1 }],
  },
  {
    id: "A2",
    name: "wild boar",
    penalty: 2,
    rewards: [{ food: 3 }, { wood: 1 }, { clay: 1 }, { stone: 1 }, { gold: 1 }, { tools: 1 }],
  },
  {
    id: "A3",
    name: "wolf",
    penalty: 2,
    rewards: [{ food: 3 }, { wood: 1 }, { clay: 1 }, { stone: 1 }, { gold: 1 }, { agriculture: 1 }],
  },
  {
    id: "A4",
    name: "polar bear",
    penalty: 3,
    rewards: [{ food: 4 }, { wood: 2 }, { clay: 2 }, { stone: 2 }, { gold: 1, food: 2 }, { tools: 1, agriculture: 1 }],
  },
];

// ---------------------------------------------------------------- Mammoth Herd

/** The resource areas a tile's back can show (the rule sheet's example: a brick back sends the herd to the clay pit). */
export type HerdArea = "forest" | "clay-pit" | "quarry" | "river";

export interface MammothTileDef {
  id: string;
  /** Where the herd stands in the round this tile is turned up (the resource on its back). */
  area: HerdArea;
  /** The "1" bonus: only the tamer may choose it. */
  one: Reward;
  /** The "all" bonus: every challenger gets it, and the tamer if he chooses it. */
  all: Reward;
}

const tile = (id: string, area: HerdArea, one: Reward, all: Reward): MammothTileDef => ({ id, area, one, all });

/**
 * Four backs of each building resource. The "1" bonus is worth two to four times the "all" bonus; the lasting
 * ones (a tool, agriculture) are rare, since they pay every round after.
 */
export const MAMMOTH_TILES: readonly MammothTileDef[] = [
  tile("M01", "forest", { tools: 1 }, { food: 1 }),
  tile("M02", "forest", { wood: 2 }, { food: 1 }),
  tile("M03", "forest", { wood: 1, food: 2 }, { food: 1 }),
  tile("M04", "forest", { points: 3 }, { food: 2 }),
  tile("M05", "clay-pit", { clay: 2 }, { food: 1 }),
  tile("M06", "clay-pit", { clay: 1, food: 2 }, { food: 2 }),
  tile("M07", "clay-pit", { agriculture: 1 }, { food: 1 }),
  tile("M08", "clay-pit", { points: 4 }, { food: 1 }),
  tile("M09", "quarry", { stone: 1, food: 2 }, { food: 1 }),
  tile("M10", "quarry", { stone: 2 }, { food: 2 }),
  tile("M11", "quarry", { points: 5 }, { food: 1 }),
  tile("M12", "quarry", { tools: 1 }, { food: 1 }),
  tile("M13", "river", { gold: 1, food: 2 }, { food: 1 }),
  tile("M14", "river", { gold: 1, wood: 1 }, { food: 2 }),
  tile("M15", "river", { points: 6 }, { food: 1 }),
  tile("M16", "river", { agriculture: 1 }, { food: 2 }),
];
