/** "Play now": what a seek may ask for, checked with zod at the edge (the API, the /play form's action). */
import { z } from "zod";
import { timeControlSchema } from "@/lib/clocks/time-control";
import { singleLine } from "@/lib/validation/text";

/** Open seeks a player may have at once (all games together). */
export const MAX_OPEN_SEEKS = 5;
/** How long a seek waits for opponents, in days: the choices, and the default. */
export const EXPIRY_DAYS = [1, 3, 7] as const;
export const DEFAULT_EXPIRY_DAYS = 7;

export const seekInputSchema = z.object(
  {
    gameKey: singleLine().pipe(z.string().min(1, "Choose a game.").max(40, "There is no such game.")),
    players: z
      .array(z.number("A number of players is a whole number.").int("A number of players is a whole number."), {
        error: "Give the numbers of players as a list, e.g. [2, 3, 4].",
      })
      .min(1, "Choose at least one number of players.")
      .max(8, "Give at most 8 numbers of players.")
      .refine((xs) => new Set(xs).size === xs.length, "Give each number of players once.")
      .transform((xs) => [...xs].sort((a, b) => a - b)),
    /** Absent or "any": any correspondence time control. */
    timeControl: z.union([z.literal("any"), timeControlSchema]).optional(),
    rated: z.boolean("rated is true or false."),
    /** Absent or "any": any variants; a list: exactly those ([]: the base game). Games with variants only. */
    variants: z
      .union([
        z.literal("any"),
        z.array(z.string().max(40, "There is no such variant."), 'Give the variants as a list or "any".').max(10),
      ])
      .optional(),
    expiresInDays: z
      .union(
        EXPIRY_DAYS.map((d) => z.literal(d)),
        `A seek expires after ${EXPIRY_DAYS.join(", ")} days.`,
      )
      .optional(),
  },
  { error: "Send a seek as { gameKey, players, timeControl?, rated, variants?, expiresInDays? }." },
);
export type SeekInput = z.input<typeof seekInputSchema>;
export type ParsedSeekInput = z.output<typeof seekInputSchema>;

/** A seek's id: a cuid. */
export const seekIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+$/, "There is no such seek.");
