/**
 * The foundation end to end: two users register, one creates a match and invites the other, both join,
 * a move is made, undone, made again and committed, and the other user sees it.
 */
import { expect, test } from "./fixtures";
import { createTinyMatch, leaveReplayStart, register, sitePost, tinyMatchOfTwo, unique } from "./support";

test("register, invite, join, move, undo, commit, and the other player sees it", async ({ browser }) => {
  const anna = await register(browser, unique("anna"));
  const brunoName = unique("bruno");
  const bruno = await register(browser, brunoName);

  // Field errors on a bad registration.
  const other = await (await browser.newContext()).newPage();
  await other.goto("/register");
  await other.getByLabel("Username").fill("x");
  await other.getByLabel("Email").fill("not-an-email");
  await other.getByLabel("Password").fill("short");
  await other.getByRole("button", { name: "Create account" }).click();
  await expect(other.getByText("A username has 3 to 20 characters.")).toBeVisible();
  await expect(other.getByText("Enter a valid email address.")).toBeVisible();
  await expect(other.getByText("A password has at least 8 characters.")).toBeVisible();

  await createTinyMatch(anna, brunoName);
  const url = anna.url();
  await expect(anna.getByTestId("lobby-seats")).toContainText(`${brunoName} (invited)`);

  await bruno.goto("/games");
  await expect(bruno.getByTestId("list-invitations")).toContainText("Tiny #");
  await bruno.getByTestId("list-invitations").getByRole("link").first().click();
  await bruno.getByRole("button", { name: "Accept invitation" }).click();
  await expect(bruno.getByTestId("turn-status")).toContainText("Waiting for");

  await anna.reload();
  await expect(anna.getByTestId("turn-status")).toContainText("Your turn.");
  await anna.getByRole("button", { name: "add (n: 2)" }).click();
  await expect(anna.getByTestId("generic-view")).toContainText('"running": 2');
  await expect(anna.getByTestId("turn-status")).toContainText("1 step not yet committed");
  // Bruno does not see the uncommitted step.
  await bruno.reload();
  await expect(bruno.getByTestId("generic-view")).toContainText('"running": 0');

  await anna.getByRole("button", { name: "Undo step" }).click();
  await expect(anna.getByTestId("generic-view")).toContainText('"running": 0');
  await anna.getByRole("button", { name: "add (n: 2)" }).click();
  await expect(anna.getByTestId("generic-view")).toContainText('"running": 2');
  await anna.reload();
  await expect(anna.getByTestId("generic-view")).toContainText('"running": 2');
  await anna.getByRole("button", { name: "End turn" }).click();
  await expect(anna.getByTestId("turn-status")).toContainText("Waiting for");

  // Bruno's page refreshes by itself within a few seconds.
  await expect(bruno.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 15_000 });
  await expect(bruno.getByTestId("history")).toContainText("banked 2");
  await expect(bruno.getByTestId("generic-view")).toContainText('"banked": [\n    2,\n    0\n  ]');
  await bruno.goto("/games");
  await expect(bruno.getByTestId("list-my-turn")).toContainText(url.split("/").pop() ?? "");
  await expect(bruno.getByTestId("waiting-count")).toHaveText("1");

  // The replay steps through the committed moves one position at a time, as a spectator saw them.
  await bruno.goto(`${url}/replay`);
  await expect(bruno.getByTestId("replay-line")).toHaveText("The start of the match.");
  await leaveReplayStart(bruno, "Step ▶");
  await expect(bruno.getByTestId("replay-line")).toContainText("added 2");
  await expect(bruno.getByTestId("generic-view")).toContainText('"running": 2');
  await expect(bruno.getByTestId("generic-view")).toContainText('"mySecret": null');
  await bruno.getByRole("button", { name: "End ⏭" }).click();
  await expect(bruno.getByTestId("replay-line")).toContainText("banked 2");
  await expect(bruno.getByTestId("generic-view")).toContainText('"running": 0');
  await expect(bruno.getByTestId("replay-position")).toHaveText("Position 2 of 2");
});

test("a stale tab gets a readable error and the true state", async ({ browser }) => {
  const carl = await register(browser, unique("carl"));
  await carl.goto("/matches/new?game=tiny");
  await carl.getByLabel("Game").selectOption("tiny");
  await carl.getByLabel("Players").selectOption("2");
  await carl.getByLabel("Seat 2").selectOption("bot-random");
  await carl.getByRole("button", { name: "Create match" }).click();
  await expect(carl.getByTestId("turn-status")).toContainText("Your turn.");
  // Cut the first tab off from changes (no live stream, a frozen version poll) so that it keeps acting on
  // the version it loaded.
  const loaded = await (await carl.request.get(`${carl.url().replace("/matches/", "/api/matches/")}/version`)).json();
  await carl.route("**/api/events**", (route) => route.abort());
  await carl.route("**/api/matches/*/version", (route) =>
    route.fulfill({ json: { ok: true, version: loaded.version } }),
  );
  await carl.reload();
  await expect(carl.getByTestId("turn-status")).toContainText("Your turn.");
  const second = await carl.context().newPage();
  await second.goto(carl.url());
  await second.getByRole("button", { name: "add (n: 1)" }).click();
  await expect(second.getByTestId("generic-view")).toContainText('"running": 1');
  // The first tab still shows the old version: its move is refused as stale, then it shows the truth.
  await carl.getByRole("button", { name: "add (n: 2)" }).click();
  await expect(carl.getByTestId("match-error")).toContainText("changed in the meantime");
  await expect(carl.getByTestId("generic-view")).toContainText('"running": 1');

  // Leaving is asked twice; the last human leaving ends the match instead of leaving it to bots.
  const matchUrl = second.url();
  await second.getByRole("button", { name: "Leave match…" }).click();
  await second.getByRole("button", { name: "Stay" }).click();
  await second.getByRole("button", { name: "Leave match…" }).click();
  await second.getByRole("button", { name: "Leave and hand my seat to a bot" }).click();
  await expect(second).toHaveURL(/\/games$/);
  await second.goto(matchUrl);
  await expect(second.getByText("This match was cancelled.")).toBeVisible();
});

test("a long history: the page shows the newest 50 entries and fetches earlier ones on request", async ({
  browser,
}) => {
  // Two players who only end their turns: the game never ends, and every turn is one history entry.
  const { anna, bruno, id } = await tinyMatchOfTwo(browser, "hist");
  const players = [anna, bruno];
  const turns = 56;
  for (let i = 0; i < turns; i++) {
    const page = players[i % 2]!;
    const { version } = (await (await page.request.get(`/api/matches/${id}/version`)).json()) as { version: number };
    expect((await sitePost(page, `/api/matches/${id}/commit`, { version })).status()).toBe(200);
  }
  await anna.goto(`/matches/${id}`);
  const entries = anna.getByTestId("history").locator(":scope > li");
  await expect(entries).toHaveCount(50);
  await anna.getByTestId("history-earlier").click();
  await expect(entries).toHaveCount(turns);
  await expect(anna.getByTestId("history-earlier")).toHaveCount(0);
});
