/**
 * Clans end to end: two players move huts through the map (mouse and keyboard), undo a step, end turns,
 * and found a village that scores; each page shows only its own secret colour. Screenshots of the board
 * at desktop and phone width are kept in test-results/screenshots/.
 *
 * The moves: every territory starts with exactly one hut, so on any seed 2→0, then 1→5, then 3→15 leaves
 * territory 0 (steppe, neutral in epoch I) with 2 huts and all its neighbours (1, 2, 3) empty: village 1.
 */
import { expect, test, type Page } from "./fixtures";
import { clans, COLOURS } from "../lib/games/clans";
import { leaveReplayStart, register, unique, sitePost } from "./support";

const SEED = "clans-e2e-village";

const territoryAt = (page: Page, id: number) => page.locator(`[data-territory="${id}"]`);

async function clickMove(page: Page, from: number, to: number) {
  await territoryAt(page, from).click();
  await expect(territoryAt(page, to)).toHaveAttribute("data-target", "true");
  await territoryAt(page, to).click();
  await expect(page.getByTestId("turn-status")).toContainText("1 step not yet committed");
}

async function endTurn(mover: Page, other: Page) {
  await mover.getByRole("button", { name: "End turn" }).click();
  await expect(mover.getByTestId("turn-status")).toContainText("Waiting for");
  await expect(other.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 20_000 });
}

test("two players found and score a village through the map; each sees only their own colour", async ({ browser }) => {
  const annaName = unique("anna");
  const brunoName = unique("bruno");
  const anna = await register(browser, annaName);
  const bruno = await register(browser, brunoName);

  const created = await sitePost(anna, "/api/matches", {
    gameKey: "clans",
    seats: [{ kind: "me" }, { kind: "invite", username: brunoName }],
    testSeed: SEED,
  });
  expect(created.ok()).toBe(true);
  const { matchId } = (await created.json()) as { matchId: number };
  await bruno.goto(`/matches/${matchId}`);
  await bruno.getByRole("button", { name: "Accept invitation" }).click();
  await expect(bruno.getByTestId("clans-board")).toBeVisible();
  await anna.goto(`/matches/${matchId}`);

  // The same setup the server made from the seed: who starts and who holds which colour.
  const state = clans.setup({ players: 2, seed: SEED, options: {} });
  const pages = [anna, bruno];
  const colourOf = (seat: number) => COLOURS[state.colours[seat] ?? -1] ?? "?";

  // Hidden information: the "your colour" element holds the viewer's colour name and no other.
  for (const [seat, page] of pages.entries()) {
    const html = await page.getByTestId("my-colour").innerHTML();
    expect(html).toContain(colourOf(seat));
    for (const c of COLOURS) if (c !== colourOf(seat)) expect(html).not.toContain(c);
  }
  const first = pages[state.startSeat] as Page;
  const second = pages[1 - state.startSeat] as Page;
  await expect(first.getByTestId("turn-status")).toContainText("Your turn.");

  // Accessible names for territories.
  await expect(first.getByRole("button", { name: /^Territory 0, steppe, 1 hut: 1 \w+$/ })).toBeVisible();

  // Move 1 by mouse, undo it, make it again, end the turn.
  await clickMove(first, 2, 0);
  await expect(first.getByRole("button", { name: /^Territory 0, steppe, 2 huts/ })).toBeVisible();
  await first.getByRole("button", { name: "Undo step" }).click();
  await expect(first.getByRole("button", { name: /^Territory 0, steppe, 1 hut/ })).toBeVisible();
  await expect(first.getByTestId("last-move")).toHaveCount(0);
  await clickMove(first, 2, 0);
  await endTurn(first, second);
  await expect(second.getByRole("button", { name: /^Territory 2, grassland, empty$/ })).toBeVisible();

  // Move 2 by keyboard: focus a territory, Enter, then the target, Enter.
  await territoryAt(second, 1).focus();
  await second.keyboard.press("Enter");
  await expect(second.getByTestId("selected-territory")).toContainText("Territory 1, mountain");
  await expect(territoryAt(second, 5)).toHaveAttribute("data-target", "true");
  await territoryAt(second, 5).focus();
  await second.keyboard.press("Enter");
  await expect(second.getByTestId("turn-status")).toContainText("1 step not yet committed");
  await endTurn(second, first);

  // Move 3 isolates territory 0: village 1 of epoch I, 2 points for each colour in it.
  await clickMove(first, 3, 15);
  await expect(first.getByTestId("village-0")).toBeVisible();
  await expect(
    first.getByRole("button", { name: /^Territory 0, steppe, 2 huts: .*; village 1, epoch I, 2 points each$/ }),
  ).toBeVisible();
  const hutsInVillage = state.huts[0]?.map((n, c) => n + (state.huts[2]?.[c] ?? 0)) ?? [];
  const scoredColours = COLOURS.filter((_, c) => (hutsInVillage[c] ?? 0) > 0);
  for (const c of scoredColours) {
    await expect(first.getByTestId("score-track").locator("li", { hasText: c })).toContainText("2");
  }
  await expect(first.getByTestId("epoch-chart")).toContainText("3 of 4");
  await endTurn(first, second);

  // The other player sees the village, the scores and the history line.
  await expect(second.getByTestId("village-0")).toBeVisible();
  await expect(second.getByTestId("history")).toContainText(
    "Village 1 (epoch I) founded at territory 0 (steppe): 2 points for",
  );
  await expect(second.getByTestId("clans-players")).toContainText("1 village chip");
  // Each player's own last move can be looked up at any time, outlined on the map while shown.
  const lastMoves = second.getByTestId("player-last-move");
  await expect(lastMoves).toHaveCount(2);
  await expect(second.getByTestId("clans-players")).toContainText("last move: 1 hut from territory 1 to 5");
  await second.getByRole("button", { name: "last move: 1 hut from territory 1 to 5" }).click();
  await expect(second.getByTestId("shown-last-move")).toHaveCount(2);
  await second.getByRole("button", { name: "last move: 1 hut from territory 1 to 5" }).click();
  await expect(second.getByTestId("shown-last-move")).toHaveCount(0);
  for (const [seat, page] of pages.entries()) {
    const html = await page.getByTestId("my-colour").innerHTML();
    for (const c of COLOURS) expect(html.includes(c)).toBe(c === colourOf(seat));
  }

  // Screenshots for people to look at (kept as test artifacts).
  await second.setViewportSize({ width: 1280, height: 1000 });
  await second.screenshot({ path: "test-results/screenshots/clans-desktop.png", fullPage: true });
  await second.setViewportSize({ width: 375, height: 800 });
  await second.screenshot({ path: "test-results/screenshots/clans-phone.png", fullPage: true });
  // Selected territory with its highlighted targets, on the phone.
  await territoryAt(second, 15).click();
  await expect(territoryAt(second, 17)).toHaveAttribute("data-target", "true");
  await second.screenshot({ path: "test-results/screenshots/clans-phone-selected.png", fullPage: true });
  // The phone's map starts zoomed; "Fit map" shows it whole.
  await second.screenshot({ path: "test-results/screenshots/clans-phone-zoomed.png" });
  await second.getByRole("button", { name: "Fit map" }).click();
  await expect(second.getByRole("button", { name: "Zoom map" })).toBeVisible();
  await second.screenshot({ path: "test-results/screenshots/clans-phone-whole.png" });
});

