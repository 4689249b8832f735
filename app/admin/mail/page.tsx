import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminFrame } from "@/components/admin/admin-frame";
import { currentOperator, operatorDesk } from "@/lib/site/operator";

export const dynamic = "force-dynamic";

const STATUSES = [
  "waiting",
  "pending",
  "sending",
  "sent",
  "kept",
  "failed",
  "dropped",
  "batched",
  "push",
  "pushed",
] as const;
type Status = (typeof STATUSES)[number];
export const metadata = { robots: { index: false, follow: false } };

/** The latest mail with its status and text: without SMTP_URL the kept mail the operator passes on. */
export default async function AdminMailPage({ searchParams }: { searchParams: Promise<{ result?: string }> }) {
  if (!(await currentOperator())) notFound();
  const t = await getTranslations("admin.mail");
  const status = await getTranslations("admin.mailStatus");
  const said = (s: string) =>
    (STATUSES as readonly string[]).includes(s) ? status(s as Status) : status("other", { status: s });
  const format = await getFormatter();
  const mails = await operatorDesk.mail();
  return (
    <AdminFrame title={t("title")} result={(await searchParams).result}>
      <p className="text-sm">{operatorDesk.mailIsKept() ? t("kept") : t("sent")}</p>
      {mails.length === 0 ? (
        <p className="text-sm text-stone-600">{t("none")}</p>
      ) : (
        <ul className="space-y-2" data-testid="admin-mail">
          {mails.map((m) => (
            <li key={m.id.toString()} className="card text-sm">
              <details>
                <summary className="cursor-pointer">
                  {format.dateTime(m.createdAt, { dateStyle: "short", timeStyle: "short" })} · {said(m.status)} ·{" "}
                  <span className="break-all">{m.toAddress}</span> · {m.subject}
                </summary>
                <pre className="mt-2 text-xs break-words whitespace-pre-wrap">{m.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}
