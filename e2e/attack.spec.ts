/**
 * The attack script: against the production checklist's set-up (PostgreSQL, SMTP, no test switches), a
 * signed-in attacker with an API token and a browser session of their own tries every kind of bad input at
 * every write endpoint: oversized and unknown-length bodies, wrong content types, cross-site writes with a
 * session cookie, malformed JSON and UTF-8, control characters in every text field, bad ids and versions,
 * other people's matches, forged links, oversized headers, ids beyond their column's range, server actions
 * from other origins and with arguments of the attacker's making. Each must be refused with a 4xx; afterwards
 * the database must be exactly as before (every table compared, row by row), and no mail may have been
 * written. Then: live chat events reach only the chat's readers, nobody outside a match can watch a player try
 * steps, chat links show where they go, and one address cannot hold the server's connections.
 */
import { execFileSync } from "node:child_process";
import http from "node:http";
import net from "node:net";
import pg from "pg";
import { expect, request as pwRequest, test, type APIRequestContext, type APIResponse, type Page } from "./fixtures";
import { register, signedInAt, sitePost, unique } from "./support";
import { postgresSiteDatabaseUrl, postgresSiteUser } from "./postgres-site";

const BASE = process.env.E2E_PG_URL ?? "";
test.use({ baseURL: BASE });

/** One fingerprint per table: every row, every column, in a stable order. Rate-limit counters change by design. */
async function snapshot(db: pg.Client): Promise<Record<string, string>> {
  const tables = await db.query<{ t: string }>(
    `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('RateLimit', '_prisma_migrations') ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { t } of tables.rows) {
    // Presence (User.presentUntil) is written by the attacker's own open page, by design (lib/live/presence.ts).
    const r = await db.query<{ n: string; h: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg((to_jsonb(x) - 'presentUntil')::text, '|' ORDER BY (to_jsonb(x) - 'presentUntil')::text)) AS h FROM "${t}" x`,
    );
    out[t] = `${r.rows[0]?.n}:${r.rows[0]?.h}`;
  }
  return out;
}

async function outboxSettled(db: pg.Client): Promise<void> {
  await expect
    .poll(
      async () =>
        Number(
          (
            await db.query<{ n: string }>(
              `SELECT count(*)::text AS n FROM "OutboxMail" WHERE status NOT IN ('sent', 'failed')`,
            )
          ).rows[0]?.n,
        ),
      { timeout: 30_000 },
    )
    .toBe(0);
}

/** One request on a fresh connection from `localAddress`: the answer's status line, or null when it was reset. */
function askOnce(port: number, localAddress: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    let answer = "";
    socket.on("error", () => {});
    socket.on("connect", () =>
      socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
    );
    socket.on("data", (d: Buffer) => (answer += d.toString("latin1")));
    socket.on("close", () => resolve(answer ? answer.split("\r\n")[0]! : null));
  });
}

/** A request Playwright's client will not send as such (a lying Content-Length, raw bytes, chunked). */
function raw(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
  chunked = false,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const u = new URL(url, BASE);
    const req = http.request(
      { method, host: u.hostname, port: u.port, path: u.pathname + u.search, headers },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        res.on("end", () => req.destroy());
      },
    );
    req.on("error", reject);
    if (chunked) {
      // Start a body and never finish it: the server must answer without waiting for its end.
      req.write(Buffer.alloc(64 * 1024, 0x20));
      return;
    }
    if (body) req.end(body);
    else req.end();
  });
}

interface Attack {
  name: string;
  run: () => Promise<number | APIResponse>;
}

