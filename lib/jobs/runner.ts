/**
 * The one job runner inside the web process (BACKGROUND_WORKERS=on, started from instrumentation.ts): every
 * second, the turns that end by themselves (a player's grace period after a step that left nothing but ending
 * the turn: lib/matches/write/auto-end.ts) and the strong bots' due turns (searched in worker processes:
 * lib/matches/write/bot-turns.ts); every few seconds, the clocks (vacation ends, timeouts, reminders),
 * then due digests, then web push of waiting turns, then due mail; now and then, housekeeping. The work itself
 * is in runAutoEndsOnce, runClocksOnce, runDigestOnce, startTurnPush and runSenderOnce, each safe with
 * several instances on one PostgreSQL (rows are claimed in the database); this file only schedules them.
 */
// Match writes tell ratings and notifications what happened (lib/matches/store/match-events.ts).
import "./match-listeners";
import type { Db } from "@/lib/db";
import { runSenderOnce } from "@/lib/mail/sender";
import type { MailTransport } from "@/lib/mail/transport";
import { runDigestOnce } from "@/lib/notifications/digest";
import { releaseHeldMail } from "@/lib/notifications/turn-notices";
import { startTurnPush } from "@/lib/notifications/turn-push";
import { runClocksOnce } from "./clock-deadlines";
import { siteNow } from "@/lib/clocks/site-time";
import { sweepExpired } from "@/lib/rate-limits";
import { sweepExpiredRegistrations } from "@/lib/accounts/registration";
import { finishDeletions } from "@/lib/account-data/deletion";
import { sweepUsernameHolds } from "@/lib/accounts/username-holds";
import { sweepLiveEvents } from "@/lib/live/replay";
import { pruneOutbox } from "@/lib/mail/outbox";
import { env } from "@/lib/env";
import { runAutoEndsOnce } from "@/lib/matches/lifecycle/auto-end-runner";
import { runBotTurnsOnce } from "@/lib/matches/lifecycle/bot-turn-runner";
import { botPool } from "@/lib/bots/pool";
import { runSeeksOnce } from "@/lib/seeks";
import { runTournamentsOnce } from "@/lib/tournaments";
import { deleteIdleGuests } from "@/lib/guests/cleanup";

/** A grace period of a few seconds must end close to its time: the due turns are looked for every second. */
const AUTO_END_EVERY_MS = 1_000;

/** Housekeeping rides on the same loop, now and then: expired rate-limit counters, registrations, live events, old mail. */
const SWEEP_EVERY_TICKS = 60;

/** Seeks' rating windows widen by the hour: a pass every 6 ticks (30 s) is soon enough, and cheap when none wait. */
const SEEKS_EVERY_TICKS = 6;

export interface JobRunner {
  /** One tick now (also what the interval runs); resolves when done (its pushes go on in their own lane). */
  tick(): Promise<void>;
  /** Resolves when nothing runs: no tick, no turn ends, no pushes being sent. */
  settled(): Promise<void>;
  stop(): void;
}

