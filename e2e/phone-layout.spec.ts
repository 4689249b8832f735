/**
 * The phone layout gives the board the screen (issue 36): at 390 x 844, in English and in German, the header is
 * one row (the site's name, My games with its count, a menu button; the rest in the menu, whose links work) and
 * a player's action bar is one row of buttons a finger can hit, on every game. Wide screens keep the full
 * header row. Screenshots in test-results/screenshots/.
 */
import { expect, test, type Browser, type Page } from "./fixtures";
import { botMatch, register, sitePost, unique } from "./support";
import { PHONE } from "./phone-support";
import { expectNoSeriousAxe } from "./a11y-support";

const SHOTS = "test-results/screenshots";

const WORDS = {
  en: {
    undoStep: "Undo step",
    undoTurn: "Undo turn",
    endTurn: "End turn",
    yourTurn: "Your turn.",
    pending: "1 step pending",
  },
  de: {
    undoStep: "Schritt zurücknehmen",
    undoTurn: "Zug zurücknehmen",
    endTurn: "Zug beenden",
    yourTurn: "Du bist am Zug.",
    pending: "1 Schritt offen",
  },
};
type Lang = keyof typeof WORDS;

/** One step of the player's turn over the API (anything but ending it), so the bar counts a pending step. */
async function oneStep(page: Page, id: number): Promise<void> {
  const r = (await (await page.request.get(`/api/matches/${id}/moves`)).json()) as {
    version: number;
    legalMoves: { type: string }[];
  };
  const move = r.legalMoves.find((m) => !["end-turn", "pass"].includes(m.type));
  expect(move, "a step to take").toBeDefined();
  const res = await sitePost(page, `/api/matches/${id}/moves`, { version: r.version, move });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The header is one row: at most 64 px high, and every link and button it shows lies inside it. */
async function headerInOneRow(page: Page, minItems: number) {
  // The site's header is the page's banner (the boards have <header>s of their own).
  const banner = page.getByRole("banner");
  const header = await banner.boundingBox();
  expect(header, "the header has a box").not.toBeNull();
  expect(header!.height, "the header's height").toBeLessThanOrEqual(64);
  // Its links and buttons on show (a closed menu's have no box; a wide screen's stand in the row).
  const items = await banner.locator("a, button").evaluateAll((els) =>
    els
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ top: r.top, bottom: r.bottom, right: r.right })),
  );
  expect(items.length, "items shown in the header").toBeGreaterThanOrEqual(minItems);
  for (const item of items) {
    expect(item.top, "an item's top").toBeGreaterThanOrEqual(header!.y);
    expect(item.bottom, "an item's bottom").toBeLessThanOrEqual(header!.y + header!.height);
    expect(item.right, "an item inside the screen").toBeLessThanOrEqual(page.viewportSize()!.width);
  }
}

/** The action bar is one row at the bottom of the screen: its buttons share one top and fit a finger. */
async function barInOneRow(page: Page, lang: Lang) {
  const { height } = page.viewportSize()!;
  const bar = page.locator("[data-action-bar]");
  const box = (await bar.boundingBox())!;
  expect(box.height, "the bar's height").toBeLessThan(60);
  expect(Math.round(box.y + box.height), "the bar sits at the bottom").toBe(height);
  const tops = new Set<number>();
  for (const name of [WORDS[lang].undoStep, WORDS[lang].undoTurn, WORDS[lang].endTurn]) {
    const button = bar.getByRole("button", { name, exact: true });
    await expect(button).toBeVisible();
    const b = (await button.boundingBox())!;
    expect(Math.min(b.width, b.height), `${name}: at least 44 px`).toBeGreaterThanOrEqual(44);
    tops.add(Math.round(b.y));
  }
  expect([...tops], "the buttons share one top").toHaveLength(1);
  const status = (await page.getByTestId("turn-status").boundingBox())!;
  expect(status.y, "the status inside the bar").toBeGreaterThanOrEqual(box.y);
  expect(status.y + status.height, "the status inside the bar").toBeLessThanOrEqual(box.y + box.height);
}

/** The menu: closed at first, opened by its button, every item a finger's height. */
async function openMenu(page: Page) {
  const menu = page.getByTestId("site-menu");
  await expect(menu).toBeHidden();
  await page.getByTestId("menu-button").tap();
  await expect(menu).toBeVisible();
  for (const item of await menu.locator("a, button").all()) {
    const b = (await item.boundingBox())!;
    expect(b.height, `${await item.textContent()}: at least 44 px`).toBeGreaterThanOrEqual(44);
  }
  return menu;
}

