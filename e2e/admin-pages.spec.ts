/**
 * The operator's pages: an account made operator with the command line (beside the running site, through its
 * socket) sees the site's figures, finds a player and blocks them (their session ends), cancels a match, and
 * finds each action in the operator's log; a player and a visitor get the site's 404 on every operator page.
 * axe finds nothing serious on them.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { botMatch, register, unique } from "./support";
import { expectNoSeriousAxe } from "./a11y-support";

const PAGES = ["/admin", "/admin/accounts", "/admin/reports", "/admin/matches", "/admin/registrations", "/admin/mail"];
const run = promisify(execFile);

async function admin(...args: string[]): Promise<{ code: number; out: string }> {
  const env = { ...process.env, PGLITE_DIR: `data/${process.env.E2E_TAG ?? "e2e"}/pglite`, DATABASE_URL: "" };
  return run("npx", ["tsx", "scripts/admin.ts", ...args], { env }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
  );
}

test("an operator runs the site from /admin; players and visitors get a 404", async ({ browser }) => {
  test.setTimeout(240_000);
  const opName = unique("oper");
  const playerName = unique("plyr");
  const op = await register(browser, opName);
  const player = await register(browser, playerName);
  const visitor = await (await browser.newContext()).newPage();

  // Before the grant, the operator is a player like any other.
  expect((await op.goto("/admin"))?.status()).toBe(404);
  const granted = await admin("grant-operator", opName, "--json");
  expect(granted.code, granted.out).toBe(0);

  for (const path of PAGES) {
    expect((await player.goto(path))?.status(), path).toBe(404);
    expect((await visitor.goto(path))?.status(), path).toBe(404);
    expect((await op.goto(path))?.status(), path).toBe(200);
    await expect(op.getByTestId("admin-page")).toBeVisible();
    await expectNoSeriousAxe(op, `operator page ${path}`);
  }

  await op.goto("/admin");
  await expect(op.locator('[data-figure="users"]')).not.toHaveText("0");
  await expect(op.getByTestId("admin-log")).toContainText(opName);

  // Find the player and block them: their next page asks them to sign in.
  await op.goto(`/admin/accounts?q=${playerName.slice(0, 6)}`);
  const row = op.locator(`[data-account="${playerName}"]`);
  await row.getByRole("button", { name: "Block" }).click();
  await expect(op.getByTestId("admin-result")).toHaveText("Done.");
  await op.goto(`/admin/accounts/${playerName}`);
  await expect(op.getByTestId("admin-account-state")).toContainText("blocked");
  await player.goto("/games");
  await expect(player).toHaveURL(/\/signin/);

  // Cancel a running match from the list.
  const id = await botMatch(op, "glen-more", "admin-pages-1");
  await op.goto("/admin/matches");
  await op.locator(`[data-match="${id}"]`).getByRole("button", { name: "Cancel" }).click();
  await expect(op.getByTestId("admin-result")).toHaveText("Done.");
  await expect(op.locator(`[data-match="${id}"]`)).toHaveCount(0);
  const { status } = (await (await op.request.get(`/api/matches/${id}`)).json()) as { status: string };
  expect(status).toBe("aborted");

  await op.goto("/admin");
  const log = op.getByTestId("admin-log");
  await expect(log).toContainText(`blocked`);
  await expect(log).toContainText(playerName);
  await expect(log).toContainText(`match ${id}`);
});
