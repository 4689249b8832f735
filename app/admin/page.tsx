import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminFrame } from "@/components/admin/admin-frame";
import { COMMAND_LINE, currentOperator, operatorDesk } from "@/lib/site/operator";
import { logActionKey } from "@/lib/site/operator-log-words";

export const dynamic = "force-dynamic";
export const metadata = { robots: { index: false, follow: false } };

/** The operator's overview: the site's figures and the operator's log. 404 for everyone but operators. */
export default async function AdminPage({ searchParams }: { searchParams: Promise<{ result?: string }> }) {
  if (!(await currentOperator())) notFound();
  const t = await getTranslations("admin");
  const format = await getFormatter();
  const [figures, log] = await Promise.all([operatorDesk.figures(), operatorDesk.log()]);
  const rows = [
    ["users", figures.users],
    ["newUsers", figures.newUsersThisWeek],
    ["open", figures.openMatches],
    ["running", figures.runningMatches],
    ["finished", figures.finishedThisWeek],
    ["reports", figures.openReports],
    ["pending", figures.pendingRegistrations],
    ["mailWaiting", figures.mailWaiting],
    ["mailFailed", figures.mailFailed],
  ] as const;
  return (
    <AdminFrame title={t("title")} result={(await searchParams).result}>
      <p className="text-sm">{t("intro")}</p>
      <section className="card" aria-labelledby="admin-figures">
        <h2 id="admin-figures">{t("figures.title")}</h2>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="admin-figures">
          {rows.map(([key, n]) => (
            <div key={key} className="contents">
              <dt>{t(`figures.${key}`)}</dt>
              <dd className="text-right font-semibold tabular-nums" data-figure={key}>
                {format.number(n)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card" aria-labelledby="admin-log">
        <h2 id="admin-log">{t("log.title")}</h2>
        {log.length === 0 ? (
          <p className="text-sm text-stone-600">{t("log.none")}</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm" data-testid="admin-log">
            <thead>
              <tr>
                <th scope="col">{t("log.at")}</th>
                <th scope="col">{t("log.who")}</th>
                <th scope="col">{t("log.what")}</th>
                <th scope="col">{t("log.target")}</th>
              </tr>
            </thead>
            <tbody>
              {log.map((entry) => {
                const key = logActionKey(entry.action);
                return (
                  <tr key={entry.id.toString()}>
                    <td>{format.dateTime(entry.at, { dateStyle: "short", timeStyle: "short" })}</td>
                    <td>{entry.operatorName === COMMAND_LINE ? t("log.commandLine") : entry.operatorName}</td>
                    <td>{key ? t(`log.actions.${key}`) : t("log.actions.other", { action: entry.action })}</td>
                    <td>{entry.target}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </AdminFrame>
  );
}
