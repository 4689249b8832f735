/** The JSON API with personal tokens: create, read, move, undo, commit; refusals with codes and statuses. */
import { expect, request as pwRequest, test, type APIRequestContext, type Page } from "./fixtures";
import { register, unique } from "./support";

async function tokenFor(page: Page): Promise<string> {
  await page.goto("/settings");
  await page.getByLabel("Token name").fill("script");
  await page.getByRole("button", { name: "Create API token" }).click();
  const token = (await page.getByTestId("new-token").textContent())?.trim() ?? "";
  expect(token).toMatch(/^gb_/);
  return token;
}

async function client(baseURL: string, token?: string): Promise<APIRequestContext> {
  return pwRequest.newContext({ baseURL, extraHTTPHeaders: token ? { Authorization: `Bearer ${token}` } : {} });
}

test("a script plays through the API with a personal token", async ({ browser, baseURL }) => {
  const anna = await register(browser, unique("apianna"));
  const eveName = unique("apieve");
  const eve = await register(browser, eveName);
  const api = await client(baseURL!, await tokenFor(anna));
  const eveApi = await client(baseURL!, await tokenFor(eve));
  const anonymous = await client(baseURL!);

  expect((await anonymous.get("/api/matches")).status()).toBe(401);
  // The health check answers anyone, with and without asking the database.
  expect(await (await anonymous.get("/api/health")).json()).toEqual({ ok: true });
  expect(await (await anonymous.get("/api/health?db=1")).json()).toMatchObject({ ok: true, database: { ok: true } });
  const bad = await api.post("/api/matches", { data: { gameKey: "tiny", seats: "nonsense" } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ ok: false, code: "INVALID_INPUT" });

  const created = await api.post("/api/matches", {
    data: { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "bot", style: "random" }], options: { target: 100 } },
  });
  expect(created.status()).toBe(200);
  const { matchId } = await created.json();
  expect(matchId).toBeGreaterThan(0);

  const moves = await (await api.get(`/api/matches/${matchId}/moves`)).json();
  expect(moves).toMatchObject({ ok: true, myTurn: true });
  expect(moves.legalMoves).toContainEqual({ type: "add", n: 2 });
  let version: number = moves.version;
  // The poll reads the token with the match: the same refusals as every other request.
  expect((await anonymous.get(`/api/matches/${matchId}/moves`)).status()).toBe(401);
  expect(
    (
      await anonymous.get(`/api/matches/${matchId}/moves`, { headers: { Authorization: "Bearer gb_unknown" } })
    ).status(),
  ).toBe(401);
  expect(
    (await anonymous.get(`/api/matches/${matchId}/moves`, { headers: { Authorization: "Basic abc" } })).status(),
  ).toBe(401);
  expect(await (await api.get("/api/matches/99999999/moves")).json()).toMatchObject({ ok: false, code: "NOT_FOUND" });
  // Someone without a seat is told the public version (no steps made yet: the same).
  expect(await (await eveApi.get(`/api/matches/${matchId}/moves`)).json()).toEqual({
    ok: true,
    version,
    myTurn: false,
    legalMoves: [],
    canEndTurn: false,
    autoEndAt: null,
  });
  // A step or a commit reads the token with the match, and refuses in the same order as every write: an unknown
  // token is a 401 whatever the body; a known one with a bad body a 400.
  const unknown = { Authorization: "Bearer gb_unknown", "Content-Type": "application/json" };
  expect((await anonymous.post(`/api/matches/${matchId}/moves`, { headers: unknown, data: "{" })).status()).toBe(401);
  expect(
    (await anonymous.post(`/api/matches/${matchId}/commit`, { headers: unknown, data: { version: "x" } })).status(),
  ).toBe(401);
  expect(
    (await anonymous.post(`/api/matches/${matchId}/commit`, { headers: unknown, data: { version } })).status(),
  ).toBe(401);
  expect(
    await (await api.post(`/api/matches/${matchId}/undo`, { data: { version, scope: "all" } })).json(),
  ).toMatchObject({ ok: false, code: "INVALID_INPUT" });
  expect((await eveApi.post(`/api/matches/${matchId}/commit`, { data: { version } })).status()).toBe(403);

  const step = await api.post(`/api/matches/${matchId}/moves`, { data: { version, move: { type: "add", n: 2 } } });
  // The step's answer says what comes next, as the poll would right after it.
  const stepped = await step.json();
  expect(stepped).toMatchObject({ ok: true, committed: false, myTurn: true });
  version = stepped.version;
  const { ok: _ok, committed: _committed, ...next } = stepped;
  expect(await (await api.get(`/api/matches/${matchId}/moves`)).json()).toEqual({ ok: true, ...next });

  // Another user may not act in this match; a spectator sees no pending step.
  const intruder = await eveApi.post(`/api/matches/${matchId}/moves`, {
    data: { version, move: { type: "add", n: 1 } },
  });
  expect(intruder.status()).toBe(403);
  expect(await intruder.json()).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
  const spectator = await (await anonymous.get(`/api/matches/${matchId}`)).json();
  expect(spectator.view.running).toBe(0);
  // Of the match's randomness only the commitment while it runs (docs/fairness.md): no seed, no PRNG state.
  const { fairness, ...rest } = spectator as { fairness: Record<string, unknown> };
  expect(JSON.stringify(rest)).not.toContain("seed");
  expect(fairness).toMatchObject({ serverSeed: null, playerSeeds: null });
  expect(fairness.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
  expect(spectator.view.mySecret).toBeNull();

  const stale = await api.post(`/api/matches/${matchId}/moves`, {
    data: { version: version - 1, move: { type: "add", n: 1 } },
  });
  expect(stale.status()).toBe(409);
  expect(await stale.json()).toMatchObject({ code: "STALE_VERSION" });
  const illegal = await api.post(`/api/matches/${matchId}/moves`, { data: { version, move: { type: "add", n: 5 } } });
  expect(illegal.status()).toBe(400);

  const undo = await api.post(`/api/matches/${matchId}/undo`, { data: { version, scope: "step" } });
  expect(await undo.json()).toMatchObject({ ok: true });
  version = (await undo.json()).version;
  const again = await api.post(`/api/matches/${matchId}/moves`, { data: { version, move: { type: "add", n: 1 } } });
  version = (await again.json()).version;
  const commit = await api.post(`/api/matches/${matchId}/commit`, { data: { version } });
  const committed = await commit.json();
  expect(committed).toMatchObject({ ok: true, committed: true });

  // The bot has moved right after the commit (the target of 100 is beyond its reach in one turn); it is
  // Anna's turn again, and the commit's answer says so.
  expect(committed).toMatchObject({ myTurn: true, legalMoves: expect.arrayContaining([{ type: "add", n: 1 }]) });
  const view = await (await api.get(`/api/matches/${matchId}`)).json();
  expect(view.myTurn).toBe(true);
  expect(view.log.length).toBeGreaterThanOrEqual(2);
  expect(view.log[0].lines).toEqual(["added 1", "banked 1"]);
  expect(view.view.banked[0]).toBe(1);
  // The player is told the version their steps moved; anyone else the public one, which the step and the undo
  // before the commit did not move (the poll of a user without a seat, the public endpoint, the public view).
  const versionNow = await (await anonymous.get(`/api/matches/${matchId}/version`)).json();
  expect((await (await api.get(`/api/matches/${matchId}/version`)).json()).version).toBe(view.version);
  expect(versionNow.version).toBeLessThan(view.version);
  expect(versionNow.version).toBe((await (await anonymous.get(`/api/matches/${matchId}`)).json()).version);
  expect(versionNow.version).toBe((await (await eveApi.get(`/api/matches/${matchId}/moves`)).json()).version);
});

test("POST commit asks the game: Glen More refuses to end a turn before a tile is taken, with its own reason", async ({
  browser,
  baseURL,
}) => {
  const page = await register(browser, unique("apigm"));
  const api = await client(baseURL!, await tokenFor(page));
  const created = await api.post("/api/matches", {
    data: { gameKey: "glen-more", seats: [{ kind: "me" }, { kind: "bot", style: "random" }] },
  });
  const { matchId } = await created.json();
  // The bot moves at once when it starts; either way it is my turn at the start of one of my turns.
  const moves = await (await api.get(`/api/matches/${matchId}/moves`)).json();
  expect(moves).toMatchObject({ ok: true, myTurn: true });
  const commit = await api.post(`/api/matches/${matchId}/commit`, { data: { version: moves.version } });
  expect(commit.status()).toBe(422);
  expect(await commit.json()).toEqual({ ok: false, code: "ILLEGAL_MOVE", message: "You cannot end your turn yet." });
  const view = await (await api.get(`/api/matches/${matchId}`)).json();
  expect(view.endTurnMove).toBeNull();
  expect(view.endTurnReason).toBe("You cannot end your turn yet.");
});
