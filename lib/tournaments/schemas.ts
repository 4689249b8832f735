/** What a tournament may ask for, checked with zod at the edge (the API, the /tournaments form's action). */
import { z } from "zod";
import { timeControlSchema } from "@/lib/clocks/time-control";
import { singleLine } from "@/lib/validation/text";

/** Tournaments of one creator open for sign-up at once. */
export const MAX_OPEN_TOURNAMENTS = 3;
/** The sign-up deadline lies at most this far ahead. */
export const MAX_SIGNUP_DAYS = 60;
/** The page's choices of a minimum share of matches seen through, in percent. */
export const MIN_FINISHED_CHOICES = [50, 75, 90, 95] as const;
/** The page's choices of how long sign-up stays open, in days. */
export const SIGNUP_DAY_CHOICES = [1, 3, 7, 14, 30, 60] as const;
/** Swiss rounds at most. */
export const MAX_SWISS_ROUNDS = 10;
/**
 * Players of a Swiss tournament at most: a round starts one match per table in one transaction (16 tables: a
 * few seconds; on PGlite nothing else writes meanwhile).
 */
export const MAX_SWISS_PLAYERS = 32;
export const FORMATS = ["swiss", "round-robin"] as const;
export type TournamentFormat = (typeof FORMATS)[number];

export const tournamentInputSchema = z.object(
  {
    gameKey: singleLine().pipe(z.string().min(1, "Choose a game.").max(40, "There is no such game.")),
    tableSize: z
      .number("tableSize is a whole number from 2 to 5.")
      .int("tableSize is a whole number from 2 to 5.")
      .min(2, "tableSize is a whole number from 2 to 5.")
      .max(5, "tableSize is a whole number from 2 to 5."),
    format: z.enum(FORMATS, 'format is "swiss" or "round-robin".'),
    /** Swiss: required; round robin: left out (its players decide). */
    rounds: z
      .number("rounds is a whole number.")
      .int("rounds is a whole number.")
      .min(1, `rounds is 1 to ${MAX_SWISS_ROUNDS}.`)
      .max(MAX_SWISS_ROUNDS, `rounds is 1 to ${MAX_SWISS_ROUNDS}.`)
      .optional(),
    timeControl: timeControlSchema,
    rated: z.boolean("rated is true or false."),
    /** Games with variants only: exactly these ([]: the base game). */
    variants: z
      .array(z.string().max(40, "There is no such variant."), "Give the variants as a list.")
      .max(10)
      .optional(),
    /** Joining asks at least this share (percent) of a player's ended matches seen through (left out: anyone). */
    minFinishedPercent: z
      .number("minFinishedPercent is a whole number from 1 to 100.")
      .int("minFinishedPercent is a whole number from 1 to 100.")
      .min(1, "minFinishedPercent is a whole number from 1 to 100.")
      .max(100, "minFinishedPercent is a whole number from 1 to 100.")
      .optional(),
    /** An ISO time (with zone): sign-up closes then, and the tournament starts if enough players joined. */
    signupUntil: z.iso.datetime({ offset: true, error: "signupUntil is an ISO time, e.g. 2026-12-01T18:00:00Z." }),
  },
  {
    error:
      "Send a tournament as { gameKey, tableSize, format, rounds?, timeControl, rated, variants?, minFinishedPercent?, signupUntil }.",
  },
);
export type TournamentInput = z.input<typeof tournamentInputSchema>;
export type ParsedTournamentInput = z.output<typeof tournamentInputSchema>;

/** A tournament's id in a path: a positive whole number in digits. */
export const tournamentIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, "There is no such tournament.")
  .transform(Number);
