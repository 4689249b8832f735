/**
 * The tournaments' JSON API, called as Next calls the route handlers (a Request; next/headers gives its headers),
 * on a throwaway PostgreSQL with real API tokens: create, join, leave, start, the list and one tournament; a
 * Swiss tournament of 4 in tables of 2 over 2 rounds played to the end through the match API; the refusals with
 * their codes and statuses (bad shapes, unauthenticated, not the creator, too few players, full/started).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

let requestHeaders = new Headers();
vi.mock("next/headers", () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));
vi.mock("@/lib/auth", () => ({ auth: async () => null }));

import { createTestDatabase, type TestDatabase } from "@/tests/support/db";
import { resetEnvCache } from "@/lib/env";
import { issueApiToken } from "@/lib/accounts/accounts";
import { makeUsers, registerTinyGame } from "@/tests/integration/helpers";
import * as listRoute from "@/app/api/tournaments/route";
import * as oneRoute from "@/app/api/tournaments/[id]/route";
import * as joinRoute from "@/app/api/tournaments/[id]/join/route";
import * as leaveRoute from "@/app/api/tournaments/[id]/leave/route";
import * as startRoute from "@/app/api/tournaments/[id]/start/route";
import * as opRoute from "@/app/api/matches/[id]/[op]/route";

registerTinyGame();

const SITE = "http://tournaments.test";
let t: TestDatabase;
let tokens: Record<string, string>;
const saved = { ...process.env };

function request(method: string, path: string, token: string | null, body?: unknown) {
  const h: Record<string, string> = {
    ...(body === undefined ? {} : { "content-type": "application/json" }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  requestHeaders = new Headers(h);
  return new Request(`${SITE}${path}`, {
    method,
    headers: h,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
type Answer = { status: number; body: Record<string, unknown> & { code?: string; message?: string } };
async function answer(res: Response): Promise<Answer> {
  return { status: res.status, body: (await res.json()) as Answer["body"] };
}
const params = <T extends object>(p: T) => ({ params: Promise.resolve(p) });
const post = (route: typeof joinRoute, id: number | string, who: string | null) =>
  route
    .POST(request("POST", `/api/tournaments/${id}/x`, who ? tokens[who]! : null, {}), params({ id: String(id) }))
    .then(answer);
const one = async (id: number | string) =>
  answer(await oneRoute.GET(request("GET", `/api/tournaments/${id}`, null), params({ id: String(id) })));

const input = (over: Record<string, unknown> = {}) => ({
  gameKey: "tiny",
  tableSize: 2,
  format: "swiss",
  rounds: 2,
  timeControl: { kind: "perMove", days: 3 },
  rated: true,
  signupUntil: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  ...over,
});
const create = async (who: string, body: unknown) =>
  answer(await listRoute.POST(request("POST", "/api/tournaments", tokens[who]!, body)));

/** Plays a tiny match to its end through the match API: each turn the active player adds 2, then commits. */
async function playOut(matchId: number, tokenOf: Map<string, string>) {
  const op = (who: string, name: string, body?: unknown) =>
    opRoute
      .POST(
        request("POST", `/api/matches/${matchId}/${name}`, tokenOf.get(who)!, body),
        params({ id: String(matchId), op: name }),
      )
      .then(answer);
  for (let turn = 0; turn < 50; turn++) {
    const m = await t.db.match.findUniqueOrThrow({ where: { id: matchId }, include: { seats: true } });
    if (m.status !== "running") return;
    const seat = m.seats.find((s) => s.seatIndex === m.activeSeats[0])!;
    const step = await op(seat.userId!, "moves", { version: m.version, move: { type: "add", n: 2 } });
    expect(step.status).toBe(200);
    const commit = await op(seat.userId!, "commit", { version: step.body.version });
    expect(commit.status).toBe(200);
  }
  throw new Error(`match ${matchId} did not finish`);
}

