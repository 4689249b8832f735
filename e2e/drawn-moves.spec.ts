/**
 * The board draws the last turn: in each of the three games a player takes a turn, the bot answers
 * in the same request, and the page draws what the bot did (the figure's step and the placed tile in Glen
 * More, the people placed in Stone Age, the huts moved in Clans) where the history's marks say; choosing that
 * turn in the history shows the position after it with the same drawing.
 */
import { expect, test, type Locator, type Page } from "./fixtures";
import { apiTurn, botMatch, register, unique } from "./support";
import { marksToDraw } from "../lib/matches/history/history-turns";
import type { LogLine } from "../lib/matches/read/views";
import type { MoveMark } from "../lib/engine/marks";
import { quickTurn } from "./glen-more-support";

/** What the page should draw, from the JSON API's history (the same rule the board uses). */
async function expectedMarks(page: Page, id: number): Promise<MoveMark[]> {
  const view = (await (await page.request.get(`/api/matches/${id}`)).json()) as {
    log: LogLine[];
    mySeat: number | null;
  };
  return marksToDraw(view.log, view.mySeat);
}

async function expectMarked(element: Locator, kind: string) {
  await expect(element.locator(`[data-testid="move-mark"][data-mark~="${kind}"]`)).toHaveCount(1);
}

/** Shows the position after the newest turn of the history (the bot's) and returns the position's area. */
async function showLastTurn(page: Page, id: number): Promise<Locator> {
  const { logTotal } = (await (await page.request.get(`/api/matches/${id}`)).json()) as { logTotal: number };
  const show = page.locator(`[data-testid="history-turn"][data-last="${logTotal - 1}"]`).getByTestId("history-show");
  const position = page.getByTestId("history-position");
  // The history is the server's HTML until its code runs (components/match/deferred.tsx carries a click made
  // after the page has hydrated); a click before the page hydrated at all is lost, as on any server-rendered
  // page, and a reader clicks again. On a loaded machine the board's marks can be checked before that.
  await expect(async () => {
    await show.click();
    await expect(position).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return position;
}

test("Glen More: the bot's step along the chain and its placed tile are drawn, live and in the history", async ({
  browser,
}) => {
  const page = await register(browser, unique("drawgm"));
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = await botMatch(page, "glen-more", "drawn-gm-1");
  await page.goto(`/matches/${id}`);
  await quickTurn(page);
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 20_000 });
  const marks = await expectedMarks(page, id);
  const step = marks.find((m) => m.at.startsWith("space:"));
  const tile = marks.find((m) => m.kind === "placed" && m.at.startsWith("tile:"));
  expect(step?.seat).toBe(1);
  expect(tile?.seat).toBe(1);
  const space = (s: string) => page.getByTestId("gm-chain").locator(`[data-space="${s.split(":")[1]}"]`);
  await expectMarked(space(step!.at), step!.kind);
  if (step!.from) await expectMarked(space(step!.from), "from");
  // The bot's display is one click away and says it has a new tile; there the tile is marked.
  await expect(page.getByTestId("gm-new-tile-1")).toBeVisible();
  await page.getByTestId("gm-show-1").click();
  const [x, y] = tile!.at.split(":")[2]!.split(",");
  await expectMarked(page.getByTestId(`gm-tile-${x}-${y}`), "placed");
  await expect(page.getByTestId(`gm-tile-${x}-${y}`)).toHaveAttribute("aria-label", /Last turn: .* placed here\./);
  await page.screenshot({ path: "test-results/screenshots/drawn-glen-more.png", fullPage: true });

  // The same drawing in the history's position after the bot's turn (the bot's display shown first there).
  const position = await showLastTurn(page, id);
  await expectMarked(position.getByTestId("gm-chain").locator(`[data-space="${step!.at.split(":")[1]}"]`), step!.kind);
  await expectMarked(position.getByTestId(`gm-tile-${x}-${y}`), "placed");
});

test("Stone Age: the people the bot placed are drawn on their place, live and in the history", async ({ browser }) => {
  const page = await register(browser, unique("drawsa"));
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = await botMatch(page, "stone-age", "drawn-sa-1");
  await apiTurn(page, id);
  await page.goto(`/matches/${id}`);
  const marks = await expectedMarks(page, id);
  const placed = marks.find((m) => m.kind === "placed");
  expect(placed?.seat).toBe(1);
  expect(placed?.label).toMatch(/^\+\d+$/);
  const location = placed!.at.split(":")[1]!;
  const live = page.getByTestId("sa-board").locator(`[data-location="${location}"]`);
  await expectMarked(live, "placed");
  await expect(live.getByTestId("move-mark")).toContainText(placed!.label!);
  await expect(live).toHaveAccessibleName(new RegExp(`Last turn: .* placed here \\(\\${placed!.label}\\)\\.`));
  await page.screenshot({ path: "test-results/screenshots/drawn-stone-age.png", fullPage: true });

  const position = await showLastTurn(page, id);
  await expectMarked(position.locator(`[data-location="${location}"]`), "placed");
});

test("Clans: the huts the bot moved are drawn from territory to territory, live and in the history", async ({
  browser,
}) => {
  const page = await register(browser, unique("drawcl"));
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = await botMatch(page, "clans", "drawn-cl-1");
  await apiTurn(page, id);
  await page.goto(`/matches/${id}`);
  const marks = await expectedMarks(page, id);
  const moved = marks.find((m) => m.kind === "moved");
  expect(moved?.seat).toBe(1);
  // The Clans board draws each player's last move from its view: an arrow from the marks' origin to their target.
  const arrow = page.getByTestId("clans-map").getByTestId("last-move");
  await expect(arrow).toHaveCount(1);
  const view = (await (await page.request.get(`/api/matches/${id}`)).json()) as {
    view: { lastMove: { from: number; to: number } | null };
  };
  expect([`territory:${view.view.lastMove?.from}`, `territory:${view.view.lastMove?.to}`]).toEqual([
    moved!.from,
    moved!.at,
  ]);

  const position = await showLastTurn(page, id);
  await expect(position.getByTestId("last-move")).toHaveCount(1);
});
