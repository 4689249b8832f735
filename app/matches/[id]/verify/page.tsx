/**
 * /matches/:id/verify (docs/fairness.md): the match's seed commitment, the seeds once it has ended, and the
 * check itself, run in the browser (components/match/verify-client.tsx) on the record the API serves.
 */
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { site } from "@/lib/site";
import { requestLocale } from "@/lib/site/request-locale";
import { matchIdSchema } from "@/lib/matches/store/schemas";
import { VerifyClient } from "@/components/match/verify-client";
import { messagesFor } from "@/lib/i18n/catalogue";

export const dynamic = "force-dynamic";

export default async function VerifyPage({ params }: { params: Promise<{ id: string }> }) {
  const id = matchIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const locale = await requestLocale();
  const r = await site.matchView(null, id.data, { locale, api: false });
  if (!r.ok) notFound();
  const match = r.value;
  const t = await getTranslations("fairness.page");
  // Templates the client component fills in (lib/i18n/client-text.ts): the catalogue's own, unformatted.
  const client = messagesFor(locale).fairness.client;
  const f = match.fairness;
  const ended = match.status === "finished" || match.status === "aborted";
  const seats = match.seats;
  return (
    <div className="max-w-3xl space-y-4">
      <h1>{t("title", { title: match.title })}</h1>
      <p>
        <Link className="underline" href={`/matches/${match.id}`}>
          {t("back")}
        </Link>
      </p>
      <p className="text-stone-700">{t("intro")}</p>
      {f.seedCommitment === null ? (
        <p className="card" data-testid="verify-before">
          {t("before")}
        </p>
      ) : (
        <dl className="card space-y-2 text-sm" data-testid="verify-seeds">
          <dt className="font-semibold">{t("commitment")}</dt>
          <dd className="font-mono break-all" data-testid="seed-commitment">
            {f.seedCommitment}
          </dd>
          <dt className="font-semibold">{t("serverSeed")}</dt>
          <dd className="font-mono break-all">{f.serverSeed ?? t("hidden")}</dd>
          <dt className="font-semibold">{t("playerSeeds")}</dt>
          <dd>
            {f.playerSeeds ? (
              <ol className="list-decimal pl-6 font-mono break-all">
                {f.playerSeeds.map((seed, i) => (
                  <li key={i}>
                    {seats[i]?.name ?? i + 1}: {seed ?? "–"}
                  </li>
                ))}
              </ol>
            ) : (
              t("hidden")
            )}
          </dd>
          <dt className="font-semibold">{t("scheme")}</dt>
          <dd className="font-mono">{f.seedScheme}</dd>
        </dl>
      )}
      {f.seedScheme === "test" ? <p className="text-sm text-stone-600">{t("testScheme")}</p> : null}
      {ended ? (
        <>
          <VerifyClient
            matchId={match.id}
            locale={locale}
            labels={{ ...client, where: client.where as Record<string, string> }}
          />
          <p className="text-sm">
            <a className="underline" href={`/api/matches/${match.id}/record?download=1`}>
              {t("download")}
            </a>{" "}
            <span className="text-stone-600">{t("script")}</span>
          </p>
        </>
      ) : f.seedCommitment !== null ? (
        <p className="card" data-testid="verify-not-ended">
          {t("notEnded")}
        </p>
      ) : null}
    </div>
  );
}