describe("the tournaments API", () => {
  beforeAll(async () => {
    t = await createTestDatabase("postgres");
    process.env.DATABASE_URL = t.url;
    process.env.AUTH_SECRET = "tournament-api-tests-secret-0123456789";
    process.env.SITE_URL = SITE;
    resetEnvCache();
    const users = await makeUsers(t.db, ["Ana", "Ben", "Cai", "Dee", "Eve"]);
    tokens = {};
    for (const [name, id] of Object.entries(users)) tokens[name] = await issueApiToken(t.db, id, "tournament tests");
  });
  afterAll(async () => {
    process.env = { ...saved };
    resetEnvCache();
    await t?.close();
  });

  it("refuses bad shapes with 400 and a sentence, strangers with 401, and changes nothing", async () => {
    expect(await create("Ana", { ...input(), tableSize: 9 })).toMatchObject({
      status: 400,
      body: { ok: false, code: "INVALID_INPUT", message: "tableSize is a whole number from 2 to 5." },
    });
    expect(await create("Ana", { ...input(), format: "knockout" })).toMatchObject({ status: 400 });
    expect(await create("Ana", { ...input(), signupUntil: "soon" })).toMatchObject({ status: 400 });
    expect(await create("Ana", { ...input(), rounds: undefined })).toMatchObject({
      status: 400,
      body: { message: "A Swiss tournament needs its number of rounds, 1 to 10." },
    });
    expect(await create("Ana", input({ gameKey: "chess" }))).toMatchObject({
      status: 404,
      body: { code: "UNKNOWN_GAME" },
    });
    expect(await create("Ana", input({ tableSize: 5 }))).toMatchObject({
      status: 422,
      body: { code: "BAD_SEAT_COUNT" },
    });
    const anonymous = await answer(await listRoute.POST(request("POST", "/api/tournaments", null, input())));
    expect(anonymous.status).toBe(401);
    expect(await t.db.tournament.count()).toBe(0);
    expect(await one("abc")).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
    expect(await one(12345)).toMatchObject({ status: 404 });
    expect(await post(joinRoute, "0x1", "Ben")).toMatchObject({ status: 404 });
  });

  it("creates, joins, leaves and starts; a Swiss tournament of 4 played to the end through the API", async () => {
    const made = await create("Ana", input());
    expect(made.status).toBe(200);
    const id = made.body.id as number;
    expect(await post(joinRoute, id, null)).toMatchObject({ status: 401 });
    expect(await post(joinRoute, id, "Ben")).toMatchObject({ status: 200, body: { ok: true, id, players: 2 } });
    expect(await post(joinRoute, id, "Ben")).toMatchObject({ status: 403, body: { code: "FORBIDDEN" } });
    expect(await post(joinRoute, id, "Cai")).toMatchObject({ status: 200 });
    expect(await post(startRoute, id, "Ana")).toMatchObject({
      status: 422,
      body: {
        code: "NOT_ENOUGH_PLAYERS",
        message: "A tournament starts with at least 4 players (two tables' worth); 3 have joined.",
      },
    });
    expect(await post(joinRoute, id, "Dee")).toMatchObject({ status: 200 });
    expect(await post(joinRoute, id, "Eve")).toMatchObject({ status: 200 });
    expect(await post(leaveRoute, id, "Eve")).toMatchObject({ status: 200 });
    expect(await post(leaveRoute, id, "Eve")).toMatchObject({ status: 403 });
    expect(await post(startRoute, id, "Ben")).toMatchObject({ status: 403, body: { code: "NOT_CREATOR" } });
    const listed = await answer(await listRoute.GET());
    expect((listed.body.upcoming as { id: number; players: number }[]).find((x) => x.id === id)?.players).toBe(4);

    expect(await post(startRoute, id, "Ana")).toMatchObject({ status: 200, body: { ok: true, id } });
    expect(await post(joinRoute, id, "Eve")).toMatchObject({
      status: 403,
      body: {
        message: "This tournament has started (or its sign-up has closed): joining and leaving are no longer possible.",
      },
    });
    expect(await post(startRoute, id, "Ana")).toMatchObject({ status: 403 });

    const users = await t.db.user.findMany();
    const tokenOf = new Map(users.map((u) => [u.id, tokens[u.username]!]));
    for (let round = 1; round <= 2; round++) {
      const view = await one(id);
      expect(view.body).toMatchObject({ status: "running", currentRound: round, playerCount: 4 });
      const rounds = view.body.rounds as {
        number: number;
        matches: { matchId: number; seats: { username: string }[] }[];
      }[];
      expect(rounds).toHaveLength(round);
      expect(rounds[round - 1]!.matches).toHaveLength(2);
      for (const m of rounds[round - 1]!.matches) await playOut(m.matchId, tokenOf);
    }
    const done = await one(id);
    expect(done.body.status).toBe("finished");
    const standings = done.body.standings as { username: string; points: number; tiebreak: number }[];
    expect(standings.map((s) => s.username).sort()).toEqual(["Ana", "Ben", "Cai", "Dee"]);
    // Two rounds of two tables of 2, 1 point a table (every turn adds 2: the seat that starts reaches 20 first).
    expect(standings.reduce((a, s) => a + s.points, 0)).toBe(4);
    expect(standings.every((s) => typeof s.tiebreak === "number")).toBe(true);
    expect((done.body.players as { username: string }[]).map((p) => p.username).sort()).toEqual([
      "Ana",
      "Ben",
      "Cai",
      "Dee",
    ]);
  });
});
