import { getLocale, getTranslations } from "next-intl/server";
import { clearEmailFailureAction } from "@/app/actions/notifications";
import { dateText } from "@/lib/clocks/clock-text";
import { requestTimeZone } from "@/lib/site/request-locale";

/** Shown in Settings when mail to the user's address failed permanently (the sender got a 5xx). */
export async function NotificationFailureBanner({ email, at, reason }: { email: string; at: Date; reason: string }) {
  const t = await getTranslations("settings.failure");
  const when = dateText(at, (await requestTimeZone()).zone, await getLocale());
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
      data-testid="mail-failure-banner"
    >
      <p className="font-medium">{t("notDelivered", { email })}</p>
      <p className="text-sm">{t("answered", { at: when, reason: reason.slice(0, 200) })}</p>
      <form action={clearEmailFailureAction} className="mt-2">
        <button className="btn">{t("retry")}</button>
      </form>
    </div>
  );
}
