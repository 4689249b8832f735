import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_TAG separates parallel runs: their own build folder and database.
const TAG = process.env.E2E_TAG ?? "e2e";
const baseURL = `http://localhost:${PORT}`;
// Mail: unless E2E_SMTP_URL names a server, e2e/global-smtp.ts runs one on loopback and writes what it
// receives to data/<tag>/mails/ (read by e2e/notifications.spec.ts).
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);
process.env.E2E_SMTP_PORT = String(SMTP_PORT);
process.env.E2E_MAIL_DIR = process.env.E2E_SMTP_URL ? "" : `data/${TAG}/mails`;

// Debian's Chromium (Playwright cannot download browsers here); the flags keep it off the closed network.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
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
  webServer: {
    // A production build on a fresh embedded database, with the machinery's tiny test game enabled.
    command: `rm -rf data/${TAG} && npx next build && npx tsx scripts/migrate.ts && npx next start -p ${PORT}`,
    url: `${baseURL}/signin`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PGLITE_DIR: `data/${TAG}/pglite`,
      NEXT_DIST_DIR: TAG === "e2e" ? ".next" : `.next-${TAG}`,
      DATABASE_URL: "",
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret",
      AUTH_URL: baseURL,
      SITE_URL: baseURL,
      TEST_MODE: "on",
      SMTP_URL: process.env.E2E_SMTP_URL ?? `smtp://127.0.0.1:${SMTP_PORT}`,
      // The foundation spec and manual checks still see the outbox on /dev/mailbox.
      DEV_MAILBOX: "on",
      NODE_ENV: "production",
    },
  },
});
