/** Per-user notification preferences, per-match mutes, and the permanent-failure mark of the address. */
import { z } from "zod";
import type { Db } from "@/lib/db";
import type { Messages } from "@/lib/i18n/catalogue";
import { translator } from "@/lib/i18n/translator";
import { isTimeZone, parseTimeZone } from "@/lib/clocks/time-zones";

export const NOTIFY_MODES = ["immediate", "digest", "off"] as const;
export type NotifyModeValue = (typeof NOTIFY_MODES)[number];

/** The zone names (lib/clocks/time-zones.ts), as this module offered them before zones had a module of their own. */
export { isTimeZone, timeZoneNames as timeZones } from "@/lib/clocks/time-zones";

export const TURN_MAIL_DELAYS = [0, 5, 10, 15, 30, 60] as const;
/** The grace periods before a turn left with nothing but ending it ends by itself (lib/matches/write/auto-end.ts); 0: off. */
export const AUTO_END_TURN_SECONDS = [0, 1, 3, 5, 10, 15, 30, 60] as const;

export type PreferenceMessageKey = Exclude<keyof Messages["settings"]["validation"], "vacationDate" | "noSuchDate">;
/** A message of settings.validation in one language: next-intl's `t` for that namespace. */
export type PreferenceMessages = (key: PreferenceMessageKey, values?: { choices: string }) => string;

/**
 * Settings of the notifications and of how turns end; the newer fields may be left out (unchanged). Built
 * for a language: the settings form builds it in the reader's; `preferencesSchema` speaks English (the API).
 * The time zone has a form of its own in Settings (and `POST /api/me/time-zone`); here it may be left out or
 * null (unchanged, as `GET /api/me` shows an unknown zone), and a name is stored in its canonical spelling.
 */
export function preferencesSchemaIn(say: PreferenceMessages) {
  const hour = z.coerce
    .number({ error: say("chooseHour") })
    .int()
    .min(0, say("hourRange"))
    .max(23, say("hourRange"));
  const oneOf = <T extends readonly number[]>(values: T, message: string) =>
    z.coerce.number({ error: message }).refine((n) => (values as readonly number[]).includes(n), message);
  return z
    .object({
      notifyMode: z.enum(NOTIFY_MODES, { error: say("chooseMode") }),
      digestHour: hour,
      timeZone: z
        .string()
        .trim()
        .min(1, say("chooseTimeZone"))
        .max(64, say("timeZoneFromList"))
        .refine(isTimeZone, say("timeZoneFromList"))
        .transform((tz) => parseTimeZone(tz) ?? tz)
        .nullish(),
      turnMailDelayMinutes: oneOf(
        TURN_MAIL_DELAYS,
        say("turnMailDelay", { choices: TURN_MAIL_DELAYS.join(", ") }),
      ).optional(),
      /** Both null: no quiet hours. */
      quietFromHour: hour.nullable().optional(),
      quietToHour: hour.nullable().optional(),
      autoEndTurnSeconds: oneOf(
        AUTO_END_TURN_SECONDS,
        say("autoEndTurn", { choices: AUTO_END_TURN_SECONDS.join(", ") }),
      ).optional(),
      autoForcedMoves: z.boolean().optional(),
      /** A web push for each waiting turn also with the digest or no mail (immediate mail has it anyway). */
      pushEachTurn: z.boolean().optional(),
    })
    .refine(
      (p) =>
        (p.quietFromHour === null || p.quietFromHour === undefined) ===
        (p.quietToHour === null || p.quietToHour === undefined),
      {
        message: say("quietNeedsBoth"),
        path: ["quietToHour"],
      },
    )
    .refine((p) => p.quietFromHour === null || p.quietFromHour === undefined || p.quietFromHour !== p.quietToHour, {
      message: say("quietDifferentHours"),
      path: ["quietToHour"],
    });
}

export const preferencesSchema = preferencesSchemaIn(translator("en", "settings.validation"));
export type PreferencesInput = z.infer<typeof preferencesSchema>;

