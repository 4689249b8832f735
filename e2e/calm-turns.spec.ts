/**
 * A turn that ends itself, on the server (lib/matches/write/auto-end.ts): in Stone Age every placement leaves "end
 * turn" as the only move, and for a player with the default setting the server ends the turn 5 seconds later,
 * whether or not the page is still open. The page shows the countdown (announced to screen readers); Undo and
 * "Keep my turn open" (or Escape) keep the turn open; a player who switched it off sees the End-turn button,
 * and is asked before leaving a half-made turn. The same through the JSON API, and with two app instances on
 * one PostgreSQL the turn is ended once.
 */
import { expect, request as pwRequest, test, type Page } from "./fixtures";
import { register, sitePost, unique } from "./support";
import { postgresSiteUser, secondInstanceUp } from "./postgres-site";

async function placeOne(page: Page, location: string, title: string) {
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 20_000 });
  await page.locator(`[data-location="${location}"]`).click();
  await page.getByRole("button", { name: `Place 1 person on ${title}` }).click();
  await expect(page.getByTestId("sa-panel")).toContainText("Placed.");
}

/** When the server will end the player's turn by itself (null: nothing will), as their poll says. */
async function autoEndAt(page: Page, matchId: number): Promise<string | null> {
  return ((await (await page.request.get(`/api/matches/${matchId}/moves`)).json()) as { autoEndAt: string | null })
    .autoEndAt;
}