test("every bad input is refused with a 4xx and changes nothing", async ({ browser }) => {
  test.setTimeout(300_000);
  const db = new pg.Client({ connectionString: postgresSiteDatabaseUrl() });
  await db.connect();

  // The cast: a victim with a running match and an open one; an attacker with a session, a token and a match.
  const victimName = unique("victim");
  const victim = await register(browser, victimName);
  const attackerName = unique("attacker");
  const attacker: Page = await register(browser, attackerName);
  await attacker.goto("/settings");
  await attacker.getByLabel("Token name").fill("attack");
  await attacker.getByRole("button", { name: "Create API token" }).click();
  const token = ((await attacker.getByTestId("new-token").textContent()) ?? "").trim();
  expect(token).toMatch(/^gb_/);
  // A real server action's id, as any visitor can read it from a page: the language switcher's form.
  const actionField = await attacker
    .locator('form:has([data-testid="locale-en"]) input[name^="$ACTION_ID_"]')
    .getAttribute("name");
  const actionId = (actionField ?? "").slice("$ACTION_ID_".length);
  expect(actionId).toMatch(/^[0-9a-f]{20,}$/);
  const create = async (page: Page, seats: unknown[]) => {
    const r = await sitePost(page, "/api/matches", { gameKey: "glen-more", seats });
    expect(r.status(), await r.text()).toBe(200);
    return ((await r.json()) as { matchId: number }).matchId;
  };
  const victimRunning = await create(victim, [{ kind: "me" }, { kind: "bot", style: "greedy" }]);
  const victimOpen = await create(victim, [{ kind: "me" }, { kind: "open" }]);
  const ownMatch = await create(attacker, [{ kind: "me" }, { kind: "bot", style: "random" }]);
  // An operator's action (block an account), its id read from the operator's own page: an attacker who learnt
  // it (the build is public) posts it as a player and as a visitor.
  const operatorName = unique("operator");
  postgresSiteUser(operatorName);
  execFileSync("npx", ["tsx", "scripts/admin.ts", "grant-operator", operatorName], {
    env: { ...process.env, DATABASE_URL: postgresSiteDatabaseUrl() },
  });
  const operator = await signedInAt(browser, BASE, operatorName);
  await operator.goto(`/admin/accounts?q=${victimName}`);
  const blockField = await operator
    .locator(`[data-account="${victimName}"] input[name^="$ACTION_ID_"]`)
    .getAttribute("name");
  expect(blockField).toMatch(/^\$ACTION_ID_[0-9a-f]{20,}$/);
  await operator.context().close();

  const api: APIRequestContext = await pwRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  const anon: APIRequestContext = await pwRequest.newContext({ baseURL: BASE });
  const cookie = attacker.request; // the attacker's own browser session
  const versionOf = async (id: number) =>
    ((await (await api.get(`/api/matches/${id}/version`)).json()) as { version: number }).version;
  const ownVersion = await versionOf(ownMatch);
  const victimVersion = await versionOf(victimRunning);
  const openVersion = await versionOf(victimOpen);
  // The token's "last used" is written at most hourly: use it once before the snapshot.
  expect((await api.get("/api/matches")).status()).toBe(200);
  await outboxSettled(db);
  const before = await snapshot(db);

  const json = (data: unknown) => ({
    data: typeof data === "string" ? data : JSON.stringify(data),
    headers: { "content-type": "application/json" },
  });
  const post = (ctx: APIRequestContext, url: string, data: unknown, headers: Record<string, string> = {}) =>
    ctx.post(url, {
      data: typeof data === "string" ? data : JSON.stringify(data),
      headers: { "content-type": "application/json", ...headers },
    });
  const okMatch = { gameKey: "glen-more", seats: [{ kind: "me" }, { kind: "bot", style: "random" }] };
  const attacks: Attack[] = [];
  const add = (name: string, run: Attack["run"]) => attacks.push({ name, run });

  // Who may write at all.
  add("create without credentials", () => post(anon, "/api/matches", okMatch));
  add("move without credentials", () =>
    post(anon, `/api/matches/${ownMatch}/moves`, { version: ownVersion, move: { type: "pass" } }),
  );
  for (const auth of [
    "Bearer nonsense",
    `Bearer gb_${"x".repeat(300)}`,
    "Bearer ",
    "Basic YWRtaW46YWRtaW4=",
    `Bearer ${token}x`,
    `Bearer ${token.slice(0, -1)}`,
  ]) {
    add(`create with Authorization "${auth.slice(0, 20)}..."`, () =>
      anon.post("/api/matches", {
        ...json(okMatch),
        headers: { "content-type": "application/json", authorization: auth },
      }),
    );
  }
  // Content types: only JSON is read.
  for (const type of [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonx",
    "",
  ]) {
    add(`create as "${type}"`, () =>
      api.post("/api/matches", { data: JSON.stringify(okMatch), headers: { "content-type": type } }),
    );
  }
  // Cross-site writes riding on the browser session.
  for (const origin of ["http://evil.example", "null", `${BASE}.evil.example`, "http://localhost:1"]) {
    add(`cookie write from Origin ${origin}`, () => post(cookie, "/api/matches", okMatch, { origin }));
    add(`cookie leave from Origin ${origin}`, () =>
      post(cookie, `/api/matches/${ownMatch}/leave`, { version: ownVersion }, { origin }),
    );
  }
  add("cookie write without Origin", () => post(cookie, "/api/matches", okMatch));
  add("cookie write as text/plain (a cross-site form)", () =>
    cookie.post("/api/matches", {
      data: JSON.stringify(okMatch),
      headers: { "content-type": "text/plain", origin: "http://evil.example" },
    }),
  );
  // Bodies.
  add("a 200 MB Content-Length", () =>
    raw("POST", "/api/matches", {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "content-length": String(200 * 1024 * 1024),
    }),
  );
  add("a 200 MB Content-Length to a page (server action)", () =>
    raw("POST", "/", { "content-type": "text/plain", "next-action": "x", "content-length": String(200 * 1024 * 1024) }),
  );
  add("a 200 MB Content-Length to sign-in", () =>
    raw("POST", "/api/auth/callback/password", {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(200 * 1024 * 1024),
    }),
  );
  add("an endless chunked body", () =>
    raw(
      "POST",
      "/api/matches",
      { "content-type": "application/json", authorization: `Bearer ${token}`, "transfer-encoding": "chunked" },
      undefined,
      true,
    ),
  );
  add("an endless chunked body to a page", () =>
    raw("POST", "/signin", { "content-type": "text/plain", "transfer-encoding": "chunked" }, undefined, true),
  );
  add("a 150 KB JSON body", () => post(api, "/api/matches", { ...okMatch, note: "x".repeat(150_000) }));
  add("invalid UTF-8", () =>
    raw(
      "POST",
      "/api/matches",
      { "content-type": "application/json", authorization: `Bearer ${token}` },
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    ),
  );
  add("not JSON", () => post(api, "/api/matches", "{gameKey: glen-more"));
  add("JSON nested 20,000 deep", () => post(api, "/api/matches", "[".repeat(20_000) + "]".repeat(20_000)));
  add("JSON nested 100 deep in a move", () =>
    post(
      api,
      `/api/matches/${ownMatch}/moves`,
      `{"version":${ownVersion},"move":${"[".repeat(100)}${"]".repeat(100)}}`,
    ),
  );
  add("a 20 KB header", () => api.get("/api/matches", { headers: { "x-junk": "j".repeat(20_000) } }));
  // Control characters in every text field.
  const bad = ["\u0000", "a\u0000b", "\u0007", "\u001b[31m", "\u202e", "x\ud800", "line\nbreak"];
  for (const c of bad) {
    const label = JSON.stringify(c);
    add(`note ${label}`, () => post(api, "/api/matches", { ...okMatch, note: `hello ${c}` }));
    add(`invited username ${label}`, () =>
      post(api, "/api/matches", {
        gameKey: "glen-more",
        seats: [{ kind: "me" }, { kind: "invite", username: `${victimName}${c}` }],
      }),
    );
    add(`game key ${label}`, () => post(api, "/api/matches", { ...okMatch, gameKey: `glen-more${c}` }));
    add(`test seed ${label}`, () => post(api, "/api/matches", { ...okMatch, testSeed: `s${c}` }));
    add(`option key ${label}`, () => post(api, "/api/matches", { ...okMatch, options: { [`k${c}`]: 1 } }));
    add(`move text ${label}`, () =>
      post(api, `/api/matches/${ownMatch}/moves`, { version: ownVersion, move: { type: `take${c}` } }),
    );
  }
  // Shapes, ids and versions.
  for (const body of [
    null,
    42,
    "x",
    [],
    { gameKey: "glen-more" },
    { gameKey: "glen-more", seats: "all" },
    { gameKey: "glen-more", seats: Array.from({ length: 5000 }, () => ({ kind: "open" })) },
    { ...okMatch, seats: [{ kind: "me" }, { kind: "admin" }] },
    { ...okMatch, seats: [{ kind: "me" }, { kind: "me" }] },
    { ...okMatch, gameKey: "tiny" },
    { ...okMatch, gameKey: "__proto__" },
    { ...okMatch, gameKey: "constructor" },
    { ...okMatch, note: 5 },
    { ...okMatch, options: [] },
  ]) {
    add(`create ${JSON.stringify(body).slice(0, 60)}`, () => post(api, "/api/matches", body));
  }
  for (const id of ["0", "-1", "abc", "1e3", "99999999999", "2147483648", "1.5", "%20", "00x"]) {
    add(`GET match ${id}`, () => api.get(`/api/matches/${id}`));
    add(`POST move to match ${id}`, () =>
      post(api, `/api/matches/${id}/moves`, { version: 0, move: { type: "pass" } }),
    );
  }
  for (const v of [-1, 1e20, "abc", null, ownVersion - 1, ownVersion + 1, 1.5]) {
    add(`move with version ${JSON.stringify(v)}`, () =>
      post(api, `/api/matches/${ownMatch}/moves`, { version: v, move: { type: "pass" } }),
    );
    add(`commit with version ${JSON.stringify(v)}`, () => post(api, `/api/matches/${ownMatch}/commit`, { version: v }));
  }
  for (const move of [
    undefined,
    null,
    1,
    "pass",
    [],
    {},
    { type: "nonsense" },
    { type: "take", index: -1 },
    { type: "take", index: 1e9 },
    { type: "take", index: "0" },
    { type: "__proto__" },
  ]) {
    add(`move ${JSON.stringify(move)}`, () =>
      post(api, `/api/matches/${ownMatch}/moves`, { version: ownVersion, move }),
    );
  }
  add("undo with a bad scope", () =>
    post(api, `/api/matches/${ownMatch}/undo`, { version: ownVersion, scope: "everything" }),
  );
  add("undo with nothing pending", () =>
    post(api, `/api/matches/${ownMatch}/undo`, { version: ownVersion, scope: "turn" }),
  );
  add("an unknown operation", () => post(api, `/api/matches/${ownMatch}/delete`, { version: ownVersion }));
  add("an unknown GET operation", () => api.get(`/api/matches/${ownMatch}/state`));
  for (const frame of ["-1", "abc", "1e9", "99999999", ""])
    add(`replay frame "${frame}"`, () => api.get(`/api/matches/${ownMatch}/replay?frame=${frame}`));
  // Other people's matches.
  add("move in the victim's match", () =>
    post(api, `/api/matches/${victimRunning}/moves`, { version: victimVersion, move: { type: "pass" } }),
  );
  add("commit in the victim's match", () =>
    post(api, `/api/matches/${victimRunning}/commit`, { version: victimVersion }),
  );
  add("undo in the victim's match", () =>
    post(api, `/api/matches/${victimRunning}/undo`, { version: victimVersion, scope: "step" }),
  );
  add("leave the victim's match", () => post(api, `/api/matches/${victimRunning}/leave`, { version: victimVersion }));
  add("join the victim's running match", () =>
    post(api, `/api/matches/${victimRunning}/join`, { version: victimVersion }),
  );
  add("start the victim's open match", () => post(api, `/api/matches/${victimOpen}/start`, { version: openVersion }));
  add("cancel the victim's open match", () => post(api, `/api/matches/${victimOpen}/cancel`, { version: openVersion }));
  add("join the victim's open match on a stale version", () =>
    post(api, `/api/matches/${victimOpen}/join`, { version: openVersion + 1 }),
  );
  add("cancel a running match", () => post(api, `/api/matches/${ownMatch}/cancel`, { version: ownVersion }));
  add("start a running match", () => post(api, `/api/matches/${ownMatch}/start`, { version: ownVersion }));
  // Addresses and links.
  for (const url of [
    "/api/matches/1%00",
    "/signin?next=%00",
    "/unsubscribe?u=%00&s=x",
    "/matches/%0a1",
    "/api/matches/..%2f..%2fetc%2fpasswd",
    "/%ff",
  ])
    add(`GET ${url}`, () => api.get(url));
  add("one-click unsubscribe with a forged signature", () =>
    anon.post(`/unsubscribe/one-click?u=someone&s=${"A".repeat(43)}`, { form: { "List-Unsubscribe": "One-Click" } }),
  );
  add("one-click unsubscribe without a signature", () =>
    anon.post("/unsubscribe/one-click?u=someone", { form: { "List-Unsubscribe": "One-Click" } }),
  );
  add("a server action that does not exist", () =>
    anon.post("/", {
      headers: { "next-action": "0".repeat(40), "content-type": "text/plain;charset=UTF-8" },
      data: "[]",
    }),
  );
  add("the operator mailbox with a guessed key", () => anon.get(`/mailbox/${"A".repeat(43)}`));
  add("the old development mailbox", () => anon.get("/dev/mailbox"));
  add("the test-only clock without TEST_MODE", () => post(api, "/api/test/clock", { advanceMs: 86_400_000 }));
  add("resign with a bad version", () => post(api, `/api/matches/${ownMatch}/resign`, { version: "x" }));
  add("answer a cancel vote nobody proposed", () =>
    post(api, `/api/matches/${ownMatch}/answer-cancel`, { version: ownVersion, accept: true }),
  );
  add("answer a cancel vote without a boolean", () =>
    post(api, `/api/matches/${ownMatch}/answer-cancel`, { version: ownVersion, accept: "yes" }),
  );
  add("resign in the victim's match", () =>
    post(api, `/api/matches/${victimRunning}/resign`, { version: victimVersion }),
  );
  add("propose to cancel the victim's match", () =>
    post(api, `/api/matches/${victimRunning}/propose-cancel`, { version: victimVersion }),
  );
  add("a time control that does not exist", () =>
    post(api, "/api/matches", { ...okMatch, timeControl: { kind: "perMove", days: 4 } }),
  );
  add("a bank of 400 days", () =>
    post(api, "/api/matches", { ...okMatch, timeControl: { kind: "bank", initialDays: 400, incrementDays: 1 } }),
  );
  add("a timeout policy that does not exist", () => post(api, "/api/matches", { ...okMatch, timeoutPolicy: "win" }));
  add("a vacation in the past", () => post(api, "/api/me/vacation", { until: "2001-01-01T00:00:00Z" }));
  add("a vacation of 400 days", () =>
    post(api, "/api/me/vacation", { until: new Date(Date.now() + 400 * 86_400_000).toISOString() }),
  );
  add("a vacation without a date", () => post(api, "/api/me/vacation", { until: "soon" }));
  add("ending a vacation that did not start", () => post(api, "/api/me/vacation-end", {}));
  for (const body of [
    { language: "fr" },
    { language: "DE" },
    { language: 5 },
    {},
    { language: "de", admin: true },
    { language: "x".repeat(5000) },
  ])
    add(`language ${JSON.stringify(body).slice(0, 30)}`, () => post(api, "/api/me/language", body));
  add("a calendar address with a forged signature", () => anon.get(`/calendar/abc.0.${"A".repeat(43)}.ics`));
  // Table talk: only players write, within the limits; notes only for players; reports and mutes checked.
  add("chat in the victim's match", () => post(api, `/api/matches/${victimRunning}/chat`, { text: "hi" }));
  add("chat in a match that does not exist", () => post(api, "/api/matches/999999/chat", { text: "hi" }));
  for (const text of ["", "   ", "x".repeat(501), "nul \u0000", "bell \u0007", "bidi \u202e"])
    add(`chat ${JSON.stringify(text.slice(0, 12))}`, () => post(api, `/api/matches/${ownMatch}/chat`, { text }));
  add("chat without text", () => post(api, `/api/matches/${ownMatch}/chat`, { message: "hi" }));
  add("chat with a number", () => post(api, `/api/matches/${ownMatch}/chat`, { text: 5 }));
  add("read the victim's chat", () => api.get(`/api/matches/${victimRunning}/chat`));
  add("chat page before a non-number", () => api.get(`/api/matches/${ownMatch}/chat?before=abc`));
  add("notes in the victim's match", () => post(api, `/api/matches/${victimRunning}/note`, { text: "mine" }));
  add("read the victim's notes", () => api.get(`/api/matches/${victimRunning}/note`));
  add("notes of 5,001 characters", () => post(api, `/api/matches/${ownMatch}/note`, { text: "x".repeat(5_001) }));
  add("report a message id that is no number", () => post(api, "/api/chat/abc/report", { reason: "x" }));
  add("report a message that does not exist", () => post(api, "/api/chat/999999999/report", { reason: "x" }));
  add("an unknown chat operation", () => post(api, "/api/chat/1/delete", {}));
  add("mute a user who does not exist", () => post(api, `/api/users/nobody${Date.now()}/mute`, { muted: true }));
  add("mute without a boolean", () => post(api, `/api/users/${victimName}/mute`, { muted: "yes" }));
  add("an unknown user operation", () => post(api, `/api/users/${victimName}/befriend`, {}));
  add("the record of a running match", () => api.get(`/api/matches/${ownMatch}/record`));
  for (const entry of ["abc", "-1", "99999999"])
    add(`replay entry "${entry}"`, () => api.get(`/api/matches/${ownMatch}/replay?entry=${entry}`));
  // The live stream: only for the signed-in, and only with whole-number parameters.
  add("live events without credentials", () => anon.get("/api/events"));
  add("live events with a forged token", () =>
    anon.get("/api/events", { headers: { authorization: `Bearer ${token}x` } }),
  );
  for (const q of ["watch=abc", "watch=-1", "watch=99999999999", "lastEventId=-5", "lastEventId=1e99", "watch=1%00"])
    add(`live events ?${q}`, () => api.get(`/api/events?${q}`));
  add("live events with a Last-Event-ID that is not a number", () =>
    api.get("/api/events", { headers: { "last-event-id": "x; DROP TABLE" } }),
  );
  // Ids beyond their column's range, and numbers in forms a database never sees (a 19-digit id was a 500).
  const huge = "9999999999999999999";
  add("report a message id above the 64-bit range", () => post(api, `/api/chat/${huge}/report`, { reason: "x" }));
  add("report message 0", () => post(api, "/api/chat/0/report", { reason: "x" }));
  for (const before of [huge, "9223372036854775808", "0", "-1", "1e3", "0x10"])
    add(`chat page before ${before}`, () => api.get(`/api/matches/${ownMatch}/chat?before=${before}`));
  for (const id of [huge, "9223372036854775808", "4294967296", "2147483648"]) {
    add(`GET match ${id} (big)`, () => api.get(`/api/matches/${id}`));
    add(`GET version of match ${id}`, () => anon.get(`/api/matches/${id}/version`));
    add(`chat in match ${id}`, () => post(api, `/api/matches/${id}/chat`, { text: "hi" }));
    add(`read the chat of match ${id}`, () => api.get(`/api/matches/${id}/chat?before=${huge}`));
    add(`commit in match ${id}`, () => post(api, `/api/matches/${id}/commit`, { version: 0 }));
    add(`the page of match ${id}`, () => anon.get(`/matches/${id}`));
    add(`the replay page of match ${id}`, () => anon.get(`/matches/${id}/replay`));
  }
  add(`move with version ${huge}`, () =>
    post(api, `/api/matches/${ownMatch}/moves`, { version: huge, move: { type: "pass" } }),
  );
  add(`history before ${huge}`, () => api.get(`/api/matches/${ownMatch}/history?before=${huge}`));
  add("history limit 1e2", () => api.get(`/api/matches/${ownMatch}/history?before=5&limit=1e2`));
  add(`replay frame ${huge}`, () => api.get(`/api/matches/${ownMatch}/replay?frame=${huge}`));
  add(`archive page ${huge}`, () => api.get(`/api/users/${victimName}/matches?page=${huge}`));
  add(`leaderboard page ${huge}`, () => anon.get(`/api/leaderboard/glen-more?page=${huge}`));
  add(`live events watching match ${huge}`, () => api.get(`/api/events?watch=${huge}`));
  add(`live events after event ${huge}0`, () => api.get(`/api/events?lastEventId=${huge}0`));
  add("a profile named with 300 characters", () => anon.get(`/u/${"x".repeat(300)}`));
  // Server actions: from other origins, and with arguments or bodies of the caller's own making (were 500s).
  const action = (data: string, headers: Record<string, string>) =>
    cookie.post("/", {
      data,
      headers: { "next-action": actionId, "content-type": "text/plain;charset=UTF-8", ...headers },
    });
  for (const origin of ["http://evil.example", "null", `${BASE}.evil.example`, "not a url"])
    add(`a server action from Origin ${origin}`, () => action("[]", { origin }));
  for (const body of [
    '["x"]',
    "[]",
    '[1,{"locale":"de"}]',
    '[null,"de"]',
    "{not json",
    '"$Q1"',
    "[" + "[".repeat(5_000) + "]".repeat(5_001),
  ]) {
    add(`a server action with the body ${body.slice(0, 24)}`, () => action(body, { origin: BASE }));
  }
  const operatorAction = (ctx: APIRequestContext) =>
    ctx.post("/admin/accounts", {
      data: [
        `--xyz\r\nContent-Disposition: form-data; name="${blockField}"\r\n\r\n\r\n`,
        `--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\n${victimName}\r\n`,
        `--xyz\r\nContent-Disposition: form-data; name="blocked"\r\n\r\ntrue\r\n`,
        `--xyz\r\nContent-Disposition: form-data; name="back"\r\n\r\n/admin\r\n--xyz--\r\n`,
      ].join(""),
      headers: { origin: BASE, "content-type": "multipart/form-data; boundary=xyz" },
    });
  add("an operator's action (block the victim) posted by a player", () => operatorAction(cookie));
  add("an operator's action (block the victim) posted by a visitor", () => operatorAction(anon));
  add("an operator's page opened by a player", () => cookie.get("/admin/accounts"));
  add("an operator's page opened by a visitor", () => anon.get("/admin"));
  add("a form post whose multipart body is broken", () =>
    cookie.post("/", {
      data: "garbage",
      headers: { origin: BASE, "content-type": "multipart/form-data; boundary=xyz" },
    }),
  );
  add("a form post naming an action that does not exist", () =>
    cookie.post("/", {
      data: `--xyz\r\nContent-Disposition: form-data; name="$ACTION_ID_${"0".repeat(42)}"\r\n\r\n\r\n--xyz--\r\n`,
      headers: { origin: BASE, "content-type": "multipart/form-data; boundary=xyz" },
    }),
  );

  const outcomes: { name: string; status: number }[] = [];
  for (const a of attacks) {
    const r = await a.run();
    outcomes.push({ name: a.name, status: typeof r === "number" ? r : r.status() });
  }
  const accepted = outcomes.filter((o) => o.status < 400 || o.status >= 500);
  const statuses = outcomes.reduce<Record<string, number>>(
    (acc, o) => ((acc[o.status] = (acc[o.status] ?? 0) + 1), acc),
    {},
  );
  console.log(`attack: ${outcomes.length} bad inputs tried; answers by status: ${JSON.stringify(statuses)}`);
  expect(accepted, "bad inputs that were not refused with a 4xx").toEqual([]);

  // Nothing changed: no row, no mail. Every effect of a request, background work included, is a row written
  // in the request's own transaction (the job runner only acts on rows), so the snapshot sees it at once;
  // mail in flight is waited for.
  await outboxSettled(db);
  expect(await snapshot(db)).toEqual(before);
  console.log(`attack: database unchanged (${Object.keys(before).length} tables compared)`);
  // The comparison can see a change: one legitimate write, and the fingerprint moves.
  expect((await post(api, "/api/matches", okMatch)).status()).toBe(200);
  expect(await snapshot(db)).not.toEqual(before);
  await db.end();
  await api.dispose();
  await anon.dispose();
});

