/** Per-user notification preferences, per-match mutes, and the permanent-failure mark of the address. */
import { z } from "zod";
import type { Db } from "@/lib/db";

export const NOTIFY_MODES = ["immediate", "digest", "off"] as const;
export type NotifyModeValue = (typeof NOTIFY_MODES)[number];

let zones: Set<string> | undefined;
export function timeZones(): string[] {
  const list = Intl.supportedValuesOf("timeZone");
  return list.includes("UTC") ? list : ["UTC", ...list];
}
export function isTimeZone(tz: string): boolean {
  zones ??= new Set(timeZones());
  if (zones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const preferencesSchema = z.object({
  notifyMode: z.enum(NOTIFY_MODES, { error: "Choose how to be notified." }),
  digestHour: z.coerce.number({ error: "Choose an hour." }).int().min(0, "Choose an hour from 0 to 23.").max(23, "Choose an hour from 0 to 23."),
  timeZone: z.string().trim().min(1, "Choose a time zone.").max(64).refine(isTimeZone, "Choose a time zone from the list."),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

export interface Preferences extends PreferencesInput {
  email: string;
  emailFailedAt: Date | null;
  emailFailure: string | null;
}

export async function getPreferences(db: Db, userId: string): Promise<Preferences | null> {
  return db.user.findUnique({
    where: { id: userId },
    select: { notifyMode: true, digestHour: true, timeZone: true, email: true, emailFailedAt: true, emailFailure: true },
  });
}

export async function updatePreferences(db: Db, userId: string, input: PreferencesInput, now = new Date()): Promise<void> {
  const before = await db.user.findUnique({ where: { id: userId }, select: { notifyMode: true } });
  if (!before) return;
  await db.user.update({
    where: { id: userId },
    data: {
      notifyMode: input.notifyMode,
      digestHour: input.digestHour,
      timeZone: input.timeZone,
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
    await db.matchMute.upsert({ where: { userId_matchId: { userId, matchId } }, create: { userId, matchId }, update: {} });
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
