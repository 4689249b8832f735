/**
 * The site's HTTP server: Next.js behind a thin guard that every request passes first (`npm start`,
 * `npm run serve`, `npm run dev`). Why not `next start`: route handlers cannot see the socket, so a client
 * could name its own address in X-Forwarded-For and escape every per-address limit; and bodies must be
 * refused before anything buffers them. Here:
 * - one client address may hold only so many connections, idle ones and live streams (lib/http/
 *   connection-guard.ts); what a client leaves hanging times out (lib/http/guarded-server.ts);
 * - the socket's address goes into PEER_HEADER (a client-sent header of that name is overwritten);
 * - bodies over MAX_BODY_BYTES or of unknown length and URLs with control characters are refused at once;
 * - server actions from another origin are refused (403), and any other bad server action request is
 *   answered with a 400 rather than Next's 500 (lib/http/server-actions.ts);
 * - every response carries the security headers, with a fresh CSP nonce per request (Next.js reads it from
 *   the request's CSP header and puts it on the scripts it renders);
 * - the operator's mailbox page is answered with the site's ordinary 404 unless its key is right, before the
 *   page (or anything about it) is rendered;
 * - a script's hot match requests with an API token (GET moves and version, POST moves, undo and commit of
 *   /api/matches/[id]/[op]) are answered here, after every guard above, by the very function the Next.js route
 *   answers them with (lib/site/token-match-api.ts, registered on globalThis once the route's module is loaded:
 *   lib/http/fast-api.ts), without the framework's own work per request (Web Request/Response and streams,
 *   async hooks: about a health route's CPU, a third of a step's). Browser sessions (cookies), every other
 *   route, the first such request of a process and development (`--dev`) go to Next.js (docs/performance.md,
 *   "The server under load").
 */
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import nextEnv from "@next/env";
import nextImport from "next";
import { env } from "./lib/env";
import { PEER_HEADER } from "./lib/http/client-address";
import { connectionLimits, createGuardedServer } from "./lib/http/guarded-server";
import { refuseAtEdge, type EdgeRefusal } from "./lib/http/request-guard";
import { asActionRequest, mayBeServerAction, refuseForeignAction } from "./lib/http/server-actions";
import { contentSecurityPolicy, securityHeaders } from "./lib/http/security-headers";
import { printStartupNotices } from "./lib/operator/startup-notices";
import { isOperatorMailboxKey } from "./lib/mail/operator-mailbox";
import { shutdownLive } from "./lib/live/holder";
import {
  FAST_MATCH_OPS,
  FAST_MATCH_PATH,
  fastMatchApi,
  type FastMatchApi,
  type FastMatchCall,
} from "./lib/http/fast-api";
import { MAX_BODY_BYTES } from "./lib/http/request-guard";
import { closeAllPglite } from "./lib/db/pglite";

const dev = process.argv.includes("--dev");
if (!dev) (process.env as Record<string, string>).NODE_ENV = "production";
// .env files, read the way Next.js reads them, before any setting is: PORT and the rest may come from there.
nextEnv.loadEnvConfig(process.cwd(), dev);

// `next` is a CommonJS module: under ESM its function may sit on `.default`.
const next = ((nextImport as unknown as { default?: typeof nextImport }).default ?? nextImport) as typeof nextImport;

function refuse(req: IncomingMessage, res: ServerResponse, r: EdgeRefusal): void {
  const api = (req.url ?? "").startsWith("/api/");
  res.writeHead(r.status, {
    "content-type": api ? "application/json" : "text/plain; charset=utf-8",
    "cache-control": "no-store",
    // The body (if any) is not read: close the connection instead of draining it.
    connection: "close",
  });
  res.end(api ? JSON.stringify({ ok: false, code: r.code, message: r.message }) : `${r.message}\n`);
}

/** The body's bytes, or null past MAX_BODY_BYTES (the edge guard refused a larger Content-Length already). */
function readBody(req: IncomingMessage): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners("data");
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Answers a hot match request with an API token (see the top), or false when it is not one. */
function answerFast(api: FastMatchApi, req: IncomingMessage, res: ServerResponse, method: string): boolean {
  const url = req.url ?? "/";
  const path = FAST_MATCH_PATH.exec(url);
  if (!path || !req.headers.authorization) return false;
  const ops: readonly string[] | undefined = FAST_MATCH_OPS[method as keyof typeof FAST_MATCH_OPS];
  if (!ops?.includes(path[2] ?? "")) return false;
  let id: string;
  try {
    id = decodeURIComponent(path[1] ?? "");
  } catch {
    return false;
  }
  const header = (name: string): string | null => {
    const v = req.headers[name];
    return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
  };
  void answerWith(api, { method, id, op: path[2] ?? "", header, body: () => readBody(req) }, res);
  return true;
}

