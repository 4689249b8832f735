/**
 * What the operator must know when the server starts, printed once per process: where the kept mail is when
 * no SMTP server is set (the pages tell newcomers that the operator passes their links on), replicas set
 * beside the embedded database (ignored), and a loud
 * warning for every test switch that is on.
 */
import { env } from "@/lib/env";
import { operatorMailboxEnabled, operatorMailboxUrl } from "@/lib/mail/operator-mailbox";

export function startupNotices(): string[] {
  const e = env();
  const lines: string[] = [];
  if (operatorMailboxEnabled()) {
    lines.push(
      "Mail is not sent: SMTP_URL is not set. Every mail is kept for you, the operator: registration, sign-in and",
      "password links included, which you pass on to your players (the pages tell them so). Read it at this private",
      `address (do not share it; it shows sign-in links): ${operatorMailboxUrl()}`,
      "The address again: npm run admin -- mailbox-url. The mail in a terminal: npm run admin -- mail --text.",
      'Set SMTP_URL to send mail (README "Settings").',
    );
  }
  if (e.DATABASE_REPLICA_URLS.trim() && !e.DATABASE_URL) {
    lines.push(
      "DATABASE_REPLICA_URLS is ignored: replicas serve reads beside a PostgreSQL primary (DATABASE_URL), and this",
      "site runs on the embedded PGlite database. Every read goes to it (docs/deploy.md).",
    );
  }
  if (e.TEST_MODE === "on") {
    lines.push(
      "!!! TEST_MODE is ON: the tiny test game is offered and matches accept a fixed `testSeed` (their dice and decks",
      "!!! are predictable). Never run a public site with TEST_MODE=on.",
    );
  }
  if (e.PUSH_ALLOW_PRIVATE_ENDPOINTS === "1") {
    lines.push(
      "!!! PUSH_ALLOW_PRIVATE_ENDPOINTS is ON: push subscriptions may name localhost and private network addresses,",
      "!!! and the server sends to them (anyone signed in can make it send requests inside your network). Tests only.",
    );
  }
  return lines;
}

let printed = false;

export function printStartupNotices(log: (line: string) => void = (l) => console.warn(l)): void {
  if (printed) return;
  printed = true;
  for (const line of startupNotices()) log(line);
}