export function startJobRunner(
  db: Db,
  transport: MailTransport,
  intervalMs = 5_000,
  clock: () => Date = siteNow,
  autoEndEveryMs = AUTO_END_EVERY_MS,
): JobRunner {
  let running: Promise<void> | null = null;
  let ending: Promise<void> | null = null;
  let pushing: Promise<void> | null = null;
  let thinking: Promise<void> | null = null;
  let ticks = 0;
  const step = async (name: string, work: () => Promise<unknown>) => {
    // One failing kind of work must not stop the others.
    try {
      await work();
    } catch (e) {
      console.error(`[jobs] ${name}:`, e instanceof Error ? e.message : e);
    }
  };
  // Its own loop (never overlapping itself): a slow mail server must not hold up a turn's end.
  const endTurns = () => {
    ending ??= step("turn ends", () => runAutoEndsOnce(db, clock())).finally(() => {
      ending = null;
    });
    return ending;
  };
  // Strong bots' turns in a lane of their own (never overlapping itself): a search takes seconds, and the pool's
  // worker processes do it; this loop only claims, waits and writes.
  const playBots = () => {
    thinking ??= step("bot turns", () => runBotTurnsOnce(db, clock(), botPool())).finally(() => {
      thinking = null;
    });
    return thinking;
  };
  const tick = () => {
    // Never overlap ticks: a slow SMTP server just delays the next pass.
    running ??= (async () => {
      try {
        if (ticks++ % SWEEP_EVERY_TICKS === 0) {
          // Rate-limit windows and registration links are stamped with the machine's clock, not the site's
          // (which a TEST_MODE run may have moved days ahead): sweeping them by the site's clock would drop
          // a registration made a second ago.
          await step("sweep", async () => {
            await sweepExpired(db, new Date());
            await sweepExpiredRegistrations(db, new Date());
            await sweepLiveEvents(db, new Date());
            await pruneOutbox(db, new Date(), env().MAIL_RETENTION_DAYS);
          });
          // Deleted accounts: names held past their 30 days are free; seats a deletion left behind are handed over.
          await step("deleted accounts", async () => {
            await sweepUsernameHolds(db, new Date());
            await finishDeletions(db);
          });
          // Guests idle for 7 days go with their matches (lib/guests/cleanup.ts); by the machine's clock, as
          // their last request was stamped.
          await step("guests", () => deleteIdleGuests(db, new Date()));
        }
        await endTurns();
        void playBots();
        await step("clocks", () => runClocksOnce(db, clock()));
        // "Play now": expired seeks closed, widened rating windows matched (lib/seeks), every SEEKS_EVERY_TICKS.
        if (ticks % SEEKS_EVERY_TICKS === 1) await step("seeks", () => runSeeksOnce(db, clock()));
        // Tournaments: sign-ups that ended start, rounds whose matches all ended advance (lib/tournaments).
        await step("tournaments", () => runTournamentsOnce(db, clock()));
        await step("digest", () => runDigestOnce(db, clock()));
        // Claimed before the held mail is released (a notice whose window is 0 minutes is still pushed); sent in
        // a lane of its own, one pass at a time: an endpoint that answers slowly (anyone may subscribe one)
        // holds neither the clocks nor the mail.
        if (!pushing)
          await step("push", async () => {
            const { sending } = await startTurnPush(db, clock());
            pushing = step("push", () => sending).finally(() => {
              pushing = null;
            });
          });
        await step("turn mail", () => releaseHeldMail(db, clock()));
        await step("mail", async () => {
          for (let i = 0; i < 10; i++) {
            const r = await runSenderOnce(db, transport, clock());
            if (r.claimed === 0 || r.sent + r.kept === 0) break;
          }
        });
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const endTimer = setInterval(() => {
    void endTurns();
    void playBots();
  }, autoEndEveryMs);
  endTimer.unref();
  return {
    tick,
    async settled() {
      while (running || ending || pushing || thinking) await Promise.all([running, ending, pushing, thinking]);
    },
    stop() {
      clearInterval(timer);
      clearInterval(endTimer);
      transport.close();
    },
  };
}

const KEY = Symbol.for("glenboard.jobRunner");
type Holder = { [KEY]?: JobRunner };

/** Starts the process-wide runner once (Next dev reloads modules; the runner must not multiply). */
export async function startBackgroundJobs(): Promise<JobRunner | null> {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const { env } = await import("@/lib/env");
  if (env().BACKGROUND_WORKERS !== "on") return null;
  const { getDb } = await import("@/lib/db");
  const { transportFromEnv } = await import("@/lib/mail/transport");
  const runner = startJobRunner(getDb(), transportFromEnv());
  holder[KEY] = runner;
  console.info(
    `[jobs] started: turn ends, clocks, digests, push, mail (${env().SMTP_URL ? "SMTP" : "no SMTP: mail is kept for the operator, see the notice above"})`,
  );
  return runner;
}

/** The process's runner, if started (the TEST_MODE clock endpoint runs a tick right after moving the clock). */
export function backgroundJobs(): JobRunner | null {
  return (globalThis as Holder)[KEY] ?? null;
}
