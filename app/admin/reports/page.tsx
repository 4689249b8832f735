import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { ActionButton, AdminFrame } from "@/components/admin/admin-frame";
import { Link } from "@/components/ui/link";
import { resolveReportAction } from "@/app/actions/operator";
import { currentOperator, operatorDesk } from "@/lib/site/operator";

export const dynamic = "force-dynamic";
export const metadata = { robots: { index: false, follow: false } };

/** The open reports of chat messages, oldest first: hide the message from everyone, or keep it. */
export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<{ result?: string }> }) {
  if (!(await currentOperator())) notFound();
  const t = await getTranslations("admin.reports");
  const format = await getFormatter();
  const reports = await operatorDesk.reports();
  return (
    <AdminFrame title={t("title")} result={(await searchParams).result}>
      {reports.length === 0 ? (
        <p className="text-sm text-stone-600">{t("none")}</p>
      ) : (
        <ul className="space-y-3" data-testid="admin-reports">
          {reports.map((r) => (
            <li key={r.id} className="card space-y-1 text-sm" data-report={r.id}>
              <p>
                {format.dateTime(new Date(r.at), { dateStyle: "short", timeStyle: "short" })} ·{" "}
                {t("line", { reporter: r.reporter, author: r.author, match: r.matchId })}{" "}
                <Link className="underline" href={`/matches/${r.matchId}`}>
                  #{r.matchId}
                </Link>
              </p>
              <blockquote className="border-l-4 border-stone-300 pl-2 break-words">{r.text}</blockquote>
              <p className="text-stone-600">{r.reason ? t("reason", { reason: r.reason }) : t("noReason")}</p>
              <p className="flex gap-2">
                <ActionButton
                  action={resolveReportAction}
                  fields={{ reportId: r.id, decision: "hide" }}
                  back="/admin/reports"
                  label={t("hide")}
                  danger
                />
                <ActionButton
                  action={resolveReportAction}
                  fields={{ reportId: r.id, decision: "keep" }}
                  back="/admin/reports"
                  label={t("keep")}
                />
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}