async function matchPageChecks(page: Page, ids: Record<string, number>, lang: Lang) {
  for (const [game, id] of Object.entries(ids)) {
    await page.goto(`/matches/${id}`);
    await expect(page.getByTestId("turn-status")).toContainText(WORDS[lang].yourTurn);
    await expect(page.getByTestId("turn-status")).toContainText(WORDS[lang].pending);
    await headerInOneRow(page, 4); // the name, My games, its count, the menu button
    await barInOneRow(page, lang);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/phone-layout-${lang}-${game}.png` });
  }
}

async function phonePlayer(browser: Browser): Promise<{ page: Page; ids: Record<string, number> }> {
  const page = await register(browser, unique("phonelay"), PHONE);
  const ids: Record<string, number> = {};
  for (const game of ["glen-more", "stone-age", "clans"]) {
    ids[game] = await botMatch(page, game, `phone-layout-${game}`);
    await oneStep(page, ids[game]!);
  }
  return { page, ids };
}

test("A player on a phone: header and action bar in one row in English and German, the menu's links work", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, ids } = await phonePlayer(browser);
  // Before the first step the bar has no pending count; one row all the same.
  const fresh = await botMatch(page, "glen-more", "phone-layout-fresh");
  await page.goto(`/matches/${fresh}`);
  await expect(page.getByTestId("turn-status")).toHaveText("Your turn.");
  await barInOneRow(page, "en");

  await matchPageChecks(page, ids, "en");
  // The count in the header is the live badge (four matches wait for this player).
  await expect(page.getByTestId("waiting-count")).toHaveText("4");

  // The menu holds the rest; a link followed closes it.
  let menu = await openMenu(page);
  for (const name of ["New match", "How to play", "Leaderboards", "Settings"])
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(menu.getByTestId("locale-de")).toBeVisible();
  await expectNoSeriousAxe(page, "a match page on a phone with the menu open");
  // The turn is half made, so the page asks before leaving (components/match/leave-guard.tsx); the player leaves.
  await expect(page.locator("html")).toHaveAttribute("data-leave-guard", "on");
  const asked = new Promise<string>((said) =>
    page.once("dialog", (d) => {
      said(d.message());
      void d.accept();
    }),
  );
  await menu.getByRole("link", { name: "Settings", exact: true }).tap();
  expect(await asked).toContain("Leave this page anyway?");
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  await expect(menu).toBeHidden();
  // Escape closes it too.
  await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // German from the menu's switcher (the account keeps it); the page answers in German and the menu closes.
  menu = await openMenu(page);
  await menu.getByTestId("locale-de").tap();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(menu).toBeHidden();
  await matchPageChecks(page, ids, "de");
  await expectNoSeriousAxe(page, "a match page on a phone in German");

  // The narrowest phone the site is made for: still one row each, in German.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/matches/${ids["glen-more"]}`);
  await expect(page.getByTestId("turn-status")).toContainText(WORDS.de.yourTurn);
  await headerInOneRow(page, 4);
  await barInOneRow(page, "de");

  // Signing out from the menu.
  menu = await openMenu(page);
  await menu.getByRole("button", { name: "Abmelden" }).tap();
  await expect(page.getByTestId("waiting-count")).toHaveCount(0);
  await openMenu(page);
  await expect(menu.getByRole("link", { name: "Anmelden" })).toBeVisible();
});

test("A visitor on a phone: the header is one row and its menu leads to signing in, in English and German", async ({
  browser,
}) => {
  const page = await (await browser.newContext(PHONE)).newPage();
  await page.goto("/");
  await headerInOneRow(page, 2);
  let menu = await openMenu(page);
  for (const name of ["How to play", "Sign in", "Register"])
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  await expectNoSeriousAxe(page, "the home page on a phone with the menu open");
  await menu.getByTestId("locale-de").tap();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(menu).toBeHidden();
  await headerInOneRow(page, 2);
  await page.screenshot({ path: `${SHOTS}/phone-layout-visitor-de.png` });
  menu = await openMenu(page);
  for (const name of ["Spielanleitungen", "Registrieren"])
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  await menu.getByRole("link", { name: "Anmelden", exact: true }).tap();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(menu).toBeHidden();
});

test("On a wide screen the header shows every link in its row, and the menu button is not there", async ({
  browser,
}) => {
  const page = await register(browser, unique("widelay"), { viewport: { width: 1280, height: 800 } });
  await page.goto("/games");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(page.getByTestId("menu-button")).toBeHidden();
  for (const name of ["Glenboard", "My games", "New match", "How to play", "Leaderboards", "Settings"])
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(nav.getByTestId("locale-de")).toBeVisible();
  await headerInOneRow(page, 8);
  // German words are longer: still one row.
  await nav.getByTestId("locale-de").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await headerInOneRow(page, 8);
  const id = await botMatch(page, "stone-age", "wide-layout");
  await page.goto(`/matches/${id}`);
  // The full words on the buttons, as before (no icons: those are the phone's).
  for (const name of [WORDS.de.undoStep, WORDS.de.undoTurn, WORDS.de.endTurn]) {
    const button = page.getByRole("button", { name, exact: true });
    await expect(button).toBeVisible();
    await expect(button.locator("svg:visible")).toHaveCount(0);
    expect((await button.boundingBox())!.width, `${name} shows its words`).toBeGreaterThan(80);
  }
});
