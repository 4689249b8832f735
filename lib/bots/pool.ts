/**
 * The bots' worker-thread pool: a search never runs on the web server's event loop. At most
 * max(1, cores - 1) searches run at once (one core stays for the pages); further requests wait in a queue,
 * first come first served. Workers start on first use and stay; a worker that dies is replaced and its
 * request fails (the caller may fall back to a cheaper bot).
 */
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
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
  worker: Worker;
  busy: Queued | null;
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

  /** The bot's move, computed in a worker thread. */
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
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.size) slot = this.start();
      if (!slot) return;
      const next = this.queue.shift() as Queued;
      slot.busy = next;
      // A working thread keeps the process alive (a script awaiting a move); an idle one does not.
      slot.worker.ref();
      slot.worker.postMessage(next.job);
    }
  }

  private start(): Slot {
    const worker = new Worker(this.workerFile);
    const slot: Slot = { worker, busy: null };
    worker.on("message", (msg: { id?: number; move?: unknown; error?: string }) => {
      const q = slot.busy;
      if (!q || msg.id !== q.job.id) return;
      slot.busy = null;
      worker.unref();
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
    worker.on("exit", (code) => lost(`exit code ${code}`));
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