/** An account made on the PostgreSQL site directly (`npm run admin`: no registration mail), with an API token. */

interface SseEvent {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** A live stream (GET /api/events) read as a script reads it; `events` fills as they come. */
function liveStream(token: string, lastEventId?: number, watch?: number): { events: SseEvent[]; close: () => void } {
  const events: SseEvent[] = [];
  const u = new URL(watch === undefined ? "/api/events" : `/api/events?watch=${watch}`, BASE);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "text/event-stream" };
  if (lastEventId !== undefined) headers["last-event-id"] = String(lastEventId);
  let buffer = "";
  const req = http.get({ host: u.hostname, port: u.port, path: u.pathname + u.search, headers }, (res) => {
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          frame
            .split("\n")
            .find((l) => l.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        if (field("event"))
          events.push({
            id: Number(field("id")),
            event: field("event")!,
            data: JSON.parse(field("data") ?? "{}") as Record<string, unknown>,
          });
      }
    });
  });
  req.on("error", () => {});
  return { events, close: () => req.destroy() };
}

test("live chat events reach only those who may read the chat: not an invited player who has not joined, on the stream or on resuming", async () => {
  const hostName = unique("host");
  const guestName = unique("guest");
  const host = postgresSiteUser(hostName);
  const guest = postgresSiteUser(guestName);
  const hostApi = await pwRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { Authorization: `Bearer ${host.token}` },
  });
  const guestApi = await pwRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { Authorization: `Bearer ${guest.token}` },
  });
  const created = await hostApi.post("/api/matches", {
    data: { gameKey: "glen-more", seats: [{ kind: "me" }, { kind: "invite", username: guestName }] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { matchId } = (await created.json()) as { matchId: number };

  const hostStream = liveStream(host.token);
  const guestStream = liveStream(guest.token);
  // Each stream starts by counting the caller's waiting matches, with the newest event id: the resume point.
  await expect.poll(() => guestStream.events.length).toBeGreaterThan(0);
  await expect.poll(() => hostStream.events.length).toBeGreaterThan(0);
  const since = guestStream.events[0]!.id;
  expect((await hostApi.post(`/api/matches/${matchId}/chat`, { data: { text: "only for players" } })).status()).toBe(
    200,
  );
  const isChat = (e: SseEvent) => e.event === "chat" && e.data.matchId === matchId;
  await expect.poll(() => hostStream.events.some(isChat)).toBe(true);
  // The guest's stream had the same chance: an invitation written after the message reaches it, and a stream
  // tells events in the order they were written, so the chat's event, had it been sent, came first.
  const later = await hostApi.post("/api/matches", {
    data: { gameKey: "glen-more", seats: [{ kind: "me" }, { kind: "invite", username: guestName }] },
  });
  expect(later.status(), await later.text()).toBe(200);
  const laterId = ((await later.json()) as { matchId: number }).matchId;
  await expect
    .poll(() => guestStream.events.some((e) => e.event === "invitation" && e.data.matchId === laterId))
    .toBe(true);
  expect(guestStream.events.filter(isChat)).toEqual([]);
  expect((await guestApi.get(`/api/matches/${matchId}/chat`)).status()).toBe(403);
  guestStream.close();

  // Resuming after the point before the message: nothing of the chat either.
  const resumed = liveStream(guest.token, since);
  await expect.poll(() => resumed.events.some((e) => e.event === "count")).toBe(true);
  expect(resumed.events.filter(isChat)).toEqual([]);
  resumed.close();

  // Once joined, the guest reads the chat and hears of it, resuming from the same point.
  const { version } = (await (await guestApi.get(`/api/matches/${matchId}/version`)).json()) as { version: number };
  expect((await guestApi.post(`/api/matches/${matchId}/join`, { data: { version } })).status()).toBe(200);
  expect((await guestApi.get(`/api/matches/${matchId}/chat`)).status()).toBe(200);
  const joined = liveStream(guest.token, since);
  await expect.poll(() => joined.events.some(isChat)).toBe(true);
  joined.close();
  hostStream.close();
  await hostApi.dispose();
  await guestApi.dispose();
});

test("nobody outside a match can watch a player try steps: the version they read moves only with a commit", async () => {
  const hostName = unique("tryhost");
  const guestName = unique("tryguest");
  const host = postgresSiteUser(hostName);
  const guest = postgresSiteUser(guestName);
  const eve = postgresSiteUser(unique("tryeve"));
  const hostApi = await pwRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { Authorization: `Bearer ${host.token}` },
  });
  const guestApi = await pwRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { Authorization: `Bearer ${guest.token}` },
  });
  const eveApi = await pwRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { Authorization: `Bearer ${eve.token}` },
  });
  const anonymous = await pwRequest.newContext({ baseURL: BASE });
  const created = await hostApi.post("/api/matches", {
    data: { gameKey: "glen-more", seats: [{ kind: "me" }, { kind: "invite", username: guestName }] },
  });
  const { matchId } = (await created.json()) as { matchId: number };
  const open = (await (await guestApi.get(`/api/matches/${matchId}`)).json()) as { version: number };
  expect((await guestApi.post(`/api/matches/${matchId}/join`, { data: { version: open.version } })).status()).toBe(200);
  // Everything an outsider can read that names a version: the public endpoint, the view, a poll, a spectator's stream.
  const outside = async () => [
    ((await (await anonymous.get(`/api/matches/${matchId}/version`)).json()) as { version: number }).version,
    ((await (await anonymous.get(`/api/matches/${matchId}`)).json()) as { version: number }).version,
    ((await (await eveApi.get(`/api/matches/${matchId}/version`)).json()) as { version: number }).version,
    ((await (await eveApi.get(`/api/matches/${matchId}/moves`)).json()) as { version: number }).version,
  ];
  const before = await outside();
  expect(new Set(before).size).toBe(1);
  const spectator = liveStream(eve.token, undefined, matchId);
  await expect.poll(() => spectator.events.length).toBeGreaterThan(0);
  const isMatch = (e: SseEvent) => e.event === "match" && e.data.matchId === matchId;

  // The player to move tries steps and takes them back, five times.
  const moverApi = ((await (await hostApi.get(`/api/matches/${matchId}/moves`)).json()) as { myTurn: boolean }).myTurn
    ? hostApi
    : guestApi;
  let m = (await (await moverApi.get(`/api/matches/${matchId}/moves`)).json()) as {
    version: number;
    legalMoves: unknown[];
    canEndTurn: boolean;
  };
  for (let i = 0; i < 5; i++) {
    const step = (await (
      await moverApi.post(`/api/matches/${matchId}/moves`, { data: { version: m.version, move: m.legalMoves[0] } })
    ).json()) as { version: number; committed: boolean };
    expect(step.committed).toBe(false);
    const undo = (await (
      await moverApi.post(`/api/matches/${matchId}/undo`, { data: { version: step.version, scope: "step" } })
    ).json()) as { version: number };
    m = { ...m, version: undo.version };
  }
  expect(m.version).toBe(before[0]! + 10);
  expect(await outside()).toEqual(before);
  expect(spectator.events.filter(isMatch)).toEqual([]);

  // The turn, played and ended: everyone outside sees one change.
  for (let i = 0; i < 20; i++) {
    m = (await (await moverApi.get(`/api/matches/${matchId}/moves`)).json()) as typeof m;
    const r = m.canEndTurn
      ? await moverApi.post(`/api/matches/${matchId}/commit`, { data: { version: m.version } })
      : await moverApi.post(`/api/matches/${matchId}/moves`, { data: { version: m.version, move: m.legalMoves[0] } });
    if (((await r.json()) as { committed?: boolean }).committed) break;
  }
  expect(await outside()).toEqual(before.map((v) => v + 1));
  // The stream tells events in the order they were written: the commit's is the spectator's only one, so no
  // step or undo before it was told.
  await expect.poll(() => spectator.events.filter(isMatch).map((e) => e.data.version)).toEqual([before[0]! + 1]);
  spectator.close();
  for (const c of [hostApi, guestApi, eveApi, anonymous]) await c.dispose();
});

