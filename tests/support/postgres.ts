// A throwaway PostgreSQL cluster for tests and end-to-end runs: initdb in a temp folder, started on a free
// loopback port with durability off (fsync=off: nothing here needs to survive a crash), removed on stop.
// initdb refuses to run as root, so as root every server command runs as the `postgres` system user.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface PostgresCluster {
  port: number;
  /** Connection URL of database `dbName` (default "postgres") as the trusted superuser `postgres`. */
  url(dbName?: string): string;
  /** Creates an empty database (optionally a copy of `template`) and returns its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  /** Drops a database, ending its connections. */
  dropDatabase(name: string): Promise<void>;
  /**
   * A crash and a restart: the server stops at once, without a shutdown checkpoint (`pg_ctl stop -m
   * immediate`), and starts again on the same port, recovering from its WAL as after a power cut. Callers
   * CHECKPOINT first when what they wrote must survive (these clusters run with synchronous_commit off).
   */
  crash(): Promise<void>;
  /** Stops the server and deletes its files. Idempotent. */
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL server binaries (Debian layout), or PG_BIN_DIR. */
export function findPostgresBinDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && existsSync(path.join(fromEnv, "initdb"))) return fromEnv;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest)
    throw new Error(
      "No PostgreSQL server found under /usr/lib/postgresql/*/bin (apt-get install -y postgresql) and PG_BIN_DIR is not set.",
    );
  return path.join(root, newest, "bin");
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** argv that runs `bin` as the postgres user when we are root. */
function asServerUser(bin: string, args: string[]): [string, string[]] {
  return isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
}

function run(bin: string, args: string[]): void {
  const [cmd, argv] = asServerUser(bin, args);
  const r = spawnSync(cmd, argv, { encoding: "utf8" });
  if (r.status !== 0)
    throw new Error(`${path.basename(bin)} failed (${r.status}): ${r.stderr || r.stdout || r.error?.message}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

export interface ClusterOptions {
  /**
   * Extra server settings, passed as `-c name=value` after the defaults (so they win): e.g. the benchmarks'
   * `shared_preload_libraries: "pg_stat_statements"`, or `fsync: "on"` for a durable run.
   */
  settings?: Record<string, string>;
}

/**
 * Starts a fresh cluster. Cleans up on `stop()`, on normal process exit, and (best effort, through a small
 * watchdog process) when this process is killed.
 */
export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const extra = Object.entries(options.settings ?? {}).map(([name, value]) => {
    if (!/^[a-z_.]+$/.test(name) || !/^[\w.,-]+$/.test(value))
      throw new Error(`Unsafe server setting: ${name}=${value}`);
    return ` -c ${name}=${value}`;
  });
  const bin = findPostgresBinDir();
  const base = mkdtempSync(path.join(os.tmpdir(), "glenboard-pg-"));
  if (isRoot) chownSync(base, Number(id("-u")), Number(id("-g")));
  const dataDir = path.join(base, "data");
  const logFile = path.join(base, "server.log");
  const cleanupFiles = () => rmSync(base, { recursive: true, force: true });
  try {
    run(path.join(bin, "initdb"), [
      "-D",
      dataDir,
      "--auth=trust",
      "-U",
      "postgres",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
  } catch (e) {
    cleanupFiles();
    throw e;
  }

  const pgCtl = path.join(bin, "pg_ctl");
  let port = 0;
  let lastError: unknown;
  const start = (on: number) =>
    run(pgCtl, [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-w",
      "-t",
      "30",
      "-o",
      `-p ${on} -k ${base} -c listen_addresses=127.0.0.1 -c timezone=Europe/Berlin -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100${extra.join("")}`,
      "start",
    ]);
  // Another process may take the port between our probe and the server's bind: retry on a new one.
  for (let attempt = 0; attempt < 5 && !port; attempt++) {
    const candidate = await freePort();
    try {
      start(candidate);
      port = candidate;
    } catch (e) {
      lastError = e;
    }
  }
  if (!port) {
    cleanupFiles();
    throw lastError instanceof Error ? lastError : new Error("PostgreSQL did not start");
  }

  const stopSync = stopWithProcess(pgCtl, dataDir, base, cleanupFiles);

  const url = (dbName = "postgres") => `postgresql://postgres@127.0.0.1:${port}/${encodeURIComponent(dbName)}`;
  const admin = async <T>(fn: (c: pg.Client) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: url() });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  const ident = (name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
    return `"${name}"`;
  };
  return {
    port,
    url,
    async createDatabase(name, template) {
      await admin((c) => c.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ""}`));
      return url(name);
    },
    async dropDatabase(name) {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`));
    },
    async crash() {
      run(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      start(port);
    },
    async stop() {
      process.removeListener("exit", stopSync);
      stopSync();
    },
  };
}

/**
 * Stops the server in `dataDir` and deletes `base` when this process exits, or, should it die without cleaning
 * up (SIGKILL, a crashed test worker), from a watchdog shell; the returned function does it at once.
 */
function stopWithProcess(pgCtl: string, dataDir: string, base: string, cleanupFiles: () => void): () => void {
  const [stopCmd, stopArgs] = asServerUser(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const watchdog = spawn(
    "sh",
    [
      "-c",
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${[stopCmd, ...stopArgs].map(quote).join(" ")} >/dev/null 2>&1; rm -rf ${quote(base)}`,
    ],
    { detached: true, stdio: "ignore" },
  );
  watchdog.unref();
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(stopCmd, stopArgs, { stdio: "ignore" });
    cleanupFiles();
    if (watchdog.pid) {
      try {
        process.kill(watchdog.pid);
      } catch {
        // already gone
      }
    }
  };
  process.once("exit", stopSync);
  return stopSync;
}

function id(flag: "-u" | "-g"): string {
  return spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim();
}

// For tests/support/postgres-standby.ts (a streaming replica of such a cluster).
export { asServerUser, freePort, id as serverUserId, isRoot, run as runServerCommand, stopWithProcess };
