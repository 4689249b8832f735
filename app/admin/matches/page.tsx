import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { ActionButton, AdminFrame } from "@/components/admin/admin-frame";
import { Link } from "@/components/ui/link";
import { cancelMatchAction } from "@/app/actions/operator";
import { currentOperator, operatorDesk } from "@/lib/site/operator";
import { games } from "@/lib/games";

export const dynamic = "force-dynamic";
export const metadata = { robots: { index: false, follow: false } };

/** Open and running matches, the longest waiting first, each with Cancel; and a cancel by number. */
export default async function AdminMatchesPage({ searchParams }: { searchParams: Promise<{ result?: string }> }) {
  if (!(await currentOperator())) notFound();
  const t = await getTranslations("admin.matches");
  const status = await getTranslations("admin.status");
  const format = await getFormatter();
  const matches = await operatorDesk.matches();
  return (
    <AdminFrame title={t("title")} result={(await searchParams).result}>
      <form action={cancelMatchAction} className="card flex flex-wrap items-end gap-2 text-sm">
        <input type="hidden" name="back" value="/admin/matches" />
        <label>
          {t("cancelById")}
          <input name="matchId" inputMode="numeric" pattern="[0-9]{1,10}" required className="input ml-2 w-28" />
        </label>
        <button type="submit" className="btn">
          {t("cancel")}
        </button>
      </form>
      <p className="text-sm">{t("intro")}</p>
      {matches.length === 0 ? (
        <p className="text-sm text-stone-600">{t("none")}</p>
      ) : (
        <ul className="space-y-2" data-testid="admin-matches">
          {matches.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-2 text-sm" data-match={m.id}>
              <Link className="underline" href={`/matches/${m.id}`}>
                {t("match", { id: m.id })}
              </Link>
              <span>
                {games[m.gameKey]?.name ?? m.gameKey} · {status(m.status)}
                {m.awaitingSince
                  ? ` · ${t("waitingSince", { time: format.dateTime(m.awaitingSince, { dateStyle: "short", timeStyle: "short" }) })}`
                  : ""}
              </span>
              <ActionButton
                action={cancelMatchAction}
                fields={{ matchId: String(m.id) }}
                back="/admin/matches"
                label={t("cancel")}
                danger
              />
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}
