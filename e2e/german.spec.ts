/**
 * German and English in Chromium with a German browser: the language follows Accept-Language for
 * visitors and the setting for users, <html lang> with it; no page shows a raw message key; a German visitor
 * registers through German forms and gets German mail; a German player creates and plays a turn of each game,
 * receives a German "your turn" mail at the SMTP sink and reads a German history; switching the language keeps
 * the page and the half-made turn; the rules page shows the site's decisions in German.
 */
import { expect, test, type Browser, type Page } from "./fixtures";
import { apiTurn, register, sitePost, testAddress, unique } from "./support";
import { linkIn, mails, waitForMail } from "./mailbox";

const GERMAN = { locale: "de-DE", timezoneId: "Europe/Berlin" };
const PAGES = [
  "/",
  "/signin",
  "/register",
  "/forgot",
  "/rules",
  "/rules/glen-more",
  "/rules/clans",
  "/rules/stone-age",
];

/** A missing message shows ⟦namespace.key⟧; an unfilled ICU argument shows {name}. Neither may reach a page. */
async function noRawKeys(page: Page) {
  const text = await page.locator("body").innerText();
  expect(text, `raw message on ${page.url()}`).not.toMatch(/⟦|\{[a-zA-Z]+(, ?(plural|number|select|date)[^}]*)?\}/);
}

async function expectLanguage(page: Page, lang: "de" | "en") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** Registers through the German forms; returns the signed-in page and the address. */
async function registerGerman(browser: Browser, username: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ ...GERMAN, extraHTTPHeaders: { "x-forwarded-for": testAddress() } });
  const page = await context.newPage();
  const email = `${username.toLowerCase()}@example.test`;
  const before = mails().length;
  await page.goto("/register");
  await expectLanguage(page, "de");
  await page.getByLabel("Benutzername").fill(username);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill("correct horse battery");
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page.getByRole("status")).toContainText(`Wir haben eine Mail an ${email} geschickt`);
  const mail = await waitForMail(email, /.+/, before);
  expect(mail.subject).toBe("Bestätige deine Adresse");
  await page.goto(linkIn(mail, "/register/confirm?token="));
  await page.getByRole("button", { name: "Mein Konto anlegen" }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole("heading", { name: "Meine Spiele", level: 1 })).toBeVisible();
  return { page, email };
}

async function create(page: Page, gameKey: string, seats: unknown[], testSeed: string): Promise<number> {
  const res = await sitePost(page, "/api/matches", { gameKey, seats, testSeed });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { matchId: number }).matchId;
}

async function myTurn(page: Page, id: number): Promise<boolean> {
  return ((await (await page.request.get(`/api/matches/${id}/moves`)).json()) as { myTurn: boolean }).myTurn;
}

async function logTotal(page: Page, id: number): Promise<number> {
  return ((await (await page.request.get(`/api/matches/${id}`)).json()) as { logTotal: number }).logTotal;
}

test("visitors get the browser's language, the switcher changes it in place, no page shows a raw key", async ({
  browser,
}) => {
  const german = await (await browser.newContext(GERMAN)).newPage();
  for (const path of PAGES) {
    await german.goto(path);
    await expectLanguage(german, "de");
    await noRawKeys(german);
  }
  await german.goto("/");
  await expect(german.getByRole("heading", { name: "Brettspiele in deinem Tempo" })).toBeVisible();
  await expect(
    german.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Spielanleitungen" }),
  ).toBeVisible();

  // The switcher: same address, the other language, and the choice sticks for the next page.
  await german.goto("/rules/clans");
  await german.getByTestId("locale-en").click();
  await expectLanguage(german, "en");
  await expect(german).toHaveURL(/\/rules\/clans$/);
  await german.goto("/");
  await expect(german.getByRole("heading", { name: "Board games at your own pace" })).toBeVisible();
  await german.getByTestId("locale-de").click();
  await expectLanguage(german, "de");

  const english = await (await browser.newContext({ locale: "en-GB" })).newPage();
  for (const path of PAGES) {
    await english.goto(path);
    await expectLanguage(english, "en");
    await noRawKeys(english);
  }
  const french = await (await browser.newContext({ locale: "fr-FR" })).newPage();
  await french.goto("/");
  await expectLanguage(french, "en");
});

test("a German reader's rules page shows the site's decisions in German", async ({ browser }) => {
  const german = await (await browser.newContext(GERMAN)).newPage();
  await german.goto("/rules/stone-age");
  const notes = german.getByTestId("rules-notes");
  // A heading of lib/games/stone-age/RULES-NOTES.de.md, and no part of the section left in English.
  await expect(notes.getByRole("heading", { name: "Aufbau und was der Hilfetext offenlässt" })).toHaveCount(1);
  await expect(notes.getByRole("heading", { name: "Setup and what the help text leaves out" })).toHaveCount(0);
  await expect(notes.locator("[lang]")).toHaveCount(0);
  await expect(notes).not.toContainText("Dieser Teil ist auf Englisch");
});

