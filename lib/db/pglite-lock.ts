/**
 * One process at a time per embedded database: PGlite is PostgreSQL compiled into this process, and two
 * processes writing the same files would corrupt them. The process that opens a data folder writes
 * `<folder>.lock` with its pid and removes it when it exits; another process (a second server, the
 * operator's admin command) gets a clear error instead. A lock left by a killed process is taken over.
 */
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";

export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly holder: { pid: number; command: string },
  ) {
    super(
      `The embedded database at ${dataDir} is in use by another process (pid ${holder.pid}: ${holder.command}). ` +
        "PGlite allows one process at a time: stop the server first, or run the site on PostgreSQL (DATABASE_URL) " +
        "to use admin commands while it runs.",
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}

const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): { pid: number; command: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8")) as { pid?: unknown; command?: unknown };
    return typeof parsed.pid === "number" ? { pid: parsed.pid, command: String(parsed.command ?? "") } : null;
  } catch {
    return null;
  }
}

export function lockPathOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}.lock`;
}

/** Takes the folder's lock for this process (idempotent), or throws EmbeddedDatabaseBusyError. */
export function acquirePgliteLock(dataDir: string): void {
  const lockPath = lockPathOf(dataDir);
  if (held.has(lockPath)) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(
        lockPath,
        JSON.stringify({
          pid: process.pid,
          command: process.argv.slice(1).join(" ").slice(0, 200),
          since: new Date().toISOString(),
        }),
        {
          flag: "wx",
          mode: 0o600,
        },
      );
      held.add(lockPath);
      if (held.size === 1) process.once("exit", releaseAll);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = readHolder(lockPath);
      if (holder && holder.pid !== process.pid && alive(holder.pid))
        throw new EmbeddedDatabaseBusyError(dataDir, holder);
      // Left behind by a process that is gone (or by this one before a restart of the module): take it over.
      try {
        unlinkSync(lockPath);
      } catch {
        /* another process took it over first; try again */
      }
    }
  }
  const holder = readHolder(lockPath) ?? { pid: -1, command: "unknown" };
  throw new EmbeddedDatabaseBusyError(dataDir, holder);
}

export function releasePgliteLock(dataDir: string): void {
  const lockPath = lockPathOf(dataDir);
  if (!held.delete(lockPath)) return;
  if (readHolder(lockPath)?.pid === process.pid) {
    try {
      unlinkSync(lockPath);
    } catch {
      /* already gone */
    }
  }
}

function releaseAll(): void {
  for (const lockPath of held) {
    if (readHolder(lockPath)?.pid === process.pid) {
      try {
        unlinkSync(lockPath);
      } catch {
        /* already gone */
      }
    }
  }
  held.clear();
}
