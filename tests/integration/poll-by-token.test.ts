/**
 * A script's poll (GET .../moves with an API token) reads the token and the match in one statement
 * (lib/matches/poll.ts): it answers what the token's lookup followed by the poll would have answered, for a
 * player awaited or waiting, a spectator, a match that does not exist, an unknown token and a blocked user,
 * and it refreshes the token's "last used" as the lookup does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/db";
import { PrismaClient } from "@/lib/db/generated/client";
import type { Db } from "@/lib/db";
import { createApiToken, userForApiToken } from "@/lib/accounts/accounts";
import { createMatch, joinMatch } from "@/lib/matches/lobby";
import { getMyMoves, getMyMovesByToken } from "@/lib/matches/poll";
import { makeUsers } from "./helpers";

describe("the moves poll by API token", () => {
  let t: TestDatabase;
  let db: Db;
  let counted: Db;
  const statements: string[] = [];
  let u: Record<string, string>;
  const tokens: Record<string, string> = {};
  let id: number;

  beforeAll(async () => {
    t = await createTestDatabase("pglite");
    db = t.db;
    const client = new PrismaClient({ adapter: new PrismaPGlite(t.pglite!), log: [{ emit: "event", level: "query" }] });
    client.$on("query", (e) => statements.push(e.query));
    counted = client as unknown as Db;
    u = await makeUsers(db, ["Ana", "Bo", "Cy"]);
    for (const name of ["Ana", "Bo", "Cy"]) tokens[name] = (await createApiToken(db, u[name]!, "script")).token!;
    const r = await createMatch(db, u.Ana!, { gameKey: "glen-more", seats: [{ kind: "me" }, { kind: "invite", username: "Bo" }] });
    if (!r.ok) throw new Error(r.message);
    id = r.value.matchId;
    const j = await joinMatch(db, u.Bo!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version);
    if (!j.ok) throw new Error(j.message);
  });
  afterAll(async () => {
    await counted?.$disconnect();
    await t?.close();
  });

  /** The answer of the two statements the poll used to be: the token's user, then the poll. */
  async function twoStep(token: string, matchId: number) {
    const user = await userForApiToken(db, token);
    return user ? { caller: user, result: await getMyMoves(db, user.id, matchId) } : null;
  }

  it("answers as the token's lookup and the poll would, in one statement", async () => {
    const awaited = (await db.match.findUniqueOrThrow({ where: { id } })).activeSeats[0] === 0 ? "Ana" : "Bo";
    const cases: [string, number][] = [
      [awaited, id],
      [awaited === "Ana" ? "Bo" : "Ana", id],
      ["Cy", id],
      ["Ana", 999_999],
    ];
    // (The first use of a token writes its "last used", once an hour: a write of its own, not counted here.)
    for (const name of ["Ana", "Bo", "Cy"]) await userForApiToken(db, tokens[name]!);
    for (const [name, matchId] of cases) {
      statements.length = 0;
      const one = await getMyMovesByToken(counted, tokens[name]!, matchId);
      expect(statements).toHaveLength(1);
      expect(one).toEqual(await twoStep(tokens[name]!, matchId));
    }
    const mover = await getMyMovesByToken(db, tokens[awaited]!, id);
    expect(mover?.result.ok && mover.result.value.myTurn).toBe(true);
    expect(mover?.result.ok && mover.result.value.legalMoves.length).toBeGreaterThan(0);
    const spectator = await getMyMovesByToken(db, tokens.Cy!, id);
    expect(spectator?.result).toEqual({ ok: true, value: expect.objectContaining({ myTurn: false, legalMoves: [] }) });
    expect((await getMyMovesByToken(db, tokens.Ana!, 999_999))?.result).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("is unauthenticated for an unknown or overlong token and a blocked user, as the lookup is", async () => {
    expect(await getMyMovesByToken(db, `${tokens.Ana}x`, id)).toBeNull();
    expect(await getMyMovesByToken(db, "gb_" + "a".repeat(300), id)).toBeNull();
    await db.user.update({ where: { id: u.Cy! }, data: { blockedAt: new Date() } });
    try {
      expect(await getMyMovesByToken(db, tokens.Cy!, id)).toBeNull();
      expect(await userForApiToken(db, tokens.Cy!)).toBeNull();
    } finally {
      await db.user.update({ where: { id: u.Cy! }, data: { blockedAt: null } });
    }
    expect(await getMyMovesByToken(db, tokens.Cy!, id)).not.toBeNull();
  });

  it("refreshes the token's last use at most hourly, as the lookup does", async () => {
    await db.apiToken.updateMany({ where: { userId: u.Bo! }, data: { lastUsedAt: new Date(Date.now() - 2 * 3600_000) } });
    await getMyMovesByToken(db, tokens.Bo!, id);
    const fresh = (await db.apiToken.findFirstOrThrow({ where: { userId: u.Bo! } })).lastUsedAt!;
    expect(Date.now() - fresh.getTime()).toBeLessThan(60_000);
    statements.length = 0;
    await getMyMovesByToken(counted, tokens.Bo!, id);
    expect(statements.filter((q) => /UPDATE/i.test(q) && /ApiToken/.test(q))).toHaveLength(0);
  });
});
