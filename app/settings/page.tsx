import { setLocaleAction } from "@/app/actions/locale";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { currentUser, currentViewer } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { ApiTokenForm } from "@/components/forms/api-token-form";
import { deleteApiTokenAction } from "@/app/actions/settings";
import { signOutEverywhereAction } from "@/app/actions/auth";
import {
  endVacationAction,
  invitesFromFriendsOnlyAction,
  relationAction,
  revokeCalendarAction,
  setAutoVacationAction,
  unmutePlayerAction,
} from "@/app/actions/settings";
import { Link } from "@/components/ui/link";
import { VacationForm } from "@/components/forms/vacation-form";
import { dateText } from "@/lib/clocks/clock-text";
import { dateIn } from "@/lib/clocks/zoned";
import { AUTO_END_TURN_SECONDS, TURN_MAIL_DELAYS } from "@/lib/notifications/preferences";
import { NotificationSettingsForm, type NotificationLabels } from "@/components/forms/notification-settings-form";
import { NotificationFailureBanner } from "@/components/forms/notification-failure-banner";
import { AccountSection } from "@/components/forms/account-section";
import { isLocale, localeNames, locales } from "@/lib/i18n/locales";
import { requestTimeZone } from "@/lib/site/request-locale";
import { TimeZoneSetting } from "@/components/forms/time-zone-setting";
import { NoMailServerNotice } from "@/components/no-mail-server-notice";
import { PushSection } from "@/components/push/push-section";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings"))("title") };
}

/** The notification form's words, finished here for the client component. */
async function notificationLabels(): Promise<NotificationLabels> {
  const t = await getTranslations("settings.notifications");
  return {
    mailMe: t("mailMe"),
    modes: [
      { value: "immediate", label: t("immediate"), hint: t("immediateHint") },
      { value: "digest", label: t("digest"), hint: t("digestHint") },
      { value: "off", label: t("off"), hint: t("offHint") },
    ],
    pushEachTurn: t("pushEachTurn"),
    pushEachTurnHint: t("pushEachTurnHint"),
    digestHour: t("digestHour"),
    turnMailDelay: t("turnMailDelay"),
    delays: TURN_MAIL_DELAYS.map((d) => ({ value: d, label: d === 0 ? t("noWait") : t("minutes", { count: d }) })),
    turnMailDelayHint: t("turnMailDelayHint"),
    quietFrom: t("quietFrom"),
    quietTo: t("quietTo"),
    none: t("none"),
    quietHint: t("quietHint"),
    autoEndTurn: t("autoEndTurn"),
    endSeconds: AUTO_END_TURN_SECONDS.map((s) => ({
      value: s,
      label: s === 0 ? t("never") : t("seconds", { count: s }),
    })),
    autoForcedMoves: t("autoForcedMoves"),
    save: t("save"),
  };
}

