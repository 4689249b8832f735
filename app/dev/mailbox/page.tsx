import { notFound } from "next/navigation";
import { env } from "@/lib/env";
import { site } from "@/lib/site";

export const dynamic = "force-dynamic";
export const metadata = { title: "Development mailbox" };

/** Without SMTP, mail stays in the outbox; this page shows it (never enabled with SMTP unless asked). */
export default async function MailboxPage() {
  const e = env();
  const enabled = e.DEV_MAILBOX ? e.DEV_MAILBOX === "on" : !e.SMTP_URL;
  if (!enabled) notFound();
  const mails = await site.devMailbox();
  return (
    <div className="space-y-4">
      <h1>Development mailbox</h1>
      <p className="text-sm">No SMTP server is configured, so mail is kept here. The newest 50 messages:</p>
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
