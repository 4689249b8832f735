/**
 * The season ladder in Chromium: a rated match finished through the JSON API puts both players in the current
 * season's table of its game; the loser finds it from the statistics page, their own row marked "you", the
 * winner above, linked to the profile; the season picker shows the current season; a season that is not one
 * is a 404 page, and the JSON API answers the same table and refuses a bad season with a sentence.
 */
import { expect, test, type Page } from "./fixtures";
import { register, sitePost, unique } from "./support";
import { expectNoSeriousAxe } from "./a11y-support";

async function json<T>(r: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  return (await (await r).json()) as T;
}

/** A rated two-player tiny match (target 1) that the creator wins at once. */
async function ratedWin(creator: Page, other: Page, otherName: string): Promise<void> {
  const created = await json<{ ok: boolean; matchId: number; message?: string }>(
    sitePost(creator, "/api/matches", {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: otherName }],
      rated: true,
      options: { target: 1 },
    }),
  );
  expect(created.ok, created.message).toBe(true);
  const id = created.matchId;
  const version = async (p: Page) =>
    (await json<{ version: number }>(p.request.get(`/api/matches/${id}/version`))).version;
  expect((await sitePost(other, `/api/matches/${id}/join`, { version: await version(other) })).status()).toBe(200);
  const step = await sitePost(creator, `/api/matches/${id}/moves`, {
    version: await version(creator),
    move: { type: "add", n: 1 },
  });
  expect(step.status()).toBe(200);
  expect((await sitePost(creator, `/api/matches/${id}/commit`, { version: await version(creator) })).status()).toBe(
    200,
  );
}

test("a rated result enters the season ladder: the page, my row, the picker, the API and its refusals", async ({
  browser,
}) => {
  const anaName = unique("lada");
  const benName = unique("ladb");
  const ana = await register(browser, anaName);
  const ben = await register(browser, benName);
  await ratedWin(ana, ben, benName);

  // The season as the site's clock says (other specs may have moved it on): the API's `current`.
  const answer = await json<{
    ok: boolean;
    season: string;
    current: string;
    seasons: string[];
    rows: { rank: number; username: string; points: number; matches: number; wins: number }[];
  }>(ben.request.get("/api/ladder/tiny"));
  const season = answer.current;
  expect(answer).toMatchObject({ ok: true, season });
  expect(answer.seasons[0]).toBe(season);
  expect(answer.rows.find((r) => r.username === anaName)).toMatchObject({ points: 1, matches: 1, wins: 1 });
  expect(answer.rows.find((r) => r.username === benName)).toMatchObject({ points: 0, matches: 1, wins: 0 });
  const quarter = `Q${season.slice(-1)} ${season.slice(0, 4)}`;

  await ben.goto("/stats/tiny");
  await ben.getByRole("link", { name: "Season ladder" }).click();
  await expect(ben).toHaveURL(/\/ladder\/tiny$/);
  await expect(ben.getByTestId("ladder-season-state")).toHaveText(
    `The current season, ${quarter}: its table still changes.`,
  );
  await expect(ben.getByTestId("ladder-season")).toHaveValue(season);
  const mine = ben.getByTestId("ladder-me");
  await expect(mine).toContainText(`${benName} (you)`);
  await expect(mine.locator("td").nth(2)).toHaveText("0");
  const anaRow = ben.getByTestId("ladder").locator("tr", { hasText: anaName });
  await expect(anaRow.locator("td").nth(2)).toHaveText("1");
  await expect(anaRow.locator("td").nth(4)).toHaveText("1");
  await expectNoSeriousAxe(ben, "the season ladder");
  await anaRow.getByRole("link", { name: anaName }).click();
  await expect(ben).toHaveURL(new RegExp(`/u/${anaName}$`));

  const missing = await ben.goto("/ladder/tiny?season=1999-Q1");
  expect(missing?.status()).toBe(404);

  const bad = await ben.request.get("/api/ladder/tiny?season=next");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    ok: false,
    code: "INVALID_INPUT",
    message: "Give the season as ?season=YYYY-Qn, for example ?season=2026-Q3.",
  });
  expect((await ben.request.get("/api/ladder/chess")).status()).toBe(404);
});
