/**
 * Where this process keeps its live service: on globalThis, because Next.js may load lib/live more than
 * once in one process and server.ts (outside the Next.js bundle) must reach the same streams on shutdown.
 * Imports nothing heavy, so server.ts can use it without loading the database layer.
 */
import type { LiveHub } from "./hub";
import type { LiveListener } from "./listener";

export interface LiveService {
  hub: LiveHub;
  listener: LiveListener;
  beat: NodeJS.Timeout;
}

const KEY = Symbol.for("glenboard.live");
const STOPPING = Symbol.for("glenboard.live.stopping");
const holder = globalThis as unknown as Record<symbol, Promise<LiveService> | boolean | undefined>;

export function heldService(): Promise<LiveService> | undefined {
  return holder[KEY] as Promise<LiveService> | undefined;
}

/**
 * True once this process has begun to stop: no new stream is opened (the route answers 503), so a browser
 * whose stream was just closed does not reconnect to the dying process, call that a fresh start, refresh its
 * page and find the server gone in the middle of it.
 */
export function liveStopping(): boolean {
  return holder[STOPPING] === true;
}

export function holdService(s: Promise<LiveService> | undefined): void {
  holder[KEY] = s;
}

/** Closes every stream of this instance (server shutdown); the browsers reconnect to another instance. */
export async function shutdownLive(): Promise<void> {
  holder[STOPPING] = true;
  const s = heldService();
  if (!s) return;
  holdService(undefined);
  const svc = await s.catch(() => null);
  if (!svc) return;
  clearInterval(svc.beat);
  svc.hub.closeAll();
  await svc.listener.stop();
}
