/** State, moves, options and view types of Stone Age. States are plain JSON. */
import { z } from "zod";
import { isInt, isOneOf, isRecord, type BySeat } from "@/lib/engine";
import { GOODS, LOCATIONS, MATERIALS, type Good, type Location, type Material, type Materials } from "./data";
import { MESSAGES } from "./messages";
import { VARIANTS, type Variant } from "./variants";

export interface PlayerState {
  /** People owned (placeable next round once gained at the hut). */
  people: number;
  food: number;
  materials: Materials;
  agriculture: number;
  /** Tool tiles (values 1-4), at most 3. */
  tools: number[];
  /** Which tool tiles were used this round (parallel to `tools`). */
  toolsUsed: boolean[];
  /** One-time tools from cards (values), gone once used; not tool tiles. */
  oneTimeTools: number[];
  /** Points scored during the game (buildings, cards, starvation penalties). */
  score: number;
  buildings: string[];
  cards: string[];
  /** How often the player starved (each cost 10 points). */
  starved: number;
  /** People on each location (index = LOCATIONS index); cleared as the player resolves them. */
  placed: number[];
  /** Igloos: each igloo's resource (what it was paid with) and round (empty without the variant). */
  igloos: { resource: Material; round: number }[];
  /** Mammoth Herd: the tiles this player tamed. */
  mammoths: string[];
  /** Harsh Winter: buildings and cards bought with the extra stone or gold (ids). */
  winter: string[];
}

/** "tame": the Mammoth Herd's tamer chooses a bonus, after the actions and before feeding. */
export type Phase = "place" | "actions" | "tame" | "feed" | "over";

/** A die roll waiting for the player to add tools and take the result. */
export interface PendingRoll {
  good: Good;
  dice: number[];
  /** Tool value added so far. */
  bonus: number;
  source: "location" | "card";
}

export interface Lottery {
  /** Dice not yet taken. */
  dice: number[];
  /** Seats still to pick, first is the next picker. */
  order: number[];
  /** Card that triggered it (for the log). */
  card: string;
}

export interface StoneAgeState {
  players: number;
  rng: number;
  round: number;
  phase: Phase;
  startPlayer: number;
  /** Seat whose placement or action turn it is. */
  turn: number;
  /** True once the seat placed in its current placement turn (only end-turn remains). */
  placedThisTurn: boolean;
  player: BySeat<PlayerState>;
  /** Card slots left to right; slot i costs 4 - i. */
  slots: (string | null)[];
  /** Hidden deck; first element is the top. */
  deck: string[];
  /** Building stacks in play; first element is the top tile. */
  stacks: string[][];
  /** Whether each stack's top tile is face up (a built tile is replaced at the end of the round). */
  topVisible: boolean[];
  roll: PendingRoll | null;
  /** Resources still to choose from a "2 resources of choice" card. */
  choiceLeft: number;
  lottery: Lottery | null;
  /** Seats still to decide how to feed. */
  feeding: number[];
  endReason: "cards" | "buildings" | null;
  /** The variants this match plays with, in VARIANTS order (empty: the base game). */
  variants: Variant[];
  /** Wild Animals; null without the variant. */
  animals: AnimalsState | null;
  /** Mammoth Herd; null without the variant. */
  herd: HerdState | null;
}

export interface AnimalsState {
  /** Revealed animals, oldest first; the first is the one people are placed on. All lower every dice sum. */
  inPlay: string[];
  /** Animals driven off. */
  gone: string[];
  /** The latest drive-off: the animal and each seat's reward dice (empty for a seat without people there). */
  lastDriveOff: { animal: string; dice: number[][] } | null;
}

export interface HerdState {
  /** Face-down tiles; the first is the next to turn up (its back, the herd's next area, is public). */
  pile: string[];
  /** The tile turned up this round (the herd's area is its back); null once tamed or discarded, or the herd is gone. */
  tile: string | null;
  /** People each seat moved onto the tile this round. */
  riders: number[];
  /** People the acting seat may still move onto the tile, after taking its roll at the herd's area. */
  offer: number;
  /** The latest taming roll: each seat's dice and the tamer (the choice is awaited while the phase is "tame"). */
  taming: { tile: string; dice: number[][]; tamer: number; bonus: "one" | "all" | null } | null;
  /** Tiles nobody tried to tame (discarded). */
  discarded: string[];
}

/**
 * Options: the variants (absent: none, the base game). Unknown option names are dropped (the JSON API
 * adds, never breaks: a script sending other names keeps working); a wrong variant list is refused with a sentence.
 */
export const optionsSchema = z.object({
  variants: z
    .array(z.enum(VARIANTS, { error: (issue) => MESSAGES.unknownVariant(issue.input) }), {
      error: MESSAGES.variantsNotAList,
    })
    .max(VARIANTS.length, { error: MESSAGES.variantTwice })
    .refine((xs) => new Set(xs).size === xs.length, { error: MESSAGES.variantTwice })
    // Stored in one order, so that the same choice is always the same stored match options.
    .transform((xs): Variant[] => VARIANTS.filter((v) => xs.includes(v)))
    // Absent stays absent: a base-game match stores no options ({}), as matches without variants always do.
    .optional(),
});
/** What setup accepts: `{}` (stored base-game matches, tests) or a variant list; setup parses it again. */
export type StoneAgeOptions = z.input<typeof optionsSchema>;

