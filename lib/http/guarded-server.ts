/**
 * The HTTP server under server.ts's request handler: the connection caps per client address
 * (connection-guard.ts) and the timeouts that close what a client leaves hanging. Also what
 * `npm run bench:flood` starts when there is no production build (the same code path over a trivial handler).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Env } from "@/lib/env";
import { parseTrustedProxies } from "./client-address";
import { ConnectionGuard, type ConnectionLimits } from "./connection-guard";

/**
 * How long a client may take, and what nothing else bounds:
 * - a request head must be complete 15 s after the connection opened (or after the previous response): idle
 *   and slow-sending connections are closed then, checked every 5 s (Node checks every 30 s by default,
 *   which let idle connections live up to 45 s);
 * - a whole request (head and body) 30 s;
 * - a kept-alive connection is closed after 5 s without a new request;
 * - a connection on which nothing was read or written for 2 minutes is closed: a client that stops reading
 *   a response (its socket otherwise stays open with the response queued) or never finishes one. Live
 *   streams write a heartbeat every 25 s, so they are never idle that long.
 */
export const TIMEOUTS = {
  headersMs: 15_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  idleMs: 120_000,
  checkEveryMs: 5_000,
} as const;

export function connectionLimits(settings: Env): ConnectionLimits {
  return {
    perAddress: settings.CONNECTIONS_PER_ADDRESS,
    waitingPerAddress: settings.CONNECTIONS_WAITING_PER_ADDRESS,
    streamsPerAddress: settings.LIVE_STREAMS_PER_ADDRESS,
    exempt: settings.TRUSTED_PROXIES.trim() ? parseTrustedProxies(settings.TRUSTED_PROXIES) : null,
  };
}

/** An HTTP server whose handler sees only requests on connections within the caps. */
export function createGuardedServer(
  limits: ConnectionLimits,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): { server: Server; guard: ConnectionGuard } {
  const guard = new ConnectionGuard(limits);
  const server = createServer({ connectionsCheckingInterval: TIMEOUTS.checkEveryMs }, (req, res) => {
    if (guard.request(req, res)) handler(req, res);
  });
  guard.attach(server);
  server.headersTimeout = TIMEOUTS.headersMs;
  server.requestTimeout = TIMEOUTS.requestMs;
  server.keepAliveTimeout = TIMEOUTS.keepAliveMs;
  server.timeout = TIMEOUTS.idleMs;
  return { server, guard };
}
