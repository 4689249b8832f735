/** State, moves, view and options of the tiny test game. All plain JSON data. */
import { z } from "zod";
import { isInt, isRecord, type BySeat } from "@/lib/engine";

export interface TinyState {
  players: number;
  /** Whose turn it is. */
  turn: number;
  /** What the current player added this turn (banked when the turn ends). */
  running: number;
  banked: BySeat<number>;
  /** SECRET: one number per seat; only its owner may see it. */
  secrets: BySeat<number>;
  /** PRNG state. Never in a view. */
  rng: number;
  target: number;
  /** Rolls made this turn (at most one). */
  rolls: number;
}

export type TinyMove = { type: "add"; n: 1 | 2 } | { type: "roll" } | { type: "end-turn" };

export interface TinyView {
  turn: number;
  running: number;
  banked: number[];
  mySecret: number | null;
  target: number;
  /** Rolls made this turn (public: everyone saw the die). */
  rolls: number;
}

export const optionsSchema = z.object({ target: z.number().int().min(1).max(100).default(20) });
export type TinyOptions = z.infer<typeof optionsSchema>;

export const moveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("add"), n: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ type: z.literal("roll") }),
  z.object({ type: z.literal("end-turn") }),
]);

/** The hand-written twin of `moveSchema` that `applyMove` checks (lib/engine/move-shape.ts says why). */
export function wellFormed(m: unknown): m is TinyMove {
  if (!isRecord(m)) return false;
  switch (m.type) {
    case "add":
      return isInt(m.n, 1, 2);
    case "roll":
    case "end-turn":
      return true;
    default:
      return false;
  }
}
