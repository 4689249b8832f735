/**
 * Glen More through its board: two players take turns with market trades, activations, a clan member's
 * move, undo of a step and of a turn, and a reload in the middle of a turn; the die moves after a commit
 * in a 2-player game; a game against a bot is played to the end and shows the final scoring; the replay
 * shows the board read-only. Seeds are fixed with `testSeed` (TEST_MODE is on in e2e).
 *
 * Seed "glen-ui-1" (2 players): Anna (seat 0) starts; Castle Stalker (1 wood, 1 stone) lies on space 12
 * (index 11), a Forest with a road on space 5 (index 4), and the die on space 3 (index 2).
 */
import { expect, test, type Page, type TestInfo } from "./fixtures";
import { leaveReplayStart, register, unique } from "./support";
import { board, click, createGlenMore, endTurn, quickStep, quickTurn, stat, step } from "./glen-more-support";

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function waitForMyTurn(page: Page): Promise<void> {
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 20_000 });
}

test("two players: trades, activations, clan movement, undo, reload, and the die moves after a commit", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const anna = await register(browser, unique("anna"));
  const brunoName = unique("bruno");
  const bruno = await register(browser, brunoName);
  const url = await createGlenMore(anna, [{ kind: "me" }, { kind: "invite", username: brunoName }], "glen-ui-1");
  await bruno.goto(url);
  await bruno.getByRole("button", { name: "Accept invitation" }).click();
  await expect(bruno.getByTestId("turn-status")).toContainText("Waiting for");
  await anna.reload();
  await waitForMyTurn(anna);

  await test.step("the chain offers the tiles that can be taken and says why others cannot", async () => {
    const b = board(anna);
    await expect(b.getByTestId("gm-chain").locator('[data-move-type="take"]')).toHaveCount(9);
    // The distillery is a plain tile: it cannot lie next to the start village (river and road on all sides).
    await expect(b.getByTestId("gm-space-12").getByTestId("gm-unavailable")).toHaveText(
      "no legal place in your display",
    );
    await expect(b.getByTestId("gm-chain-info")).toContainText("deck 1: 21");
    await expect(bruno.getByTestId("gm-chain").locator('[data-move-type="take"]')).toHaveCount(0);
    await shoot(anna, testInfo, "glen-start-desktop");
  });

  await test.step("Anna takes Castle Stalker and buys wood at the market; a reload keeps the pending steps", async () => {
    await click(anna, anna.getByTestId("gm-space-11").getByRole("button"));
    await expect(anna.getByTestId("gm-prompt")).toContainText("Still to pay: 1 wood + 1 stone");
    await click(anna, anna.getByTestId("gm-market-wood").getByRole("button", { name: /Buy 1 wood for 2 coins/ }));
    await expect(anna.getByTestId("gm-market-wood")).toHaveAttribute("data-coins", "2");
    expect(await stat(anna, 0, "coins")).toBe(4);
    await anna.reload();
    await expect(anna.getByTestId("gm-prompt")).toContainText("Still to pay: 1 stone");
    await expect(anna.getByTestId("turn-status")).toContainText("2 steps not yet committed");
    await expect(anna.getByTestId("gm-market-wood")).toHaveAttribute("data-coins", "2");
  });

  await test.step("undo one step gives the coins back", async () => {
    await step(anna, () => anna.getByRole("button", { name: "Undo step" }).click());
    await expect(anna.getByTestId("gm-market-wood")).toHaveAttribute("data-coins", "1");
    expect(await stat(anna, 0, "coins")).toBe(6);
    await expect(anna.getByTestId("gm-prompt")).toContainText("Still to pay: 1 wood + 1 stone");
  });

  await test.step("pay, place on a highlighted square, activate, move a clan member; then undo the whole turn", async () => {
    await click(anna, anna.getByTestId("gm-actions").getByRole("button", { name: /Buy 1 wood/ }));
    await click(anna, anna.getByTestId("gm-actions").getByRole("button", { name: /Buy 1 stone/ }));
    await expect(board(anna).locator('[data-move-type="place"]')).toHaveCount(2);
    await shoot(anna, testInfo, "glen-place-desktop");
    await click(anna, anna.getByTestId("gm-place-0-1"));
    const acts = anna.getByTestId("gm-activations");
    await expect(acts).toContainText("Castle Stalker (0, 1):");
    await expect(acts).toContainText("Start village (0, 0):");
    await click(anna, acts.getByRole("button", { name: /Activate Castle Stalker .*\+1 movement/ }));
    await click(anna, acts.getByRole("button", { name: /Activate Start village .*\+1 movement/ }));
    await expect(anna.getByTestId("gm-clan")).toContainText("2 movement points");
    // Choose the clan member on the start village in the display, then its destination.
    const target = anna.getByTestId("gm-tile-0-1");
    await expect(async () => {
      if ((await target.getAttribute("data-move-type")) !== "move-clan") await anna.getByTestId("gm-tile-0-0").click();
      await expect(target).toHaveAttribute("data-move-type", "move-clan", { timeout: 1000 });
    }).toPass();
    await click(anna, anna.getByTestId("gm-tile-0-1"));
    await expect(anna.getByTestId("gm-tile-0-1")).toHaveAccessibleName(/3 clan member/);
    expect(await stat(anna, 0, "clan")).toBe(3);
    await shoot(anna, testInfo, "glen-clan-desktop");
    await step(anna, () => anna.getByRole("button", { name: "Undo turn" }).click());
    await expect(anna.getByTestId("gm-prompt")).toContainText("Choose a highlighted tile");
    expect(await stat(anna, 0, "coins")).toBe(6);
    await expect(board(anna).getByTestId("gm-display").locator('[data-testid^="gm-tile-"]')).toHaveCount(1);
  });

  await test.step("Anna plays the turn again and commits it", async () => {
    await click(anna, anna.getByTestId("gm-space-11").getByRole("button"));
    await click(anna, anna.getByTestId("gm-actions").getByRole("button", { name: /Buy 1 wood/ }));
    await click(anna, anna.getByTestId("gm-actions").getByRole("button", { name: /Buy 1 stone/ }));
    await click(anna, anna.getByTestId("gm-place-0-1"));
    await click(anna, anna.getByTestId("gm-activations").getByRole("button", { name: /Activate Castle Stalker/ }));
    // Promote to chieftain by clicking, from the options list.
    await click(
      anna,
      anna.getByTestId("gm-clan").getByRole("button", { name: /Promote the clan member on Castle Stalker/ }),
    );
    expect(await stat(anna, 0, "chieftains")).toBe(1);
    await endTurn(anna);
    await expect(anna.getByTestId("turn-status")).toContainText("Waiting for");
    await expect(anna.getByTestId("history")).toContainText("took Castle Stalker (cost: 1 wood, 1 stone)");
    await expect(anna.getByTestId("history")).toContainText("promoted a clan member");
  });

  await test.step("Bruno sees Anna's display one click away, takes a Forest, activates it and sells the wood", async () => {
    await waitForMyTurn(bruno);
    await bruno.getByTestId("gm-show-0").click();
    await expect(bruno.getByTestId("gm-display")).toHaveAttribute("data-seat", "0");
    await expect(bruno.getByTestId("gm-display").getByTestId("gm-tile-0-1")).toHaveAttribute(
      "aria-label",
      /Castle Stalker/,
    );
    await expect(bruno.getByTestId("gm-player-0")).toContainText("Castle Stalker");
    await expect(bruno.getByTestId("gm-die")).toHaveAttribute("data-die-space", "2");
    await click(bruno, bruno.getByTestId("gm-space-4").getByRole("button"));
    // Placing switches to Bruno's own display with the legal squares.
    await expect(bruno.getByTestId("gm-display")).toHaveAttribute("data-seat", "1");
    await click(bruno, bruno.getByTestId("gm-place-1-0"));
    await click(bruno, bruno.getByTestId("gm-activations").getByRole("button", { name: /Activate Forest .*\+1 wood/ }));
    await expect(bruno.getByTestId("gm-tile-1-0")).toHaveAttribute("aria-label", /cubes wood/);
    const coins = await stat(bruno, 1, "coins");
    await click(bruno, bruno.getByTestId("gm-market-wood").getByRole("button", { name: /Sell 1 wood .* for 2 coins/ }));
    expect(await stat(bruno, 1, "coins")).toBe(coins + 2);
    await expect(bruno.getByTestId("gm-market-wood")).toHaveAttribute("data-coins", "1");
    await shoot(bruno, testInfo, "glen-bruno-desktop");
  });

  await test.step("after Bruno's commit the die moves: history line and new position", async () => {
    await endTurn(bruno);
    await expect(bruno.getByTestId("history")).toContainText("The die rolled");
    await expect(bruno.getByTestId("gm-die")).not.toHaveAttribute("data-die-space", "2");
    await expect(bruno.getByTestId("gm-last-die")).toContainText("Last die roll:");
  });

  await test.step("a few more full turns", async () => {
    for (let turn = 0; turn < 3; turn++) {
      await anna.reload();
      const page = (await board(anna).getAttribute("data-current")) === "0" ? anna : bruno;
      if (page === bruno) await bruno.reload();
      await waitForMyTurn(page);
      await quickTurn(page);
    }
    await anna.setViewportSize({ width: 375, height: 800 });
    await anna.reload();
    await expect(board(anna)).toBeVisible();
    await shoot(anna, testInfo, "glen-midgame-phone");
  });
});

