/**
 * Time controls for correspondence play, chosen when a match is created:
 * - none: friendly, but after 21 days without a commit the waiting seat is treated as out of time (a match
 *   must never stall for ever);
 * - perMove: N days for every turn (lichess' values, plus 14);
 * - bank: a time bank per seat, `initialDays` at the start, `incrementDays` added after each committed turn,
 *   never above the initial amount (Board Game Arena's turn-based clock).
 * What happens when time runs out is the creator's `timeoutPolicy`: "bot" (a bot plays the seat) or "lose".
 */
import { z } from "zod";
import { NONE_SAFETY_NET_DAYS, PER_MOVE_DAYS, type TimeoutPolicy } from "./time-units";

// The plain values live in ./time-units (client code imports them from there, without zod); kept importable from here.
export {
  DAY_MS,
  HOUR_MS,
  NONE_SAFETY_NET_DAYS,
  PER_MOVE_DAYS,
  TIMEOUT_POLICIES,
  type TimeoutPolicy,
} from "./time-units";

const quarterDays = (what: string, min: number, max: number) =>
  z
    .number(`${what} is a number of days.`)
    .min(min, `${what} is at least ${min} days.`)
    .max(max, `${what} is at most ${max} days.`)
    .refine((n) => Number.isInteger(n * 4), `${what} is counted in quarter days (6 hours).`);

export const timeControlSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("none") }),
    z.object({
      kind: z.literal("perMove"),
      days: z.union(
        PER_MOVE_DAYS.map((d) => z.literal(d)),
        `Days per move are one of ${PER_MOVE_DAYS.join(", ")}.`,
      ),
    }),
    z.object({
      kind: z.literal("bank"),
      initialDays: quarterDays("The initial bank", 1, 30),
      incrementDays: quarterDays("The time added per turn", 0, 7),
    }),
  ],
  {
    error:
      'The time control is { kind: "none" }, { kind: "perMove", days } or { kind: "bank", initialDays, incrementDays }.',
  },
);
export type TimeControl = z.infer<typeof timeControlSchema>;

export const NO_TIME_CONTROL: TimeControl = { kind: "none" };

/** Reads a stored time control; anything unreadable counts as "none" (the safety net still applies). */
export function storedTimeControl(raw: unknown): TimeControl {
  const r = timeControlSchema.safeParse(raw);
  return r.success ? r.data : NO_TIME_CONTROL;
}

/** A short description for pages and mails: "3 days per move", "bank of 10 days, +1 day per turn". */
export function describeTimeControl(tc: TimeControl): string {
  switch (tc.kind) {
    case "none":
      return `no time limit (a player who does not move for ${NONE_SAFETY_NET_DAYS} days runs out of time)`;
    case "perMove":
      return `${plural(tc.days, "day")} per move`;
    case "bank":
      return `a time bank of ${plural(tc.initialDays, "day")}, ${tc.incrementDays > 0 ? `+${plural(tc.incrementDays, "day")} per turn` : "nothing added per turn"}`;
  }
}

export function describeTimeoutPolicy(p: TimeoutPolicy, players: number): string {
  if (p === "bot") return "out of time: a bot plays the seat";
  return players === 2 ? "out of time: the match is lost" : "out of time: ranked last, a bot plays the seat";
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
