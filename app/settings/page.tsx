import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { ApiTokenForm } from "@/components/forms/api-token-form";
import { deleteApiTokenAction } from "@/app/actions/settings";
import { signOutEverywhereAction } from "@/app/actions/auth";
import { endVacationAction, invitesFromFriendsOnlyAction, relationAction, revokeCalendarAction, setAutoVacationAction, unmutePlayerAction } from "@/app/actions/settings";
import Link from "next/link";
import { VacationForm } from "@/components/forms/vacation-form";
import { deadlineText } from "@/lib/clocks/seat-clock";
import { dateIn } from "@/lib/clocks/zoned";
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
  const zone = prefs?.timeZone ?? "UTC";
  const day = 24 * 60 * 60 * 1000;
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
          <NotificationSettingsForm settings={prefs} timeZones={timeZones()} />
        </section>
      ) : null}
      {vacation ? (
        <section className="card space-y-3" id="vacation" data-testid="vacation">
          <h2>Vacation</h2>
          <p className="text-sm">
            A vacation pauses every clock of yours; the other players see that you are away. You have <strong>{vacation.days}</strong> vacation
            day{vacation.days === 1 ? "" : "s"} (you earn one per week of membership, up to 30). Ending a vacation early gives back the days not begun.
          </p>
          {vacation.until ? (
            <div className="flex flex-wrap items-center gap-3">
              <p>
                On vacation until <strong>{deadlineText(vacation.until, zone)}</strong>.
              </p>
              <form action={endVacationAction}>
                <button className="btn">End vacation now</button>
              </form>
            </div>
          ) : vacation.days > 0 ? (
            <VacationForm min={dateIn(new Date(now.getTime() + day), zone)} max={dateIn(new Date(now.getTime() + Math.min(vacation.days, 30) * day), zone)} />
          ) : (
            <p className="text-sm">No vacation days left for now.</p>
          )}
          <form action={setAutoVacationAction} className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="on" value={vacation.autoVacation ? "off" : "on"} />
            <p className="text-sm">
              Automatic vacation is <strong>{vacation.autoVacation ? "on" : "off"}</strong>: when a deadline of yours passes, a vacation day
              {vacation.autoVacation ? " is" : " would be"} used instead of running out of time.
            </p>
            <button className="btn">{vacation.autoVacation ? "Turn it off" : "Turn it on"}</button>
          </form>
        </section>
      ) : null}
      {calendar ? (
        <section className="card space-y-3" id="calendar">
          <h2>Calendar of your deadlines</h2>
          <p className="text-sm">
            Subscribe to this private address in your phone&apos;s or computer&apos;s calendar to see when each move is due. Anyone with the address
            sees your deadlines: revoke it if it leaks.
          </p>
          <p className="break-all rounded bg-stone-100 p-2 font-mono text-sm" data-testid="calendar-url">
            {calendar}
          </p>
          <form action={revokeCalendarAction}>
            <button className="btn">Revoke and make a new address</button>
          </form>
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
      <section className="card space-y-3" id="friends" data-testid="friends">
        <h2>Friends and blocked players</h2>
        <p className="text-sm">
          Friends can be the only ones invited to your open seats (an option when creating a match). Add friends from their profile page; a
          blocked player cannot invite you, join your matches or be read by you in chat.
        </p>
        {relations.requests.length > 0 ? (
          <div>
            <h3 className="font-semibold">Asking to be your friend</h3>
            <ul className="space-y-1">
              {relations.requests.map((name) => (
                <li key={name} className="flex flex-wrap items-center gap-2">
                  {person(name)}
                  {relationButton(name, "accept", "Accept")}
                  {relationButton(name, "decline", "Decline")}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <h3 className="font-semibold">Friends</h3>
          {relations.friends.length === 0 ? <p className="text-sm text-stone-600">None yet.</p> : null}
          <ul className="space-y-1">
            {relations.friends.map((name) => (
              <li key={name} className="flex flex-wrap items-center gap-2">
                {person(name)}
                {relationButton(name, "unfriend", "Remove")}
              </li>
            ))}
            {relations.asked.map((name) => (
              <li key={name} className="flex flex-wrap items-center gap-2">
                {person(name)} <span className="text-sm text-stone-600">(asked, waiting)</span>
                {relationButton(name, "unfriend", "Withdraw")}
              </li>
            ))}
          </ul>
        </div>
        {relations.blocked.length > 0 ? (
          <div>
            <h3 className="font-semibold">Blocked</h3>
            <ul className="space-y-1">
              {relations.blocked.map((name) => (
                <li key={name} className="flex flex-wrap items-center gap-2">
                  {person(name)}
                  {relationButton(name, "unblock", "Unblock")}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <form action={invitesFromFriendsOnlyAction} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="on" value={friendsOnly ? "off" : "on"} />
          <p className="text-sm">
            Invitations to matches: from <strong>{friendsOnly ? "friends only" : "everyone"}</strong>.
          </p>
          <button className="btn">{friendsOnly ? "Accept them from everyone" : "Only from friends"}</button>
        </form>
      </section>
      <section className="card space-y-3" id="muted">
        <h2>Muted players</h2>
        <p className="text-sm">You do not see chat messages from these players, in any match, and your mails do not mention them.</p>
        {muted.length === 0 ? <p className="text-sm text-stone-600">Nobody. Mute a player from any of their chat messages.</p> : null}
        <ul className="space-y-1" data-testid="muted-players">
          {muted.map((name) => (
            <li key={name} className="flex items-center gap-2">
              <span className="font-medium">{name}</span>
              <form action={unmutePlayerAction}>
                <input type="hidden" name="username" value={name} />
                <button className="btn">Show their messages again</button>
              </form>
            </li>
          ))}
        </ul>
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
