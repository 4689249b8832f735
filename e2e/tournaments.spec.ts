/**
 * Tournaments in Chromium: a player finds them on "Play now" and creates one (the Tiny test game, tables of 2,
 * Swiss, one round); a second player joins on the page, two more through the JSON API; the creator starts it
 * and the round's two tables show with links to their running matches; the API tells the same.
 */
import { expect, test } from "./fixtures";
import { register, sitePost, unique } from "./support";

test("create a tournament, players join, the creator starts it, the tables show", async ({ browser }) => {
  const anna = await register(browser, unique("tanna"));
  const bruno = await register(browser, unique("tbruno"));
  const cara = await register(browser, unique("tcara"));
  const dora = await register(browser, unique("tdora"));

  await anna.goto("/play");
  await anna.getByTestId("play-more").getByRole("link", { name: "Tournaments" }).click();
  await expect(anna).toHaveURL(/\/tournaments$/);
  await expect(anna.getByRole("heading", { level: 1, name: "Tournaments" })).toBeVisible();
  const form = anna.getByTestId("tournament-create");
  await form.getByLabel("Game").selectOption({ label: "Tiny" });
  await form.getByLabel("Players per table").selectOption("2");
  await form.getByLabel("Rounds (Swiss)").selectOption("1");
  await form.getByRole("button", { name: "Create" }).click();
  await expect(anna).toHaveURL(/\/tournaments\/\d+\?done=created$/);
  await expect(anna.getByTestId("tournament-notice")).toContainText("Your tournament is open for sign-up.");
  const id = new URL(anna.url()).pathname.split("/").pop()!;
  await expect(anna.getByTestId("tournament-status")).toHaveText("open for sign-up");
  // One player is not two tables' worth: no start button yet.
  await expect(anna.getByRole("button", { name: "Start now" })).toHaveCount(0);

  await bruno.goto("/tournaments");
  await bruno
    .getByTestId("tournaments-upcoming")
    .getByRole("link", { name: new RegExp(`^#${id} Tiny`) })
    .click();
  await bruno.getByRole("button", { name: "Join" }).click();
  await expect(bruno.getByTestId("tournament-notice")).toContainText("You have joined.");
  await expect(bruno.getByRole("button", { name: "Leave" })).toBeVisible();

  for (const page of [cara, dora]) {
    const joined = await sitePost(page, `/api/tournaments/${id}/join`, {});
    expect(joined.status(), await joined.text()).toBe(200);
  }
  // The creator alone may start it: the API refuses the others with a code and a sentence.
  const notCreator = await sitePost(bruno, `/api/tournaments/${id}/start`, {});
  expect(notCreator.status()).toBe(403);
  expect(await notCreator.json()).toMatchObject({ ok: false, code: "NOT_CREATOR" });

  await anna.reload();
  await expect(anna.getByTestId("tournament-players")).toContainText("(4)");
  await anna.getByRole("button", { name: "Start now" }).click();
  await expect(anna.getByTestId("tournament-notice")).toContainText("The tournament has started.");
  await expect(anna.getByTestId("tournament-status")).toHaveText("running");
  const tables = anna.getByTestId("tournament-table");
  await expect(tables).toHaveCount(2);
  await expect(anna.getByTestId("tournament-standings").getByRole("row")).toHaveCount(5);

  // A table's link opens its running match.
  const view = (await (await anna.request.get(`/api/tournaments/${id}`)).json()) as {
    status: string;
    rounds: { matches: { matchId: number; seats: { username: string }[] }[] }[];
  };
  expect(view.status).toBe("running");
  expect(view.rounds[0]!.matches).toHaveLength(2);
  const first = view.rounds[0]!.matches[0]!.matchId;
  await anna.getByRole("link", { name: `Tiny #${first}` }).click();
  await expect(anna).toHaveURL(new RegExp(`/matches/${first}$`));

  // Joining a started tournament is refused with a sentence.
  const late = await register(browser, unique("tlate"));
  const refused = await sitePost(late, `/api/tournaments/${id}/join`, {});
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/has started/);
});
