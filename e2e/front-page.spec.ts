/**
 * The front page (issue 38): a visitor sees the games in pictures, a match being played now (with its newest
 * history line) and opens it to watch; a player sees their waiting turn first and "Play now"; a German browser
 * sees the page in German; axe finds nothing serious, for a visitor, a player and on a phone.
 */
import { expect, test, type Page } from "./fixtures";
import { apiTurn, tinyMatchOfTwo } from "./support";
import { expectNoSeriousAxe } from "./a11y-support";

const SHOTS = "test-results/screenshots";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A missing message shows ⟦namespace.key⟧; an unfilled ICU argument shows {name}. Neither may reach a page. */
async function noRawKeys(page: Page) {
  const text = await page.locator("body").innerText();
  expect(text, `raw message on ${page.url()}`).not.toMatch(/⟦|\{[a-zA-Z]+(, ?(plural|number|select|date)[^}]*)?\}/);
}

test("a visitor's home page shows a running match and opens it; its player sees the turn first", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { anna, bruno, id, annaName } = await tinyMatchOfTwo(browser, "fp");
  await apiTurn(anna, Number(id));

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Board games at your own pace");
  for (const game of ["glen-more", "clans", "stone-age"]) {
    const card = visitor.getByTestId(`front-game-${game}`);
    await expect(card.getByTestId(`game-art-${game}`)).toBeVisible();
    await expect(card.getByRole("link", { name: /^Statistics/ })).toHaveAttribute("href", `/stats/${game}`);
  }
  await expect(visitor.getByRole("link", { name: "Create an account" })).toBeVisible();
  await expect(visitor.getByTestId("front-week")).toContainText("This week:");
  const running = visitor.getByTestId("front-running");
  const entry = running.getByRole("listitem").filter({ hasText: `Tiny #${id}` });
  await expect(entry).toBeVisible();
  // Its newest history line, whose it was first.
  await expect(entry.getByTestId("front-match-line")).toContainText(`${annaName}:`);
  await visitor.screenshot({ path: `${SHOTS}/front-page-visitor.png`, fullPage: true });
  await expectNoSeriousAxe(visitor, "the home page (visitor)");
  await noRawKeys(visitor);
  await entry.getByRole("link", { name: `Tiny #${id}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/matches/${id}$`));
  await expect(visitor.getByTestId("match-title")).toHaveText(`Tiny #${id}`);

  // Bruno is awaited: his home page lists that turn first, with "Play now"; no redirect to My games.
  await bruno.goto("/");
  await expect(bruno).toHaveURL(/\/$/);
  const mine = bruno.getByTestId("front-your-turn");
  await expect(mine.getByRole("link", { name: `Tiny #${id}` })).toBeVisible();
  await expect(bruno.getByRole("main").getByRole("link", { name: "Play now" })).toHaveAttribute("href", "/play");
  await expectNoSeriousAxe(bruno, "the home page (player)");
});

test("a German browser sees the home page in German, also on a phone", async ({ browser }) => {
  const page = await (await browser.newContext({ locale: "de-DE", ...PHONE })).newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brettspiele in deinem Tempo");
  for (const heading of ["Die Spiele", "Gerade gespielt", "Zuletzt beendet"])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.getByRole("link", { name: "Konto anlegen" })).toBeVisible();
  await expect(page.getByTestId("front-week")).toContainText("Diese Woche:");
  await noRawKeys(page);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/front-page-phone-de.png`, fullPage: true });
  await expectNoSeriousAxe(page, "the home page on a phone in German");
});
