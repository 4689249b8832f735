/**
 * Accessibility with axe-core: every page a visitor or a user reaches has no serious or critical
 * finding. The match pages are checked for each game in every phase a player sees: their own turn (before
 * and after a step), waiting for the other player, as a visitor, a position from the history, finished (by a
 * resignation, and by the rules against a bot, played over the API), and the replay at its start and end.
 * The rule ids and elements are in the failure messages (soft: one run lists every page's findings).
 */
import { expect, test, type Browser, type Page } from "./fixtures";
import { leaveReplayStart, register, sitePost, unique } from "./support";
import { apiStep, expectNoSeriousAxe, playToEnd } from "./a11y-support";

const GAMES = [
  { key: "glen-more", seed: "a11y-gm-1" },
  { key: "clans", seed: "a11y-cl-1" },
  { key: "stone-age", seed: "a11y-sa-1" },
];

async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Creates a match of the game against a greedy bot for the page's player and plays it to the end; its id. */
async function finishAgainstBot(page: Page, gameKey: string, seed: string): Promise<number> {
  const res = await sitePost(page, "/api/matches", {
    gameKey,
    seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
    testSeed: seed,
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { matchId } = (await res.json()) as { matchId: number };
  await playToEnd(page, matchId);
  return matchId;
}

async function check(page: Page, url: string, what: string): Promise<void> {
  await page.goto(url);
  await expectNoSeriousAxe(page, what);
}

test("pages for visitors and signed-in users have no serious or critical axe findings", async ({ browser }) => {
  test.setTimeout(300_000);
  const guest = await visitor(browser);
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
    ["/rules/glen-more", "rules of Glen More"],
    ["/rules/clans", "rules of Clans"],
    ["/rules/stone-age", "rules of Stone Age"],
    ["/leaderboard/glen-more", "leaderboard (visitor)"],
    ["/no-such-page", "not found"],
  ] as const) {
    await check(guest, url, what);
  }

  const name = unique("axeuser");
  const page = await register(browser, name);
  for (const [url, what] of [
    ["/games", "my games"],
    ["/matches/new", "new match"],
    ["/matches/new?game=stone-age", "new match (Stone Age, variants)"],
    ["/settings", "settings"],
    [`/u/${name}`, "own profile"],
    ["/leaderboard/clans", "leaderboard of Clans"],
    ["/leaderboard/stone-age", "leaderboard of Stone Age"],
    ["/rules", "rules (signed in)"],
  ] as const) {
    await check(page, url, what);
  }
  // The new-match form with an invitation being typed (more fields open).
  await page.goto("/matches/new?game=glen-more");
  await page.getByLabel("Seat 2").selectOption("invite");
  await expectNoSeriousAxe(page, "new match with an invited seat");
  await check(guest, `/u/${name}`, "a profile (visitor)");
});

for (const game of GAMES) {
  test(`${game.key}: the match page in every phase and the replay have no serious or critical axe findings`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const annaName = unique("axanna");
    const brunoName = unique("axbruno");
    const anna = await register(browser, annaName);
    // A match against a bot, played to its end over the API while the browser checks the other pages (a
    // Stone Age game is a few hundred requests).
    const finished = finishAgainstBot(anna, game.key, game.seed);
    // Awaited below; a failure before then must not also surface as an unhandled rejection.
    finished.catch(() => {});
    const bruno = await register(browser, brunoName);
    const created = await sitePost(anna, "/api/matches", {
      gameKey: game.key,
      seats: [{ kind: "me" }, { kind: "invite", username: brunoName }],
      testSeed: game.seed,
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { matchId: id } = (await created.json()) as { matchId: number };
    const url = `/matches/${id}`;

    await check(bruno, url, `${game.key}: an invitation in the lobby`);
    const { version } = (await (await bruno.request.get(`/api/matches/${id}`)).json()) as { version: number };
    expect((await sitePost(bruno, `/api/matches/${id}/join`, { version })).ok()).toBe(true);

    const myTurn = async (p: Page) =>
      ((await (await p.request.get(`/api/matches/${id}/moves`)).json()) as { myTurn: boolean }).myTurn;
    const [mover, waiter] = (await myTurn(anna)) ? [anna, bruno] : [bruno, anna];
    await mover.goto(url);
    await expect(mover.getByTestId("turn-status")).toContainText("Your turn.");
    await expectNoSeriousAxe(mover, `${game.key}: own turn`);
    await waiter.goto(url);
    await expect(waiter.getByTestId("turn-status")).toContainText("Waiting for");
    await expectNoSeriousAxe(waiter, `${game.key}: waiting`);
    await check(await visitor(browser), url, `${game.key}: a visitor watching`);

    // One step of the own turn (the next phase's options open), then the whole turn, for the history.
    await apiStep(mover, id);
    await mover.goto(url);
    await expectNoSeriousAxe(mover, `${game.key}: own turn after a step`);
    while (await apiStep(mover, id));
    await waiter.goto(url);
    await expect(waiter.getByTestId("turn-status")).toContainText("Your turn.");
    await waiter.getByTestId("history-show").first().click();
    await expect(waiter.getByTestId("history-position")).toBeVisible();
    await expectNoSeriousAxe(waiter, `${game.key}: a position from the history`);

    // Finished by a resignation (the final scores name it).
    const now = (await (await mover.request.get(`/api/matches/${id}`)).json()) as { version: number };
    expect((await sitePost(mover, `/api/matches/${id}/resign`, { version: now.version })).ok()).toBe(true);
    await waiter.goto(url);
    await expect(waiter.getByTestId("turn-status")).toContainText("The match is over.");
    await expectNoSeriousAxe(waiter, `${game.key}: finished by a resignation`);

    // Finished by the rules, against a bot: the game's own final scoring; then its replay.
    const full = await finished;
    await anna.goto(`/matches/${full}`);
    await expect(anna.getByTestId("turn-status")).toContainText("The match is over.");
    await expectNoSeriousAxe(anna, `${game.key}: finished`);
    await anna.goto(`/matches/${full}/replay`);
    await expectNoSeriousAxe(anna, `${game.key}: replay at the start`);
    await leaveReplayStart(anna, "End ⏭");
    await expect(anna.getByTestId("replay-position")).not.toContainText("loading");
    await expectNoSeriousAxe(anna, `${game.key}: replay at the end`);
  });
}
