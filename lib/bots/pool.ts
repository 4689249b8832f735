/**
 * The bots' worker pool: a search never runs in the web server's process. At most max(1, cores - 1) searches
 * run at once (one core stays for the pages); further requests wait in a queue, first come first served.
 * Workers start on first use and stay; a worker that dies is replaced and its request fails (the caller may
 * fall back to a cheaper bot).
 *
 * A worker is a child process, not a thread, so that every thread of it (the search's, and V8's garbage
 * collection helpers, which a worker thread would share with the server) gets the bots' priority:
 * - "idle" (BOT_PRIORITY's default): started under `chrt --idle 0` where the machine has chrt (Linux's
 *   SCHED_IDLE: it runs on CPU nothing else wants, and a waking request preempts it at once), nice 19 besides;
 * - "low": nice 19 alone, which on a saturated machine still gets a small share.
 * A worker that has not answered within the search's budget and ANSWER_GRACE_MS (starved, or stuck) is
 * stopped and its request fails, so the caller's turn never waits on it (the next request starts a new one).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants as fsConstants } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { Seat } from "@/lib/engine";
import type { ChooseOptions } from "./index";
import { clampBudget } from "./levels";
import { env } from "@/lib/env";

/** BOT_PRIORITY (lib/env.ts). */
export type BotPriority = "idle" | "low";

/** How long past its budget a search may take to answer before its request fails. */
export const ANSWER_GRACE_MS = 5000;
/** What a worker's start (loading the engines) may add to the first request's deadline. */
export const START_GRACE_MS = 30_000;

const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib/bots/worker.mjs");

export interface BotJob<M> {
  gameKey: string;
  view: unknown;
  seat: Seat;
  legalMoves: readonly M[];
  options: ChooseOptions;
}

interface Queued {
  job: BotJob<unknown> & { id: number };
  resolve: (move: unknown) => void;
  reject: (e: Error) => void;
  deadline?: NodeJS.Timeout;
}

interface Slot {
  worker: ChildProcess;
  busy: Queued | null;
  /** The worker has loaded (its first message). */
  ready: boolean;
}

/** `chrt` on the PATH (util-linux), or null. */
function findChrt(): string | null {
  if (process.platform !== "linux") return null;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = path.join(dir, "chrt");
    try {
      accessSync(file, fsConstants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/**
 * A bot worker process running `workerFile` at `priority`, talking over an IPC channel (structured clone, as a
 * worker thread's messages).
 */
export function startBotProcess(priority: BotPriority = "idle", workerFile = WORKER_FILE): ChildProcess {
  const chrt = priority === "idle" ? findChrt() : null;
  const node = [process.execPath, workerFile];
  const [command, ...args] = chrt ? [chrt, "--idle", "0", ...node] : node;
  return spawn(command as string, args, { stdio: ["ignore", "inherit", "inherit", "ipc"], serialization: "advanced" });
}

/** Keeps the caller's process alive while a worker works, or not while it idles (the child and its channel). */
function holdOpen(worker: ChildProcess, hold: boolean): void {
  if (hold) {
    worker.ref();
    worker.channel?.ref();
  } else {
    worker.unref();
    worker.channel?.unref();
  }
}

export class BotPool {
  readonly size: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Queued[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    size = Math.max(1, availableParallelism() - 1),
    private readonly priority: BotPriority = "idle",
    private readonly workerFile = WORKER_FILE,
  ) {
    this.size = Math.max(1, Math.floor(size));
  }

  /** The bot's move, computed in a worker process. */
  choose<M>(job: BotJob<M>): Promise<M> {
    if (this.closed) return Promise.reject(new Error("the bot pool is closed"));
    return new Promise<M>((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, resolve: resolve as (m: unknown) => void, reject });
      this.pump();
    });
  }

  /** Searches running and waiting now. */
  load(): { running: number; waiting: number } {
    return { running: this.slots.filter((s) => s.busy).length, waiting: this.queue.length };
  }

  /** The worker processes' ids (monitoring, tests). */
  workerPids(): number[] {
    return this.slots.map((s) => s.worker.pid).filter((pid): pid is number => pid !== undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const q of this.queue.splice(0)) q.reject(new Error("the bot pool is closed"));
    await Promise.all(
      this.slots.splice(0).map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.worker.exitCode !== null || s.worker.signalCode !== null) return resolve();
            s.worker.once("exit", () => resolve());
            s.worker.kill();
          }),
      ),
    );
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.size) slot = this.start();
      if (!slot) return;
      const next = this.queue.shift() as Queued;
      slot.busy = next;
      // A working worker keeps the process alive (a script awaiting a move); an idle one does not.
      holdOpen(slot.worker, true);
      slot.worker.send(next.job);
      // A fixed number of iterations (tests, scripts) has no budget to hold it to.
      if (next.job.options.iterations === undefined) {
        const ms = clampBudget(next.job.options.budgetMs) + ANSWER_GRACE_MS + (slot.ready ? 0 : START_GRACE_MS);
        const worker = slot.worker;
        next.deadline = setTimeout(() => {
          next.reject(new Error(`no answer from a bot worker within ${ms} ms`));
          worker.kill("SIGKILL");
        }, ms);
        next.deadline.unref();
      }
    }
  }

  private start(): Slot {
    const worker = startBotProcess(this.priority, this.workerFile);
    const slot: Slot = { worker, busy: null, ready: false };
    holdOpen(worker, false);
    worker.on("message", (msg: { id?: number; move?: unknown; error?: string }) => {
      slot.ready = true;
      const q = slot.busy;
      if (!q || msg.id !== q.job.id) return;
      clearTimeout(q.deadline);
      slot.busy = null;
      holdOpen(worker, false);
      if (msg.error !== undefined) q.reject(new Error(msg.error));
      else q.resolve(msg.move);
      this.pump();
    });
    const lost = (why: string) => {
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      clearTimeout(slot.busy?.deadline);
      slot.busy?.reject(new Error(`a bot worker stopped: ${why}`));
      slot.busy = null;
      if (!this.closed) this.pump();
    };
    worker.on("error", (e: Error) => lost(e.message));
    worker.on("exit", (code, signal) => lost(signal ? `signal ${signal}` : `exit code ${code}`));
    this.slots.push(slot);
    return slot;
  }
}

let shared: BotPool | undefined;
/** The process's one pool (the job runner's strong bot turns), BOT_THREADS searches at once (0: the default). */
export function botPool(): BotPool {
  const { BOT_THREADS: threads, BOT_PRIORITY: priority } = env();
  shared ??= new BotPool(threads > 0 ? threads : undefined, priority);
  return shared;
}
