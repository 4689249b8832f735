// Where the database lives. One code path for both: the embedded PGlite default (no server to install)
// and a real PostgreSQL given by DATABASE_URL (for several app instances or a managed database).
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgliteThreading } from "./pglite";

export type DbTarget =
  /**
   * PGlite in a folder, or in memory when `dataDir` is omitted; with a folder, `thread` says where it runs
   * (default "main": the caller's thread; the app's target from the settings says "worker" unless
   * PGLITE_THREAD=main).
   */
  | { kind: "pglite"; dataDir?: string; thread?: PgliteThreading }
  /** An already open PGlite instance (tests share one in-memory instance between migration and client). */
  | { kind: "pglite"; instance: PGlite }
  /** PostgreSQL at `url` (postgresql://user@host:port/db). */
  | { kind: "postgres"; url: string };

/** The default folder of the embedded database, relative to the working directory. */
export const DEFAULT_PGLITE_DIR = "./data/pglite";

/**
 * The target the app uses: `DATABASE_URL` (postgres:// or postgresql://) when set, otherwise PGlite in
 * `PGLITE_DIR` (default ./data/pglite).
 */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): DbTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error(
        `DATABASE_URL must start with postgresql:// (got "${url.split(":")[0]}:..."); unset it to use the embedded PGlite database.`,
      );
    }
    return { kind: "postgres", url };
  }
  const thread: PgliteThreading = env.PGLITE_THREAD?.trim() === "main" ? "main" : "worker";
  return {
    kind: "pglite",
    dataDir: path.resolve(/*turbopackIgnore: true*/ env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR),
    thread,
  };
}

/**
 * The PostgreSQL streaming replicas that serve the read-only pages (DATABASE_REPLICA_URLS, comma-separated
 * postgresql:// URLs; lib/db/replicas.ts). Empty when unset. They serve reads only beside a PostgreSQL primary
 * (DATABASE_URL): on PGlite the setting is ignored (a startup notice says so).
 */
export function replicaUrlsFromEnv(env: Partial<NodeJS.ProcessEnv> = process.env): string[] {
  const urls = (env.DATABASE_REPLICA_URLS ?? "")
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new Error(
        `DATABASE_REPLICA_URLS: every address must start with postgresql:// (got "${url.split(":")[0]}:...").`,
      );
  }
  return urls;
}

/** The lag a replica may have before it is left out, in ms (DATABASE_REPLICA_MAX_LAG in seconds, default 2; 0: no check). */
export function replicaMaxLagMsFromEnv(env: Partial<NodeJS.ProcessEnv> = process.env): number {
  const given = env.DATABASE_REPLICA_MAX_LAG?.trim();
  const seconds = given ? Number(given) : 2;
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`DATABASE_REPLICA_MAX_LAG must be a number of seconds, 0 or more (got "${given}").`);
  return Math.round(seconds * 1000);
}

/** A short description for logs, without the password. */
export function describeTarget(target: DbTarget): string {
  if (target.kind === "pglite") {
    if ("instance" in target)
      return `PGlite instance${target.instance.dataDir ? ` at ${target.instance.dataDir}` : ""}`;
    return target.dataDir ? `PGlite at ${target.dataDir}` : "PGlite in memory";
  }
  try {
    const u = new URL(target.url);
    return `PostgreSQL ${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}
