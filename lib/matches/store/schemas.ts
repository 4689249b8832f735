/** zod schemas for every match operation that arrives from a form, a server action or the API. */
import { z } from "zod";
import { BOT_LEVELS, MAX_BUDGET_MS } from "@/lib/bots/levels";
import { findForbiddenText, singleLine } from "@/lib/validation/text";
import { TIMEOUT_POLICIES, timeControlSchema } from "@/lib/clocks/time-control";
import { INT4_MAX, intId, wholeNumber } from "@/lib/validation/numbers";
import { CLIENT_SEED_PATTERN } from "@/lib/fairness/seeds";

/** Match ids and versions are `integer` columns: read into that range (lib/validation/numbers.ts). */
export const matchIdSchema = intId;
export const versionSchema = wholeNumber(0, INT4_MAX);

const inviteName = singleLine().pipe(
  z
    .string()
    .trim()
    .min(3, "Enter a username of 3 to 20 characters.")
    .max(20, "Enter a username of 3 to 20 characters."),
);

export const seatSpecSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("me") }),
  z.object({ kind: z.literal("open") }),
  z.object({ kind: z.literal("invite"), username: inviteName }),
  z
    .object({
      kind: z.literal("bot"),
      style: z.enum(BOT_LEVELS, 'A bot\'s style is "random", "greedy" or "strong".'),
      /** The strong bot's thinking time per move; absent: the site's BOT_BUDGET_MS. Only with "strong". */
      budgetMs: z
        .number("budgetMs is a number of milliseconds.")
        .int("budgetMs is a whole number of milliseconds.")
        .min(100, "A strong bot thinks at least 100 ms per move.")
        .max(MAX_BUDGET_MS, `A strong bot thinks at most ${MAX_BUDGET_MS} ms per move.`)
        .optional(),
    })
    .refine((b) => b.budgetMs === undefined || b.style === "strong", "budgetMs goes with the strong style only."),
]);
export type SeatSpec = z.infer<typeof seatSpecSchema>;

/** A player's own seed (docs/fairness.md): 1 to 64 printable ASCII characters. */
export const clientSeedSchema = z
  .string("clientSeed is a string.")
  .regex(CLIENT_SEED_PATTERN, "clientSeed is 1 to 64 printable ASCII characters.");

/** Anything a client sends as part of a move or an option: structured data without control characters. */
const cleanData = z.unknown().refine((v) => findForbiddenText(v) === null, "The request contains control characters.");

export const createMatchSchema = z.object({
  gameKey: singleLine().pipe(z.string().min(1, "Choose a game.").max(40, "There is no such game.")),
  seats: z
    .array(seatSpecSchema, "Give the seats as a list.")
    .min(1, "A match needs at least one seat.")
    .max(8, "A match has at most 8 seats."),
  note: singleLine().pipe(z.string().trim().max(300, "A note has at most 300 characters.")).optional(),
  /** Absent: { kind: "none" } (no limit, with the 21-day safety net). */
  timeControl: timeControlSchema.optional(),
  /** What running out of time does; absent: "bot". */
  timeoutPolicy: z.enum(TIMEOUT_POLICIES, 'The timeout policy is "bot" or "lose".').optional(),
  options: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,39}$/, "Option names are short words."), cleanData)
    .optional(),
  /** Spectators may read the match's chat (players always can); absent: false. */
  chatPublic: z.boolean("chatPublic is true or false.").optional(),
  /** Counts for the players' ratings; never with bots. Absent: false. */
  rated: z.boolean("rated is true or false.").optional(),
  /** Open seats only for the creator's friends. Absent: false. */
  friendsOnly: z.boolean("friendsOnly is true or false.").optional(),
  /** The creator's own seed for the match's randomness (docs/fairness.md); absent: the server draws one. */
  clientSeed: clientSeedSchema.optional(),
  /** A fixed seed for reproducible end-to-end tests; ignored unless TEST_MODE is on. */
  testSeed: singleLine().pipe(z.string().min(1).max(64)).optional(),
});
export type CreateMatchInput = z.infer<typeof createMatchSchema>;

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("move"), move: cleanData }),
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
