/**
 * A strong bot on the site (issue 40): chosen on the create form with its thinking time, it plays its turns on
 * the server (the job runner searches them in worker processes after the commit before them), and the open match
 * page shows each of its turns as it is written, without a reload.
 */
import { expect, test } from "@playwright/test";
import { apiTurn, register, unique } from "./support";

test("a strong bot from the form plays its turns on the server; the open page shows them live", async ({ browser }) => {
  test.setTimeout(240_000);
  const anna = await register(browser, unique("strong"));
  await anna.goto("/matches/new?game=clans");
  await anna.locator("#gameKey").selectOption("clans");
  await anna.locator("#seats").selectOption("2");
  await anna.locator("#seat1").selectOption("bot-strong");
  const budget = anna.getByLabel("Thinking time per move");
  await expect(budget).toHaveValue("1");
  await budget.selectOption("2");
  await anna.getByRole("button", { name: "Create match" }).click();
  await anna.waitForURL(/\/matches\/\d+$/);
  const id = Number(new URL(anna.url()).pathname.split("/").pop());

  type Api = { seats: { name: string }[]; log: { seat: number }[]; logTotal: number; myTurn: boolean };
  const load = async () => (await (await anna.request.get(`/api/matches/${id}`)).json()) as Api;
  expect((await load()).seats[1]?.name).toBe("Bot 2 (strong)");
  // Whoever starts, the turn comes to Anna: a bot that starts is searched by the job runner first.
  await expect(anna.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 60_000 });

  for (let round = 0; round < 2; round++) {
    const before = await load();
    const botEntries = before.log.filter((e) => e.seat === 1).length;
    await apiTurn(anna, id);
    // The page (not reloaded) hears of Anna's commit made elsewhere, then (the bot thinks 2 s) of the bot's turn.
    await expect(anna.getByTestId("turn-status")).toContainText("Waiting for");
    await expect(anna.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 60_000 });
    const after = await load();
    expect(after.myTurn).toBe(true);
    expect(after.log.filter((e) => e.seat === 1).length).toBeGreaterThan(botEntries);
  }
});
