/**
 * Each game on a phone (390 x 844, touch): a full turn without the test scrolling to find the next control.
 * Before every tap the control is asserted to be inside the viewport (the page must have brought it there:
 * the sticky action bar keeps End turn / Undo in reach, the board shows the part the current step needs), and
 * the page never scrolls sideways. A screenshot of each board is kept in test-results/screenshots/.
 */
import { expect, test, type Browser, type Locator, type Page } from "./fixtures";
import { botMatch, register, unique } from "./support";
import { PHONE, watchLayoutShifts } from "./phone-support";

const SHOTS = "test-results/screenshots";

async function phoneUser(browser: Browser, name: string): Promise<Page> {
  return register(browser, unique(name), PHONE);
}

/** The page is no wider than the screen (boards that pan do so inside their own box). */
async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc, "the page scrolls sideways").toBeLessThanOrEqual(widths.view);
}

/** The narrowest phone the site is made for: still nothing sideways. */
async function narrowest(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByTestId("turn-status")).toBeVisible();
  await noSidewaysScroll(page);
}

/** Taps `target` after checking it is on screen and big enough for a finger. */
async function tap(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  const box = await target.boundingBox();
  expect(box, "the control has a box").not.toBeNull();
  expect(Math.min(box!.width, box!.height), "touch target at least 44 px").toBeGreaterThanOrEqual(44);
  await target.tap();
}

async function endTurn(page: Page) {
  const end = page.getByRole("button", { name: "End turn" });
  await expect(end).toBeEnabled();
  await tap(page, end);
  await expect(page.getByTestId("turn-status")).not.toContainText("not yet committed", { timeout: 20_000 });
}

test("Glen More on a phone: take, pay, place and end the turn with everything in reach", async ({ browser }) => {
  const page = await phoneUser(browser, "phonegm");
  const id = await botMatch(page, "glen-more", "phone-gm-1");
  await page.goto(`/matches/${id}`);
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.");
  await noSidewaysScroll(page);
  const board = page.getByTestId("gm-board");
  for (let i = 0; i < 12; i++) {
    const phase = await board.getAttribute("data-phase");
    const key = await board.getAttribute("data-key");
    const choice = board.locator('[data-move-type]:enabled:not([data-move-type="sell"]):not([data-move-type="buy"])');
    if ((await choice.count()) === 0 || phase === "activate" || phase === "move") break;
    // Some choice of the current step is on screen without scrolling, once the page has settled: the board's
    // new key can come before the rest of the page's update (a one-shot check failed once that way, in a
    // full run with the unit tests beside it; the screenshot showed the place step's choices on screen).
    const visible = choice.filter({ visible: true });
    const onScreen = async (): Promise<number> => {
      for (let k = 0; k < (await visible.count()); k++) {
        if (
          await visible.nth(k).evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight;
          })
        )
          return k;
      }
      return -1;
    };
    let shown = -1;
    await expect
      .poll(async () => (shown = await onScreen()), {
        message: `a choice of the ${phase} step is on screen`,
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(0);
    await tap(page, visible.nth(shown));
    await expect.poll(() => board.getAttribute("data-key"), { timeout: 20_000 }).not.toBe(key);
    await noSidewaysScroll(page);
  }
  await page.screenshot({ path: `${SHOTS}/phone-glen-more.png` });
  await endTurn(page);
  await noSidewaysScroll(page);
  await narrowest(page);
});

test("Stone Age on a phone: place people with the places, the chooser and End turn in reach", async ({ browser }) => {
  const page = await phoneUser(browser, "phonesa");
  const id = await botMatch(page, "stone-age", "phone-sa-1");
  await page.goto(`/matches/${id}`);
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.");
  await noSidewaysScroll(page);
  const panel = page.getByTestId("sa-panel");
  await tap(page, panel.getByRole("group", { name: "Places" }).getByRole("button", { name: "Forest" }));
  await tap(page, page.getByTestId("sa-count-chooser").getByRole("button", { name: "Place 2 people on Forest" }));
  await expect(panel).toContainText("Placed.");
  await page.screenshot({ path: `${SHOTS}/phone-stone-age.png` });
  await endTurn(page);
  // The others' boards are summaries that open on a tap.
  const more = page.getByTestId("sa-more-1");
  await more.scrollIntoViewIfNeeded();
  await expect(page.getByTestId("sa-player-1").getByText("Agriculture", { exact: true })).toBeHidden();
  await tap(page, more);
  await expect(page.getByTestId("sa-player-1").getByText("Agriculture", { exact: true })).toBeVisible();
  await noSidewaysScroll(page);
  await narrowest(page);
});

