import Link from "next/link";
import { NotificationUnsubscribeForm } from "@/components/forms/notification-unsubscribe-form";
import { site } from "@/lib/site";

export const dynamic = "force-dynamic";
export const metadata = { title: "Unsubscribe", robots: { index: false } };

/**
 * Target of the unsubscribe and mute links in mails. Opening the page changes nothing (mail scanners open
 * links); the one button does. Mail clients use the RFC 8058 one-click POST at /unsubscribe/one-click.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  const one = (k: string) => (typeof q[k] === "string" ? (q[k] as string) : undefined);
  const raw = { u: one("u"), m: one("m"), s: one("s") };
  const link = site.notifications.checkUnsubscribe(raw);
  if (!link) {
    return (
      <div className="card space-y-2" data-testid="unsubscribe-invalid">
        <h1>Link not valid</h1>
        <p>This unsubscribe link is not valid (it may have been cut or changed).</p>
        <p>
          You can change every notification in <Link className="underline" href="/settings#notifications">Settings</Link>.
        </p>
      </div>
    );
  }
  const title = link.m !== undefined ? await site.notifications.matchTitle(link.m) : null;
  return (
    <div className="card space-y-3" data-testid="unsubscribe">
      <h1>{link.m !== undefined ? `Mute ${title ?? "this match"}` : "Unsubscribe"}</h1>
      <p>
        {link.m !== undefined
          ? "Stop all mail about this match. Other matches still notify you."
          : "Stop every notification mail from Glenboard (turns, digests, invitations, results)."}
      </p>
      <NotificationUnsubscribeForm u={link.u} m={link.m === undefined ? undefined : String(link.m)} s={link.s} label={link.m !== undefined ? "Mute this match" : "Unsubscribe from all mail"} />
    </div>
  );
}
