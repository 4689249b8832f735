import { getTranslations } from "next-intl/server";
import { site } from "@/lib/site";

/**
 * On a page that announces a mail: without SMTP_URL (the newcomer's default) no mail leaves the site, and
 * the operator passes links on from the kept mail (README "Two commands"); the page says so instead of
 * letting the visitor search their spam folder. Nothing with a mail server.
 * `about`: "links" where a link is mailed (registration, sign-in, reset); "notifications" in Settings.
 */
export async function NoMailServerNotice({ about = "links" }: { about?: "links" | "notifications" }) {
  if (!site.operatorMailbox.enabled()) return null;
  const t = await getTranslations("common.mail");
  return (
    <p
      role="note"
      data-testid="no-mail-server"
      className="max-w-md rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {about === "links" ? t("noServer") : t("noServerNotifications")}
    </p>
  );
}
