/**
 * The background loop inside the web process (BACKGROUND_WORKERS=on, started from instrumentation.ts):
 * every few seconds, write due digests, then deliver due mail. All the work is in runDigestOnce and
 * runSenderOnce; this file only schedules them. Safe with several instances (see lib/mail/sender.ts).
 */
import type { Db } from "@/lib/db";
import { runSenderOnce } from "@/lib/mail/sender";
import type { MailTransport } from "@/lib/mail/transport";
import { runDigestOnce } from "./digest";
import { sweepExpired } from "@/lib/rate-limits";
import { sweepExpiredRegistrations } from "@/lib/accounts/registration";

/** Housekeeping rides on the same loop, now and then: expired rate-limit counters and registrations. */
const SWEEP_EVERY_TICKS = 60;

export interface MailWorker {
  /** One tick now (also what the interval runs); resolves when done. */
  tick(): Promise<void>;
  stop(): void;
}

export function startMailWorker(db: Db, transport: MailTransport, intervalMs = 5_000, clock: () => Date = () => new Date()): MailWorker {
  let running: Promise<void> | null = null;
  let ticks = 0;
  const tick = () => {
    // Never overlap ticks: a slow SMTP server just delays the next pass.
    running ??= (async () => {
      try {
        if (ticks++ % SWEEP_EVERY_TICKS === 0) {
          await sweepExpired(db, clock());
          await sweepExpiredRegistrations(db, clock());
        }
        await runDigestOnce(db, clock());
        for (let i = 0; i < 10; i++) {
          const r = await runSenderOnce(db, transport, clock());
          if (r.claimed === 0 || r.sent + r.kept === 0) break;
        }
      } catch (e) {
        console.error("[mail worker]", e instanceof Error ? e.message : e);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    stop() {
      clearInterval(timer);
      transport.close();
    },
  };
}

const KEY = Symbol.for("glenboard.mailWorker");
type Holder = { [KEY]?: MailWorker };

/** Starts the process-wide worker once (Next dev reloads modules; the worker must not multiply). */
export async function startBackgroundMailWorker(): Promise<MailWorker | null> {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const { env } = await import("@/lib/env");
  if (env().BACKGROUND_WORKERS !== "on") return null;
  const { getDb } = await import("@/lib/db");
  const { transportFromEnv } = await import("@/lib/mail/transport");
  const worker = startMailWorker(getDb(), transportFromEnv());
  holder[KEY] = worker;
  console.info(`[mail worker] started (${env().SMTP_URL ? "SMTP" : "no SMTP: mail is kept for the operator, see the notice above"})`);
  return worker;
}
