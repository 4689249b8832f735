/**
 * Statistics per game (issue 38): a finished match shows on its game's page and in GET /api/stats/:game; an
 * unknown game is a 404 with a code; Stone Age lists its variants; the rules page links the statistics; German
 * and axe.
 */
import { expect, test } from "./fixtures";
import { apiTurn, register, sitePost, unique } from "./support";
import { expectNoSeriousAxe } from "./a11y-support";

test("a finished match counts on its game's statistics page and in the API", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await register(browser, unique("stat"));
  const before = (await (await page.request.get("/api/stats/tiny")).json()) as { overall: { matches: number } };
  const res = await sitePost(page, "/api/matches", {
    gameKey: "tiny",
    seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
    options: { target: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { matchId } = (await res.json()) as { matchId: number };
  await apiTurn(page, matchId);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/matches/${matchId}`)).json()) as { status: string }).status)
    .toBe("finished");

  const after = (await (await page.request.get("/api/stats/tiny")).json()) as {
    ok: boolean;
    game: string;
    overall: { matches: number; winRateBySeat: number[]; byPlayers: { players: number }[] };
  };
  expect(after).toMatchObject({ ok: true, game: "tiny" });
  expect(after.overall.matches).toBe(before.overall.matches + 1);
  expect(after.overall.byPlayers.map((p) => p.players)).toContain(2);

  // The site's activity: the finished match is among the last finished.
  const activity = (await (await page.request.get("/api/stats")).json()) as {
    ok: boolean;
    finished: { id: number; result: string }[];
    week: { matches: number };
  };
  expect(activity.ok).toBe(true);
  expect(activity.finished.map((m) => m.id)).toContain(matchId);
  expect(typeof activity.week.matches).toBe("number");

  const unknown = await page.request.get("/api/stats/no-such-game");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ ok: false, code: "UNKNOWN_GAME", message: "There is no such game." });

  await page.goto("/stats/tiny");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tiny: statistics");
  await expect(page.getByTestId("stats-overall")).toContainText("Matches played");
  await expect(page.getByTestId("stats-seats")).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/stats-tiny.png", fullPage: true });
  await expectNoSeriousAxe(page, "statistics with a finished match");
});

test("Stone Age's statistics list its variants, linked from the rules page; in German too", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/rules/stone-age");
  await page.getByTestId("stats-link").click();
  await expect(page).toHaveURL(/\/stats\/stone-age$/);
  await expect(page.getByTestId("stats-variant-base")).toContainText("No variant");
  await expect(page.getByTestId("stats-variant-harsh-winter")).toBeVisible();
  await expectNoSeriousAxe(page, "statistics of Stone Age (no match yet)");
  expect((await page.request.get("/stats/no-such-game")).status()).toBe(404);

  const german = await (await browser.newContext({ locale: "de-DE" })).newPage();
  await german.goto("/stats/stone-age");
  await expect(german.getByRole("heading", { level: 1 })).toHaveText("Stone Age: Statistik");
  await expect(german.getByTestId("stats-variant-base")).toContainText("Ohne Variante");
  await german.screenshot({ path: "test-results/screenshots/stats-stone-age-de.png", fullPage: true });
  await expectNoSeriousAxe(german, "statistics of Stone Age in German");
});
