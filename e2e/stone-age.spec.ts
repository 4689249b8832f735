/**
 * Stone Age through the board: two players play a whole round in the browser (placement for both, actions
 * with rolls, a tool and a card bought, automatic feeding), then quick rounds over the JSON API until a
 * player is short of food, who decides the feeding on the board. Screenshots at desktop and 375 px width
 * are kept in test-results/screenshots/.
 *
 * Seed "sa-e2e-1" (2 players): Anna (seat 0) starts; the 1-resource card slot holds S13 (+2 food).
 */
import { expect, test, type Page } from "./fixtures";
import { leaveReplayStart, register, unique, sitePost } from "./support";

const SHOTS = "test-results/screenshots";

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/stone-age-${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/stone-age-${name}-375.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function myTurn(page: Page) {
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 20_000 });
}

/** Click the place on the board, then the number of people in the chooser, then End turn. */
async function place(page: Page, location: string, title: string, count: number) {
  await myTurn(page);
  await page.locator(`[data-location="${location}"]`).click();
  await expect(page.getByTestId("sa-count-chooser")).toContainText(`How many people on ${title}?`);
  await page.getByRole("button", { name: `Place ${count} ${count === 1 ? "person" : "people"} on ${title}` }).click();
  await expect(page.getByTestId("sa-panel")).toContainText("Placed.");
  await page.getByRole("button", { name: "End turn" }).click();
  await expect(page.getByTestId("turn-status")).toContainText("Waiting for");
}

async function endTurn(page: Page) {
  await expect(page.getByTestId("sa-panel")).toContainText("All your places are done.");
  await page.getByRole("button", { name: "End turn" }).click();
  await expect(page.getByTestId("sa-panel")).not.toContainText("All your places are done.");
}

type Move = { type: string; location?: string; count?: number; [k: string]: unknown };

/** One API move for a simple player who never hunts (so food runs short); "feed" when a feeding decision waits. */
async function apiStep(page: Page, matchId: number, autoFeed: boolean): Promise<"moved" | "idle" | "feed"> {
  const r = await (await page.request.get(`/api/matches/${matchId}/moves`)).json();
  if (!r.myTurn) return "idle";
  const moves = r.legalMoves as Move[];
  if (!autoFeed && moves.some((m) => m.type === "feed" || m.type === "starve")) return "feed";
  const places = moves.filter(
    (m) => m.type === "place" && ["forest", "clay-pit", "quarry", "river"].includes(m.location ?? ""),
  );
  const pick =
    places.sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0] ??
    moves.find((m) => m.type === "place" && m.location !== "hunt") ??
    moves.find((m) => m.type === "take") ??
    moves.find((m) => m.type === "choose-resource" || m.type === "pick-die") ??
    moves.find((m) => m.type === "resolve" && m.location !== "hunt") ??
    moves.find((m) => m.type === "decline") ??
    moves.find((m) => m.type === "feed") ??
    moves.find((m) => m.type === "place");
  const res = pick
    ? await sitePost(page, `/api/matches/${matchId}/moves`, { version: r.version, move: pick })
    : await sitePost(page, `/api/matches/${matchId}/commit`, { version: r.version });
  expect(res.ok(), await res.text()).toBe(true);
  return "moved";
}

