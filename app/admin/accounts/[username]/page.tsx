import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { ActionButton, AdminFrame } from "@/components/admin/admin-frame";
import { Link } from "@/components/ui/link";
import { blockAccountAction } from "@/app/actions/operator";
import { currentOperator, operatorDesk } from "@/lib/site/operator";
import { games } from "@/lib/games";

export const dynamic = "force-dynamic";
export const metadata = { robots: { index: false, follow: false } };

/** One account for the operator: its state, its recent matches and the open reports of its messages. */
export default async function AdminAccountPage({
  params,
  searchParams,
}: {
  params: Promise<{ username: string }>;
  searchParams: Promise<{ result?: string }>;
}) {
  if (!(await currentOperator())) notFound();
  const { username } = await params;
  const account = await operatorDesk.account(decodeURIComponent(username).slice(0, 100));
  if (!account) notFound();
  const t = await getTranslations("admin.accounts");
  const status = await getTranslations("admin.status");
  const format = await getFormatter();
  const back = `/admin/accounts/${encodeURIComponent(account.username)}`;
  return (
    <AdminFrame title={account.username} result={(await searchParams).result}>
      <section className="card space-y-2 text-sm">
        <p className="break-all">
          {t("email")}: {account.email}
        </p>
        <p>
          {t("since")}: {format.dateTime(account.createdAt, { dateStyle: "medium" })}
        </p>
        <p data-testid="admin-account-state">
          {t("state")}: {account.blocked ? t("blocked") : t("active")}
          {account.operator ? `, ${t("operator")}` : ""}
        </p>
        <p>{t("reportsBy", { count: account.reportsBy })}</p>
        <ActionButton
          action={blockAccountAction}
          fields={{ username: account.username, blocked: String(!account.blocked) }}
          back={/^\/admin(\/[A-Za-z0-9_-]+)*$/.test(back) ? back : "/admin/accounts"}
          label={account.blocked ? t("unblock") : t("block")}
          danger={!account.blocked}
        />
      </section>
      <section className="card">
        <h2>{t("matches")}</h2>
        {account.matches.length === 0 ? (
          <p className="text-sm text-stone-600">{t("noMatches")}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {account.matches.map((m) => (
              <li key={m.id}>
                <Link className="underline" href={`/matches/${m.id}`}>
                  #{m.id}
                </Link>{" "}
                {games[m.gameKey]?.name ?? m.gameKey} · {status(m.status)} ·{" "}
                {format.dateTime(m.createdAt, { dateStyle: "short" })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card">
        <h2>{t("reportsAgainst")}</h2>
        {account.reportsAgainst.length === 0 ? (
          <p className="text-sm text-stone-600">{t("noReports")}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {account.reportsAgainst.map((r) => (
              <li key={r.id}>
                <Link className="underline" href="/admin/reports">
                  #{r.id}
                </Link>{" "}
                “{r.text}”
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminFrame>
  );
}