async function answerWith(api: FastMatchApi, call: FastMatchCall, res: ServerResponse): Promise<void> {
  try {
    const answer = await api(call);
    if (!answer) throw new Error(`the fast path declined ${call.method} ${call.op}`);
    // A body left unread (a refusal before it) is drained by Node before the connection's next request.
    res.writeHead(answer.status, { ...answer.headers, "content-length": Buffer.byteLength(answer.body) });
    res.end(answer.body);
  } catch (e) {
    console.error(e);
    if (!res.headersSent) res.writeHead(500, { "content-length": 0 });
    res.end();
  }
}

async function main(): Promise<void> {
  const settings = env();
  const port = settings.PORT;
  const app = next({ dev, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const https = settings.SITE_URL.startsWith("https:");

  const { server } = createGuardedServer(connectionLimits(settings), (req, res) => {
    const method = req.method ?? "GET";
    const refusal = refuseAtEdge(method, req.url ?? "/", req.headers) ?? refuseForeignAction(method, req.headers);
    if (refusal) return refuse(req, res, refusal);
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    // 122 random bits from Node's buffered CSPRNG (randomBytes per request was over 1% of the server's CPU).
    const nonce = randomUUID();
    // Next.js takes the nonce for its scripts from the request's CSP header; the browser gets the same policy.
    req.headers["content-security-policy"] = contentSecurityPolicy({ nonce, dev });
    for (const [name, value] of Object.entries(securityHeaders({ nonce, dev, https }))) res.setHeader(name, value);
    const mailbox = (req.url ?? "").match(/^\/mailbox(?:\/([^/?#]*))?(?:[/?#]|$)/);
    if (mailbox && !isOperatorMailboxKey(mailbox[1] ?? "")) return void app.render404(req, res);
    // (Not in development: Next.js recompiles a changed route only when a request reaches it.)
    const fast = dev ? undefined : fastMatchApi();
    if (fast && answerFast(fast, req, res, method)) return;
    if (mayBeServerAction(method, req.url ?? "/", req.headers))
      return asActionRequest(res, () => void handle(req, res));
    void handle(req, res);
  });
  // A stop (SIGTERM from the service manager, Ctrl-C): no new connections first, then the live streams end
  // cleanly, so browsers reconnect (to another instance, or to this one when it is back) instead of waiting
  // on a dead socket; a stream asked for meanwhile on a kept-alive connection is refused (503), never
  // opened on the dying process (the page would take that for a fresh start and refresh into the gap).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`> ${signal}: closing live streams and stopping`);
    // When the last request is answered: the embedded database closes cleanly (PGlite's own shutdown), then exit.
    server.close(() => void closeAllPglite().finally(() => process.exit(0)));
    void shutdownLive()
      .catch(() => {})
      .finally(() => {
        server.closeIdleConnections();
        setTimeout(() => process.exit(0), 5_000).unref();
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  server.listen(port, () => {
    console.info(`> Glenboard ${dev ? "development" : "production"} server on port ${port} (${settings.SITE_URL})`);
    // With several processes (WEB_PROCESSES), the first one says it for all.
    if ((process.env.GLENBOARD_PROCESS ?? "0") === "0") printStartupNotices();
  });
}

/**
 * WEB_PROCESSES=N (PostgreSQL only; PGlite is one process's): a primary process forks N servers that share
 * the port (Node's cluster module), one per core. Only the first runs the background jobs (they are safe to
 * run anywhere, claimed in the database, but once per machine is enough); each keeps its own live listener.
 */
function startProcesses(): void {
  const settings = env();
  const n = settings.WEB_PROCESSES;
  if (n <= 1 || dev || !cluster.isPrimary) {
    main().catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
    return;
  }
  if (!settings.DATABASE_URL) {
    console.error("WEB_PROCESSES above 1 needs DATABASE_URL (PostgreSQL): the embedded database is one process's.");
    process.exit(1);
  }
  console.info(`> Glenboard: ${n} server processes on port ${settings.PORT}`);
  const fork = (i: number) => {
    const worker = cluster.fork({
      BACKGROUND_WORKERS: i === 0 ? settings.BACKGROUND_WORKERS : "off",
      GLENBOARD_PROCESS: String(i),
    });
    // A process that dies is replaced; a stop of the primary stops them all.
    worker.on("exit", (code, signal) => {
      if (!stopping) {
        console.error(`> server process ${i} ended (${signal ?? code}); starting it again in a second`);
        setTimeout(() => fork(i), 1_000);
      }
    });
  };
  let stopping = false;
  for (let i = 0; i < n; i++) fork(i);
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

startProcesses();
