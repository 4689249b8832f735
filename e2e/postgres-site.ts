/**
 * The end-to-end run's production-checklist site on PostgreSQL (e2e/servers/postgres-site.ts, started by
 * playwright.config.ts): its database, and accounts made on it as an operator makes them (`npm run admin --
 * create-user ... --token`), each with an API token.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/** The site's database URL (the server script writes it beside its data). */
export function postgresSiteDatabaseUrl(): string {
  return readFileSync(path.join(process.env.E2E_PG_DATA ?? "", "database-url"), "utf8").trim();
}

/** An account on the PostgreSQL site with the password "correct horse battery" and an API token. */
export function postgresSiteUser(name: string): { token: string } {
  return JSON.parse(
    execFileSync(
      "npx",
      [
        "tsx",
        "scripts/admin.ts",
        "create-user",
        name,
        `${name.toLowerCase()}@example.test`,
        "--password",
        "correct horse battery",
        "--token",
        "--json",
      ],
      {
        env: { ...process.env, DATABASE_URL: postgresSiteDatabaseUrl() },
        encoding: "utf8",
      },
    ),
  ) as { token: string };
}

/** The site's second app instance starts beside the first: waits until it answers. */
export async function secondInstanceUp(): Promise<string> {
  const siteB = process.env.E2E_PG2_URL!;
  await expect
    .poll(async () => (await fetch(`${siteB}/signin`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
  return siteB;
}
