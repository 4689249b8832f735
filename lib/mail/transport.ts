/**
 * How a mail leaves the process: SMTP through nodemailer (SMTP_URL), or, with no SMTP configured, a
 * "log" transport that only logs (the mail stays readable on the operator's mailbox page and with `npm run admin -- mail`). The sender depends on this
 * small interface only, so tests hand it a transport to a loopback smtp-server.
 */
import nodemailer from "nodemailer";
import { env } from "@/lib/env";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** "log": nothing is delivered; the sender marks rows "kept". */
  readonly kind: "smtp" | "log";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Connection and reply time limits, well below the sender's lease (a hung server must not outlive it). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(url: string): MailTransport {
  const t = nodemailer.createTransport(url, TIMEOUTS);
  return {
    kind: "smtp",
    async send(m) {
      await t.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: m.headers });
    },
    close: () => t.close(),
  };
}

export function logTransport(log: (line: string) => void = (line) => console.info(line)): MailTransport {
  return {
    kind: "log",
    async send(m) {
      log(`[mail kept, no SMTP] to ${m.to}: ${m.subject}`);
    },
    close() {},
  };
}

export function transportFromEnv(): MailTransport {
  const url = env().SMTP_URL;
  return url ? smtpTransport(url) : logTransport();
}

/**
 * A permanent failure of this address: a 5xx reply to the recipient or to the message itself (RFC 5321
 * 4.2.1: 5yz is a permanent negative completion). A 5xx at connection or AUTH time is a server set-up
 * problem, not the address's, so it is retried like a temporary failure.
 */
export function isPermanentAddressFailure(e: unknown): boolean {
  if (typeof e !== "object" || e === null) return false;
  const { responseCode, command, code } = e as { responseCode?: unknown; command?: unknown; code?: unknown };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599) return false;
  const cmd = typeof command === "string" ? command.toUpperCase() : "";
  return code === "EENVELOPE" || cmd.startsWith("RCPT") || cmd === "DATA" || cmd === "MAIL FROM";
}

export function errorText(e: unknown): string {
  const s = e instanceof Error ? e.message : String(e);
  return s.slice(0, 500);
}
