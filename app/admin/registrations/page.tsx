import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { ActionButton, AdminFrame } from "@/components/admin/admin-frame";
import { registrationAction } from "@/app/actions/operator";
import { currentOperator, operatorDesk } from "@/lib/site/operator";

export const dynamic = "force-dynamic";
export const metadata = { robots: { index: false, follow: false } };

/** Registrations waiting for their confirmation link: confirm one by hand, or send the link again. */
export default async function AdminRegistrationsPage({ searchParams }: { searchParams: Promise<{ result?: string }> }) {
  if (!(await currentOperator())) notFound();
  const t = await getTranslations("admin.registrations");
  const format = await getFormatter();
  const pending = await operatorDesk.registrations();
  return (
    <AdminFrame title={t("title")} result={(await searchParams).result}>
      <p className="text-sm">{t("intro")}</p>
      {pending.length === 0 ? (
        <p className="text-sm text-stone-600">{t("none")}</p>
      ) : (
        <ul className="space-y-2" data-testid="admin-registrations">
          {pending.map((r) => (
            <li key={r.id} className="card flex flex-wrap items-center gap-2 text-sm" data-registration={r.username}>
              <span className="font-semibold">{r.username}</span>
              <span className="break-all">{r.email}</span>
              <span className="text-stone-600">
                {r.addressKnown
                  ? t("known")
                  : t("until", { time: format.dateTime(r.expiresAt, { dateStyle: "short", timeStyle: "short" }) })}
              </span>
              {r.addressKnown ? null : (
                <>
                  <ActionButton
                    action={registrationAction}
                    fields={{ registrationId: r.id, what: "confirm" }}
                    back="/admin/registrations"
                    label={t("confirm")}
                  />
                  <ActionButton
                    action={registrationAction}
                    fields={{ registrationId: r.id, what: "resend" }}
                    back="/admin/registrations"
                    label={t("resend")}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}
