import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { ApiTokenForm } from "@/components/forms/api-token-form";
import { deleteApiTokenAction } from "@/app/actions/settings";
import { signOutEverywhereAction } from "@/app/actions/auth";
import { timeZones } from "@/lib/notifications/preferences";
import { NotificationSettingsForm } from "@/components/forms/notification-settings-form";
import { NotificationFailureBanner } from "@/components/forms/notification-failure-banner";

export const dynamic = "force-dynamic";
export const metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await currentUser();
  if (!user) redirect("/signin?next=/settings");
  const tokens = await site.listApiTokens(user.id);
  const prefs = await site.notifications.preferences(user.id);
  return (
    <div className="space-y-4">
      <h1>Settings</h1>
      {prefs ? (
        <section className="card space-y-3" id="notifications">
          <h2>Notifications</h2>
          {prefs.emailFailedAt ? <NotificationFailureBanner email={prefs.email} at={prefs.emailFailedAt} reason={prefs.emailFailure ?? ""} /> : null}
          <p className="text-sm">
            Mail goes to <span className="font-medium">{prefs.email}</span>. Every mail has a link to unsubscribe; single matches can be muted on
            their page.
          </p>
          <NotificationSettingsForm settings={{ notifyMode: prefs.notifyMode, digestHour: prefs.digestHour, timeZone: prefs.timeZone }} timeZones={timeZones()} />
        </section>
      ) : null}
      <section className="card space-y-3" id="api">
        <h2>API tokens</h2>
        <p className="text-sm">
          Scripts and bots can play through the JSON API with <code>Authorization: Bearer &lt;token&gt;</code>. See the README for the
          endpoints.
        </p>
        <ul className="space-y-1">
          {tokens.map((t) => (
            <li key={t.id} className="flex items-center gap-2">
              <span className="font-medium">{t.name}</span>
              <span className="text-sm text-stone-500">
                created {t.createdAt.toISOString().slice(0, 10)}
                {t.lastUsedAt ? `, last used ${t.lastUsedAt.toISOString().slice(0, 10)}` : ""}
              </span>
              <form action={deleteApiTokenAction}>
                <input type="hidden" name="id" value={t.id} />
                <button className="btn">Revoke</button>
              </form>
            </li>
          ))}
        </ul>
        <ApiTokenForm />
      </section>
      <section className="card space-y-3" id="sessions">
        <h2>Sessions</h2>
        <p className="text-sm">
          Signed in on a shared or lost device? End every session of your account, on every browser and device, this one included. API
          tokens are not affected: revoke them above.
        </p>
        <form action={signOutEverywhereAction}>
          <button className="btn">Sign out everywhere</button>
        </form>
      </section>
    </div>
  );
}
