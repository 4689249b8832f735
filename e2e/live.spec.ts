/**
 * The live site in Chromium: a commit reaches the other player's open page without a reload (the measured
 * delays are printed; the test asserts under 2 s), the header count, tab title and icon badge follow (also on
 * a slowed-down device, with one <title> in the page); a
 * move sent while offline, or whose answer is lost on the way, lands once and the board stays; and on the
 * PostgreSQL set-up a commit made through one app instance reaches a browser connected to the other.
 */
import { expect, request as pwRequest, test, type APIRequestContext, type Page, type Request } from "./fixtures";
import { register, signedInAt, sitePost, tinyMatchOfTwo, unique } from "./support";
import { postgresSiteUser, secondInstanceUp } from "./postgres-site";

declare global {
  interface Window {
    __liveMarker?: number;
    __yourTurnAt?: number;
  }
}

/** Records, in the page, when its turn status next says "Your turn." (the test's clock and the page's agree). */
async function armTurnWatch(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__yourTurnAt = undefined;
    const check = () => {
      const el = document.querySelector('[data-testid="turn-status"]');
      if (window.__yourTurnAt === undefined && el?.textContent?.includes("Your turn."))
        window.__yourTurnAt = Date.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

test("a commit reaches the other player's page without a reload; count, title, icon and lists follow", async ({
  browser,
}) => {
  const { anna, bruno, id } = await tinyMatchOfTwo(browser, "live");
  await anna.goto(`/matches/${id}`);
  await expect(anna.getByTestId("turn-status")).toContainText("Your turn.");
  await expect(anna.getByTestId("waiting-count")).toHaveText("1");
  for (const p of [anna, bruno]) await p.evaluate(() => (window.__liveMarker = 1));

  const delays: number[] = [];
  let [mover, other] = [anna, bruno];
  for (let turn = 0; turn < 6; turn++) {
    await armTurnWatch(other);
    const t0 = Date.now();
    await mover.getByRole("button", { name: "End turn" }).click();
    await expect.poll(() => other.evaluate(() => window.__yourTurnAt), { timeout: 5_000 }).toBeDefined();
    delays.push((await other.evaluate(() => window.__yourTurnAt!)) - t0);
    await expect(mover.getByTestId("turn-status")).toContainText("Waiting for");
    [mover, other] = [other, mover];
  }
  console.log(`[live] commit to the other page: median ${median(delays)} ms, all ${delays.join(", ")} ms`);
  expect(median(delays)).toBeLessThan(2_000);

  // Anna is to move again (six turns): her header, title and icon say so; Bruno's do not. Nobody reloaded.
  await expect(anna.getByTestId("waiting-count")).toHaveText("1");
  await expect.poll(() => anna.title()).toMatch(/^\(1\) /);
  await expect(anna.locator("link[data-live-icon]")).toHaveAttribute("data-count", "1");
  await expect(bruno.getByTestId("waiting-count")).toHaveCount(0);
  await expect.poll(() => bruno.title()).not.toMatch(/^\(\d+\) /);
  await expect(bruno.locator("link[data-live-icon]")).toHaveAttribute("data-count", "0");
  // Bruno's "My games" in another tab follows too: the match moves into "Your turn"; a new open match of
  // Anna's appears in "Open matches".
  const brunoGames = await bruno.context().newPage();
  await brunoGames.goto("/games");
  await brunoGames.evaluate(() => (window.__liveMarker = 1));
  const inMyTurn = brunoGames.getByTestId("list-my-turn").getByRole("link", { name: `Tiny #${id}` });
  await expect(inMyTurn).toHaveCount(0);
  await anna.getByRole("button", { name: "End turn" }).click();
  await expect(inMyTurn).toHaveCount(1);
  const open = await sitePost(anna, "/api/matches", { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "open" }] });
  const openId = ((await open.json()) as { matchId: number }).matchId;
  await expect(brunoGames.getByTestId("list-open").getByRole("link", { name: `Tiny #${openId}` })).toHaveCount(1);
  expect(await brunoGames.evaluate(() => window.__liveMarker)).toBe(1);
  await expect(bruno.getByTestId("waiting-count")).toHaveText("1");
  await expect.poll(() => bruno.title()).toMatch(/^\(1\) /);
  await expect(anna.getByTestId("waiting-count")).toHaveCount(0);
  for (const p of [anna, bruno]) expect(await p.evaluate(() => window.__liveMarker)).toBe(1);
  // Only one <title> in the document.
  // (A refresh that is still streaming may hold a second one for a moment: wait for the page to settle.)
  await expect.poll(() => bruno.locator("title").count()).toBe(1);
});

