import { notFound } from "next/navigation";
import { site } from "@/lib/site";

export const dynamic = "force-dynamic";
export const metadata = { robots: { index: false, follow: false } };

/**
 * Mail kept without SMTP, for the site's operator only: the address holds a key only the operator knows
 * (printed by `npm start`). Any other key, or any key once SMTP_URL is set, is the site's ordinary 404
 * (answered by server.ts before this page is rendered; the check here is the second lock).
 */
export default async function OperatorMailboxPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!site.operatorMailbox.isKey(key)) notFound();
  const mails = await site.operatorMailbox.recent(50);
  return (
    <div className="space-y-4">
      <title>Operator mailbox · Glenboard</title>
      <h1>Operator mailbox</h1>
      <p className="text-sm">
        No SMTP server is configured, so mail is kept here instead of being sent. Only you, the operator, have this
        address: it shows sign-in links. The newest 50 messages:
      </p>
      {mails.map((m) => (
        <article key={String(m.id)} className="card" data-testid="dev-mail">
          <p className="text-sm text-stone-600">
            To <span data-testid="dev-mail-to">{m.toAddress}</span> · {m.createdAt.toISOString()} · {m.status}
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
