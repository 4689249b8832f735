/**
 * A server restart under an open match page: the page keeps its board, its stream reconnects by itself when
 * the server is back, and a commit made after the restart reaches it without a reload. The spec runs a
 * server of its own (same build, its own embedded database) so that it can stop and start it.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, request as pwRequest, test } from "./fixtures";
import { signedInAt, unique } from "./support";

const PORT = process.env.E2E_RESTART_PORT!;
const BASE = `http://localhost:${PORT}`;
const DATA = process.env.E2E_RESTART_DATA!;
const env = {
  ...process.env,
  PORT,
  PGLITE_DIR: `${DATA}/pglite`,
  NEXT_DIST_DIR: process.env.E2E_DIST!,
  AUTH_SECRET: "e2e-restart-secret-e2e-restart-secret",
  SITE_URL: BASE,
  TEST_MODE: "on",
  SMTP_URL: process.env.E2E_SMTP_URL_USED!,
  DATABASE_URL: "",
  TRUSTED_PROXIES: "",
};

function admin(...args: string[]): { token: string } {
  return JSON.parse(execFileSync("npx", ["tsx", "scripts/admin.ts", ...args, "--json"], { env, encoding: "utf8" })) as {
    token: string;
  };
}

async function startServer(): Promise<ChildProcess> {
  // node itself (not npx): the signal must reach the server, not a wrapper.
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: "ignore" });
  await expect
    .poll(async () => (await fetch(`${BASE}/signin`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  await expect.poll(async () => (await fetch(`${BASE}/signin`).catch(() => null))?.status ?? 0).toBe(0);
}

test("a server restart: the match page keeps its board, reconnects, and shows the next commit without a reload", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  rmSync(DATA, { recursive: true, force: true });
  const annaName = unique("rsanna");
  const brunoName = unique("rsbruno");
  // The embedded database is one process's: accounts are made before the server holds it.
  const annaToken = admin("create-user", annaName, `${annaName.toLowerCase()}@example.test`, "--token").token;
  admin("create-user", brunoName, `${brunoName.toLowerCase()}@example.test`, "--password", "correct horse battery");
  let server = await startServer();
  try {
    const anna = await pwRequest.newContext({
      baseURL: BASE,
      extraHTTPHeaders: { Authorization: `Bearer ${annaToken}` },
    });
    const created = await anna.post("/api/matches", {
      data: { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "invite", username: brunoName }] },
    });
    const { matchId } = (await created.json()) as { matchId: number };

    const page = await signedInAt(browser, BASE, brunoName);
    await page.goto(`/matches/${matchId}`);
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await expect(page.getByTestId("turn-status")).toContainText("Waiting for");
    await page.evaluate(() => ((window as Window & { __liveMarker?: number }).__liveMarker = 1));

    // The board stays while the server is away: once the page has found its live stream gone, it still shows.
    const streamLost = page.waitForEvent("requestfailed", {
      predicate: (r) => r.url().includes("/api/events"),
      timeout: 15_000,
    });
    await stopServer(server);
    await streamLost;
    await expect(page.getByTestId("turn-status")).toContainText("Waiting for");
    server = await startServer();

    const version = ((await (await anna.get(`/api/matches/${matchId}/moves`)).json()) as { version: number }).version;
    const commit = await anna.post(`/api/matches/${matchId}/commit`, { data: { version } });
    expect(commit.status()).toBe(200);
    // The browser retries the stream every 3 s: the page shows the commit soon after, without a reload.
    await expect(page.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 15_000 });
    expect(await page.evaluate(() => (window as Window & { __liveMarker?: number }).__liveMarker)).toBe(1);
    await anna.dispose();
  } finally {
    await stopServer(server).catch(() => {});
  }
});