test("a player's step refetches the other player's match page, but not a spectator's nor the lists; the commit does", async ({
  browser,
}) => {
  const { anna, bruno, id } = await tinyMatchOfTwo(browser, "steps");
  const clara = await register(browser, unique("stepsclara"));
  const brunoGames = await bruno.context().newPage();
  await anna.goto(`/matches/${id}`);
  await brunoGames.goto("/games");
  await clara.goto(`/matches/${id}`);
  // A page's refetch (router.refresh) is a request for the page's server components (not a link's prefetch).
  // `n` counts those started, `done` those answered (or failed).
  const refetches = (p: Page) => {
    const seen = { n: 0, done: 0 };
    const isRefetch = (r: Request) => r.headers()["rsc"] === "1" && !r.headers()["next-router-prefetch"];
    p.on("request", (r) => void (isRefetch(r) && seen.n++));
    p.on("requestfinished", (r) => void (isRefetch(r) && seen.done++));
    p.on("requestfailed", (r) => void (isRefetch(r) && seen.done++));
    return seen;
  };
  const answered = (...seen: { n: number; done: number }[]) => seen.every((s) => s.done === s.n);
  const [ofBruno, ofClara, ofLists] = [refetches(bruno), refetches(clara), refetches(brunoGames)];
  // A commit first: every page hears it (their streams are open by then).
  await anna.getByRole("button", { name: "End turn" }).click();
  await expect(bruno.getByTestId("turn-status")).toContainText("Your turn.");
  await expect.poll(() => [ofClara.n > 0, ofLists.n > 0]).toEqual([true, true]);
  await expect.poll(() => answered(ofBruno, ofClara, ofLists)).toBe(true);

  // Bruno steps through the API: his own page follows; Anna, the other player, refetches for the new version.
  const ofAnna = refetches(anna);
  const [bruno0, clara0, lists0] = [ofBruno.n, ofClara.n, ofLists.n];
  const moves = (await (await bruno.request.get(`/api/matches/${id}/moves`)).json()) as { version: number };
  const step = await sitePost(bruno, `/api/matches/${id}/moves`, {
    version: moves.version,
    move: { type: "add", n: 1 },
  });
  expect(step.ok(), await step.text()).toBe(true);
  await expect.poll(() => ofAnna.n).toBeGreaterThan(0);
  await expect.poll(() => ofBruno.n).toBeGreaterThan(bruno0);
  // The event reached every stream at once; by the time Anna's and Bruno's refetches are answered, a page
  // that had been told would have asked too.
  await expect.poll(() => answered(ofAnna, ofBruno)).toBe(true);
  expect([ofClara.n, ofLists.n]).toEqual([clara0, lists0]);

  // His commit reaches everyone again.
  const after = (await step.json()) as { version: number };
  expect((await sitePost(bruno, `/api/matches/${id}/commit`, { version: after.version })).ok()).toBe(true);
  await expect.poll(() => [ofClara.n > clara0, ofLists.n > lists0]).toEqual([true, true]);
  await expect(anna.getByTestId("turn-status")).toContainText("Your turn.");
});

