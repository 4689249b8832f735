/**
 * The caller's own settings over JSON (the same services as the settings page):
 *   POST vacation        { until }  -> starts a vacation until that instant (ISO 8601); { until, daysLeft }
 *   POST vacation-end    {}         -> ends it now; unbegun days come back; { daysBack }
 *   POST auto-vacation   { on }     -> use a vacation day automatically when a deadline passes
 *   POST calendar-revoke {}         -> a new calendar address; the old one stops working; { calendarUrl }
 *   POST invites-from-friends-only { on } -> only friends may invite you to matches
 *   POST language        { language: "en" | "de" | null } -> the site's and mail's language; null: the browser's
 *   POST time-zone       { timeZone, ifUnset? } -> the zone of the pages and mail (IANA name); ifUnset: only when
 *                          none is known yet (what a page sends from the browser); { timeZone } as stored now
 *   POST preferences     { notifyMode, digestHour, timeZone, turnMailDelayMinutes?, quietFromHour?, quietToHour?,
 *                          autoEndTurnSeconds?, autoForcedMoves?, pushEachTurn? } -> the settings page's notification
 *                          settings
 * Account self-service (lib/accounts; docs/api.md lists the errors):
 *   POST password        { currentPassword, newPassword } -> every other session ends (a browser session making
 *                          the change stays signed in); API tokens stay
 *   POST email           { email, currentPassword } -> a confirmation link to the new address; the same answer
 *                          whether or not the address has an account
 *   POST delete          { currentPassword } -> deletes the account now; { } for an account without a password:
 *                          a confirmation link by mail
 * (GET /api/me/data is app/api/me/data; the mailed links' confirmations are app/api/account/[op].)
 */
import { after } from "next/server";
import { z } from "zod";
import { emailSchema, passwordSchema, signInSchema } from "@/lib/accounts/validation";
import { keepThisSession } from "@/lib/auth/keep-session";
import { requestLocale } from "@/lib/site/request-locale";
import { selfServiceRefused } from "@/lib/site/account-api";
import { site } from "@/lib/site";
import { fail } from "@/lib/errors/errors";
import { apiWrite, invalid, json, respond } from "@/lib/site/api";
import { locales } from "@/lib/i18n/locales";
import { parseTimeZone, TIME_ZONE_MAX_LENGTH } from "@/lib/clocks/time-zones";
import { preferencesSchema, publicPreferences } from "@/lib/notifications/preferences";

export const dynamic = "force-dynamic";

const currentPasswordSchema = signInSchema.shape.password;

export async function POST(req: Request, { params }: { params: Promise<{ op: string }> }) {
  const { op } = await params;
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  const { user, body } = w;
  switch (op) {
    case "vacation": {
      const b = z.object({ until: z.iso.datetime({ offset: true }) }).safeParse(body);
      if (!b.success) return invalid("Send { until: ISO 8601 date and time }.");
      const r = await site.vacation.start(user.id, new Date(b.data.until));
      return r.ok
        ? json({ ok: true, until: r.until.toISOString(), daysLeft: r.daysLeft })
        : respond(fail(r.code, r.message));
    }
    case "vacation-end": {
      const r = await site.vacation.end(user.id);
      return r.ended
        ? json({ ok: true, daysBack: r.daysBack })
        : respond(fail("FORBIDDEN", "You are not on vacation."));
    }
    case "auto-vacation": {
      const b = z.object({ on: z.boolean() }).safeParse(body);
      if (!b.success) return invalid("Send { on: true | false }.");
      await site.vacation.setAuto(user.id, b.data.on);
      return json({ ok: true, on: b.data.on });
    }
    case "preferences": {
      const b = preferencesSchema.safeParse(body);
      if (!b.success) return invalid(b.error.issues[0]?.message);
      await site.notifications.updatePreferences(user.id, b.data);
      return json({
        ok: true,
        preferences: await site.notifications.preferences(user.id).then((p) => p && publicPreferences(p)),
      });
    }
    case "invites-from-friends-only": {
      const b = z.object({ on: z.boolean() }).safeParse(body);
      if (!b.success) return invalid("Send { on: true | false }.");
      return json({ ok: true, on: await site.players.setInvitesFromFriendsOnly(user.id, b.data.on) });
    }
    case "language": {
      const b = z
        .object({ language: z.enum(locales).nullable() })
        .strict()
        .safeParse(body);
      if (!b.success) return invalid(`Send { language: ${locales.map((l) => `"${l}"`).join(" | ")} | null }.`);
      await site.setLocale(user.id, b.data.language);
      return json({ ok: true, language: b.data.language });
    }
    case "time-zone": {
      const b = z
        .object({ timeZone: z.string().max(TIME_ZONE_MAX_LENGTH), ifUnset: z.boolean().optional() })
        .strict()
        .safeParse(body);
      const zone = b.success ? parseTimeZone(b.data.timeZone) : null;
      if (!b.success || !zone)
        return invalid('Send { timeZone: an IANA time zone name such as "Europe/Berlin", ifUnset?: true | false }.');
      if (b.data.ifUnset) return json({ ok: true, timeZone: await site.timeZone.adopt(user.id, zone) });
      await site.timeZone.set(user.id, zone);
      return json({ ok: true, timeZone: zone });
    }
    case "calendar-revoke":
      return json({ ok: true, calendarUrl: await site.calendar.revoke(user.id) });
    case "password": {
      const b = z
        .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema })
        .strict()
        .safeParse(body);
      if (!b.success)
        return invalid(
          `Send { currentPassword, newPassword } (the new one 8-200 characters). ${b.error.issues[0]?.message ?? ""}`.trim(),
        );
      const r = await site.accounts.changePassword(
        user.id,
        b.data.currentPassword,
        b.data.newPassword,
        await requestLocale(),
      );
      if (!r.ok) return selfServiceRefused(r);
      // A browser session that made the change stays signed in; a token has no session to keep.
      if (user.via === "cookie") await keepThisSession(user.id, r.sessionVersion);
      return json({ ok: true });
    }
    case "email": {
      const b = z.object({ email: emailSchema, currentPassword: currentPasswordSchema }).strict().safeParse(body);
      if (!b.success) return invalid(`Send { email, currentPassword }. ${b.error.issues[0]?.message ?? ""}`.trim());
      const r = await site.accounts.requestEmailChange(
        user.id,
        b.data.currentPassword,
        b.data.email,
        await requestLocale(),
      );
      if (!r.ok) return selfServiceRefused(r);
      after(r.deliver);
      return json({
        ok: true,
        message: "If the address can be used, a confirmation link valid for an hour is on its way there.",
      });
    }
    case "delete": {
      const b = z.object({ currentPassword: currentPasswordSchema.optional() }).strict().safeParse(body);
      if (!b.success)
        return invalid(
          "Send { currentPassword } (or { } for an account without a password: a confirmation link is mailed).",
        );
      const r = await site.accounts.requestDeletion(user.id, b.data.currentPassword ?? null, await requestLocale());
      if (!r.ok) return selfServiceRefused(r);
      return json("deleted" in r ? { ok: true, deleted: true } : { ok: true, mailed: true });
    }
    default:
      return respond(fail("NOT_FOUND", "Unknown operation."));
  }
}