test("a later position against a bot: big groups, several villages, read-only replay", async ({ browser }) => {
  const carl = await register(browser, unique("carl"));
  const created = await sitePost(carl, "/api/matches", {
    gameKey: "clans",
    seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
    testSeed: `${SEED}-bot`,
  });
  const { matchId } = (await created.json()) as { matchId: number };
  type Api = {
    version: number;
    myTurn: boolean;
    status: string;
    legalMoves: { type: string }[];
    view: { villages: unknown[] };
  };
  const load = async () => (await (await carl.request.get(`/api/matches/${matchId}`)).json()) as Api;
  // Play through the API (a fixed choice among the legal moves) until a few villages stand.
  for (let turn = 0; turn < 60; turn++) {
    let m = await load();
    if (m.status !== "running" || m.view.villages.length >= 5) break;
    expect(m.myTurn).toBe(true);
    while (m.legalMoves.some((x) => x.type !== "end-turn")) {
      const options = m.legalMoves.filter((x) => x.type !== "end-turn");
      const move = options[(turn * 7) % options.length];
      const r = await sitePost(carl, `/api/matches/${matchId}/moves`, { version: m.version, move });
      expect(r.ok()).toBe(true);
      m = await load();
    }
    const c = await sitePost(carl, `/api/matches/${matchId}/commit`, { version: m.version });
    expect(c.ok()).toBe(true);
  }
  const m = await load();
  expect(m.view.villages.length).toBeGreaterThan(0);
  await carl.setViewportSize({ width: 1280, height: 1000 });
  await carl.goto(`/matches/${matchId}`);
  await expect(carl.locator('[data-testid^="village-"]')).toHaveCount(m.view.villages.length);
  await carl.screenshot({ path: "test-results/screenshots/clans-later-desktop.png", fullPage: true });
  await carl.setViewportSize({ width: 375, height: 800 });
  await carl.screenshot({ path: "test-results/screenshots/clans-later-phone.png", fullPage: true });

  // The replay renders the same board read-only: clicking only shows details, never a move.
  await carl.setViewportSize({ width: 1280, height: 1000 });
  await carl.goto(`/matches/${matchId}/replay`);
  await expect(carl.getByTestId("clans-board")).toBeVisible();
  await expect(carl.getByTestId("my-colour")).toHaveCount(0);
  await leaveReplayStart(carl, "End ⏭");
  await expect(carl.locator('[data-testid^="village-"]')).toHaveCount(m.view.villages.length);
  await carl.locator('[data-territory="30"]').click();
  await expect(carl.getByTestId("selected-territory")).toContainText("Territory 30");
  await expect(carl.locator('[data-target="true"]')).toHaveCount(0);
  await carl.screenshot({ path: "test-results/screenshots/clans-replay-desktop.png", fullPage: true });
});
