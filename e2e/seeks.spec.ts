/**
 * "Play now" in Chromium: a player finds it in the header, seeks, and the second player's seek starts the match
 * in both browsers: the second lands on the new match (the form's answer), the first, who stays on /play,
 * sees it appear under "Recently started from your requests" without reloading (the page refreshes on the
 * live `match` event of the new match), and opens it. Then the JSON API's answers and a cancelled request.
 */
import { expect, test, type Page } from "./fixtures";
import { register, sitePost, unique } from "./support";

/** Seeks a 2-player Tiny match with 2 days per move in the Tiny card of /play. */
async function seekTinyForTwo(page: Page): Promise<void> {
  const card = page.getByTestId("play-game-tiny");
  await card.getByLabel("3 players").uncheck();
  await card.getByLabel("4 players").uncheck();
  await card.getByLabel("Time control").selectOption({ label: "2 days per move" });
  await card.getByRole("button", { name: "Look for opponents" }).click();
}

test("a player finds Play now and seeks; the second player's seek starts the match in both browsers", async ({
  browser,
}) => {
  const anna = await register(browser, unique("seekanna"));
  const bruno = await register(browser, unique("seekbruno"));

  await anna.getByRole("link", { name: "Play now" }).click();
  await expect(anna).toHaveURL(/\/play$/);
  await expect(anna.getByRole("heading", { level: 1, name: "Play now" })).toBeVisible();
  await seekTinyForTwo(anna);
  await expect(anna.getByTestId("play-notice")).toContainText("Your request is waiting for other players.");
  await expect(anna.getByTestId("play-mine-row")).toHaveCount(1);
  await expect(anna.getByTestId("play-mine-row")).toContainText("Tiny, 2 players, 2 days per move, unrated");
  await expect(anna.getByTestId("play-game-tiny").getByTestId("play-waiting")).toContainText(
    "1 player waiting for 2-player Tiny",
  );

  await bruno.goto("/play");
  await expect(bruno.getByTestId("play-game-tiny").getByTestId("play-waiting")).toContainText(
    "1 player waiting for 2-player Tiny",
  );
  await seekTinyForTwo(bruno);
  await expect(bruno).toHaveURL(/\/matches\/\d+$/);
  const matchId = bruno.url().split("/").pop()!;
  await expect(bruno.getByTestId("turn-status")).toBeVisible();

  // Anna never reloaded: her page shows the match, and her request is no longer open.
  const link = anna.getByTestId("play-matched").getByRole("link", { name: `Tiny #${matchId}` });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(anna.getByTestId("play-mine-row")).toHaveCount(0);
  await link.click();
  await expect(anna).toHaveURL(new RegExp(`/matches/${matchId}$`));
  await expect(anna.getByTestId("turn-status")).toBeVisible();

  // The JSON API tells the same, and refuses with a code and a sentence.
  const mine = (await (await bruno.request.get("/api/seeks")).json()) as {
    open: unknown[];
    matched: { matchId: number }[];
  };
  expect(mine.open).toEqual([]);
  expect(mine.matched.map((m) => m.matchId)).toEqual([Number(matchId)]);
  const tooMany = await sitePost(bruno, "/api/seeks", { gameKey: "tiny", players: [9], rated: false });
  expect(tooMany.status()).toBe(422);
  expect(await tooMany.json()).toMatchObject({ ok: false, code: "BAD_SEAT_COUNT" });
  const shapeless = await sitePost(bruno, "/api/seeks", { gameKey: "tiny" });
  expect(shapeless.status()).toBe(400);
  expect(await shapeless.json()).toMatchObject({ ok: false, code: "INVALID_INPUT" });
  const gone = await bruno.request.delete("/api/seeks/nosuchseek", {
    headers: { origin: new URL(bruno.url()).origin },
  });
  expect(gone.status()).toBe(404);

  // A request can be cancelled on the page.
  await bruno.goto("/play");
  const clans = bruno.getByTestId("play-game-clans");
  await clans.getByLabel("2 players").uncheck();
  await clans.getByRole("button", { name: "Look for opponents" }).click();
  await expect(bruno.getByTestId("play-mine-row")).toHaveCount(1);
  await bruno.getByTestId("play-mine-row").getByRole("button", { name: "Cancel" }).click();
  await expect(bruno.getByTestId("play-notice")).toContainText("Your request was cancelled.");
  await expect(bruno.getByTestId("play-mine-row")).toHaveCount(0);

  // In German; on a wide screen (1280 px) the header with its new item is still one row.
  await bruno.getByRole("navigation", { name: "Main" }).getByTestId("locale-de").click();
  await expect(bruno.locator("html")).toHaveAttribute("lang", "de");
  await expect(bruno.getByRole("heading", { level: 1, name: "Jetzt spielen" })).toBeVisible();
  await expect(bruno.getByTestId("play-game-clans")).toContainText("Gerade wartet niemand: sei der Erste.");
  const banner = bruno.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Jetzt spielen", exact: true })).toBeVisible();
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
});
