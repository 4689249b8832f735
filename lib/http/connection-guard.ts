/**
 * What one client address may hold open on one server process, so that no single client can take the
 * server's connections (file descriptors, memory) from everyone else. One anonymous client holding 20,000
 * idle connections made the site unreachable until they timed out; now its connections over the caps are
 * closed as they arrive, and everyone else is served. Three caps per address (lib/env.ts, README "Settings"):
 *
 * - open connections, live streams apart (`CONNECTIONS_PER_ADDRESS`);
 * - of those, connections that have not yet sent a complete request head (`CONNECTIONS_WAITING_PER_ADDRESS`):
 *   a flood's idle connections and a slow sender's; a browser's connection waits only for its first request
 *   to arrive, so a lower cap;
 * - connections carrying a live event stream (`GET /api/events`, open as long as a page is:
 *   `LIVE_STREAMS_PER_ADDRESS`), counted apart so that many open pages behind one address do not use up
 *   the cap of the page loads.
 *
 * A connection over a cap is reset as soon as it is accepted: no byte is read or written, it costs the
 * server one accept and one close. A stream over its cap is answered 429 (the page then polls) and its
 * connection closed. Addresses count as the rate limits count them (client-address.ts: IPv6 per /64).
 * Connections from TRUSTED_PROXIES are not counted: a proxy carries many clients, so it must limit them
 * itself. The counts are this process's own: with WEB_PROCESSES, each process counts its connections.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP, type BlockList, type Server, type Socket } from "node:net";
import { addressKey, normalizeAddress } from "./client-address";

export interface ConnectionLimits {
  perAddress: number;
  waitingPerAddress: number;
  streamsPerAddress: number;
  /** Addresses not counted (TRUSTED_PROXIES), or null. */
  exempt: BlockList | null;
}

interface Counts {
  open: number;
  waiting: number;
  streams: number;
}

interface Tracked {
  key: string;
  waiting: boolean;
  stream: boolean;
  closed: boolean;
}

/** The long-lived live event stream (app/api/events): counted apart. */
export function isLiveStream(req: IncomingMessage): boolean {
  if (req.method !== "GET") return false;
  const url = req.url ?? "";
  return url === "/api/events" || url.startsWith("/api/events?");
}

export class ConnectionGuard {
  private readonly byAddress = new Map<string, Counts>();
  private readonly tracked = new WeakMap<Socket, Tracked>();
  /** Connections reset and streams refused since the start (for the benchmark and the tests). */
  readonly refused = { connections: 0, streams: 0 };

  constructor(readonly limits: ConnectionLimits) {}

  /** Counts every connection the server accepts from now on (or resets it when over a cap). */
  attach(server: Server): void {
    server.on("connection", (socket: Socket) => this.admit(socket));
  }

  /** A new connection: counted, or reset at once when its address is at a cap. */
  admit(socket: Socket): boolean {
    const address = normalizeAddress(socket.remoteAddress ?? "");
    if (!address || this.exempt(address)) return true;
    const key = addressKey(address);
    const counts = this.byAddress.get(key) ?? { open: 0, waiting: 0, streams: 0 };
    if (counts.open >= this.limits.perAddress || counts.waiting >= this.limits.waitingPerAddress) {
      this.refused.connections++;
      // A reset, not a close: no FIN handshake, no TIME_WAIT left on this side.
      socket.resetAndDestroy();
      return false;
    }
    counts.open++;
    counts.waiting++;
    this.byAddress.set(key, counts);
    const t: Tracked = { key, waiting: true, stream: false, closed: false };
    this.tracked.set(socket, t);
    socket.once("close", () => this.release(t));
    return true;
  }

  /**
   * A request head arrived (call first thing in the request handler): its connection no longer waits; a live
   * stream moves to the streams' count, or is answered 429 when its address holds the most. False: answered.
   */
  request(req: IncomingMessage, res: ServerResponse): boolean {
    const t = this.tracked.get(req.socket);
    if (!t || t.closed) return true;
    const counts = this.byAddress.get(t.key)!;
    if (t.waiting) {
      t.waiting = false;
      counts.waiting--;
    }
    if (t.stream || !isLiveStream(req)) return true;
    if (counts.streams >= this.limits.streamsPerAddress) {
      this.refused.streams++;
      res.writeHead(429, {
        "content-type": "application/json",
        "cache-control": "no-store",
        "retry-after": "60",
        connection: "close",
      });
      res.end(
        JSON.stringify({
          ok: false,
          code: "TOO_MANY_STREAMS",
          message: `Your address holds ${this.limits.streamsPerAddress} live streams on this server already; the page will check for changes by itself.`,
        }),
      );
      return false;
    }
    t.stream = true;
    counts.open--;
    counts.streams++;
    // The stream ended but the connection stays (kept alive): it is an ordinary open connection again.
    res.once("close", () => {
      if (t.closed || !t.stream) return;
      t.stream = false;
      counts.streams--;
      counts.open++;
    });
    return true;
  }

  /** What is held now, over all addresses (tests and the benchmark). */
  totals(): Counts & { addresses: number } {
    const sum = { open: 0, waiting: 0, streams: 0, addresses: this.byAddress.size };
    for (const c of this.byAddress.values()) {
      sum.open += c.open;
      sum.waiting += c.waiting;
      sum.streams += c.streams;
    }
    return sum;
  }

  private release(t: Tracked): void {
    if (t.closed) return;
    t.closed = true;
    const counts = this.byAddress.get(t.key);
    if (!counts) return;
    if (t.waiting) counts.waiting--;
    if (t.stream) counts.streams--;
    else counts.open--;
    if (counts.open <= 0 && counts.streams <= 0) this.byAddress.delete(t.key);
  }

  private exempt(address: string): boolean {
    return this.limits.exempt?.check(address, isIP(address) === 6 ? "ipv6" : "ipv4") ?? false;
  }
}
