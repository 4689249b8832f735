/**
 * One database listener per app instance (never one per browser): LISTEN on the live channel and hand each
 * committed event to `onEvent`. On PostgreSQL it is a dedicated connection that reconnects with backoff;
 * while it was down, notifications may have been missed, so `onGap` asks every stream to resynchronise. On
 * the embedded PGlite default the same NOTIFY arrives through PGlite's own `listen`, in this process.
 */
import pg from "pg";
import type { DbTarget } from "@/lib/db";
import { openPglite } from "@/lib/db/pglite";
import { LIVE_CHANNEL, parseNotification, type StoredEvent } from "./events";

export interface LiveListener {
  stop(): Promise<void>;
}

export interface ListenerHandlers {
  onEvent(e: StoredEvent): void;
  onGap(): void;
  log?: (line: string) => void;
}

export async function startListener(target: DbTarget, handlers: ListenerHandlers): Promise<LiveListener> {
  if (target.kind === "pglite") {
    const instance = "instance" in target ? target.instance : openPglite(target.dataDir ?? "", target.thread);
    const unlisten = await instance.listen(LIVE_CHANNEL, (payload) => deliver(payload, handlers));
    return { stop: () => unlisten() };
  }
  return postgresListener(target.url, handlers);
}

function deliver(payload: string | undefined, handlers: ListenerHandlers): void {
  const e = parseNotification(payload);
  if (e) handlers.onEvent(e);
}

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

async function postgresListener(url: string, handlers: ListenerHandlers): Promise<LiveListener> {
  const log = handlers.log ?? ((line: string) => console.warn(line));
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on("notification", (n) => {
      if (n.channel === LIVE_CHANNEL) deliver(n.payload, handlers);
    });
    c.on("error", (e) => {
      log(`[live] database listener lost: ${e.message}`);
      void c.end().catch(() => {});
      if (client === c) client = null;
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${LIVE_CHANNEL}`);
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
    // Whatever was committed while no listener ran is unknown here: every stream fetches afresh.
    if (attempt > 0) handlers.onGap();
    attempt = 0;
  };

  const schedule = () => {
    if (stopped || retryTimer) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((e: Error) => {
        log(`[live] database listener cannot connect: ${e.message}`);
        schedule();
      });
    }, wait);
    retryTimer.unref();
  };

  await connect().catch((e: Error) => {
    // The site starts without live updates (pages fall back to polling) and keeps trying.
    log(`[live] database listener cannot connect: ${e.message}`);
    attempt = 1;
    schedule();
  });
  return {
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
