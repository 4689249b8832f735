/** State, moves, options and view types of Stone Age. States are plain JSON. */
import { z } from "zod";
import { isInt, isOneOf, isRecord, type BySeat } from "@/lib/engine";
import { GOODS, LOCATIONS, MATERIALS, type Good, type Location, type Material, type Materials } from "./data";

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
}

export type Phase = "place" | "actions" | "feed" | "over";

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
}

/** No options (unknown keys are dropped). */
export const optionsSchema = z.object({});
export type StoneAgeOptions = z.infer<typeof optionsSchema>;

export type StoneAgeMove =
  | { type: "place"; location: Location; count: number }
  | { type: "resolve"; location: Location }
  | { type: "use-tool"; tool: number }
  | { type: "use-one-time-tool"; value: number }
  | { type: "take" }
  | { type: "buy-card"; slot: number; payment: Materials }
  | { type: "build"; stack: number; payment: Materials }
  | { type: "decline"; location: Location }
  | { type: "choose-resource"; resource: Material }
  | { type: "pick-die"; face: number }
  | { type: "feed"; payment: Materials }
  | { type: "starve" }
  | { type: "end-turn" };

const count = z.number().int().min(0).max(50);
const materialsSchema = z.object({ wood: count, clay: count, stone: count, gold: count });
const locationSchema = z.enum(LOCATIONS);

export const moveSchema: z.ZodType<StoneAgeMove> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("place"), location: locationSchema, count: z.number().int().min(1).max(10) }),
  z.object({ type: z.literal("resolve"), location: locationSchema }),
  z.object({ type: z.literal("use-tool"), tool: z.number().int().min(0).max(2) }),
  z.object({ type: z.literal("use-one-time-tool"), value: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal("take") }),
  z.object({ type: z.literal("buy-card"), slot: z.number().int().min(0).max(3), payment: materialsSchema }),
  z.object({ type: z.literal("build"), stack: z.number().int().min(0).max(3), payment: materialsSchema }),
  z.object({ type: z.literal("decline"), location: locationSchema }),
  z.object({ type: z.literal("choose-resource"), resource: z.enum(MATERIALS) }),
  z.object({ type: z.literal("pick-die"), face: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal("feed"), payment: materialsSchema }),
  z.object({ type: z.literal("starve") }),
  z.object({ type: z.literal("end-turn") }),
]);

const isMaterials = (x: unknown): x is Materials => isRecord(x) && MATERIALS.every((m) => isInt(x[m], 0, 50));
const isLocation = (x: unknown) => isOneOf(x, LOCATIONS);

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
      return true;
    case "buy-card":
      return isInt(m.slot, 0, 3) && isMaterials(m.payment);
    case "build":
      return isInt(m.stack, 0, 3) && isMaterials(m.payment);
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
