import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { NotificationUnsubscribeForm } from "@/components/forms/notification-unsubscribe-form";
import { site } from "@/lib/site";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.unsubscribe"))("title"), robots: { index: false } };
}

/**
 * Target of the unsubscribe and mute links in mails. Opening the page changes nothing (mail scanners open
 * links); the one button does. Mail clients use the RFC 8058 one-click POST at /unsubscribe/one-click.
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const one = (k: string) => (typeof q[k] === "string" ? (q[k] as string) : undefined);
  const raw = { u: one("u"), m: one("m"), s: one("s") };
  const link = site.notifications.checkUnsubscribe(raw);
  const t = await getTranslations("settings.unsubscribe");
  if (!link) {
    return (
      <div className="card space-y-2" data-testid="unsubscribe-invalid">
        <h1>{t("invalidHeading")}</h1>
        <p>{t("invalid")}</p>
        <p>
          {t.rich("changeInSettings", {
            settings: (chunks) => (
              <Link className="underline" href="/settings#notifications">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    );
  }
  const title = link.m !== undefined ? await site.notifications.matchTitle(link.m) : null;
  return (
    <div className="card space-y-3" data-testid="unsubscribe">
      <h1>{link.m !== undefined ? t("muteMatch", { title: title ?? t("thisMatch") }) : t("title")}</h1>
      <p>{link.m !== undefined ? t("stopMatch") : t("stopAll")}</p>
      <NotificationUnsubscribeForm
        u={link.u}
        m={link.m === undefined ? undefined : String(link.m)}
        s={link.s}
        label={link.m !== undefined ? t("muteButton") : t("allButton")}
      />
    </div>
  );
}
