/**
 * The site's words (issue 38): an unknown address answers the site's own 404 in the reader's language, and an
 * invitation on My games says what it is (no "0 open seat(s)"), in German as in English.
 */
import { expect, test } from "./fixtures";
import { register, sitePost, testAddress, unique } from "./support";

test("an unknown address: the site's 404 in the visitor's language, with the ways back", async ({ browser }) => {
  for (const [locale, title, myGames, home] of [
    ["de-DE", "Seite nicht gefunden", "Meine Spiele", "Startseite"],
    ["en-GB", "Page not found", "My games", "Home"],
  ] as const) {
    const context = await browser.newContext({ locale, extraHTTPHeaders: { "x-forwarded-for": testAddress() } });
    const page = await context.newPage();
    const res = await page.goto("/no-such-page/anywhere");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("not-found").getByRole("link", { name: myGames })).toHaveAttribute("href", "/games");
    await expect(page.getByTestId("not-found").getByRole("link", { name: home })).toHaveAttribute("href", "/");
    await expect(page).toHaveTitle(new RegExp(title));
    await context.close();
  }
});

test("an invitation on My games says it is one, in German, without '(s)'", async ({ browser }) => {
  const annaName = unique("wdanna");
  const brunoName = unique("wdbruno");
  const anna = await register(browser, annaName);
  const bruno = await register(browser, brunoName);
  expect((await sitePost(bruno, "/api/me/language", { language: "de" })).ok()).toBe(true);
  const res = await sitePost(anna, "/api/matches", {
    gameKey: "glen-more",
    seats: [{ kind: "me" }, { kind: "invite", username: brunoName }],
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { matchId } = (await res.json()) as { matchId: number };
  await bruno.goto("/games");
  const invitations = bruno.getByTestId("list-invitations");
  await expect(invitations.getByTestId("list-invited")).toContainText("Einladung an dich:");
  await expect(invitations.getByRole("link", { name: "annehmen oder ablehnen" })).toHaveAttribute(
    "href",
    `/matches/${matchId}`,
  );
  const text = await invitations.innerText();
  expect(text).not.toMatch(/\p{L}\((s|e|n|en|er)\)/u);
  expect(text).not.toMatch(/freie Plätze|kein freier Platz/);
});
