/**
 * The PostgreSQL site's second instance reads its read-only pages from a streaming replica
 * (e2e/servers/postgres-site.ts, docs/deploy.md): what a player does through the first instance (on the
 * primary) shows on the second's profile, history, replay, leaderboard and statistics within moments, and
 * its players' actions (on the primary) work as on the first.
 */
import { expect, request as pwRequest, test } from "@playwright/test";
import { postgresSiteUser, secondInstanceUp } from "./postgres-site";

const unique = (name: string) => `${name}${Date.now().toString(36).slice(-5)}`;

test("a second instance with a read replica serves profiles, history, replay, leaderboard and statistics", async () => {
  const siteA = process.env.E2E_PG_URL!;
  const siteB = await secondInstanceUp();
  const annaName = unique("rpanna");
  const brunoName = unique("rpbruno");
  const anna = await pwRequest.newContext({
    baseURL: siteA,
    extraHTTPHeaders: { Authorization: `Bearer ${postgresSiteUser(annaName).token}` },
  });
  // Bruno acts through instance B: his join and moves go to the primary there too.
  const bruno = await pwRequest.newContext({
    baseURL: siteB,
    extraHTTPHeaders: { Authorization: `Bearer ${postgresSiteUser(brunoName).token}` },
  });
  try {
    const created = await anna.post("/api/matches", {
      data: { gameKey: "stone-age", seats: [{ kind: "me" }, { kind: "invite", username: brunoName }] },
    });
    expect(created.status()).toBe(200);
    const { matchId } = (await created.json()) as { matchId: number };
    const open = (await (await bruno.get(`/api/matches/${matchId}`)).json()) as { version: number };
    expect((await bruno.post(`/api/matches/${matchId}/join`, { data: { version: open.version } })).status()).toBe(200);

    // Read from the replica on B: Anna's profile (made on the primary a moment ago) appears.
    await expect.poll(async () => (await bruno.get(`/api/users/${annaName}`)).status(), { timeout: 10_000 }).toBe(200);
    const profile = (await (await bruno.get(`/api/users/${annaName}`)).json()) as { username: string };
    expect(profile.username).toBe(annaName);
    // The match's history and its first replay frame, through B.
    await expect
      .poll(async () => (await bruno.get(`/api/matches/${matchId}/history?before=1000&limit=5`)).status(), {
        timeout: 10_000,
      })
      .toBe(200);
    // The start (Bruno's join) may reach the replica a moment later: until then the match is open there (422).
    await expect
      .poll(async () => (await bruno.get(`/api/matches/${matchId}/replay?frame=0`)).status(), { timeout: 10_000 })
      .toBe(200);
    // Leaderboard, statistics and the front page's lists, through B.
    expect((await bruno.get("/api/leaderboard/stone-age")).status()).toBe(200);
    expect((await bruno.get("/api/stats/stone-age")).status()).toBe(200);
    expect((await bruno.get("/api/stats")).status()).toBe(200);
    const pageB = await pwRequest.newContext({ baseURL: siteB });
    expect((await pageB.get(`/u/${annaName}`)).status()).toBe(200);
    expect((await pageB.get("/leaderboard/stone-age")).status()).toBe(200);
    await pageB.dispose();
  } finally {
    await anna.dispose();
    await bruno.dispose();
  }
});
