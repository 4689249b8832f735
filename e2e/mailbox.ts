/** Mails received by the e2e SMTP server (e2e/global-smtp.ts writes each one as JSON to E2E_MAIL_DIR). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

const MAIL_DIR = process.env.E2E_MAIL_DIR || `data/${process.env.E2E_TAG ?? "e2e"}/mails`;

export function mails(): Mail[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), "utf8")) as Mail);
}

/** Waits for the newest mail to `to` with that subject (the sender loop delivers within seconds). */
export async function waitForMail(to: string, subject: string | RegExp, after = 0): Promise<Mail> {
  let found: Mail | undefined;
  const fits = (s: string) => (typeof subject === "string" ? s === subject : subject.test(s));
  await expect
    .poll(
      () =>
        (found = mails()
          .slice(after)
          .reverse()
          .find((m) => m.to.includes(to) && fits(m.subject))),
      {
        timeout: 30_000,
        message: `mail "${subject}" to ${to}`,
      },
    )
    .toBeTruthy();
  return found!;
}

export function linkIn(mail: Mail, pathPrefix: string): string {
  const m = mail.text.match(new RegExp(`https?://\\S+${pathPrefix.replace(/[/?]/g, "\\$&")}\\S*`));
  if (!m) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
  return m[0];
}
