/**
 * A bot worker thread (pool.ts starts them): answers { id, gameKey, view, seat, legalMoves, options } with
 * { id, move } or { id, error }, one search at a time (first { ready, priority } once loaded). Plain JavaScript started from the project folder, so
 * that it runs the same under `npm run serve` and `npm run dev` and in tests, whatever Next.js bundled: it
 * loads the TypeScript of lib/bots through tsx (a dependency, which runs the server itself).
 */
import { constants, getPriority, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

// The lowest scheduling priority for this thread alone (on Linux the nice value is per thread): a search uses
// the CPU that pages, API requests and the database leave idle, so it never slows them down; it gets fewer
// iterations in its time budget instead.
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // Not permitted here: the search runs at the process's priority.
}

const bots = await tsImport("./index.ts", import.meta.url);

parentPort.on("message", (job) => {
  try {
    const move = bots.chooseMove(job.gameKey, job.view, job.seat, job.legalMoves, job.options);
    parentPort.postMessage({ id: job.id, move });
  } catch (e) {
    parentPort.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) });
  }
});
parentPort.postMessage({ ready: true, priority: getPriority() });