test("chat links show where they go: the host in punycode, never user info posing as the host", async ({ browser }) => {
  const name = unique("linker");
  const me = postgresSiteUser(name);
  const api = await pwRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { Authorization: `Bearer ${me.token}` } });
  const created = await api.post("/api/matches", {
    data: { gameKey: "glen-more", seats: [{ kind: "me" }, { kind: "bot", style: "random" }] },
  });
  const { matchId } = (await created.json()) as { matchId: number };
  for (const text of ["pay here: https://p\u0430ypal.com/login", "or here: https://paypal.com@evil.example/account"]) {
    expect((await api.post(`/api/matches/${matchId}/chat`, { data: { text } })).status()).toBe(200);
  }
  const page = await signedInAt(browser, BASE, name);
  await page.goto(`/matches/${matchId}`);
  const links = page.getByTestId("chat-text").getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveText("https://xn--pypal-4ve.com/login");
  await expect(links.nth(0)).toHaveAttribute("href", "https://xn--pypal-4ve.com/login");
  await expect(links.nth(1)).toHaveText("https://evil.example/account");
  await expect(links.nth(1)).toHaveAttribute("href", "https://evil.example/account");
  await expect(page.getByTestId("chat-text").filter({ hasText: "paypal.com" })).toHaveCount(0);
  await api.dispose();
});

