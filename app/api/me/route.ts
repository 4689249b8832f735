import { apiUser } from "@/lib/auth/current";
import { isLocale } from "@/lib/i18n/locales";
import { site } from "@/lib/site";
import { json, unauthenticated } from "@/lib/site/api";
import { publicPreferences } from "@/lib/notifications/preferences";

export const dynamic = "force-dynamic";

/** The caller's account as scripts need it: vacation days and state, automatic vacation, the calendar address, muted players. */
export async function GET() {
  const user = await apiUser();
  if (!user) return unauthenticated();
  const vacation = await site.vacation.status(user.id);
  return json({
    ok: true,
    username: user.username,
    vacation: {
      days: vacation?.days ?? 0,
      until: vacation?.until?.toISOString() ?? null,
      auto: vacation?.autoVacation ?? false,
    },
    calendarUrl: await site.calendar.url(user.id),
    preferences: await site.notifications.preferences(user.id).then((p) => p && publicPreferences(p)),
    mutedPlayers: await site.chat.muted(user.id),
    // Friends, requests both ways and blocked players.
    ...(await site.players.relations(user.id)),
    invitesFromFriendsOnly: await site.players.invitesFromFriendsOnly(user.id),
    // "en", "de", or null: the browser's (POST /api/me/language).
    language: isLocale(user.locale) ? user.locale : null,
  });
}
