import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { ActionButton, AdminFrame } from "@/components/admin/admin-frame";
import { Link } from "@/components/ui/link";
import { blockAccountAction } from "@/app/actions/operator";
import { currentOperator, operatorDesk } from "@/lib/site/operator";

export const dynamic = "force-dynamic";
export const metadata = { robots: { index: false, follow: false } };

/** Accounts for the operator: a search by the beginning of a name or an address, block and unblock. */
export default async function AdminAccountsPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; result?: string }>;
}) {
  if (!(await currentOperator())) notFound();
  const { q, result } = await searchParams;
  const query = typeof q === "string" ? q.slice(0, 100) : "";
  const t = await getTranslations("admin.accounts");
  const format = await getFormatter();
  const accounts = await operatorDesk.accounts(query);
  return (
    <AdminFrame title={t("title")} result={result}>
      <form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <label className="text-sm">
          {t("searchLabel")}
          <input name="q" defaultValue={query} maxLength={100} className="input ml-2" />
        </label>
        <button type="submit" className="btn">
          {t("search")}
        </button>
      </form>
      {accounts.length === 0 ? (
        <p className="text-sm text-stone-600">{t("none")}</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="admin-accounts">
          <thead>
            <tr>
              <th scope="col">{t("name")}</th>
              <th scope="col">{t("email")}</th>
              <th scope="col">{t("since")}</th>
              <th scope="col">{t("state")}</th>
              <th scope="col">
                <span className="sr-only">{t("block")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.username} data-account={a.username}>
                <td>
                  <Link className="underline" href={`/admin/accounts/${encodeURIComponent(a.username)}`}>
                    {a.username}
                  </Link>
                </td>
                <td className="break-all">{a.email}</td>
                <td>{format.dateTime(a.createdAt, { dateStyle: "short" })}</td>
                <td>
                  {a.blocked ? t("blocked") : t("active")}
                  {a.operator ? `, ${t("operator")}` : ""}
                </td>
                <td>
                  <ActionButton
                    action={blockAccountAction}
                    fields={{ username: a.username, blocked: String(!a.blocked) }}
                    back="/admin/accounts"
                    label={a.blocked ? t("unblock") : t("block")}
                    danger={!a.blocked}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminFrame>
  );
}