test("on a slow device live refreshes keep one <title>, with the count in front", async ({ browser }) => {
  // Chromium at a quarter of its speed: a refresh then takes React's <title> out and puts it back a moment
  // later; writing document.title in that moment can leave a second, stale <title>.
  const { anna, bruno, id } = await tinyMatchOfTwo(browser, "slow");
  for (const p of [anna, bruno]) {
    await (await p.context().newCDPSession(p)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await p.goto(`/matches/${id}`);
  }
  const titles = (p: Page) => p.evaluate(() => [...document.head.querySelectorAll("title")].map((t) => t.textContent));
  let [mover, other] = [anna, bruno];
  for (let turn = 0; turn < 4; turn++) {
    await mover.getByRole("button", { name: "End turn" }).click();
    await expect(other.getByTestId("turn-status")).toContainText("Your turn.");
    await expect(mover.getByTestId("turn-status")).toContainText("Waiting for");
    await expect.poll(() => titles(other)).toEqual([`(1) Match #${id} · Glenboard`]);
    await expect.poll(() => titles(mover)).toEqual([`Match #${id} · Glenboard`]);
    [mover, other] = [other, mover];
  }
});

test("a move sent offline is retried and lands once; a lost answer is not applied twice; the board stays", async ({
  browser,
}) => {
  const { anna, bruno, id } = await tinyMatchOfTwo(browser, "net");
  await anna.goto(`/matches/${id}`);
  await expect(anna.getByTestId("turn-status")).toContainText("Your turn.");

  // Offline: the step waits, the board stays, and it goes out once the network is back.
  await anna.context().setOffline(true);
  await anna.getByRole("button", { name: "add (n: 2)" }).click();
  await expect(anna.getByTestId("match-retrying")).toContainText("Not sent — retrying");
  await expect(anna.getByRole("button", { name: "add (n: 1)" })).toBeVisible();
  await anna.context().setOffline(false);
  await expect(anna.getByTestId("match-retrying")).toHaveCount(0);
  await expect(anna.getByTestId("turn-status")).toContainText("(1 step not yet committed");

  // The server gets the next step and applies it, but its answer is lost: the retry (same version) is
  // refused as stale, so the step counts once, and the player is told what happened.
  let lost = false;
  await anna.route(`**/matches/${id}`, async (route) => {
    const req = route.request();
    if (!lost && req.method() === "POST" && req.headers()["next-action"]) {
      lost = true;
      await route.fetch();
      await route.abort("connectionreset");
      return;
    }
    await route.continue();
  });
  await anna.getByRole("button", { name: "add (n: 1)" }).click();
  await expect(anna.getByTestId("match-error")).toContainText("perhaps your own move arrived");
  await expect(anna.getByTestId("turn-status")).toContainText("(2 steps not yet committed");
  await anna.unroute(`**/matches/${id}`);
  await anna.getByRole("button", { name: "End turn" }).click();
  await expect(anna.getByTestId("turn-status")).toContainText("Waiting for");
  // The history has exactly one turn of Anna's: +2 and +1 (banked 3), nothing twice.
  await expect(bruno.getByTestId("turn-status")).toContainText("Your turn.");
  for (const line of ["added 2", "added 1", "banked 3"])
    await expect(bruno.getByRole("listitem").filter({ hasText: new RegExp(`^${line}$`) })).toHaveCount(1);
});

test("PostgreSQL with two app instances: a commit through one reaches a browser on the other", async ({ browser }) => {
  const siteA = process.env.E2E_PG_URL!;
  const siteB = await secondInstanceUp();
  const annaName = unique("pganna");
  const brunoName = unique("pgbruno");
  const annaApi = await pwRequest.newContext({
    baseURL: siteA,
    extraHTTPHeaders: { Authorization: `Bearer ${postgresSiteUser(annaName).token}` },
  });
  const brunoApi = await pwRequest.newContext({
    baseURL: siteA,
    extraHTTPHeaders: { Authorization: `Bearer ${postgresSiteUser(brunoName).token}` },
  });
  const created = await annaApi.post("/api/matches", {
    data: { gameKey: "stone-age", seats: [{ kind: "me" }, { kind: "invite", username: brunoName }] },
  });
  const { matchId } = (await created.json()) as { matchId: number };
  const open = (await (await brunoApi.get(`/api/matches/${matchId}`)).json()) as { version: number };
  expect((await brunoApi.post(`/api/matches/${matchId}/join`, { data: { version: open.version } })).status()).toBe(200);

  // Bruno's browser is connected to instance B only.
  const page = await signedInAt(browser, siteB, brunoName);
  await page.goto(`/matches/${matchId}`);
  await page.evaluate(() => (window.__liveMarker = 1));
  const before = (await page.getByTestId("turn-status").textContent()) ?? "";

  // Whoever is to move plays one whole turn through instance A's API.
  const mover = before.includes("Your turn.") ? brunoApi : annaApi;
  await playOneTurn(mover, matchId);
  await expect(page.getByTestId("turn-status")).not.toHaveText(before, { timeout: 5_000 });
  expect(await page.evaluate(() => window.__liveMarker)).toBe(1);
  await annaApi.dispose();
  await brunoApi.dispose();
});

async function playOneTurn(api: APIRequestContext, matchId: number): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const m = (await (await api.get(`/api/matches/${matchId}/moves`)).json()) as {
      myTurn: boolean;
      version: number;
      legalMoves: unknown[];
    };
    if (!m.myTurn) return;
    const commit = await api.post(`/api/matches/${matchId}/commit`, { data: { version: m.version } });
    if (commit.ok()) {
      if (((await commit.json()) as { committed: boolean }).committed) return;
      continue;
    }
    const step = await api.post(`/api/matches/${matchId}/moves`, {
      data: { version: m.version, move: m.legalMoves[0] },
    });
    expect(step.status()).toBe(200);
  }
  throw new Error("the turn did not end");
}
