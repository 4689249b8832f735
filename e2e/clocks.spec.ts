/**
 * Correspondence clocks end to end, on the TEST_MODE server whose clock a test-only endpoint moves forward:
 * a one-day match shows its deadline on the match page and "My games"; half a day later the reminder mail
 * arrives; a day later the player has run out of time and a bot plays the seat. Then resigning and a cancel
 * vote in other matches, from the match page.
 */
import { expect, test, type Page } from "./fixtures";
import { register, sitePost, unique } from "./support";
import { mails, waitForMail } from "./mailbox";

const HOUR = 60 * 60 * 1000;

async function advance(page: Page, ms: number) {
  const r = await sitePost(page, "/api/test/clock", { advanceMs: ms });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as { now: string; clocks: { timeouts: number; reminders: number; autoVacations: number } };
}

async function createVia(
  page: Page,
  opponent: string,
  timeControl: unknown,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const r = await sitePost(page, "/api/matches", {
    gameKey: "tiny",
    seats: [{ kind: "me" }, { kind: "invite", username: opponent }],
    options: { target: 100 },
    timeControl,
    ...extra,
  });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { matchId: number }).matchId;
}

async function accept(page: Page, id: number) {
  await page.goto(`/matches/${id}`);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page.getByTestId("turn-status")).toBeVisible();
}

test("a one-day clock: deadline shown, reminder mailed, timeout hands the seat to a bot", async ({ browser }) => {
  const annaName = unique("clka");
  const brunoName = unique("clkb");
  const anna = await register(browser, annaName);
  const bruno = await register(browser, brunoName);

  // Anna keeps her vacation days for real vacations.
  await anna.goto("/settings");
  await anna.getByTestId("vacation").getByRole("button", { name: "Turn it off" }).click();
  await expect(anna.getByTestId("vacation")).toContainText("Automatic vacation is off");

  // The create form: one day per move, shown in the lobby before anyone joins.
  await anna.goto("/matches/new?game=tiny");
  await anna.getByLabel("Game").selectOption("tiny");
  await anna.getByLabel("Players").selectOption("2");
  await anna.getByLabel("Seat 2").selectOption("invite");
  await anna.getByLabel("Username").fill(brunoName);
  await anna.getByLabel("Time control").selectOption("perMove");
  await anna.getByLabel("Days for every move").selectOption("1");
  await anna.getByRole("button", { name: "Create match" }).click();
  await expect(anna).toHaveURL(/\/matches\/\d+$/);
  const lobby = Number(anna.url().split("/").pop());
  await expect(anna.getByTestId("time-control")).toContainText("1 day per move");
  await bruno.goto(`/matches/${lobby}`);
  await expect(bruno.getByTestId("time-control")).toContainText("1 day per move");
  await expect(bruno.getByTestId("time-control")).toContainText("a bot plays the seat");

  // The same clock on a longer game (the form's game ends too soon for a bot to play on).
  const id = await createVia(anna, brunoName, { kind: "perMove", days: 1 });
  await accept(bruno, id);

  await anna.goto(`/matches/${id}`);
  await expect(anna.getByTestId("seat-0").getByTestId("deadline")).toContainText(/23 h \d+ min left|1 day left/);
  await expect(anna.getByTestId("seat-0").getByTestId("deadline")).toContainText("until");
  await anna.goto("/games");
  await expect(anna.getByTestId("list-my-turn").getByTestId("list-deadline").first()).toContainText("left");

  // Half the day passes: the reminder.
  const before = mails().length;
  const half = await advance(anna, 12 * HOUR + 60_000);
  expect(half.clocks.reminders).toBeGreaterThanOrEqual(1);
  const reminder = await waitForMail(
    `${annaName.toLowerCase()}@example.test`,
    new RegExp(`^Tiny #${id}: 11 h \\d+ min left for your move$`),
    before,
  );
  expect(reminder.text).toContain(`/matches/${id}`);

  // The day passes: Anna has run out of time; a bot plays her seat and has already moved; Bruno is told.
  const after = await advance(anna, 12 * HOUR);
  expect(after.clocks.timeouts).toBeGreaterThanOrEqual(1);
  await waitForMail(`${brunoName.toLowerCase()}@example.test`, `Tiny #${id}: ${annaName} ran out of time`, before);
  await bruno.goto(`/matches/${id}`);
  await expect(bruno.getByTestId("turn-status")).toContainText("Your turn.");
  await expect(bruno.getByTestId("seat-0")).toContainText(`Bot for ${annaName}`);
  await expect(bruno.getByTestId("history")).toContainText(`${annaName} ran out of time; a bot plays the seat.`);
  await anna.goto(`/matches/${id}`);
  await expect(anna.getByRole("button", { name: "Resign…" })).toHaveCount(0);
});

test("resigning and a cancel vote, from the match page", async ({ browser }) => {
  const annaName = unique("rsa");
  const brunoName = unique("rsb");
  const anna = await register(browser, annaName);
  const bruno = await register(browser, brunoName);

  const resigned = await createVia(anna, brunoName, { kind: "bank", initialDays: 5, incrementDays: 1 });
  await accept(bruno, resigned);
  await expect(bruno.getByTestId("time-control")).toContainText("a time bank of 5 days, +1 day per turn");
  await bruno.getByRole("button", { name: "Resign…" }).click();
  await bruno.getByRole("group", { name: "Resign" }).getByRole("button", { name: "Resign", exact: true }).click();
  await expect(bruno.getByTestId("final-scores")).toContainText(`${brunoName}: resigned`);
  await expect(bruno.getByTestId("final-scores")).toContainText(`${annaName} — winner`);

  const cancelled = await createVia(anna, brunoName, { kind: "perMove", days: 7 });
  await accept(bruno, cancelled);
  const before = mails().length;
  await bruno.getByRole("button", { name: "Propose to cancel" }).click();
  await expect(bruno.getByTestId("cancel-vote")).toContainText(`Waiting for: ${annaName}`);
  await waitForMail(
    `${annaName.toLowerCase()}@example.test`,
    `Tiny #${cancelled}: ${brunoName} proposes to cancel`,
    before,
  );
  await anna.goto(`/matches/${cancelled}`);
  await anna.getByTestId("cancel-vote").getByRole("button", { name: "Agree to cancel" }).click();
  await expect(anna.getByText("This match was cancelled.")).toBeVisible();
  await waitForMail(`${brunoName.toLowerCase()}@example.test`, `Tiny #${cancelled} was cancelled`, before);

  // The header count opens the most urgent game.
  const urgent = await createVia(bruno, annaName, { kind: "perMove", days: 1 });
  await accept(anna, urgent);
  await bruno.goto("/games");
  await bruno.getByTestId("waiting-count").click();
  await expect(bruno).toHaveURL(new RegExp(`/matches/${urgent}$`));

  // The private calendar lists that deadline; a revoked address stops working.
  await bruno.goto("/settings");
  const feed = ((await bruno.getByTestId("calendar-url").textContent()) ?? "").trim();
  const ics = await bruno.request.get(feed);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(await ics.text()).toContain(`SUMMARY:Tiny #${urgent}: your move is due`);
  await bruno.getByRole("button", { name: "Revoke and make a new address" }).click();
  await expect(bruno.getByTestId("calendar-url")).not.toHaveText(feed);
  expect((await bruno.request.get(feed)).status()).toBe(404);
});
