/**
 * Without SMTP, mail is not sent but kept in the outbox; only the site's operator may read it, on a page
 * whose address holds a key derived from the auth secret (so every instance agrees on it and nobody without
 * the secret can compute it). With SMTP_URL set the page does not exist. The operator also reads the same
 * mail with `npm run admin -- mail`.
 */
import { timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/secrets/secret";
import { sign } from "@/lib/secrets/tokens";
import { env } from "@/lib/env";

export function operatorMailboxEnabled(): boolean {
  return !env().SMTP_URL;
}

export function operatorMailboxKey(): string {
  return sign(authSecret(), "glenboard:operator-mailbox:v1");
}

export function operatorMailboxUrl(): string {
  return `${env().SITE_URL}/mailbox/${operatorMailboxKey()}`;
}

export function isOperatorMailboxKey(candidate: string): boolean {
  if (!operatorMailboxEnabled()) return false;
  const expected = Buffer.from(operatorMailboxKey());
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