/** Anna (automatic end on, the default) and Bruno in a Stone Age match; Anna moves first (seed). */
async function stoneAgePair(browser: Parameters<typeof register>[0], brunoAutoEnd: boolean) {
  const annaName = unique("cda");
  const brunoName = unique("cdb");
  const anna = await register(browser, annaName, { autoEndTurn: true });
  const bruno = await register(browser, brunoName, { autoEndTurn: brunoAutoEnd });
  const created = await sitePost(anna, "/api/matches", {
    gameKey: "stone-age",
    seats: [{ kind: "me" }, { kind: "invite", username: brunoName }],
    testSeed: "sa-e2e-1",
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { matchId } = (await created.json()) as { matchId: number };
  await bruno.goto(`/matches/${matchId}`);
  await bruno.getByRole("button", { name: "Accept invitation" }).click();
  await anna.goto(`/matches/${matchId}`);
  return { anna, bruno, annaName, brunoName, matchId };
}

test("the countdown shows the server's time; undo and Escape keep the turn open; off shows the button and asks before leaving", async ({
  browser,
}) => {
  const { anna, bruno, brunoName, matchId } = await stoneAgePair(browser, true);
  // Bruno switches it off on the settings page.
  await bruno.goto("/settings");
  await bruno.getByLabel('End my turn by itself when only "End turn" is left, after').selectOption("0");
  await bruno.getByRole("button", { name: "Save notification settings" }).click();
  await expect(bruno.getByText("Notification settings saved.")).toBeVisible();
  await bruno.goto(`/matches/${matchId}`);

  // Anna places: the only move left is ending the turn; the countdown is announced and the server ends it.
  await placeOne(anna, "toolmaker", "Toolmaker");
  const countdown = anna.getByTestId("auto-end-turn");
  await expect(countdown).toBeVisible();
  await expect(countdown.getByRole("status")).toHaveText(/Your turn ends in [45] seconds, even if you leave this page/);
  await expect(countdown.getByRole("button", { name: "Keep my turn open" })).toBeFocused();
  await expect(anna.getByTestId("turn-status")).toContainText(`Waiting for ${brunoName}`, { timeout: 12_000 });

  // Bruno switched it off: after his placement the server schedules nothing, and the End-turn button waits for him.
  await placeOne(bruno, "hunt", "Hunting grounds");
  expect(await autoEndAt(bruno, matchId)).toBeNull();
  await expect(bruno.getByTestId("auto-end-turn")).toHaveCount(0);
  await expect(bruno.getByTestId("turn-status")).toContainText("Your turn.");
  // Leaving now asks first (nothing would end the turn): refused, he stays; accepted, My games says why the others wait.
  // The question's code loads after the page runs; it marks the page once it is in place.
  await expect(bruno.locator("html[data-leave-guard=on]")).toHaveCount(1);
  bruno.once("dialog", (d) => void d.dismiss());
  await bruno.getByRole("link", { name: "My games" }).first().click();
  await expect(bruno).toHaveURL(new RegExp(`/matches/${matchId}$`));
  bruno.once("dialog", (d) => {
    expect(d.message()).toContain("Your turn is not finished: 1 step is not yet committed");
    void d.accept();
  });
  await bruno.getByRole("link", { name: "My games" }).first().click();
  await expect(bruno).toHaveURL(/\/games$/);
  await expect(bruno.getByTestId("list-my-turn").getByTestId("list-uncommitted")).toHaveText(
    "You have 1 uncommitted step here: end your turn so the others can play.",
  );
  await bruno.goto(`/matches/${matchId}`);
  await bruno.getByRole("button", { name: "End turn" }).click();

  // Undo during the countdown: the turn stays open, with nothing placed, and nothing ends it.
  await placeOne(anna, "forest", "Forest");
  await expect(countdown).toBeVisible();
  await countdown.getByRole("button", { name: "Undo" }).click();
  await expect(countdown).toHaveCount(0);
  await expect(anna.getByTestId("turn-status")).toContainText("Your turn.");
  await expect(anna.getByTestId("turn-status")).not.toContainText("not yet committed");
  expect(await autoEndAt(anna, matchId)).toBeNull();

  // Escape stops it on the server too: the step stays pending after a reload, and the End-turn button is there.
  await placeOne(anna, "forest", "Forest");
  await expect(countdown).toBeVisible();
  await anna.keyboard.press("Escape");
  await expect(countdown).toHaveCount(0);
  expect(await autoEndAt(anna, matchId)).toBeNull();
  await anna.reload();
  await expect(anna.getByTestId("turn-status")).toContainText("1 step not yet committed");
  await expect(countdown).toHaveCount(0);
  await anna.getByRole("button", { name: "End turn" }).click();
  await expect(anna.getByTestId("turn-status")).toContainText(`Waiting for ${brunoName}`);
});

test("following My games, or closing the page, during the countdown: the turn still ends and the other player is told", async ({
  browser,
}) => {
  const { anna, bruno, matchId } = await stoneAgePair(browser, false);
  await bruno.goto(`/matches/${matchId}`);
  // Anna places and goes to My games while the countdown runs: nothing asks her to stay (the server ends the turn).
  await placeOne(anna, "toolmaker", "Toolmaker");
  await expect(anna.getByTestId("auto-end-turn")).toBeVisible();
  await anna.getByRole("link", { name: "My games" }).first().click();
  await expect(anna).toHaveURL(/\/games$/);
  await expect(bruno.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 15_000 });
  await expect(anna.getByTestId("list-waiting")).toContainText(`#${matchId}`);

  // Bruno ends his turn; Anna places again and her phone's tab is closed while the countdown runs.
  await placeOne(bruno, "hunt", "Hunting grounds");
  await bruno.getByRole("button", { name: "End turn" }).click();
  await expect(bruno.getByTestId("turn-status")).toContainText("Waiting for");
  await anna.goto(`/matches/${matchId}`);
  await placeOne(anna, "forest", "Forest");
  await expect(anna.getByTestId("auto-end-turn")).toBeVisible();
  await anna.context().close();
  await expect(bruno.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 15_000 });
});

