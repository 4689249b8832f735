// The Prisma client for the app: one per process, on PGlite (embedded default) or PostgreSQL (DATABASE_URL).
// Prisma 7 talks to the database only through a driver adapter (no Rust engine at runtime).
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient, type Prisma } from "./generated/client";
import { openPglite, type EmbeddedDb } from "./pglite";
import { registerPglite, registerPgPool } from "./raw";
import { createReadRouter, type ReadRouter, type ReadRouterOptions } from "./replicas";
import { describeTarget, replicaMaxLagMsFromEnv, replicaUrlsFromEnv, targetFromEnv, type DbTarget } from "./target";

export type Db = PrismaClient;
/** The client handed to `db.$transaction(async (tx) => ...)` callbacks. */
export type Tx = Prisma.TransactionClient;

export interface CreateDbOptions {
  /**
   * Prisma log levels; default DB_LOG (comma-separated, e.g. "query,warn") or ["warn"]. Errors are not
   * logged by default: they reach the caller, and expected ones (P2002 unique violations) are not news.
   */
  log?: LogLevel[];
  /** PostgreSQL pool size (default DATABASE_POOL_SIZE or 10). */
  poolSize?: number;
  /**
   * PostgreSQL: how long getting a new connection may take before it fails (default: no limit, pg's own).
   * Replicas get a short one, so an unreachable replica is left out quickly (replicas.ts).
   */
  connectTimeoutMs?: number;
}

/**
 * Transaction limits. PGlite is one connection: interactive transactions queue one after the other, so a
 * transaction may wait for others to finish before it starts (maxWait); on PostgreSQL maxWait only covers
 * getting a pooled connection. Keep transactions short either way; inside one, use its `tx`, never the
 * outer client (on PGlite the outer client would wait for the transaction that waits for it, until timeout).
 */
const PGLITE_TX = { maxWait: 30_000, timeout: 15_000 };
const PG_TX = { maxWait: 10_000, timeout: 15_000 };

const LOG_LEVELS = ["query", "info", "warn", "error"] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

function logLevelsFromEnv(): LogLevel[] {
  const wanted = (process.env.DB_LOG ?? "warn").split(",").map((s) => s.trim());
  return LOG_LEVELS.filter((l) => wanted.includes(l));
}

/** A client for an explicit target (tests, scripts). The caller disconnects it (`$disconnect`). */
export function createDb(target: DbTarget, options: CreateDbOptions = {}): Db {
  const log = options.log ?? logLevelsFromEnv();
  if (target.kind === "postgres") {
    const max = options.poolSize ?? (Number(process.env.DATABASE_POOL_SIZE) || 10);
    // One pool for the client and for the hand-written statements that bypass it (raw.ts); ended with the client.
    const pool = new pg.Pool({
      connectionString: target.url,
      max,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs, keepAlive: true } : {}),
    });
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    const client = new PrismaClient({ adapter, log, transactionOptions: PG_TX });
    registerPgPool(client, pool);
    return client;
  }
  let instance: EmbeddedDb;
  if ("instance" in target) instance = target.instance;
  else if (target.dataDir) instance = openPglite(target.dataDir, target.thread);
  else throw new Error("createDb: pass an in-memory PGlite as { kind: 'pglite', instance } (see tests/support/db.ts).");
  // The adapter calls query, exec and transaction only: what a PgliteThread has of PGlite.
  const client = new PrismaClient({
    adapter: new PrismaPGlite(instance as PGlite),
    log,
    transactionOptions: PGLITE_TX,
  });
  registerPglite(client, instance as PGlite);
  return client;
}

interface Holder {
  client?: Db;
  key?: string;
  read?: ReadRouter;
  readKey?: string;
}
// On globalThis so that Next.js dev hot reloads (which re-evaluate this module) keep one client and, on
// PGlite, one database instance per process.
const holderKey = Symbol.for("glenboard.db.client");
const globals = globalThis as unknown as Record<symbol, Holder | undefined>;

/**
 * The process-wide client for the configured database (DATABASE_URL, else PGlite in PGLITE_DIR). Does not
 * migrate: `npm run migrate` (run by the dev/start scripts) does that before the app starts.
 */
export function getDb(): Db {
  const holder = (globals[holderKey] ??= {});
  const target = targetFromEnv();
  const key = target.kind === "postgres" ? target.url : `pglite:${"dataDir" in target ? target.dataDir : ""}`;
  if (!holder.client || holder.key !== key) {
    holder.client = createDb(target);
    holder.key = key;
  }
  return holder.client;
}

/** A replica gets a new connection within this or is left out (lib/db/replicas.ts). */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

/** The read client over `primary`: its reads on the replicas at `urls`, its writes on `primary` (replicas.ts). */
export function createReadDb(
  primary: Db,
  urls: string[],
  options: CreateDbOptions & ReadRouterOptions = {},
): ReadRouter {
  const { report, now, benchMs, maxLagMs, ...dbOptions } = options;
  const replicas = urls.map((url) => {
    const target: DbTarget = { kind: "postgres", url };
    return {
      name: describeTarget(target),
      client: createDb(target, { connectTimeoutMs: REPLICA_CONNECT_TIMEOUT_MS, ...dbOptions }),
      benchedUntil: 0,
    };
  });
  return createReadRouter(primary, replicas, { report, now, benchMs, maxLagMs });
}

/**
 * The client for reads that tolerate about a second of lag, chosen by the read-only pages and API reads
 * (history, replay, records, profiles, leaderboards, statistics; docs/deploy.md lists them): on PostgreSQL
 * with DATABASE_REPLICA_URLS its reads go to the replicas (a failed replica is skipped) and its writes to
 * the primary; otherwise it is `getDb()`. Never for a read whose answer decides a write.
 */
export function readDb(): Db {
  const primary = getDb();
  const holder = (globals[holderKey] ??= {});
  const target = targetFromEnv();
  const urls = target.kind === "postgres" ? replicaUrlsFromEnv() : [];
  if (urls.length === 0) return primary;
  const maxLagMs = replicaMaxLagMsFromEnv();
  const key = `${holder.key}|${urls.join(",")}|${maxLagMs}`;
  if (!holder.read || holder.readKey !== key) {
    holder.read = createReadDb(primary, urls, { maxLagMs });
    holder.readKey = key;
  }
  return holder.read.db;
}
