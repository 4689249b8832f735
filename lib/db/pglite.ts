// One PGlite instance per data folder per process. PGlite is a single-connection database running in
// this process (on the calling thread, or in a worker thread of its own: lib/db/pglite-thread); opening the
// same folder twice would let two WASM Postgres instances write the same files. The registry lives on
// globalThis so that Next.js dev hot reloads (which re-evaluate modules) and the migration code in the same
// process reuse the open instance.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquirePgliteLock, releasePgliteLock } from "./pglite-lock";
import { PgliteThread, type EmbeddedDb } from "./pglite-thread/thread";

export type { EmbeddedDb };
/** Where an embedded database runs: a worker thread of its own (the server's default) or the caller's thread. */
export type PgliteThreading = "worker" | "main";

type Registry = Map<string, EmbeddedDb>;
const globalKey = Symbol.for("glenboard.pglite.instances");
const holder = globalThis as unknown as Record<symbol, Registry | undefined>;

function registry(): Registry {
  let r = holder[globalKey];
  if (!r) {
    r = new Map();
    holder[globalKey] = r;
  }
  return r;
}

/**
 * Opens (once per process) the PGlite database in `dataDir`, creating the folder if missing. Synchronous:
 * PGlite starts in the background and its queries wait until it is ready (about 1 s on first use). An
 * instance already open for the folder is returned whatever `thread` asks for.
 */
export function openPglite(dataDir: string, thread: PgliteThreading = "main"): EmbeddedDb {
  const dir = path.resolve(/*turbopackIgnore: true*/ dataDir);
  const reg = registry();
  let db = reg.get(dir);
  if (!db || db.closed) {
    mkdirSync(dir, { recursive: true });
    acquirePgliteLock(dir);
    const opened: EmbeddedDb = thread === "worker" ? new PgliteThread(dir) : new PGlite({ dataDir: dir });
    // A failed start must not poison the registry for a later retry.
    opened.waitReady.catch(() => {
      if (reg.get(dir) === opened) reg.delete(dir);
    });
    reg.set(dir, opened);
    db = opened;
  }
  return db;
}

/** A fresh in-memory PGlite (tests, the throwaway database of new-migration). */
export function memoryPglite(): Promise<PGlite> {
  return PGlite.create();
}

/** Closes the shared instance of `dataDir`, if open (scripts call this before exiting). */
export async function closePglite(dataDir: string): Promise<void> {
  const dir = path.resolve(/*turbopackIgnore: true*/ dataDir);
  const reg = registry();
  const db = reg.get(dir);
  if (!db) return;
  reg.delete(dir);
  if (!db.closed) await db.close();
  releasePgliteLock(dir);
}

/**
 * Closes every embedded database this process opened (the server, when it stops: PGlite then shuts down as
 * PostgreSQL does, and the next start needs no recovery). The registry is the process's, so this also closes
 * the instance the Next.js bundle opened.
 */
export async function closeAllPglite(): Promise<void> {
  await Promise.all([...registry().keys()].map((dir) => closePglite(dir).catch(() => {})));
}