export interface Preferences {
  notifyMode: NotifyModeValue;
  digestHour: number;
  /** Null: not known yet (mail uses UTC until the user's browser sends it or they choose one). */
  timeZone: string | null;
  turnMailDelayMinutes: number;
  quietFromHour: number | null;
  quietToHour: number | null;
  autoEndTurnSeconds: number;
  autoForcedMoves: boolean;
  pushEachTurn: boolean;
  email: string;
  emailFailedAt: Date | null;
  emailFailure: string | null;
}

/** The settings as the API shows them (without the address's failure details). */
export function publicPreferences(p: Preferences) {
  const {
    notifyMode,
    digestHour,
    timeZone,
    turnMailDelayMinutes,
    quietFromHour,
    quietToHour,
    autoEndTurnSeconds,
    autoForcedMoves,
    pushEachTurn,
  } = p;
  return {
    notifyMode,
    digestHour,
    timeZone,
    turnMailDelayMinutes,
    quietFromHour,
    quietToHour,
    autoEndTurnSeconds,
    autoForcedMoves,
    pushEachTurn,
  };
}

export async function getPreferences(db: Db, userId: string): Promise<Preferences | null> {
  return db.user.findUnique({
    where: { id: userId },
    select: {
      notifyMode: true,
      digestHour: true,
      timeZone: true,
      turnMailDelayMinutes: true,
      quietFromHour: true,
      quietToHour: true,
      autoEndTurnSeconds: true,
      autoForcedMoves: true,
      pushEachTurn: true,
      email: true,
      emailFailedAt: true,
      emailFailure: true,
    },
  });
}

export async function updatePreferences(
  db: Db,
  userId: string,
  input: PreferencesInput,
  now = new Date(),
): Promise<void> {
  const before = await db.user.findUnique({ where: { id: userId }, select: { notifyMode: true } });
  if (!before) return;
  await db.user.update({
    where: { id: userId },
    data: {
      notifyMode: input.notifyMode,
      digestHour: input.digestHour,
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      ...(input.turnMailDelayMinutes === undefined ? {} : { turnMailDelayMinutes: input.turnMailDelayMinutes }),
      ...(input.quietFromHour === undefined
        ? {}
        : { quietFromHour: input.quietFromHour, quietToHour: input.quietToHour ?? null }),
      ...(input.autoEndTurnSeconds === undefined ? {} : { autoEndTurnSeconds: input.autoEndTurnSeconds }),
      ...(input.autoForcedMoves === undefined ? {} : { autoForcedMoves: input.autoForcedMoves }),
      ...(input.pushEachTurn === undefined ? {} : { pushEachTurn: input.pushEachTurn }),
      // Switching to the digest starts counting now: the first digest comes at the next chosen hour,
      // not at once for an hour that has already passed today.
      ...(input.notifyMode === "digest" && before.notifyMode !== "digest" ? { lastDigestAt: now } : {}),
    },
  });
}

export async function isMuted(db: Db, userId: string, matchId: number): Promise<boolean> {
  return (await db.matchMute.count({ where: { userId, matchId } })) > 0;
}

export async function setMute(db: Db, userId: string, matchId: number, muted: boolean): Promise<void> {
  if (muted) {
    // Only players of the match (or invited users) may mute it; others have nothing to mute.
    const seat = await db.seat.findFirst({ where: { matchId, userId }, select: { id: true } });
    if (!seat) return;
    await db.matchMute.upsert({
      where: { userId_matchId: { userId, matchId } },
      create: { userId, matchId },
      update: {},
    });
  } else {
    await db.matchMute.deleteMany({ where: { userId, matchId } });
  }
}

export async function emailFailure(db: Db, userId: string): Promise<{ at: Date; reason: string } | null> {
  const u = await db.user.findUnique({ where: { id: userId }, select: { emailFailedAt: true, emailFailure: true } });
  return u?.emailFailedAt ? { at: u.emailFailedAt, reason: u.emailFailure ?? "" } : null;
}

/** "I fixed my mailbox, try again": clears the mark so notifications are written again. */
export async function clearEmailFailure(db: Db, userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { emailFailedAt: null, emailFailure: null } });
}
