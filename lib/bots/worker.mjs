/**
 * A bot worker process (pool.ts starts them, with an IPC channel): answers { id, gameKey, view, seat,
 * legalMoves, options } with { id, move } or { id, error }, one search at a time (first { ready, priorities,
 * policy } once loaded: the nice value of each of its threads and its scheduling policy). Plain JavaScript
 * started from the project folder, so that it runs the same under `npm run serve` and `npm run dev` and in
 * tests, whatever Next.js bundled: it loads the TypeScript of lib/bots through tsx (a dependency, which runs
 * the server itself). It ends when the process that started it does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { constants, getPriority, setPriority } from "node:os";
import { tsImport } from "tsx/esm/api";

// The lowest nice value for every thread of this process (on Linux the nice value is per thread, and V8's
// helper threads already run): a search uses the CPU that pages, API requests and the database leave idle,
// and gets fewer iterations in its time budget when the machine is busy. Threads started later inherit it.
for (const tid of threads()) {
  try {
    setPriority(Number(tid), constants.priority.PRIORITY_LOW);
  } catch {
    // Not permitted, or the thread is gone: that thread keeps its priority.
  }
}

/** The nice value of each thread of this process (Linux), or of this thread elsewhere. */
function priorities() {
  return threads().map((tid) => getPriority(Number(tid)));
}

/** This process's scheduling policy on Linux (/proc/self/stat field 41: 0 normal, 5 idle), or null. */
function policy() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[38]);
  } catch {
    return null;
  }
}

function threads() {
  return process.platform === "linux" ? readdirSync("/proc/self/task") : ["0"];
}

const bots = await tsImport("./index.ts", import.meta.url);

process.on("message", (job) => {
  let answer;
  try {
    answer = { id: job.id, move: bots.chooseMove(job.gameKey, job.view, job.seat, job.legalMoves, job.options) };
  } catch (e) {
    answer = { id: job.id, error: e instanceof Error ? e.message : String(e) };
  }
  process.send?.(answer);
});
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true, priorities: priorities(), policy: policy() });