test("through the JSON API: a step's answer names the due time, and the turn ends with no further request", async ({
  browser,
}) => {
  const { anna, bruno, matchId } = await stoneAgePair(browser, false);
  const moves = (await (await anna.request.get(`/api/matches/${matchId}/moves`)).json()) as {
    version: number;
    legalMoves: unknown[];
    myTurn: boolean;
  };
  expect(moves.myTurn).toBe(true);
  const stepped = await sitePost(anna, `/api/matches/${matchId}/moves`, {
    version: moves.version,
    move: moves.legalMoves[0],
  });
  expect(stepped.ok(), await stepped.text()).toBe(true);
  const answer = (await stepped.json()) as {
    committed: boolean;
    legalMoves: unknown[];
    canEndTurn: boolean;
    autoEndAt: string | null;
  };
  expect([answer.committed, answer.legalMoves.length, answer.canEndTurn]).toEqual([false, 1, true]);
  expect(answer.autoEndAt).not.toBeNull();
  const poll = (await (await anna.request.get(`/api/matches/${matchId}/moves`)).json()) as { autoEndAt: string | null };
  expect(poll.autoEndAt).toBe(answer.autoEndAt);
  // Anna's script says nothing more; Bruno's poll finds his turn once the due time has passed.
  await expect
    .poll(
      async () =>
        ((await (await bruno.request.get(`/api/matches/${matchId}/moves`)).json()) as { myTurn: boolean }).myTurn,
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(answer.autoEndAt!) - 2_000);
  const view = (await (await anna.request.get(`/api/matches/${matchId}`)).json()) as {
    log: { seat: number; endsTurn: boolean }[];
    autoEndAt: string | null;
  };
  expect(view.log.filter((e) => e.endsTurn)).toHaveLength(1);
  expect(view.autoEndAt).toBeNull();
});

test("PostgreSQL with two app instances, both running the job runner: the turn is ended once", async () => {
  const siteA = process.env.E2E_PG_URL!;
  const siteB = await secondInstanceUp();
  const annaName = unique("aeanna");
  const brunoName = unique("aebruno");
  const annaApi = await pwRequest.newContext({
    baseURL: siteA,
    extraHTTPHeaders: { Authorization: `Bearer ${postgresSiteUser(annaName).token}` },
  });
  const brunoApi = await pwRequest.newContext({
    baseURL: siteB,
    extraHTTPHeaders: { Authorization: `Bearer ${postgresSiteUser(brunoName).token}` },
  });
  try {
    const created = await annaApi.post("/api/matches", {
      data: { gameKey: "stone-age", seats: [{ kind: "me" }, { kind: "invite", username: brunoName }] },
    });
    const { matchId } = (await created.json()) as { matchId: number };
    const open = (await (await brunoApi.get(`/api/matches/${matchId}`)).json()) as { version: number };
    expect((await brunoApi.post(`/api/matches/${matchId}/join`, { data: { version: open.version } })).status()).toBe(
      200,
    );
    // Three turns, each ended by the servers alone: whoever is to move places one person and says nothing more.
    for (let turn = 0; turn < 3; turn++) {
      const a = (await (await annaApi.get(`/api/matches/${matchId}/moves`)).json()) as {
        myTurn: boolean;
        version: number;
        legalMoves: unknown[];
      };
      const api = a.myTurn ? annaApi : brunoApi;
      const other = a.myTurn ? brunoApi : annaApi;
      const m = a.myTurn ? a : ((await (await api.get(`/api/matches/${matchId}/moves`)).json()) as typeof a);
      const step = await api.post(`/api/matches/${matchId}/moves`, {
        data: { version: m.version, move: m.legalMoves[0] },
      });
      expect(((await step.json()) as { autoEndAt: string | null }).autoEndAt).not.toBeNull();
      await expect
        .poll(
          async () => ((await (await other.get(`/api/matches/${matchId}/moves`)).json()) as { myTurn: boolean }).myTurn,
          { timeout: 15_000, intervals: [500] },
        )
        .toBe(true);
    }
    // Exactly three ended turns in the history, one per placement: no turn was ended twice.
    const view = (await (await annaApi.get(`/api/matches/${matchId}`)).json()) as {
      log: { endsTurn: boolean; lines: string[] }[];
    };
    expect(view.log.filter((e) => e.endsTurn)).toHaveLength(3);
    expect(view.log).toHaveLength(3);
  } finally {
    await annaApi.dispose();
    await brunoApi.dispose();
  }
});
