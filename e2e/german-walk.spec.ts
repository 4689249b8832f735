/**
 * A German reader sees no English of the site: every kind of page a visitor and a player reach (forms, lists,
 * profiles, leaderboards, rules, each game's match page on the own turn and after a step, waiting, watched,
 * a position from the history, finished, the replay) is searched for the English catalogues' phrases that no
 * German message uses (e2e/english-phrases.ts). Soft: one run lists every page's findings.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type Browser, type Page } from "./fixtures";
import { botMatch, register, sitePost, testAddress, unique } from "./support";
import { apiStep, playToEnd } from "./a11y-support";
import { englishIn, englishOnlyPhrases } from "./english-phrases";

const GAMES = ["glen-more", "clans", "stone-age"] as const;
const PHRASES = englishOnlyPhrases();

async function germanVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    extraHTTPHeaders: { "x-forwarded-for": testAddress() },
  });
  return context.newPage();
}

/** A player registered through the forms, whose language setting is then German. */
async function germanPlayer(browser: Browser, name: string): Promise<Page> {
  const page = await register(browser, name, { timezoneId: "Europe/Berlin" });
  expect((await sitePost(page, "/api/me/language", { language: "de" })).ok()).toBe(true);
  return page;
}

async function expectGerman(page: Page, what: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const text = await page.locator("body").innerText();
  // The tooltips and names a screen reader reads count as much as the visible text.
  const labels = await page
    .locator("[title], [aria-label]")
    .evaluateAll((els) => els.map((e) => `${e.getAttribute("title") ?? ""} ${e.getAttribute("aria-label") ?? ""}`));
  const title = await page.title();
  expect
    .soft(englishIn([title, text, ...labels].join("\n"), PHRASES), `English on ${what} (${page.url()})`)
    .toEqual([]);
}

async function visit(page: Page, url: string, what: string): Promise<void> {
  await page.goto(url);
  await expectGerman(page, what);
}

test("the phrase list is the site's English: it finds English pages and passes German ones", async ({ browser }) => {
  expect(englishIn("Du bist am Zug. Your turn.", PHRASES)).toEqual(["Your turn"]);
  const english = await (await browser.newContext({ locale: "en-GB" })).newPage();
  const german = await germanVisitor(browser);
  for (const url of ["/", "/signin", "/rules/stone-age"]) {
    await english.goto(url);
    expect(englishIn(await english.locator("body").innerText(), PHRASES).length, url).toBeGreaterThan(2);
    await german.goto(url);
    expect(englishIn(await german.locator("body").innerText(), PHRASES), url).toEqual([]);
  }
});

