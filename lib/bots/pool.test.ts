/**
 * The worker pool: moves come back from real worker processes, equal to the synchronous entry point's
 * (same view, seed and iteration count); requests beyond the pool's size wait and are all answered; a bad
 * request is refused as an error without losing the worker; a worker that is killed fails its request and is
 * replaced, and so is one that does not answer in time; every thread of a worker searches at the lowest
 * priority, under the idle policy by default.
 */
import { spawnSync } from "node:child_process";
import { constants, getPriority } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import type { Seat } from "@/lib/engine";
import { clans } from "@/lib/games/clans";
import { chooseMove, type ChooseOptions } from "./index";
import { ANSWER_GRACE_MS, BotPool, startBotProcess, type BotPriority } from "./pool";

// Nice 19 ("low"), not the idle policy: the suites run side by side, and an idle worker could starve.
const pool = new BotPool(1, "low");
afterAll(() => pool.close());

const state = clans.setup({ players: 3, seed: "pool", options: {} });
const seat = clans.activeSeats(state)[0] as Seat;
const view = clans.playerView(state, seat);
const legal = clans.legalMoves(state, seat);
const clansJob = (options: ChooseOptions) => ({ gameKey: "clans", view, seat, legalMoves: legal, options });

describe("the bot pool", () => {
  it("answers in worker processes, as the synchronous bot does, one search at a time, the rest queued", async () => {
    const jobs = [1, 2, 3].map((n) => clansJob({ level: "strong", seed: `pool-${n}`, iterations: 20 }));
    const answers = jobs.map((j) => pool.choose(j));
    expect(pool.load()).toEqual({ running: 1, waiting: 2 });
    const moves = await Promise.all(answers);
    moves.forEach((m, i) => {
      const job = jobs[i] as (typeof jobs)[number];
      expect(m).toEqual(chooseMove("clans", view, seat, legal, job.options));
    });
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  }, 60_000);

  it("refuses a request for a game it does not know, and goes on", async () => {
    await expect(
      pool.choose({ gameKey: "chess", view, seat, legalMoves: legal, options: { level: "strong", seed: "x" } }),
    ).rejects.toThrow(/No game/);
    const move = await pool.choose(clansJob({ level: "greedy", seed: "y" }));
    expect(legal).toContainEqual(move);
  }, 60_000);
});

/** `body` with a pool of one worker of its own, closed afterwards. */
async function withLonePool(body: (lone: BotPool) => Promise<void>): Promise<void> {
  const lone = new BotPool(1, "low");
  try {
    await body(lone);
  } finally {
    await lone.close();
  }
}

describe("a bot worker process", () => {
  it("fails the request of a worker that dies, and answers the next one with a new worker", async () => {
    await withLonePool(async (lone) => {
      const slow = lone.choose(clansJob({ level: "strong", seed: "slow", budgetMs: 5000 }));
      const [pid] = lone.workerPids();
      expect(pid).toBeGreaterThan(0);
      process.kill(pid as number, "SIGKILL");
      await expect(slow).rejects.toThrow(/a bot worker stopped: signal SIGKILL/);
      const move = await lone.choose(clansJob({ level: "greedy", seed: "after" }));
      expect(legal).toContainEqual(move);
      expect(lone.workerPids()).not.toContain(pid);
    });
  }, 60_000);

  it("stops a worker that does not answer within its budget and the grace, failing its request (a turn never waits)", async () => {
    await withLonePool(async (lone) => {
      // A worker starts and answers once (it is ready), then is stopped as a starved one would be.
      await lone.choose(clansJob({ level: "greedy", seed: "first" }));
      const [pid] = lone.workerPids();
      process.kill(pid as number, "SIGSTOP");
      const started = performance.now();
      await expect(lone.choose(clansJob({ level: "strong", seed: "starved", budgetMs: 100 }))).rejects.toThrow(
        `no answer from a bot worker within ${100 + ANSWER_GRACE_MS} ms`,
      );
      expect(performance.now() - started).toBeGreaterThanOrEqual(100 + ANSWER_GRACE_MS - 50);
      const move = await lone.choose(clansJob({ level: "greedy", seed: "next" }));
      expect(legal).toContainEqual(move);
      expect(lone.workerPids()).not.toContain(pid);
    });
  }, 60_000);

  async function readyOf(priority: BotPriority) {
    const worker = startBotProcess(priority);
    try {
      return await new Promise<{ ready?: boolean; priorities?: number[]; policy?: number }>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
    } finally {
      worker.kill();
    }
  }

  it("runs every thread at the lowest priority, under the idle policy where chrt exists, the caller's unchanged (Linux)", async () => {
    if (process.platform !== "linux") return;
    const hasChrt = spawnSync("chrt", ["--version"]).status === 0;
    const idle = await readyOf("idle");
    const low = await readyOf("low");
    for (const ready of [idle, low]) {
      expect(ready.ready).toBe(true);
      // The search's thread and V8's helper threads (garbage collection) alike.
      expect(ready.priorities?.length).toBeGreaterThan(1);
      expect(new Set(ready.priorities)).toEqual(new Set([constants.priority.PRIORITY_LOW]));
    }
    // SCHED_IDLE is 5, SCHED_OTHER 0.
    expect(idle.policy).toBe(hasChrt ? 5 : 0);
    expect(low.policy).toBe(0);
    // This process (the caller's) keeps its own priority.
    expect(getPriority()).not.toBe(constants.priority.PRIORITY_LOW);
  }, 60_000);
});
