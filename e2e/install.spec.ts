/**
 * Installable, as Chromium itself decides it: Lighthouse 12 dropped its PWA category and its installability
 * audit, so this asks the browser (DevTools protocol `Page.getInstallabilityErrors`: the checks behind
 * Chromium's own install button) on My games (signed in) and the home page, and finds no errors; the
 * manifest's start_url opens My games. Debian's full Chromium in a profile of its own: the headless shell
 * checks nothing, and a private (incognito) context is never installable.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { register, unique } from "./support";

const FULL = "/usr/bin/chromium";

test("Chromium finds the site installable, signed in on My games and on the home page; start_url opens My games", async ({
  browser,
  baseURL,
}) => {
  const signedIn = await register(browser, unique("installer"));
  const profile = mkdtempSync(path.join(tmpdir(), "glenboard-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync(FULL) ? FULL : undefined),
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-quic"],
    baseURL,
  });
  try {
    await context.addCookies(await signedIn.context().cookies());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const errorsAt = async (url: string) => {
      await page.goto(url);
      // The manifest is fetched after the load; ask until Chromium has it (its errors name what it lacks).
      await expect
        .poll(async () => (await cdp.send("Page.getAppManifest")).url, { timeout: 15_000 })
        .toMatch(/\/manifest\.webmanifest$/);
      return (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors;
    };
    expect(await errorsAt("/games")).toEqual([]);
    await expect(page.getByRole("heading", { name: "My games", level: 1 })).toBeVisible();
    expect(await errorsAt("/")).toEqual([]);

    const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.display).toBe("standalone");
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
    }
    // The installed app starts at start_url: My games for a signed-in player.
    await page.goto(manifest.start_url);
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole("heading", { name: "My games", level: 1 })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