test("one address cannot hold the server's connections: idle ones over the cap are reset, another address is served", async () => {
  const u = new URL(BASE);
  // The production checklist's site trusts no proxy: every connection counts (cap: 128 without a request).
  const sockets: net.Socket[] = [];
  let closed = 0;
  for (let i = 0; i < 200; i++) {
    const socket = net.connect({ host: "127.0.0.1", port: Number(u.port), localAddress: "127.0.0.2" });
    socket.on("error", () => {});
    socket.on("close", () => closed++);
    socket.resume();
    sockets.push(socket);
    await new Promise<void>((r) => socket.once("connect", r).once("close", () => r()));
  }
  await expect.poll(() => closed, { timeout: 5_000 }).toBe(200 - 128);
  // Meanwhile another address (127.0.0.1, the test's own requests) is served as ever.
  const anon = await pwRequest.newContext({ baseURL: BASE });
  expect((await anon.get("/api/health")).status()).toBe(200);
  expect((await anon.get("/signin")).status()).toBe(200);
  for (const s of sockets) s.destroy();
  // Their places are free again at once: a new connection from that address is served.
  await expect.poll(() => askOnce(Number(u.port), "127.0.0.2"), { timeout: 2_000 }).toBe("HTTP/1.1 200 OK");
  await anon.dispose();
});
