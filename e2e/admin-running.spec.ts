/**
 * The operator's command line beside the running newcomer's default (embedded PGlite, held by the server):
 * `npm run admin` reads the kept mail, blocks an account and makes a backup while the site runs, through the
 * server's socket; the backup restores into a fresh database with the command line.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { unique } from "./support";

const BASE = process.env.E2E_DEFAULT_URL ?? "";
const DATA = process.env.E2E_DEFAULT_DATA ?? "";
test.use({ baseURL: BASE });

const run = promisify(execFile);
async function admin(...args: string[]): Promise<{ code: number; out: string }> {
  return adminOn(path.join(DATA, "pglite"), ...args);
}
async function adminOn(pgliteDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  const env = { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: "", TEST_MODE: "", SMTP_URL: "" };
  return run("npx", ["tsx", "scripts/admin.ts", ...args], { env }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
  );
}

test("npm run admin reads the kept mail and blocks an account while the site runs on PGlite", async ({ browser }) => {
  // Each command is a process of its own (tsx compiles it): seconds each on a busy machine.
  test.setTimeout(240_000);
  const page = await (await browser.newContext()).newPage();
  const name = unique("adm");
  const email = `${name.toLowerCase()}@example.test`;
  await page.goto("/register");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toContainText(`we sent a mail to ${email}`);

  // The confirmation link, read with the command line from the database the server holds.
  let link = "";
  await expect
    .poll(
      async () => {
        const mail = await admin("mail", "--to", email, "--text", "--json");
        expect(mail.code, mail.out).toBe(0);
        const rows = JSON.parse(mail.out) as { subject: string; text?: string }[];
        link =
          rows
            .find((m) => m.subject === "Confirm your address")
            ?.text?.match(/\S+\/register\/confirm\?token=\S+/)?.[0] ?? "";
        return link;
      },
      { timeout: 60_000 },
    )
    .toContain("token=");
  await page.goto(link);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/games$/);

  // Blocking ends the session at once: the next page asks to sign in.
  const blocked = await admin("block", name, "--json");
  expect(blocked.code, blocked.out).toBe(0);
  expect(JSON.parse(blocked.out)).toMatchObject({ username: name, blocked: true });
  await page.goto("/games");
  await expect(page).toHaveURL(/\/signin/);
  const unknown = await admin("block", unique("nobody"), "--json");
  expect(unknown.code).toBe(1);
  expect(JSON.parse(unknown.out)).toMatchObject({ ok: false, code: "UNKNOWN_USER" });

  // A backup while the site runs, restored with the command line into a fresh embedded database.
  const folder = mkdtempSync(path.join(os.tmpdir(), "glenboard-e2e-backup-"));
  try {
    const file = path.join(folder, "site.backup.gz");
    const backup = await admin("backup", file, "--json");
    expect(backup.code, backup.out).toBe(0);
    const { tables } = JSON.parse(backup.out) as { tables: Record<string, number> };
    expect(tables.User).toBeGreaterThan(0);
    const restore = await adminOn(path.join(folder, "pglite"), "restore", file, "--json");
    expect(restore.code, restore.out).toBe(0);
    expect((JSON.parse(restore.out) as { tables: unknown }).tables).toEqual(tables);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
