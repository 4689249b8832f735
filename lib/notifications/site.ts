/**
 * Notification services bound to the process's database client, for pages and server actions (the web
 * layer reaches data through lib/site and this file, never lib/db directly).
 */
import { getDb } from "@/lib/db";
import * as prefs from "./preferences";
import { applyUnsubscribe, parseUnsubscribe } from "./unsubscribe";

export const notificationSite = {
  preferences: (userId: string) => prefs.getPreferences(getDb(), userId),
  updatePreferences: (userId: string, input: prefs.PreferencesInput) => prefs.updatePreferences(getDb(), userId, input),
  isMuted: (userId: string, matchId: number) => prefs.isMuted(getDb(), userId, matchId),
  setMute: (userId: string, matchId: number, muted: boolean) => prefs.setMute(getDb(), userId, matchId, muted),
  emailFailure: (userId: string) => prefs.emailFailure(getDb(), userId),
  clearEmailFailure: (userId: string) => prefs.clearEmailFailure(getDb(), userId),
  /** Checks the signature only (no database): for showing the confirmation page. */
  checkUnsubscribe: (raw: { u?: unknown; m?: unknown; s?: unknown }) => parseUnsubscribe(raw),
  unsubscribe: (raw: { u?: unknown; m?: unknown; s?: unknown }) => applyUnsubscribe(getDb(), raw),
  matchTitle: async (matchId: number) => {
    const m = await getDb().match.findUnique({ where: { id: matchId }, select: { id: true, gameKey: true } });
    if (!m) return null;
    const { getGame } = await import("@/lib/games");
    const { matchTitle } = await import("@/lib/matches/read/views");
    return matchTitle(getGame(m.gameKey)?.name ?? m.gameKey, m.id);
  },
};
