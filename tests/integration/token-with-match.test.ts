/**
 * A script's poll (GET .../moves with an API token) reads the token and the match in one statement
 * (lib/matches/read/poll.ts): it answers what the token's lookup followed by the poll would have answered, for a
 * player awaited or waiting, a spectator, a match that does not exist, an unknown token and a blocked user,
 * and it refreshes the token's "last used" as the lookup does. A script's step, undo and commit read the token
 * with the match too (lib/matches/write/play.ts `actByToken`): the same outcomes, one statement fewer; a commit
 * reads the token with the match and its seats, the one read it writes from.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createApiToken, userForApiToken } from "@/lib/accounts/accounts";
import { getMyMoves, getMyMovesByToken } from "@/lib/matches/read/poll";
import { act, actByToken } from "@/lib/matches/write/play";
import { makeUsers, recordingClient, startedMatch } from "./helpers";

describe("the moves poll by API token", () => {
  const t = useDatabase("pglite");
  let db: Db;
  let counted: Db;
  let statements: string[] = [];
  let u: Record<string, string>;
  const tokens: Record<string, string> = {};
  let id: number;

  beforeAll(async () => {
    db = t.db;
    ({ db: counted, statements } = recordingClient(t.pglite!));
    u = await makeUsers(db, ["Ana", "Bo", "Cy"]);
    for (const name of ["Ana", "Bo", "Cy"]) tokens[name] = (await createApiToken(db, u[name]!, "script")).token!;
    id = await startedMatch(db, u, "glen-more");
  });
  afterAll(async () => {
    await counted?.$disconnect();
  });

  /** The same answer in two statements, the reference: the token's user, then the poll. */
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
    await db.apiToken.updateMany({
      where: { userId: u.Bo! },
      data: { lastUsedAt: new Date(Date.now() - 2 * 3600_000) },
    });
    await getMyMovesByToken(db, tokens.Bo!, id);
    const fresh = (await db.apiToken.findFirstOrThrow({ where: { userId: u.Bo! } })).lastUsedAt!;
    expect(Date.now() - fresh.getTime()).toBeLessThan(60_000);
    statements.length = 0;
    await getMyMovesByToken(counted, tokens.Bo!, id);
    expect(statements.filter((q) => /UPDATE/i.test(q) && /ApiToken/.test(q))).toHaveLength(0);
  });

  it("a step, an undo and a commit by token: the outcomes of the lookup and the action, one statement fewer", async () => {
    const row = await db.match.findUniqueOrThrow({ where: { id } });
    const awaited = row.activeSeats[0] === 0 ? "Ana" : "Bo";
    const other = awaited === "Ana" ? "Bo" : "Ana";
    // Refusals first (they change nothing): each as the two-step path answers it, in one statement fewer.
    const refusals: [string, number, number, Parameters<typeof act>[4]][] = [
      [other, id, row.version, { type: "commit" }],
      ["Cy", id, row.version, { type: "commit" }],
      [awaited, id, row.version - 1, { type: "commit" }],
      [awaited, 999_999, row.version, { type: "commit" }],
      [awaited, id, row.version, { type: "undo-step" }],
      [awaited, id, row.version, { type: "move", move: { nonsense: true } }],
    ];
    for (const [name, matchId, version, action] of refusals) {
      const user = (await userForApiToken(db, tokens[name]!))!;
      statements.length = 0;
      const twoStep = await act(counted, user.id, matchId, version, action);
      const twoStepCount = statements.length;
      statements.length = 0;
      const byToken = await actByToken(counted, tokens[name]!, matchId, version, action);
      expect(byToken).toEqual({ caller: user, result: twoStep });
      expect(byToken?.result.ok).toBe(false);
      // (userForApiToken's statement is not in twoStepCount: the token's read is what the combined one saves.)
      expect(statements.length).toBe(twoStepCount);
    }
    // A step, then its undo, then the step again and the commit, all by token.
    const moves = await getMyMoves(db, u[awaited]!, id);
    if (!moves.ok) throw new Error(moves.message);
    const move = moves.value.legalMoves[0];
    const stepped = await actByToken(db, tokens[awaited]!, id, moves.value.version, { type: "move", move });
    expect(stepped).toMatchObject({
      caller: { id: u[awaited] },
      result: { ok: true, value: { version: moves.value.version + 1 } },
    });
    const undone = await actByToken(db, tokens[awaited]!, id, moves.value.version + 1, { type: "undo-step" });
    expect(undone?.result).toMatchObject({ ok: true, value: { version: moves.value.version + 2, committed: false } });
    expect((await db.match.findUniqueOrThrow({ where: { id } })).pending).toEqual(row.pending);
    expect(await actByToken(db, `${tokens[awaited]}x`, id, moves.value.version + 2, { type: "move", move })).toBeNull();
    let version = moves.value.version + 2;
    for (let i = 0; i < 10; i++) {
      statements.length = 0;
      const commit = await actByToken(counted, tokens[awaited]!, id, version, { type: "commit" });
      if (commit?.result.ok) {
        expect(commit.result.value.committed).toBe(true);
        // The token, the match with its seats and users in one read (store.ts loadMatchForToken), then the write.
        expect(statements).toHaveLength(2);
        expect((await db.moveLog.count({ where: { matchId: id } })) > 0).toBe(true);
        return;
      }
      const next = await getMyMoves(db, u[awaited]!, id);
      if (!next.ok) throw new Error(next.message);
      const s = await actByToken(db, tokens[awaited]!, id, next.value.version, {
        type: "move",
        move: next.value.legalMoves[0],
      });
      if (!s?.result.ok) throw new Error("step refused");
      version = s.result.value.version;
    }
    throw new Error("the turn could not be ended");
  });
});