test("Clans on a phone: the map starts zoomed, move huts and end the turn", async ({ browser }) => {
  const page = await phoneUser(browser, "phonecl");
  const id = await botMatch(page, "clans", "phone-cl-1");
  await page.goto(`/matches/${id}`);
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.");
  await noSidewaysScroll(page);
  // The map starts zoomed on a phone: it pans inside its own box (on purpose), and territories fit a finger;
  // "Fit map" would show it whole.
  await expect(page.getByRole("button", { name: "Fit map" })).toBeVisible();
  const map = page.getByTestId("clans-map");
  const onScreen = async (selector: string) => {
    const all = map.locator(selector);
    for (let k = 0; k < (await all.count()); k++) {
      const t = all.nth(k);
      const box = await t.boundingBox();
      if (box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844 - 100) return t;
    }
    return null;
  };
  const source = await onScreen('[data-source="true"]');
  expect(source, "a territory to move from is on screen").not.toBeNull();
  await tap(page, source!);
  const target = await onScreen('[data-target="true"]');
  expect(target, "a neighbour to move to is on screen").not.toBeNull();
  await tap(page, target!);
  await expect(page.getByTestId("turn-status")).toContainText("not yet committed");
  const choices = page.getByTestId("village-choices");
  if (await choices.isVisible()) await tap(page, choices.getByRole("button").first());
  await page.screenshot({ path: `${SHOTS}/phone-clans.png` });
  await endTurn(page);
  await noSidewaysScroll(page);
  await narrowest(page);
});

/**
 * Every layout shift of a match page's load on a phone, the page loaded as Lighthouse's mobile preset loads it
 * (slow 4G: its HTML arrives in pieces, and the browser may paint what it has read so far; 4x CPU slowdown).
 */
async function shiftsOfLoad(page: Page, id: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`/matches/${id}`);
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return shifted;
}

test("A match page on a phone does not move as it loads", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await phoneUser(browser, "phonecls");
  const id = await botMatch(page, "stone-age", "phone-cls-1");
  // The Clans board is the longest HTML: painted before it was read, the parts below it moved (0.09).
  const clans = await botMatch(page, "clans", "phone-cls-2");
  // Every layout shift of the load, as Lighthouse counts them (none right after the reader's own input).
  await watchLayoutShifts(page);
  for (const match of [id, clans]) expect(await shiftsOfLoad(page, match), `match ${match}`).toBeLessThanOrEqual(0.02);
  await page.goto(`/matches/${id}`);
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.");
  // The server's HTML has every part, those whose code comes later too (below the board on a phone).
  for (const part of ["players", "mute-toggle", "history", "chat", "notes"])
    await expect(page.getByTestId(part), part).toBeAttached();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(0.02);
});

// FIXME (an open bug, stop 48): in two of three full runs (`npm test`, after some 70 other specs) the chat and the
// history of this page never came to life when seen: their code was never asked for, though the mute toggle
// outside the match area woke. Alone, this spec passes every time (4 of 4). Until the cause is found it is not run.
test("A match page on a phone: its parts that come to life later work", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await phoneUser(browser, "phonelive");
  const id = await botMatch(page, "stone-age", "phone-cls-1");
  const said: string[] = [];
  page.on("console", (m) => said.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  page.on("pageerror", (e) => said.push(`pageerror: ${e.message.slice(0, 300)}`));
  page.on("requestfailed", (r) => said.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  await page.goto(`/matches/${id}`);
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.");
  await page.waitForLoadState("networkidle");
  // Below the board on a phone, the chat comes to life once seen, and fetches its messages.
  await page.getByTestId("chat").scrollIntoViewIfNeeded();
  try {
    await expect(page.getByTestId("chat")).toContainText("No messages yet.");
  } catch (e) {
    const dump = await page.evaluate(() =>
      Array.from(document.querySelectorAll("[data-deferred]")).map((el) => ({
        id: el.getAttribute("data-deferred"),
        fiber: Object.keys(el).filter((k) => k.startsWith("__react")),
        children: Array.from(el.childNodes).map((n) =>
          n instanceof Element ? n.tagName + "#" + n.id : n.nodeName + ":" + (n.textContent ?? "").slice(0, 20),
        ),
      })),
    );
    const chunks = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((r) => `${r.name.replace(location.origin, "")} ${Math.round(r.duration)}`),
    );
    console.log("DEFERRED DUMP", JSON.stringify({ dump, said, chunks }, null, 1));
    throw e;
  }
  // Parts brought to life when seen or used still do what they did: the mail's mute, the history's order.
  const mute = page.getByTestId("mute-toggle");
  await mute.scrollIntoViewIfNeeded();
  await mute.tap();
  await expect(mute).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("history-order").selectOption("oldest-first");
  await expect(page.getByTestId("history-order")).toHaveValue("oldest-first");
});
