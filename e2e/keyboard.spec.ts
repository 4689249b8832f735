/**
 * Keyboard only: one full turn in each game against a bot, with Tab, Shift+Tab, Enter, Space and
 * the arrow keys and no mouse. After every step the focus is on a control inside the board area (not lost to
 * the page), and the match's live region says what was done and whose turn it is. Matches are created over the
 * JSON API with fixed seeds (the player registers through the usual form first); every move of the player
 * under test is made on the page with keys only.
 */
import { expect, test, type Locator, type Page } from "./fixtures";
import { register, sitePost, unique } from "./support";

async function create(page: Page, gameKey: string, testSeed: string): Promise<void> {
  const res = await sitePost(page, "/api/matches", {
    gameKey,
    seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
    testSeed,
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { matchId } = (await res.json()) as { matchId: number };
  await page.goto(`/matches/${matchId}`);
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.");
}

/** Describes the focused element: where it is and what it is (checked in the page, so no mouse is involved). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    const area = document.querySelector('[data-testid="board-area"]');
    return {
      inArea: !!el && !!area && el !== area && area.contains(el),
      control:
        !!el && el.matches('button, [role="button"], a[href], input, select, summary, [tabindex]:not([tabindex="-1"])'),
      moveType: el?.getAttribute("data-move-type") ?? null,
      testId: el?.getAttribute("data-testid") ?? null,
      territory: el?.getAttribute("data-territory") ?? null,
      target: el?.getAttribute("data-target") ?? null,
      name: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim(),
    };
  });
}

/** After a step: the focus is on a control inside the board area. */
async function expectFocusInBoard(page: Page) {
  await expect
    .poll(async () => {
      const f = await focused(page);
      return f.inArea && f.control;
    })
    .toBe(true);
}

/** Presses Tab (or Shift+Tab) until the focused element satisfies `wanted`; fails after `max` presses. */
async function tabUntil(
  page: Page,
  wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  key: "Tab" | "Shift+Tab" = "Tab",
  max = 250,
) {
  for (let i = 0; i < max; i++) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press(key);
  }
  throw new Error(`no element wanted was reached with ${key} in ${max} presses`);
}

function announcer(page: Page): Locator {
  return page.getByTestId("match-announcer");
}

function version(page: Page): Promise<string | null> {
  return page.getByTestId("board-area").getAttribute("data-version");
}

/** Presses `key` on a control that sends an action, waits for the next position, checks what the live region says. */
async function pressAndWait(page: Page, key: string, says: string) {
  const before = await version(page);
  await page.keyboard.press(key);
  await expect.poll(() => version(page), { timeout: 20_000 }).not.toBe(before);
  await expect(page.getByTestId("match-error")).toHaveCount(0);
  await expect(announcer(page)).toContainText(says);
  await expectFocusInBoard(page);
}

async function turnLine(page: Page): Promise<string> {
  return ((await page.getByTestId("turn-status").innerText()).split("(")[0] ?? "").trim();
}

test("Glen More: a whole turn by keyboard; the focus stays on the board and the live region speaks", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await register(browser, unique("kbgm"));
  await create(page, "glen-more", "kb-gm-1");

  // Tab from the top of the page to the first tile that can be taken, and take it with Enter.
  await tabUntil(page, (f) => f.moveType === "take");
  const taken = (await focused(page)).name;
  const tile = /Take Space \d+: ([^(]+) \(/.exec(taken)?.[1]?.trim() ?? "";
  expect(tile).not.toBe("");
  await pressAndWait(page, "Enter", `You chose: Take ${tile}`);
  await expect(announcer(page)).toContainText("Your turn.");

  // Then the next step's control has the focus each time: pay, buy, place, activate... until the turn can end.
  for (let i = 0; i < 30; i++) {
    const phase = await page.getByTestId("gm-board").getAttribute("data-phase");
    if (phase === "activate" || phase === "move") break;
    const f = await focused(page);
    expect(f.moveType, `the focus is on a move control in phase ${phase}`).not.toBeNull();
    // The control's name starts with the move in words; the live region repeats it.
    const move = f.name.split(" — ")[0]!;
    await pressAndWait(page, i % 2 === 0 ? "Enter" : "Space", `You chose: ${move}`);
  }
  expect(["activate", "move"]).toContain(await page.getByTestId("gm-board").getAttribute("data-phase"));

  // End the turn: Shift+Tab back up to End turn (it comes before the board), Enter.
  await tabUntil(page, (f) => f.testId === "end-turn", "Shift+Tab");
  await pressAndWait(page, "Enter", "You ended your turn.");
  await expect(page.getByTestId("turn-status")).not.toContainText("not yet committed");
  await expect(announcer(page)).toContainText(await turnLine(page));
});

test("Clans: a whole turn by keyboard with the arrow keys on the map", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await register(browser, unique("kbcl"));
  await create(page, "clans", "kb-cl-1");

  // Tab to the first territory whose huts can move; Enter selects it; the live region reads the new prompt.
  await tabUntil(page, (f) => f.territory !== null && f.moveType === "move");
  const from = Number((await focused(page)).territory);
  await page.keyboard.press("Enter");
  await expect(announcer(page)).toHaveText(
    `Choose where the huts of territory ${from} go (highlighted), or pick another territory.`,
  );
  await expectFocusInBoard(page);
  // The arrow keys step through the highlighted targets only.
  await page.keyboard.press("ArrowRight");
  const to = await focused(page);
  expect(to.target).toBe("true");
  await pressAndWait(page, "Enter", `You chose: Move the huts of territory ${from} to territory ${to.territory}.`);
  await expect(announcer(page)).toContainText("You have moved: end your turn, or undo. Your turn.");
  await expect(page.getByTestId("turn-status")).toContainText("1 step not yet committed");
  // Nothing is left to move: the focus went to End turn, which Space presses.
  expect((await focused(page)).testId).toBe("end-turn");
  await pressAndWait(page, "Space", "You ended your turn.");
  await expect(page.getByTestId("turn-status")).not.toContainText("not yet committed");
  await expect(announcer(page)).toContainText(await turnLine(page));
});

test("Stone Age: a whole placing turn by keyboard", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await register(browser, unique("kbsa"));
  await create(page, "stone-age", "kb-sa-1");

  // Tab to the places; Enter picks one and the focus moves to "how many people".
  await tabUntil(page, (f) => f.moveType === "place");
  const place = (await focused(page)).name;
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("sa-count-chooser")).toContainText(`How many people on ${place}?`);
  const count = await focused(page);
  expect(count.name).toMatch(new RegExp(`^Place \\d+ (person|people) on ${place}$`));
  await expectFocusInBoard(page);
  await pressAndWait(page, "Enter", `You chose: ${count.name}. Placed: end your turn, or undo. Your turn.`);
  // Placed: the focus is on End turn.
  expect((await focused(page)).testId).toBe("end-turn");
  await pressAndWait(page, "Enter", "You ended your turn.");
  await expect(page.getByTestId("turn-status")).not.toContainText("not yet committed");
  await expect(announcer(page)).toContainText(await turnLine(page));
});
