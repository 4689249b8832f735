import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { site } from "@/lib/site";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const t = await getTranslations("common.mailbox");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** The newest messages shown. */
const SHOWN = 50;

/**
 * Mail kept without SMTP, for the site's operator only: the address holds a key only the operator knows
 * (printed by `npm start`). Any other key, or any key once SMTP_URL is set, is the site's ordinary 404
 * (answered by server.ts before this page is rendered; the check here is the second lock). Its own words in the
 * reader's language; the mails as they were written (in their recipients' languages).
 */
export default async function OperatorMailboxPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!site.operatorMailbox.isKey(key)) notFound();
  const t = await getTranslations("common.mailbox");
  const mails = await site.operatorMailbox.recent(SHOWN);
  return (
    <div className="space-y-4">
      <h1>{t("title")}</h1>
      <p className="text-sm">{t("intro", { count: SHOWN })}</p>
      {mails.length === 0 ? <p className="text-sm text-stone-600">{t("none")}</p> : null}
      {mails.map((m) => (
        <article key={String(m.id)} className="card" data-testid="dev-mail">
          <p className="text-sm text-stone-600">
            {t.rich("meta", {
              address: m.toAddress,
              at: m.createdAt.toISOString(),
              status: m.status,
              to: (chunks) => <span data-testid="dev-mail-to">{chunks}</span>,
            })}
          </p>
          <h2 data-testid="dev-mail-subject">{m.subject}</h2>
          <pre className="mt-2 whitespace-pre-wrap text-sm" data-testid="dev-mail-text">
            {m.text}
          </pre>
        </article>
      ))}
    </div>
  );
}