test("two players play a round of Stone Age on the board, then feed when short", async ({ browser }) => {
  // A whole round in the browser, quick rounds over the API and the feeding: past two minutes on a busy machine.
  test.setTimeout(300_000);
  const annaName = unique("anna");
  const brunoName = unique("bruno");
  const anna = await register(browser, annaName);
  const bruno = await register(browser, brunoName);
  await anna.setViewportSize({ width: 1280, height: 900 });
  await bruno.setViewportSize({ width: 1280, height: 900 });

  const created = await sitePost(anna, "/api/matches", {
    gameKey: "stone-age",
    seats: [{ kind: "me" }, { kind: "invite", username: brunoName }],
    testSeed: "sa-e2e-1",
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { matchId } = (await created.json()) as { matchId: number };
  const lobby = await (await bruno.request.get(`/api/matches/${matchId}`)).json();
  const joined = await sitePost(bruno, `/api/matches/${matchId}/join`, { version: lobby.version });
  expect(joined.ok(), await joined.text()).toBe(true);

  await anna.goto(`/matches/${matchId}`);
  await bruno.goto(`/matches/${matchId}`);
  await expect(anna.getByTestId("sa-awaited")).toContainText("Round 1 · Placing people");
  await expect(bruno.getByTestId("sa-awaited")).toContainText(`Waiting for ${annaName} to place people.`);
  // Hidden information: only the counts of the deck and the stacks.
  await expect(anna.getByTestId("sa-board")).toContainText("deck: 32 left");
  await expect(anna.getByTestId("sa-board")).toContainText("7 tiles in stack");
  await shoot(anna, "01-start");

  // Placement, alternating: 5 people each.
  await place(anna, "toolmaker", "Toolmaker", 1);
  await place(bruno, "hunt", "Hunting grounds", 2);
  await place(anna, "forest", "Forest", 3);
  // With 2 players only one player may use the forest: Bruno is not offered it.
  await myTurn(bruno);
  await expect(bruno.locator('button[data-location="forest"]')).toHaveCount(0);
  await expect(bruno.locator('button[data-location="clay-pit"]')).toHaveCount(1);
  await place(bruno, "field", "Field", 1);
  await place(anna, "card-3", "Card slot 4", 1);
  await place(bruno, "clay-pit", "Clay pit", 2);

  // Actions: Anna (start player) first. The toolmaker is an undoable step, the roll commits.
  await myTurn(anna);
  await expect(anna.getByTestId("sa-panel")).toContainText("Rolling commits your turn so far");
  await shoot(anna, "02-actions");
  await anna.getByTestId("sa-place-toolmaker").getByRole("button", { name: "Take a tool" }).click();
  await expect(anna.getByTestId("turn-status")).toContainText("1 step not yet committed");
  await expect(anna.getByTestId("sa-player-0")).toContainText("Tools");
  await anna.getByTestId("sa-place-forest").getByRole("button", { name: "Roll 3 dice for wood" }).click();
  await expect(anna.getByTestId("sa-roll")).toBeVisible();
  // The roll committed everything before it: nothing left to undo.
  await expect(anna.getByTestId("turn-status")).not.toContainText("not yet committed");
  const before = await anna.getByTestId("sa-roll-result").innerText();
  expect(before).not.toContain("+ tools");
  await shoot(anna, "03-roll");
  await anna.getByRole("button", { name: "Add tool worth 1" }).click();
  await expect(anna.getByTestId("sa-roll-result")).toContainText("+ tools 1");
  // The tool tile is now shown as used this round.
  await expect(anna.getByTestId("sa-player-0")).toContainText("1 (used this round)");
  await anna
    .getByTestId("sa-roll")
    .getByRole("button", { name: /^Take \d+ wood$/ })
    .click();
  await expect(anna.getByTestId("sa-roll")).toHaveCount(0);
  // Buy the 1-resource card: the payment options come from the legal moves.
  await anna
    .getByTestId("sa-place-card-3")
    .getByRole("button", { name: /Buy card/ })
    .click();
  await expect(anna.getByTestId("sa-payment")).toBeVisible();
  await anna
    .getByTestId("sa-payment")
    .getByRole("button", { name: /Buy for .*1 wood/ })
    .click();
  await expect(anna.getByTestId("sa-player-0")).toContainText("2 × hut-builder");
  await expect(anna.getByTestId("sa-food-0")).toHaveText("14");
  await endTurn(anna);
  await expect(anna.getByTestId("turn-status")).toContainText(`Waiting for ${brunoName}`);

  // Bruno: hunt, field, clay pit.
  await myTurn(bruno);
  await bruno.getByTestId("sa-place-field").getByRole("button", { name: "Gain 1 agriculture" }).click();
  await bruno.getByTestId("sa-place-hunt").getByRole("button", { name: "Roll 2 dice for food" }).click();
  await expect(bruno.getByTestId("sa-roll")).toBeVisible();
  await bruno
    .getByTestId("sa-roll")
    .getByRole("button", { name: /^Take \d+ food$/ })
    .click();
  await bruno.getByTestId("sa-place-clay-pit").getByRole("button", { name: "Roll 2 dice for clay" }).click();
  await bruno
    .getByTestId("sa-roll")
    .getByRole("button", { name: /^Take \d+ clay$/ })
    .click();
  await endTurn(bruno);

  // Feeding was automatic (enough food): round 2 starts with Bruno, Anna fed 5 of her 14 food.
  await expect(anna.getByTestId("sa-awaited")).toContainText("Round 2 · Placing people", { timeout: 20_000 });
  await expect(anna.getByTestId("sa-food-0")).toHaveText("9");
  await expect(anna.getByTestId("history")).toContainText("took a tool");
  await shoot(bruno, "04-round-2");

  // Quick rounds over the API without hunting, until Anna is short of food (round 3: 9 - 5 - 5 < 0).
  let annaFeeds = false;
  for (let i = 0; i < 200 && !annaFeeds; i++) {
    annaFeeds = (await apiStep(anna, matchId, false)) === "feed";
    if (!annaFeeds) await apiStep(bruno, matchId, true);
  }
  expect(annaFeeds).toBe(true);
  await anna.reload();
  await expect(anna.getByTestId("sa-awaited")).toContainText("Feeding");
  await expect(anna.getByTestId("sa-feed")).toContainText("food is missing");
  await expect(anna.getByTestId("sa-player-0")).toContainText("short of");
  await shoot(anna, "05-feed");
  const pay = anna
    .getByTestId("sa-feed")
    .getByRole("button", { name: /^Feed with/ })
    .first();
  const payText = await pay.innerText();
  await pay.click();
  await expect(anna.getByTestId("sa-feed")).toHaveCount(0);
  await expect(anna.getByTestId("history")).toContainText("fed the people, paying");
  expect(payText).toMatch(/Feed with/);
  await shoot(anna, "06-after-feed");

  // The replay shows the same board read-only.
  await anna.goto(`/matches/${matchId}/replay`);
  await expect(anna.getByTestId("stone-age-board")).toBeVisible();
  await leaveReplayStart(anna, "End ⏭");
  await expect(anna.getByTestId("sa-board").locator("button")).toHaveCount(0);
  await expect(anna.getByTestId("sa-panel").locator("button")).toHaveCount(0);
  await shoot(anna, "07-replay");
});
