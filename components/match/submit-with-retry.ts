/**
 * Sending a match action so that the network cannot lose it or the page: a request that fails on the way
 * (offline, the server restarting, a 5xx) is sent again, with the same version, until an answer comes. The
 * version makes the retry safe: if the first attempt did arrive, the retry is refused as stale instead of
 * being applied twice.
 */
import type { MatchResult } from "@/lib/errors/errors";

const BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000, 15_000];

export interface RetryHooks {
  /** Called when an attempt failed and another will follow (`attempt` counts from 1). */
  onRetrying(attempt: number): void;
  /** Resolves when the next attempt should go: after the backoff, or at once when the browser is online again. */
  wait?(ms: number): Promise<void>;
}

export async function submitWithRetry<T>(
  send: () => Promise<MatchResult<T>>,
  hooks: RetryHooks,
): Promise<{ result: MatchResult<T>; attempts: number }> {
  const wait = hooks.wait ?? waitOrOnline;
  for (let attempt = 1; ; attempt++) {
    try {
      return { result: await send(), attempts: attempt };
    } catch {
      hooks.onRetrying(attempt);
      await wait(BACKOFF_MS[Math.min(attempt - 1, BACKOFF_MS.length - 1)]!);
    }
  }
}

function waitOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });
}
