/** zod schemas for every match operation that arrives from a form, a server action or the API. */
import { z } from "zod";
import { BOT_STYLES } from "@/lib/engine";

export const matchIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const versionSchema = z.coerce.number().int().min(0).max(2_147_483_647);

export const seatSpecSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("me") }),
  z.object({ kind: z.literal("open") }),
  z.object({ kind: z.literal("invite"), username: z.string().trim().min(3).max(20) }),
  z.object({ kind: z.literal("bot"), style: z.enum(BOT_STYLES) }),
]);
export type SeatSpec = z.infer<typeof seatSpecSchema>;

export const createMatchSchema = z.object({
  gameKey: z.string().min(1).max(40),
  seats: z.array(seatSpecSchema).min(1).max(8),
  note: z.string().trim().max(300).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  /** A fixed seed for reproducible end-to-end tests; ignored unless TEST_MODE is on. */
  testSeed: z.string().min(1).max(64).optional(),
});
export type CreateMatchInput = z.infer<typeof createMatchSchema>;

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("move"), move: z.unknown() }),
  /** End the turn with the move the game names for it (`endTurnMove` in the engine): the End-turn button, POST .../commit. */
  z.object({ type: z.literal("commit") }),
  z.object({ type: z.literal("undo-step") }),
  z.object({ type: z.literal("undo-turn") }),
]);
export type MatchAction = z.infer<typeof actionSchema>;

export const actRequestSchema = z.object({
  matchId: matchIdSchema,
  version: versionSchema,
  action: actionSchema,
});
