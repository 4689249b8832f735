// A streaming replica (hot standby) of a throwaway cluster from ./postgres.ts: pg_basebackup -R copies the
// primary's files and writes the standby's connection to it, then the copy starts on a port of its own and
// follows the primary's WAL. initdb's pg_hba.conf already trusts replication connections on loopback, and
// PostgreSQL 15's defaults (wal_level=replica, max_wal_senders=10) allow them: the primary needs no change.
import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  asServerUser,
  findPostgresBinDir,
  freePort,
  isRoot,
  runServerCommand,
  serverUserId,
  stopWithProcess,
  type PostgresCluster,
} from "./postgres";

export interface PostgresStandby {
  port: number;
  /** Connection URL of database `dbName` on the standby. */
  url(dbName?: string): string;
  /** Stops the server (fast shutdown) and keeps its files: a replica that went away. */
  halt(): Promise<void>;
  /** Stops the server and deletes its files. Idempotent. */
  stop(): Promise<void>;
}

/** Starts a hot standby of `primary` (streaming replication from it). */
export async function startStandby(primary: PostgresCluster): Promise<PostgresStandby> {
  const bin = findPostgresBinDir();
  const base = mkdtempSync(path.join(os.tmpdir(), "glenboard-standby-"));
  if (isRoot) chownSync(base, Number(serverUserId("-u")), Number(serverUserId("-g")));
  const dataDir = path.join(base, "data");
  const cleanupFiles = () => rmSync(base, { recursive: true, force: true });
  try {
    runServerCommand(path.join(bin, "pg_basebackup"), [
      "-h",
      "127.0.0.1",
      "-p",
      String(primary.port),
      "-U",
      "postgres",
      "-D",
      dataDir,
      "-R",
      "-X",
      "stream",
      "--no-sync",
      "-c",
      "fast",
    ]);
  } catch (e) {
    cleanupFiles();
    throw e;
  }

  const pgCtl = path.join(bin, "pg_ctl");
  let port = 0;
  let lastError: unknown;
  for (let attempt = 0; attempt < 5 && !port; attempt++) {
    const candidate = await freePort();
    try {
      runServerCommand(pgCtl, [
        "-D",
        dataDir,
        "-l",
        path.join(base, "server.log"),
        "-w",
        "-t",
        "30",
        "-o",
        `-p ${candidate} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c hot_standby=on -c wal_receiver_status_interval=1`,
        "start",
      ]);
      port = candidate;
    } catch (e) {
      lastError = e;
    }
  }
  if (!port) {
    cleanupFiles();
    throw lastError instanceof Error ? lastError : new Error("The standby did not start");
  }

  const stopSync = stopWithProcess(pgCtl, dataDir, base, cleanupFiles);

  return {
    port,
    url: (dbName = "postgres") => `postgresql://postgres@127.0.0.1:${port}/${encodeURIComponent(dbName)}`,
    async halt() {
      const [cmd, argv] = asServerUser(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      spawnSync(cmd, argv, { stdio: "ignore" });
    },
    async stop() {
      process.removeListener("exit", stopSync);
      stopSync();
    },
  };
}
