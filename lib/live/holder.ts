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
const holder = globalThis as unknown as Record<symbol, Promise<LiveService> | undefined>;

export function heldService(): Promise<LiveService> | undefined {
  return holder[KEY];
}

export function holdService(s: Promise<LiveService> | undefined): void {
  holder[KEY] = s;
}

/** Closes every stream of this instance (server shutdown); the browsers reconnect to another instance. */
export async function shutdownLive(): Promise<void> {
  const s = heldService();
  if (!s) return;
  holdService(undefined);
  const svc = await s.catch(() => null);
  if (!svc) return;
  clearInterval(svc.beat);
  svc.hub.closeAll();
  await svc.listener.stop();
}
