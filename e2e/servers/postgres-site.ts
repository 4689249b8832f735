/**
 * The end-to-end run's second production site: PostgreSQL (a throwaway cluster) and SMTP, no test switches,
 * as SECURITY.md's production checklist describes it. Started by playwright.config.ts after the build:
 * creates the cluster and database, migrates, writes the database URL to `<dataDir>/database-url` (the attack
 * spec reads the tables before and after), then runs two instances of server.ts until Playwright stops it.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startPostgresCluster } from "../../tests/support/postgres";
import { startStandby } from "../../tests/support/postgres-standby";
import { applyMigrations } from "../../lib/db/migrations";

async function main(): Promise<void> {
  const dataDir = process.env.E2E_SITE_DATA_DIR;
  if (!dataDir) throw new Error("E2E_SITE_DATA_DIR is not set");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const cluster = await startPostgresCluster();
  const url = await cluster.createDatabase("glenboard");
  await applyMigrations({ kind: "postgres", url });
  writeFileSync(path.join(dataDir, "database-url"), url);
  // A streaming replica of it (docs/deploy.md): the second instance reads its read-only pages there.
  const standby = await startStandby(cluster);
  // Two app instances on the one database, as a site outgrowing one machine runs (e2e/live.spec.ts: a commit
  // through one reaches a browser on the other). The second listens on PORT + 1 and reads history, replays,
  // records, profiles, leaderboards and statistics from the replica (e2e/replicas.spec.ts).
  const second = String(Number(process.env.PORT) + 1);
  const replicas = { [second]: standby.url("glenboard") };
  const children = [process.env.PORT!, second].map((port) =>
    spawn("npx", ["tsx", "server.ts"], {
      stdio: "inherit",
      env: { ...process.env, PORT: port, DATABASE_URL: url, DATABASE_REPLICA_URLS: replicas[port] ?? "" },
    }),
  );
  const stop = () => children.forEach((c) => c.kill("SIGTERM"));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  const code = await new Promise<number>((resolve) => children.forEach((c) => c.on("exit", (x) => resolve(x ?? 0))));
  stop();
  await standby.stop();
  await cluster.stop();
  process.exit(code);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(1);
});
