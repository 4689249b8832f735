/**
 * The worker-thread pool: moves come back from real worker threads, equal to the synchronous entry point's
 * (same view, seed and iteration count); requests beyond the pool's size wait and are all answered; a bad
 * request is refused as an error without losing the worker; a worker searches at the lowest priority.
 */
import { constants, getPriority } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import type { Seat } from "@/lib/engine";
import { clans } from "@/lib/games/clans";
import { chooseMove } from "./index";
import { BotPool } from "./pool";

const pool = new BotPool(1);
afterAll(() => pool.close());

const state = clans.setup({ players: 3, seed: "pool", options: {} });
const seat = clans.activeSeats(state)[0] as Seat;
const view = clans.playerView(state, seat);
const legal = clans.legalMoves(state, seat);

describe("the bot pool", () => {
  it("answers in worker threads, as the synchronous bot does, one search at a time, the rest queued", async () => {
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

describe("a bot worker thread", () => {
  it("runs at the lowest scheduling priority, so a search only takes CPU that requests leave idle (Linux)", async () => {
    if (process.platform !== "linux") return;
    const worker = new Worker(path.join(process.cwd(), "lib/bots/worker.mjs"));
    try {
      const ready = await new Promise<{ ready?: boolean; priority?: number }>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      expect(ready).toEqual({ ready: true, priority: constants.priority.PRIORITY_LOW });
      // This thread (the caller's) keeps its own priority.
      expect(getPriority()).not.toBe(constants.priority.PRIORITY_LOW);
    } finally {
      await worker.terminate();
    }
  }, 60_000);
});