test("a German reader sees no English phrase of the site on any kind of page", async ({ browser }) => {
  test.setTimeout(600_000);
  const annaName = unique("gwanna");
  const anna = await germanPlayer(browser, annaName);
  // Matches against a bot, played to their end over the API while the browser reads the other pages.
  const played = Promise.all(GAMES.map((g) => botMatch(anna, g, `german-walk-${g}`))).then(async (ids) => {
    for (const id of ids) await playToEnd(anna, id);
    return ids;
  });
  played.catch(() => {});

  const visitor = await germanVisitor(browser);
  for (const [url, what] of [
    ["/", "home"],
    ["/signin", "sign in"],
    ["/register", "register"],
    ["/forgot", "forgotten password"],
    ["/reset?token=not-a-token", "reset password (bad link)"],
    ["/register/confirm?token=not-a-token", "confirm registration (bad link)"],
    ["/signin/magic?token=not-a-token", "sign-in link (bad link)"],
    ["/unsubscribe?token=not-a-token", "unsubscribe (bad link)"],
    ["/rules", "rules"],
    ...GAMES.map((g) => [`/rules/${g}`, `rules of ${g}`]),
    ...GAMES.map((g) => [`/leaderboard/${g}`, `leaderboard of ${g}`]),
    ...GAMES.map((g) => [`/stats/${g}`, `statistics of ${g}`]),
    [`/u/${annaName}`, "a profile (visitor)"],
    ["/try", "try it against a bot"],
    ["/no-such-page", "not found"],
  ] as const) {
    await visit(visitor, url, what);
  }

  // A German visitor tries a game against a bot: the guest's match page.
  const guest = await germanVisitor(browser);
  await guest.goto("/");
  await guest.getByTestId("try-bot").getByRole("button").click();
  await expect(guest).toHaveURL(/\/matches\/\d+$/);
  await expectGerman(guest, "a guest's match against a bot");

  for (const [url, what] of [
    ["/games", "my games"],
    ["/matches/new", "new match"],
    ["/matches/new?game=stone-age", "new match (Stone Age)"],
    ["/settings", "settings"],
    ["/account/email", "change of address"],
    ["/account/delete", "account deletion"],
    [`/u/${annaName}`, "own profile"],
    ["/play", "play now"],
  ] as const) {
    await visit(anna, url, what);
  }
  // The operator's pages, for an operator made so with the command line (through the running site's socket);
  // /admin/mail shows the mails themselves, each in its recipient's language, so it is left out.
  const env = { ...process.env, PGLITE_DIR: `data/${process.env.E2E_TAG ?? "e2e"}/pglite`, DATABASE_URL: "" };
  await promisify(execFile)("npx", ["tsx", "scripts/admin.ts", "grant-operator", annaName], { env });
  for (const path of ["/admin", "/admin/accounts", "/admin/reports", "/admin/matches", "/admin/registrations"])
    await visit(anna, path, `operator page ${path}`);
  await anna.goto("/matches/new?game=glen-more");
  await anna.getByLabel("Platz 2").selectOption("invite");
  await expectGerman(anna, "new match with an invited seat");

  // A match between two people: the invitation, the own turn, a step, waiting, watched, the history.
  const brunoName = unique("gwbruno");
  const bruno = await germanPlayer(browser, brunoName);
  const created = await sitePost(anna, "/api/matches", {
    gameKey: "glen-more",
    seats: [{ kind: "me" }, { kind: "invite", username: brunoName }],
    testSeed: "german-walk-people",
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { matchId: id } = (await created.json()) as { matchId: number };
  await visit(bruno, "/games", "my games with an invitation");
  await visit(bruno, `/matches/${id}`, "an invitation in the lobby");
  const { version } = (await (await bruno.request.get(`/api/matches/${id}`)).json()) as { version: number };
  expect((await sitePost(bruno, `/api/matches/${id}/join`, { version })).ok()).toBe(true);
  const myTurn = async (p: Page) =>
    ((await (await p.request.get(`/api/matches/${id}/moves`)).json()) as { myTurn: boolean }).myTurn;
  const [mover, waiter] = (await myTurn(anna)) ? [anna, bruno] : [bruno, anna];
  await visit(mover, `/matches/${id}`, "own turn");
  await visit(waiter, `/matches/${id}`, "waiting");
  await visit(visitor, `/matches/${id}`, "a visitor watching");
  while (await apiStep(mover, id));
  await waiter.goto(`/matches/${id}`);
  await waiter.getByTestId("history-show").first().click();
  await expect(waiter.getByTestId("history-position")).toBeVisible();
  await expectGerman(waiter, "a position from the history");

  // Each game against a bot: the own turn, after a step, finished, and its replay at the end.
  for (const game of GAMES) {
    const bot = await botMatch(anna, game, `german-walk-turn-${game}`);
    await visit(anna, `/matches/${bot}`, `${game}: own turn`);
    await apiStep(anna, bot);
    await visit(anna, `/matches/${bot}`, `${game}: own turn after a step`);
  }
  for (const [i, full] of (await played).entries()) {
    await visit(anna, `/matches/${full}`, `${GAMES[i]}: finished`);
    // The page says once that the match is over; the board does not add that its game is.
    await expect(anna.getByText("Die Partie ist vorbei.")).toHaveCount(1);
    await expect(anna.getByText("Das Spiel ist zu Ende.")).toHaveCount(0);
    await visit(visitor, `/matches/${full}`, `${GAMES[i]}: finished (visitor)`);
    await anna.goto(`/matches/${full}/replay`);
    await expectGerman(anna, `${GAMES[i]}: replay at the start`);
  }
});
