/**
 * A real SMTP peer for tests: the `smtp-server` package on loopback, every received message parsed with
 * postal-mime. It can be stopped and started again on the same port (SMTP "down"), and told to refuse
 * some recipients with a 550 (a permanently failing address).
 */
import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Recipients answered with "550 mailbox unavailable". */
  refuse: Set<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let server: SMTPServer | null = null;
  let port = 0;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const err = new Error("Mailbox unavailable") as Error & { responseCode: number };
          err.responseCode = 550;
          return callback(err);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          PostalMime.parse(Buffer.concat(chunks)).then(
            (m) => {
              const headers: Record<string, string> = {};
              for (const h of m.headers) headers[h.key.toLowerCase()] = h.value;
              received.push({
                to: session.envelope.rcptTo.map((r) => r.address).join(","),
                subject: m.subject ?? "",
                text: m.text ?? "",
                html: m.html ?? "",
                headers,
              });
              callback();
            },
            (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
          );
        });
      },
    });

  const t: TestSmtp = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    refuse,
    async start() {
      const s = make();
      await new Promise<void>((resolve, reject) => {
        s.once("error", reject);
        s.listen(port, "127.0.0.1", () => resolve());
      });
      port = (s.server.address() as AddressInfo).port;
      server = s;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await t.start();
  return t;
}
