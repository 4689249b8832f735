/**
 * The worker pool: moves come back from real worker processes, equal to the synchronous entry point's
 * (same view, seed and iteration count); requests beyond the pool's size wait and are all answered; a bad
 * request is refused as an error without losing the worker; a worker that is killed fails its request and is
 * replaced; a worker searches at the lowest priority, under the idle policy where chrt exists.
 */
import { execFileSync } from "node:child_process";
import { constants, getPriority } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import type { Seat } from "@/lib/engine";
import { clans } from "@/lib/games/clans";
import { chooseMove } from "./index";
import { BotPool, startBotProcess } from "./pool";

const pool = new BotPool(1);
afterAll(() => pool.close());

const state = clans.setup({ players: 3, seed: "pool", options: {} });
const seat = clans.activeSeats(state)[0] as Seat;
const view = clans.playerView(state, seat);
const legal = clans.legalMoves(state, seat);

describe("the bot pool", () => {
  it("answers in worker processes, as the synchronous bot does, one search at a time, the rest queued", async () => {
    const jobs = [1, 2, 3].map((n) => ({
      gameKey: "clans",
      view,
      seat,
      legalMoves: legal,
      options: { level: "strong" as const, seed: `pool-${n}`, iterations: 20 },
    }));
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
    const move = await pool.choose({
      gameKey: "clans",
      view,
      seat,
      legalMoves: legal,
      options: { level: "greedy", seed: "y" },
    });
    expect(legal).toContainEqual(move);
  }, 60_000);
});

describe("a bot worker process", () => {
  it("fails the request of a worker that dies, and answers the next one with a new worker", async () => {
    const lone = new BotPool(1);
    try {
      const slow = lone.choose({
        gameKey: "clans",
        view,
        seat,
        legalMoves: legal,
        options: { level: "strong", seed: "slow", budgetMs: 5000 },
      });
      const worker = (lone as unknown as { slots: { worker: { pid: number } }[] }).slots[0]?.worker;
      expect(worker?.pid).toBeGreaterThan(0);
      process.kill(worker?.pid as number, "SIGKILL");
      await expect(slow).rejects.toThrow(/a bot worker stopped: signal SIGKILL/);
      const move = await lone.choose({
        gameKey: "clans",
        view,
        seat,
        legalMoves: legal,
        options: { level: "greedy", seed: "after" },
      });
      expect(legal).toContainEqual(move);
    } finally {
      await lone.close();
    }
  }, 60_000);

  it("runs at the lowest nice value, under the idle policy where chrt exists (Linux), the caller unchanged", async () => {
    if (process.platform !== "linux") return;
    const worker = startBotProcess();
    try {
      const ready = await new Promise<{ ready?: boolean; priority?: number; policy?: number }>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      const hasChrt = (() => {
        try {
          execFileSync("chrt", ["--version"], { stdio: "ignore" });
          return true;
        } catch {
          return false;
        }
      })();
      // SCHED_IDLE is 5, SCHED_OTHER 0.
      expect(ready).toEqual({ ready: true, priority: constants.priority.PRIORITY_LOW, policy: hasChrt ? 5 : 0 });
      // This process (the caller's) keeps its own priority.
      expect(getPriority()).not.toBe(constants.priority.PRIORITY_LOW);
    } finally {
      worker.kill();
    }
  }, 60_000);
});