test("a German player: German forms and mail, a turn of each game, German history; switching keeps the half-made turn", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const annaName = unique("deanna");
  const { page: anna, email: annaEmail } = await registerGerman(browser, annaName);
  expect(((await (await anna.request.get("/api/me")).json()) as { language: string | null }).language).toBe("de");
  for (const path of ["/games", "/matches/new", "/settings", `/u/${annaName}`, "/leaderboard/glen-more"]) {
    await anna.goto(path);
    await expectLanguage(anna, "de");
    await noRawKeys(anna);
  }
  // No automatic end of turn (it would race the clicks), turn mail without waiting.
  const prefs = await sitePost(anna, "/api/me/preferences", {
    notifyMode: "immediate",
    digestHour: 8,
    timeZone: "Europe/Berlin",
    turnMailDelayMinutes: 0,
    autoEndTurnSeconds: 0,
  });
  expect(prefs.ok(), await prefs.text()).toBe(true);

  // Glen More against an English player: the match starts when Bruno accepts; when Anna's turn comes she is
  // away (no page of the site open), so mail comes. The seed decides who begins: Bruno plays first if it is him.
  const brunoName = unique("debruno");
  const bruno = await register(browser, brunoName);
  const gm = await create(anna, "glen-more", [{ kind: "me" }, { kind: "invite", username: brunoName }], "german-gm-1");
  await anna.goto("about:blank");
  const before = mails().length;
  await bruno.goto(`/matches/${gm}`);
  await bruno.getByRole("button", { name: "Accept invitation" }).click();
  await expect(bruno.getByTestId("turn-status")).toBeVisible();
  if (!(await myTurn(anna, gm))) await apiTurn(bruno, gm);
  const turnMail = await waitForMail(annaEmail, new RegExp(`#${gm}`), before);
  expect(turnMail.subject).toBe(`Glen More #${gm}: Du bist am Zug`);
  expect(turnMail.text).toContain("Zur Partie:");
  await anna.goto(turnMail.text.match(/Zur Partie: (\S+)/)![1]!);
  await expectLanguage(anna, "de");
  await noRawKeys(anna);
  const status = anna.getByTestId("turn-status");
  await expect(status).toContainText("Du bist am Zug.");

  // One step, then English and back: same page, the step still pending.
  const board = anna.getByTestId("gm-board");
  const key0 = await board.getAttribute("data-key");
  await board.locator('[data-move-type="take"]:enabled').first().click();
  await expect.poll(() => board.getAttribute("data-key")).not.toBe(key0);
  const key1 = await board.getAttribute("data-key");
  await expect(anna.getByRole("button", { name: "Schritt zurücknehmen" })).toBeEnabled();
  await anna.getByTestId("locale-en").click();
  await expectLanguage(anna, "en");
  await expect(anna).toHaveURL(new RegExp(`/matches/${gm}$`));
  await expect(anna.getByRole("button", { name: "Undo step" })).toBeEnabled();
  expect(await board.getAttribute("data-key")).toBe(key1);
  await anna.getByTestId("locale-de").click();
  await expectLanguage(anna, "de");
  await expect(anna.getByRole("button", { name: "Schritt zurücknehmen" })).toBeEnabled();
  expect(await board.getAttribute("data-key")).toBe(key1);

  // Finish the turn: place the tile (or whatever the game asks next), then "Zug beenden".
  for (let i = 0; i < 20; i++) {
    const end = anna.getByRole("button", { name: "Zug beenden" });
    const phase = await board.getAttribute("data-phase");
    if ((phase === "activate" || phase === "move") && (await end.isEnabled())) break;
    const option = board
      .locator('[data-move-type]:enabled:not([data-move-type="sell"]):not([data-move-type="buy"])')
      .first();
    if ((await option.count()) === 0) break;
    const key = await board.getAttribute("data-key");
    await option.click();
    await expect.poll(() => board.getAttribute("data-key")).not.toBe(key);
  }
  const gmEntries = await logTotal(anna, gm);
  await anna.getByRole("button", { name: "Zug beenden" }).click();
  await expect(status).not.toContainText("Du bist am Zug.");
  await expect.poll(() => logTotal(anna, gm)).toBeGreaterThan(gmEntries);
  // The history in German: Anna's turn with German lines.
  const history = anna.getByTestId("history");
  await expect(history).toContainText(annaName);
  await expect(history).toContainText("nahm");
  await noRawKeys(anna);

  // Clans against a bot: move huts from a territory to a neighbour, end the turn.
  const clans = await create(anna, "clans", [{ kind: "me" }, { kind: "bot", style: "greedy" }], "german-cl-1");
  await anna.goto(`/matches/${clans}`);
  await expect(status).toContainText("Du bist am Zug.");
  await noRawKeys(anna);
  const clansEntries = await logTotal(anna, clans);
  await anna.getByTestId("clans-map").locator('[data-source="true"]').first().click();
  await anna.getByTestId("clans-map").locator('[data-target="true"]').first().click();
  const choices = anna.getByTestId("village-choices");
  if (await choices.isVisible()) await choices.getByRole("button").first().click();
  await anna.getByRole("button", { name: "Zug beenden" }).click();
  await expect.poll(() => logTotal(anna, clans)).toBeGreaterThan(clansEntries + 1);
  await noRawKeys(anna);

  // Stone Age against a bot: place people on a place, end the turn.
  const sa = await create(anna, "stone-age", [{ kind: "me" }, { kind: "bot", style: "greedy" }], "german-sa-1");
  await anna.goto(`/matches/${sa}`);
  await expect(status).toContainText("Du bist am Zug.");
  await noRawKeys(anna);
  const saEntries = await logTotal(anna, sa);
  await anna.getByTestId("sa-panel").getByRole("group").first().getByRole("button").first().click();
  await anna.getByTestId("sa-count-chooser").getByRole("button").first().click();
  await anna.getByRole("button", { name: "Zug beenden" }).click();
  await expect.poll(() => logTotal(anna, sa)).toBeGreaterThan(saEntries + 1);
  await noRawKeys(anna);
});
