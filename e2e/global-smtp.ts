/**
 * Playwright global set-up: a real SMTP server on loopback for the web server under test (SMTP_URL in
 * playwright.config.ts points at it). Every received mail is written as JSON to E2E_MAIL_DIR
 * (data/<tag>/mails/), where e2e/notifications.spec.ts reads it. Returns the teardown.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) return async () => {};
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (m) => {
            mkdirSync(dir, { recursive: true });
            const headers: Record<string, string> = {};
            for (const h of m.headers) headers[h.key.toLowerCase()] = h.value;
            const mail = {
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: m.subject ?? "",
              text: m.text ?? "",
              html: m.html ?? "",
              headers,
            };
            writeFileSync(path.join(dir, `${Date.now()}-${n++}.json`), JSON.stringify(mail, null, 2));
            callback();
          },
          (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
