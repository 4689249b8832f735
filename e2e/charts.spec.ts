/**
 * A finished match in charts, profiles with pictures and provisional players, in Chromium: a Clans match
 * against a bot played to its end over the API shows its charts (score over the match with its table, the
 * points by category, key moments) and its record carries the same numbers; one rated match puts both
 * players on the leaderboard as provisional and draws a rating chart (with its table) on their profiles.
 * axe finds nothing serious on these pages.
 */
import { expect, test, type Page } from "./fixtures";
import { register, sitePost, unique } from "./support";
import { expectNoSeriousAxe, playToEnd } from "./a11y-support";

const version = async (p: Page, id: number) =>
  ((await (await p.request.get(`/api/matches/${id}/version`)).json()) as { version: number }).version;

test("a finished match's page shows its charts and tables; the record has the same numbers", async ({ browser }) => {
  test.setTimeout(600_000);
  const anna = await register(browser, unique("channa"));
  const res = await sitePost(anna, "/api/matches", {
    gameKey: "clans",
    seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
    testSeed: "charts-clans-1",
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { matchId } = (await res.json()) as { matchId: number };
  await playToEnd(anna, matchId);

  await anna.goto(`/matches/${matchId}`);
  const charts = anna.getByTestId("match-charts");
  await expect(charts.getByRole("heading", { name: "The match in charts" })).toBeVisible();
  await expect(charts.getByRole("img", { name: /Score over the match/ })).toBeVisible();
  await expect(charts.getByRole("img", { name: /Where the points came from/ })).toBeVisible();
  // The timeline's table is for screen readers (in the page, not shown); the score sheet is shown.
  await expect(charts.getByTestId("score-timeline-table")).toHaveCount(1);
  await expect(charts.getByTestId("score-timeline-table").locator("tbody tr").first()).toContainText("Start");
  const sheet = charts.getByTestId("score-breakdown-table");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("rowheader", { name: "Village chips" })).toBeVisible();
  await expect(charts.getByTestId("key-moments")).toBeVisible();

  // The record has the charts' numbers: the last point and the totals are the outcome's scores.
  const { record } = (await (await anna.request.get(`/api/matches/${matchId}/record`)).json()) as {
    record: {
      outcome: { scores: number[] };
      scoreTimeline: { points: { scores: number[] }[] };
      scoreBreakdown: { totals: number[]; categories: { key: string }[] };
    };
  };
  expect(record.scoreTimeline.points.at(-1)!.scores).toEqual(record.outcome.scores);
  expect(record.scoreBreakdown.totals).toEqual(record.outcome.scores);
  expect(record.scoreBreakdown.categories.map((c) => c.key)).toContain("chips");
  // The total row of the shown sheet says the same.
  const totals = await sheet.locator("tbody tr").last().locator("td").allInnerTexts();
  expect(totals.map(Number)).toEqual(record.outcome.scores);
  await expectNoSeriousAxe(anna, "a finished match with its charts");

  // On a phone the charts fit the screen: the section within it, nothing in it wider (the score sheet's table
  // scrolls in its own box when it must).
  await anna.setViewportSize({ width: 375, height: 740 });
  await anna.goto(`/matches/${matchId}`);
  await expect(charts.getByRole("img", { name: /Score over the match/ })).toBeVisible();
  const box = await charts.getByRole("img", { name: /Score over the match/ }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  const section = await charts.evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(section.right).toBeLessThanOrEqual(375);
  expect(section.scroll).toBeLessThanOrEqual(section.client);
  // For the log: what, if anything, makes the page wider than the phone (outermost such elements).
  const wide = await anna.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => !(el.parentElement && el.parentElement.getBoundingClientRect().right > window.innerWidth + 1))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""}.${String(el.className).slice(0, 60)} right=${Math.round(el.getBoundingClientRect().right)}`,
      ),
  );
  console.log(`wider than the phone: ${wide.join(" | ") || "nothing"}`);
});

test("one rated match: a rating chart on the profile, provisional players on the leaderboard", async ({ browser }) => {
  test.setTimeout(300_000);
  const anaName = unique("chana");
  const benName = unique("chben");
  const ana = await register(browser, anaName);
  const ben = await register(browser, benName);
  const created = await sitePost(ana, "/api/matches", {
    gameKey: "tiny",
    seats: [{ kind: "me" }, { kind: "invite", username: benName }],
    rated: true,
    options: { target: 1 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { matchId: number }).matchId;
  expect((await sitePost(ben, `/api/matches/${id}/join`, { version: await version(ben, id) })).status()).toBe(200);
  const won = await sitePost(ana, `/api/matches/${id}/moves`, {
    version: await version(ana, id),
    move: { type: "add", n: 1 },
  });
  expect(won.status(), await won.text()).toBe(200);
  expect((await sitePost(ana, `/api/matches/${id}/commit`, { version: await version(ana, id) })).status()).toBe(200);

  await ana.goto(`/u/${anaName}`);
  const chart = ana.getByTestId("rating-chart-tiny");
  await expect(chart.getByRole("img", { name: /Tiny: rating over time/ })).toBeVisible();
  await expect(chart.locator("table tbody tr")).toHaveCount(1);
  await expect(ana.getByTestId("results-by-seat")).toContainText("Seat 1");
  await expect(ana.getByTestId("favourite-games")).toContainText("Tiny");
  await expectNoSeriousAxe(ana, "a profile with its rating chart");

  await ana.goto("/leaderboard/tiny");
  const provisional = ana.getByTestId("leaderboard-provisional");
  await expect(provisional.getByRole("row", { name: new RegExp(anaName) })).toContainText("provisional");
  await expect(provisional.getByRole("row", { name: new RegExp(benName) })).toBeVisible();
  const api = (await (await ana.request.get("/api/leaderboard/tiny")).json()) as {
    provisional: { username: string; provisional: boolean; matches: number }[];
  };
  expect(api.provisional.find((r) => r.username === anaName)).toMatchObject({ provisional: true, matches: 1 });
  await expectNoSeriousAxe(ana, "a leaderboard with provisional players");
});
