import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_TAG separates parallel runs: their own build folder and databases.
const TAG = process.env.E2E_TAG ?? "e2e";
const baseURL = `http://localhost:${PORT}`;
// Three production servers from one build (docs/operating.md and SECURITY.md name the set-ups):
// - the site under test for the games and pages (PGlite, SMTP, TEST_MODE for fixed seeds, behind a "proxy":
//   loopback is trusted, so each test user can have an X-Forwarded-For address of its own);
// - the newcomer's default (`npm start` with nothing set: PGlite, no SMTP, no test switches);
// - the production checklist (PostgreSQL and SMTP, no test switches), attacked by e2e/attack.spec.ts.
const DEFAULT_PORT = PORT + 2;
const PG_PORT = PORT + 3;
process.env.E2E_DEFAULT_URL = `http://localhost:${DEFAULT_PORT}`;
process.env.E2E_DEFAULT_DATA = `data/${TAG}-default`;
process.env.E2E_PG_URL = `http://localhost:${PG_PORT}`;
// The same PostgreSQL site's second app instance (e2e/servers/postgres-site.ts).
process.env.E2E_PG2_URL = `http://localhost:${PG_PORT + 1}`;
process.env.E2E_PG_DATA = `data/${TAG}-pg`;
// Mail: unless E2E_SMTP_URL names a server, e2e/global-smtp.ts runs one on loopback and writes what it
// receives to data/<tag>/mails/ (read by e2e/mailbox.ts).
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);
process.env.E2E_SMTP_PORT = String(SMTP_PORT);
process.env.E2E_MAIL_DIR = process.env.E2E_SMTP_URL ? "" : `data/${TAG}/mails`;
const SMTP_URL = process.env.E2E_SMTP_URL ?? `smtp://127.0.0.1:${SMTP_PORT}`;
const DIST = TAG === "e2e" ? ".next" : `.next-${TAG}`;
// e2e/live-restart.spec.ts starts and stops a server of its own from the same build.
process.env.E2E_DIST = DIST;
process.env.E2E_RESTART_DATA = `data/${TAG}-restart`;
process.env.E2E_RESTART_PORT = String(PORT + 5);
process.env.E2E_SMTP_URL_USED =
  process.env.E2E_SMTP_URL ?? `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? PORT + 1000}`;

// Debian's Chromium (Playwright cannot download browsers here); the flags keep it off the closed network.
// Its headless shell (package chromium-headless-shell, what Playwright itself runs headless) when installed: the
// same engine without the full browser's GPU process and window layers. Measured: the same 15 page visits
// (3 fresh contexts, home, rules and three match pages) took 15 CPU-seconds of the machine against 21-28 with
// `chromium --headless`; the end-to-end suite is bound by CPU (two workers made each test twice as slow).
const SHELL = "/usr/bin/chromium-headless-shell";
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/** Every setting a server reads, empty (= unset) unless given: the machine's own environment must not leak in. */
const unset = {
  DATABASE_URL: "",
  AUTH_SECRET: "",
  SITE_URL: "",
  SMTP_URL: "",
  TEST_MODE: "",
  TRUSTED_PROXIES: "",
  AUTH_URL: "",
  MAIL_FROM: "",
  SIGNIN_LIMIT_PER_MINUTE: "",
  BOT_BUDGET_MS: "",
  BOT_PRIORITY: "",
};

export default defineConfig({
  testDir: "e2e",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./e2e/global-smtp.ts",
  outputDir: TAG === "e2e" ? "test-results" : `test-results/${TAG}`,
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions } }],
  // Playwright starts these one after the other, each once the previous one answers: the build comes first.
  webServer: [
    {
      // E2E_PREBUILT: scripts/test-all.sh has just built into .next (beside the unit tests).
      command: `rm -rf data/${TAG} && ${process.env.E2E_PREBUILT && TAG === "e2e" ? "" : "npx next build && "}npx tsx scripts/migrate.ts && npx tsx server.ts`,
      url: `${baseURL}/signin`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        ...unset,
        PORT: String(PORT),
        PGLITE_DIR: `data/${TAG}/pglite`,
        NEXT_DIST_DIR: DIST,
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret",
        AUTH_URL: baseURL,
        SITE_URL: baseURL,
        TEST_MODE: "on",
        TRUSTED_PROXIES: "127.0.0.1,::1",
        SMTP_URL,
        // Seats taken over (timeouts, departures) get the strong bot: a short search keeps the tests' turns quick.
        BOT_BUDGET_MS: "100",
        // Nice 19, not the idle policy: the tests share the machine with other suites, which would starve an idle search.
        BOT_PRIORITY: "low",
      },
    },
    {
      command: `rm -rf data/${TAG}-default && npx tsx scripts/migrate.ts && npx tsx server.ts`,
      url: `${process.env.E2E_DEFAULT_URL}/signin`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: { ...unset, PORT: String(DEFAULT_PORT), PGLITE_DIR: `data/${TAG}-default/pglite`, NEXT_DIST_DIR: DIST },
    },
    {
      command: "npx tsx e2e/servers/postgres-site.ts",
      url: `${process.env.E2E_PG_URL}/signin`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        ...unset,
        PORT: String(PG_PORT),
        NEXT_DIST_DIR: DIST,
        E2E_SITE_DATA_DIR: process.env.E2E_PG_DATA,
        AUTH_SECRET: "e2e-pg-secret-e2e-pg-secret-e2e-pg",
        SITE_URL: process.env.E2E_PG_URL,
        SMTP_URL,
      },
    },
  ],
});
