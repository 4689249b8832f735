import { getTranslations } from "next-intl/server";
import { clearEmailFailureAction } from "@/app/actions/notifications";

/** Shown in Settings when mail to the user's address failed permanently (the sender got a 5xx). */
export async function NotificationFailureBanner({ email, at, reason }: { email: string; at: Date; reason: string }) {
  const t = await getTranslations("settings.failure");
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-testid="mail-failure-banner">
      <p className="font-medium">{t("notDelivered", { email })}</p>
      <p className="text-sm">{t("answered", { at: at.toISOString().slice(0, 16).replace("T", " "), reason: reason.slice(0, 200) })}</p>
      <form action={clearEmailFailureAction} className="mt-2">
        <button className="btn">{t("retry")}</button>
      </form>
    </div>
  );
}