export type StoneAgeMove =
  | { type: "place"; location: Location; count: number }
  | { type: "resolve"; location: Location }
  | { type: "use-tool"; tool: number }
  | { type: "use-one-time-tool"; value: number }
  | { type: "take" }
  /** `winter`: Harsh Winter's extra gold (card) or stone (building), paid besides `payment`, for its points. */
  | { type: "buy-card"; slot: number; payment: Materials; winter?: true }
  | { type: "build"; stack: number; payment: Materials; winter?: true }
  | { type: "decline"; location: Location }
  | { type: "choose-resource"; resource: Material }
  | { type: "pick-die"; face: number }
  | { type: "feed"; payment: Materials }
  | { type: "starve" }
  | { type: "end-turn" }
  | { type: "build-igloo"; resource: Material }
  /** Mammoth Herd: move `count` people from the herd's area onto the tile, paying `food` food and `payment`. */
  | { type: "join-herd"; count: number; food: number; payment: Materials }
  | { type: "skip-herd" }
  | { type: "tame"; bonus: "one" | "all" };

const count = z.number().int().min(0).max(50);
const materialsSchema = z.object({ wood: count, clay: count, stone: count, gold: count });
const locationSchema = z.enum(LOCATIONS);

export const moveSchema: z.ZodType<StoneAgeMove> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("place"), location: locationSchema, count: z.number().int().min(1).max(10) }),
  z.object({ type: z.literal("resolve"), location: locationSchema }),
  z.object({ type: z.literal("use-tool"), tool: z.number().int().min(0).max(2) }),
  z.object({ type: z.literal("use-one-time-tool"), value: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal("take") }),
  z.object({
    type: z.literal("buy-card"),
    slot: z.number().int().min(0).max(3),
    payment: materialsSchema,
    winter: z.literal(true).optional(),
  }),
  z.object({
    type: z.literal("build"),
    stack: z.number().int().min(0).max(3),
    payment: materialsSchema,
    winter: z.literal(true).optional(),
  }),
  z.object({ type: z.literal("decline"), location: locationSchema }),
  z.object({ type: z.literal("choose-resource"), resource: z.enum(MATERIALS) }),
  z.object({ type: z.literal("pick-die"), face: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal("feed"), payment: materialsSchema }),
  z.object({ type: z.literal("starve") }),
  z.object({ type: z.literal("end-turn") }),
  z.object({ type: z.literal("build-igloo"), resource: z.enum(MATERIALS) }),
  z.object({
    type: z.literal("join-herd"),
    count: z.number().int().min(1).max(10),
    food: z.number().int().min(0).max(10),
    payment: materialsSchema,
  }),
  z.object({ type: z.literal("skip-herd") }),
  z.object({ type: z.literal("tame"), bonus: z.enum(["one", "all"]) }),
]);

const isMaterials = (x: unknown): x is Materials => isRecord(x) && MATERIALS.every((m) => isInt(x[m], 0, 50));
const isLocation = (x: unknown) => isOneOf(x, LOCATIONS);
/** The optional Harsh Winter flag: absent, or exactly `true` (as the schema's `z.literal(true).optional()`). */
const winterFlag = (m: Record<string, unknown>) => !("winter" in m) || m.winter === true;

/** The hand-written twin of `moveSchema` that `applyMove` checks (lib/engine/move-shape.ts says why). */
export function wellFormed(m: unknown): m is StoneAgeMove {
  if (!isRecord(m)) return false;
  switch (m.type) {
    case "place":
      return isLocation(m.location) && isInt(m.count, 1, 10);
    case "resolve":
    case "decline":
      return isLocation(m.location);
    case "use-tool":
      return isInt(m.tool, 0, 2);
    case "use-one-time-tool":
      return isInt(m.value, 1, 4);
    case "take":
    case "starve":
    case "end-turn":
    case "skip-herd":
      return true;
    case "buy-card":
      return isInt(m.slot, 0, 3) && isMaterials(m.payment) && winterFlag(m);
    case "build":
      return isInt(m.stack, 0, 3) && isMaterials(m.payment) && winterFlag(m);
    case "build-igloo":
      return isOneOf(m.resource, MATERIALS);
    case "join-herd":
      return isInt(m.count, 1, 10) && isInt(m.food, 0, 10) && isMaterials(m.payment);
    case "tame":
      return m.bonus === "one" || m.bonus === "all";
    case "choose-resource":
      return isOneOf(m.resource, MATERIALS);
    case "pick-die":
      return isInt(m.face, 1, 6);
    case "feed":
      return isMaterials(m.payment);
    default:
      return false;
  }
}

export { GOODS };
