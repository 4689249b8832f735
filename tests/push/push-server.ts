/**
 * A local push service for tests: an HTTPS server with a certificate made for the test (openssl, EC P-256,
 * for localhost, vm and runsc), which records every push it receives. A path ending in /gone answers 410,
 * like a push service for a browser that unsubscribed; one ending in /trickle answers a byte every 100 ms for
 * ever, one ending in /flood a megabyte a millisecond (hostile endpoints); everything else 201.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { ServerResponse } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushServer {
  port: number;
  /** The certificate (PEM) to trust: the site's test hook for its push agent. */
  cert: string;
  received: ReceivedPush[];
  /** The /trickle answers still being sent. */
  openTrickles(): number;
  /** Ends every /trickle answer (the push that waited on it is then answered 201). */
  endTrickles(): void;
  stop(): Promise<void>;
}

export async function startPushServer(): Promise<TestPushServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "gb-push-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,DNS:vm,DNS:runsc,IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    const key = readFileSync(path.join(dir, "key.pem"), "utf8");
    const cert = readFileSync(path.join(dir, "cert.pem"), "utf8");
    const received: ReceivedPush[] = [];
    const trickles = new Map<ServerResponse, NodeJS.Timeout>();
    const server = https.createServer({ key, cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
        if (req.url?.endsWith("/flood")) {
          res.writeHead(201);
          const mb = Buffer.alloc(1_000_000, 46);
          const timer = setInterval(() => res.write(mb), 1);
          res.on("close", () => clearInterval(timer));
          return;
        }
        if (req.url?.endsWith("/trickle")) {
          res.writeHead(201);
          trickles.set(
            res,
            setInterval(() => res.write("."), 100),
          );
          res.on("close", () => {
            clearInterval(trickles.get(res));
            trickles.delete(res);
          });
          return;
        }
        res.writeHead(req.url?.endsWith("/gone") ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return {
      port: (server.address() as AddressInfo).port,
      cert,
      received,
      openTrickles: () => trickles.size,
      endTrickles: () => {
        for (const [res, timer] of trickles) {
          clearInterval(timer);
          res.end();
        }
      },
      stop: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