export default async function SettingsPage() {
  const user = await currentUser();
  if (!user) redirect("/signin?next=/settings");
  const t = await getTranslations("settings");
  const locale = await getLocale();
  const format = await getFormatter();
  // The stored setting (null: the browser's), read with the session's user.
  const stored = (await currentViewer())?.locale;
  const chosenLocale = isLocale(stored) ? stored : null;
  // The zone the pages show times in: the user's setting, else their browser's.
  const zone = (await requestTimeZone()).zone;
  // English keeps the ISO day and the deadline format it always showed; German gets its own formats.
  const day = (d: Date) =>
    locale === "en" ? dateIn(d, zone) : format.dateTime(d, { dateStyle: "medium", timeZone: zone });
  const deadline = (d: Date, timeZone: string) => dateText(d, timeZone, locale);
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  const tokens = await site.listApiTokens(user.id);
  const prefs = await site.notifications.preferences(user.id);
  const vacation = await site.vacation.status(user.id);
  const calendar = await site.calendar.url(user.id);
  const muted = await site.chat.muted(user.id);
  const relations = await site.players.relations(user.id);
  const friendsOnly = await site.players.invitesFromFriendsOnly(user.id);
  const person = (name: string) => (
    <Link className="font-medium underline" href={`/u/${encodeURIComponent(name)}`}>
      {name}
    </Link>
  );
  const relationButton = (name: string, op: string, label: string) => (
    <form action={relationAction}>
      <input type="hidden" name="username" value={name} />
      <input type="hidden" name="op" value={op} />
      <button className="btn">{label}</button>
    </form>
  );
  const now = site.now();
  const dayMs = 24 * 60 * 60 * 1000;
  return (
    <div className="space-y-4">
      <h1>{t("title")}</h1>
      <section className="card space-y-3" id="language" data-testid="language-setting">
        <h2>{t("language.heading")}</h2>
        <form action={setLocaleAction} className="space-y-2">
          <fieldset>
            <legend className="text-sm">{t("language.intro")}</legend>
            {[...locales, "browser" as const].map((l) => (
              <label key={l} className="flex items-center gap-2 py-1">
                <input type="radio" name="locale" value={l} defaultChecked={(chosenLocale ?? "browser") === l} />
                {l === "browser" ? <span>{t("language.browser")}</span> : <span lang={l}>{localeNames[l]}</span>}
              </label>
            ))}
          </fieldset>
          <button className="btn">{t("language.save")}</button>
        </form>
      </section>
      <TimeZoneSetting stored={prefs?.timeZone ?? null} now={now} />
      {prefs ? (
        <section className="card space-y-3" id="notifications">
          <h2>{t("notifications.heading")}</h2>
          {prefs.emailFailedAt ? (
            <NotificationFailureBanner email={prefs.email} at={prefs.emailFailedAt} reason={prefs.emailFailure ?? ""} />
          ) : null}
          <p className="text-sm">
            {t.rich("notifications.mailGoesTo", {
              email: prefs.email,
              b: (chunks) => <span className="font-medium">{chunks}</span>,
            })}
          </p>
          <NoMailServerNotice about="notifications" />
          <NotificationSettingsForm settings={prefs} labels={await notificationLabels()} />
        </section>
      ) : null}
      <PushSection userId={user.id} day={day} />
      {vacation ? (
        <section className="card space-y-3" id="vacation" data-testid="vacation">
          <h2>{t("vacation.heading")}</h2>
          <p className="text-sm">{t.rich("vacation.intro", { count: vacation.days, b: strong })}</p>
          {vacation.until ? (
            <div className="flex flex-wrap items-center gap-3">
              <p>{t.rich("vacation.until", { until: deadline(vacation.until, zone), b: strong })}</p>
              <form action={endVacationAction}>
                <button className="btn">{t("vacation.endNow")}</button>
              </form>
            </div>
          ) : vacation.days > 0 ? (
            <VacationForm
              min={dateIn(new Date(now.getTime() + dayMs), zone)}
              max={dateIn(new Date(now.getTime() + Math.min(vacation.days, 30) * dayMs), zone)}
              labels={{ backOn: t("vacation.backOn"), start: t("vacation.start") }}
            />
          ) : (
            <p className="text-sm">{t("vacation.noDaysLeft")}</p>
          )}
          <form action={setAutoVacationAction} className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="on" value={vacation.autoVacation ? "off" : "on"} />
            <p className="text-sm">
              {t.rich(vacation.autoVacation ? "vacation.autoOn" : "vacation.autoOff", { b: strong })}
            </p>
            <button className="btn">{vacation.autoVacation ? t("vacation.turnOff") : t("vacation.turnOn")}</button>
          </form>
        </section>
      ) : null}
      {calendar ? (
        <section className="card space-y-3" id="calendar">
          <h2>{t("calendar.heading")}</h2>
          <p className="text-sm">{t("calendar.intro")}</p>
          <p className="break-all rounded bg-stone-100 p-2 font-mono text-sm" data-testid="calendar-url">
            {calendar}
          </p>
          <form action={revokeCalendarAction}>
            <button className="btn">{t("calendar.revoke")}</button>
          </form>
        </section>
      ) : null}
      <section className="card space-y-3" id="api">
        <h2>{t("api.heading")}</h2>
        <p className="text-sm">
          {t.rich("api.intro", { header: "Authorization: Bearer <token>", code: (chunks) => <code>{chunks}</code> })}
        </p>
        <ul className="space-y-1">
          {tokens.map((token) => (
            <li key={token.id} className="flex items-center gap-2">
              <span className="font-medium">{token.name}</span>
              <span className="text-sm text-stone-500">
                {t("api.created", { date: day(token.createdAt) })}
                {token.lastUsedAt ? t("api.lastUsed", { date: day(token.lastUsedAt) }) : ""}
              </span>
              <form action={deleteApiTokenAction}>
                <input type="hidden" name="id" value={token.id} />
                <button className="btn">{t("api.revoke")}</button>
              </form>
            </li>
          ))}
        </ul>
        <ApiTokenForm labels={{ name: t("api.tokenName"), hint: t("api.tokenNameHint"), submit: t("api.create") }} />
      </section>
      <section className="card space-y-3" id="friends" data-testid="friends">
        <h2>{t("friends.heading")}</h2>
        <p className="text-sm">{t("friends.intro")}</p>
        {relations.requests.length > 0 ? (
          <div>
            <h3 className="font-semibold">{t("friends.requests")}</h3>
            <ul className="space-y-1">
              {relations.requests.map((name) => (
                <li key={name} className="flex flex-wrap items-center gap-2">
                  {person(name)}
                  {relationButton(name, "accept", t("friends.accept"))}
                  {relationButton(name, "decline", t("friends.decline"))}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <h3 className="font-semibold">{t("friends.friends")}</h3>
          {relations.friends.length === 0 ? <p className="text-sm text-stone-600">{t("friends.noneYet")}</p> : null}
          <ul className="space-y-1">
            {relations.friends.map((name) => (
              <li key={name} className="flex flex-wrap items-center gap-2">
                {person(name)}
                {relationButton(name, "unfriend", t("friends.remove"))}
              </li>
            ))}
            {relations.asked.map((name) => (
              <li key={name} className="flex flex-wrap items-center gap-2">
                {person(name)} <span className="text-sm text-stone-600">{t("friends.askedWaiting")}</span>
                {relationButton(name, "unfriend", t("friends.withdraw"))}
              </li>
            ))}
          </ul>
        </div>
        {relations.blocked.length > 0 ? (
          <div>
            <h3 className="font-semibold">{t("friends.blocked")}</h3>
            <ul className="space-y-1">
              {relations.blocked.map((name) => (
                <li key={name} className="flex flex-wrap items-center gap-2">
                  {person(name)}
                  {relationButton(name, "unblock", t("friends.unblock"))}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <form action={invitesFromFriendsOnlyAction} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="on" value={friendsOnly ? "off" : "on"} />
          <p className="text-sm">
            {t.rich(friendsOnly ? "friends.invitesFromFriends" : "friends.invitesFromEveryone", { b: strong })}
          </p>
          <button className="btn">
            {friendsOnly ? t("friends.acceptFromEveryone") : t("friends.onlyFromFriends")}
          </button>
        </form>
      </section>
      <section className="card space-y-3" id="muted">
        <h2>{t("muted.heading")}</h2>
        <p className="text-sm">{t("muted.intro")}</p>
        {muted.length === 0 ? <p className="text-sm text-stone-600">{t("muted.nobody")}</p> : null}
        <ul className="space-y-1" data-testid="muted-players">
          {muted.map((name) => (
            <li key={name} className="flex items-center gap-2">
              <span className="font-medium">{name}</span>
              <form action={unmutePlayerAction}>
                <input type="hidden" name="username" value={name} />
                <button className="btn">{t("muted.showAgain")}</button>
              </form>
            </li>
          ))}
        </ul>
      </section>
      <section className="card space-y-3" id="sessions">
        <h2>{t("sessions.heading")}</h2>
        <p className="text-sm">{t("sessions.intro")}</p>
        <form action={signOutEverywhereAction}>
          <button className="btn">{t("sessions.signOutEverywhere")}</button>
        </form>
      </section>
      {prefs ? <AccountSection userId={user.id} email={prefs.email} /> : null}
    </div>
  );
}
