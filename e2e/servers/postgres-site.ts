/**
 * The end-to-end run's second production site: PostgreSQL (a throwaway cluster) and SMTP, no test switches,
 * as the README's production checklist describes it. Started by playwright.config.ts after the build:
 * creates the cluster and database, migrates, writes the database URL to `<dataDir>/database-url` (the attack
 * spec reads the tables before and after), then runs server.ts until Playwright stops it.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startPostgresCluster } from "../../tests/support/postgres";
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
  const child = spawn("npx", ["tsx", "server.ts"], { stdio: "inherit", env: { ...process.env, DATABASE_URL: url } });
  const stop = () => child.kill("SIGTERM");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  const code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 0)));
  await cluster.stop();
  process.exit(code);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(1);
});