test("a game against a bot played to the end shows the final scoring, and its replay is read-only", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const carl = await register(browser, unique("carl"));
  const url = await createGlenMore(carl, [{ kind: "me" }, { kind: "bot", style: "random" }], "glen-ui-bot");
  await expect(board(carl)).toBeVisible();
  for (let i = 0; i < 600; i++) {
    if ((await board(carl).getAttribute("data-phase")) === "over") break;
    await waitForMyTurn(carl);
    await quickStep(carl);
  }
  await expect(carl.getByTestId("gm-final")).toBeVisible();
  await expect(carl.getByTestId("turn-status")).toContainText("The match is over.");
  await expect(carl.getByTestId("gm-winners")).toContainText(/Winners?: /);
  for (const seat of [0, 1]) {
    const cells = carl.getByTestId(`gm-final-${seat}`).locator("td");
    await expect(cells).toHaveCount(8);
    const n = (await cells.allTextContents()).map(Number);
    // Tiles + scorings 1-3 + cards + coins + tile penalty = total.
    expect(n.slice(0, 7).reduce((a, b) => a + b, 0)).toBe(n[7]);
  }
  await expect(carl.getByTestId("gm-scoring-3")).toBeVisible();
  await expect(carl.getByTestId("final-scores")).toBeVisible();
  await shoot(carl, testInfo, "glen-final-desktop");
  await carl.setViewportSize({ width: 375, height: 800 });
  await shoot(carl, testInfo, "glen-final-phone");
  await carl.setViewportSize({ width: 1280, height: 900 });

  await carl.goto(`${url}/replay`);
  await expect(board(carl)).toBeVisible();
  await expect(board(carl).locator("[data-move-type]")).toHaveCount(0);
  await leaveReplayStart(carl, "Step ▶");
  await expect(carl.getByTestId("replay-position")).toContainText("Position 1 of");
  await expect(board(carl).locator("[data-move-type]")).toHaveCount(0);
  await carl.getByRole("button", { name: "End ⏭" }).click();
  await expect(carl.getByTestId("gm-final")).toBeVisible();
  await carl.getByTestId("gm-show-1").click();
  await expect(carl.getByTestId("gm-display")).toHaveAttribute("data-seat", "1");
  await shoot(carl, testInfo, "glen-replay-desktop");
});
