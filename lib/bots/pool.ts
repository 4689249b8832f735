/**
 * The bots' worker pool: a search never runs in the web server's process. At most max(1, cores - 1) searches
 * run at once (one core stays for the pages); further requests wait in a queue, first come first served.
 * Workers start on first use and stay; a worker that dies is replaced and its request fails (the caller may
 * fall back to a cheaper bot).
 *
 * A worker is a child process, not a thread: every thread of it (the search's, and V8's garbage collection
 * helpers, which a worker thread would share with the server) runs under the idle scheduling policy where the
 * machine has `chrt` (Linux: SCHED_IDLE, the CPU nothing else wants) and at the lowest nice value in any case
 * (worker.mjs), so a search takes only what pages, API requests and the database leave.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants as fsConstants } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { Seat } from "@/lib/engine";
import type { ChooseOptions } from "./index";
import { env } from "@/lib/env";

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
}

interface Slot {
  worker: ChildProcess;
  busy: Queued | null;
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
      // not here
    }
  }
  return null;
}

/**
 * A bot worker process running `workerFile`, under the idle scheduling policy when `chrt` is there, talking
 * over an IPC channel (structured clone, as a worker thread's messages).
 */
export function startBotProcess(workerFile = WORKER_FILE): ChildProcess {
  const chrt = findChrt();
  const node = [process.execPath, workerFile];
  const [command, ...args] = chrt ? [chrt, "--idle", "0", ...node] : node;
  return spawn(command as string, args, {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    serialization: "advanced",
  });
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
    }
  }

  private start(): Slot {
    const worker = startBotProcess(this.workerFile);
    const slot: Slot = { worker, busy: null };
    holdOpen(worker, false);
    worker.on("message", (msg: { id?: number; move?: unknown; error?: string }) => {
      const q = slot.busy;
      if (!q || msg.id !== q.job.id) return;
      slot.busy = null;
      holdOpen(worker, false);
      if (msg.error !== undefined) q.reject(new Error(msg.error));
      else q.resolve(msg.move);
      this.pump();
    });
    const lost = (why: string) => {
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
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
  const threads = env().BOT_THREADS;
  shared ??= threads > 0 ? new BotPool(threads) : new BotPool();
  return shared;
}
