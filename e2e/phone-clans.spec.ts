/**
 * The Clans map on a phone (390 x 844, touch), in English and German: the map starts zoomed (by CSS, so the
 * server's page is already right), every territory's target is a finger's 44 x 44 px or more at load, the map
 * is scrolled sideways to the player's own huts, a move is made by two taps, nothing shifts as the page loads,
 * and "Fit map" still shows the whole map (the old default, whose small targets are counted). On a desktop the
 * whole map is in view as before. Screenshots are kept in test-results/screenshots/.
 */
import { expect, test, type Locator, type Page } from "./fixtures";
import { botMatch, register, sitePost, unique } from "./support";
import { PHONE, watchLayoutShifts } from "./phone-support";

const SHOTS = "test-results/screenshots";
const WORDS = {
  en: { yours: "Your turn.", pending: "not yet committed", fit: "Fit map", zoom: "Zoom map" },
  de: {
    yours: "Du bist am Zug.",
    pending: "noch nicht abgeschlossen",
    fit: "Karte einpassen",
    zoom: "Karte vergrößern",
  },
};

/** Every territory's target (its clickable group): id and box in CSS pixels. */
function targetBoxes(page: Page) {
  return page
    .getByTestId("clans-map")
    .locator("[data-territory]")
    .evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { id: Number(el.getAttribute("data-territory")), width: r.width, height: r.height };
      }),
    );
}

const small = (boxes: { width: number; height: number }[]) =>
  boxes.filter((b) => Math.min(b.width, b.height) < 44).length;

/**
 * The first of `selector`'s territories wholly in sight: inside the map's scrolled window and the screen
 * above the action bar.
 */
async function inSight(page: Page, selector: string): Promise<Locator | null> {
  const index = await page.evaluate((selector) => {
    const pan = document.querySelector('[data-testid="clans-map-scroll"]')!.getBoundingClientRect();
    const bar = document.querySelector("[data-action-bar]")?.getBoundingClientRect().height ?? 0;
    const all = [...document.querySelectorAll(`[data-testid="clans-map"] ${selector}`)];
    return all.findIndex((el) => {
      const r = el.getBoundingClientRect();
      return r.left >= pan.left && r.right <= pan.right && r.top >= 0 && r.bottom <= window.innerHeight - bar;
    });
  }, selector);
  return index < 0 ? null : page.getByTestId("clans-map").locator(selector).nth(index);
}

/** Taps `target` after checking it is on screen and big enough for a finger. */
async function tap(target: Locator) {
  await expect(target).toBeInViewport();
  const box = await target.boundingBox();
  expect(Math.min(box!.width, box!.height), "touch target at least 44 px").toBeGreaterThanOrEqual(44);
  await target.tap();
}

for (const lang of ["en", "de"] as const) {
  test(`Clans on a phone (${lang}): a finger's targets from the start, a move by two taps, nothing shifts`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[lang];
    const page = await register(browser, unique(`pcl${lang}`), PHONE);
    if (lang === "de") {
      const set = await sitePost(page, "/api/me/language", { language: "de" });
      expect(set.ok(), await set.text()).toBe(true);
    }
    const id = await botMatch(page, "clans", `phone-clans-${lang}`);
    // Every layout shift of the load, as Lighthouse counts them (none right after the reader's own input).
    await watchLayoutShifts(page);
    // Loaded slowly (4x CPU slowdown, as Lighthouse's mobile preset): hydration comes late, after the paint.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`/matches/${id}`);
    await expect(page.getByTestId("turn-status")).toContainText(words.yours, { timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
    console.log(`[${lang}] layout shift of the load: ${shifted.toFixed(4)}`);
    expect(shifted, "layout shift of the load").toBeLessThanOrEqual(0.02);

    // At load, with no zoom pressed: every one of the 60 targets is 44 x 44 px or more.
    await expect(page.getByRole("button", { name: words.fit })).toBeVisible();
    const boxes = await targetBoxes(page);
    expect(boxes).toHaveLength(60);
    const smallest = Math.min(...boxes.map((b) => Math.min(b.width, b.height)));
    console.log(`[${lang}] zoomed at load: smallest target ${smallest.toFixed(1)} px`);
    expect(
      boxes.filter((b) => Math.min(b.width, b.height) < 44),
      "targets below 44 px",
    ).toEqual([]);
    // The page itself never scrolls sideways: the map pans inside its own box.
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    // The map was scrolled to where the player's own huts can move: some movable territory is in sight.
    expect(await inSight(page, '[data-source="true"]'), "a territory to move from is in sight").not.toBeNull();

    // A move by two taps: a territory, then a highlighted neighbour (brought into sight by the map).
    await tap((await inSight(page, '[data-source="true"]'))!);
    await expect(page.getByTestId("clans-map").locator('[data-target="true"]').first()).toBeAttached();
    await expect
      .poll(async () => (await inSight(page, '[data-target="true"]')) !== null, {
        message: "a highlighted neighbour is in sight",
      })
      .toBe(true);
    await tap((await inSight(page, '[data-target="true"]'))!);
    await expect(page.getByTestId("turn-status")).toContainText(words.pending);
    const choices = page.getByTestId("village-choices");
    if (await choices.isVisible()) await tap(choices.getByRole("button").first());
    await page.screenshot({ path: `${SHOTS}/phone-clans-${lang}.png` });

    // "Fit map" shows the whole map (the old default: its small targets are counted for the record), and
    // "Zoom map" brings the finger-sized map back.
    await tap(page.getByRole("button", { name: words.fit }));
    const whole = await page.evaluate(() => ({
      map: document.querySelector('[data-testid="clans-map"]')!.getBoundingClientRect().width,
      pan: document.querySelector('[data-testid="clans-map-scroll"]')!.clientWidth,
    }));
    expect(whole.map).toBeLessThanOrEqual(whole.pan);
    const before = small(await targetBoxes(page));
    console.log(`[${lang}] whole map on a 390 px phone: ${before} of 60 targets below 44 px`);
    expect(before).toBeGreaterThan(0);
    await tap(page.getByRole("button", { name: words.zoom }));
    expect(small(await targetBoxes(page))).toBe(0);
  });
}

test("Clans on a desktop: the whole map in view, no zoom button", async ({ browser }) => {
  const page = await register(browser, unique("dcl"), { viewport: { width: 1280, height: 900 } });
  const id = await botMatch(page, "clans", "desktop-clans");
  await page.goto(`/matches/${id}`);
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.");
  await expect(page.getByRole("button", { name: "Fit map" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Zoom map" })).toBeHidden();
  const sizes = await page.evaluate(() => {
    const pan = document.querySelector('[data-testid="clans-map-scroll"]')!;
    const map = document.querySelector('[data-testid="clans-map"]')!.getBoundingClientRect().width;
    return { map, pan: pan.clientWidth, scroll: pan.scrollWidth };
  });
  expect(sizes.map).toBeLessThanOrEqual(sizes.pan);
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.pan);
  expect(await targetBoxes(page)).toHaveLength(60);
});
