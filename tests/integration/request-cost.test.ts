/**
 * What a request costs the database, counted statement by statement on a real PGlite: reading a match or
 * polling for one's moves writes nothing; a step is one write of the match row; a committed turn stays a
 * short list of statements; a long match's view and its moves poll load no more history than a short one's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getMatchView, historyPage, HISTORY_PAGE } from "@/lib/matches/read/views";
import { getMyMoves } from "@/lib/matches/read/poll";
import { makeUsers, registerTinyGame, recordingClient } from "./helpers";

registerTinyGame();

describe("request cost", () => {
  const t = useDatabase("pglite");
  let db: Db;
  let counted: Db;
  let statements: string[] = [];
  let u: Record<string, string>;

  beforeAll(async () => {
    db = t.db;
    ({ db: counted, statements } = recordingClient(t.pglite!));
    u = await makeUsers(db, ["Ana", "Bo"]);
  });
  afterAll(async () => {
    await counted?.$disconnect();
  });

  async function measure<T>(
    work: () => Promise<T>,
  ): Promise<{ value: T; all: string[]; writes: string[]; transactions: number }> {
    statements.length = 0;
    const value = await work();
    const all = statements.filter((q) => !/^(BEGIN|COMMIT|ROLLBACK|-- Implicit)/i.test(q.trim()));
    // The adapter logs the end of each transaction it ran ("COMMIT", or an implicit one through the driver).
    const transactions = statements.filter((q) => /^(-- Implicit "COMMIT"|COMMIT)/i.test(q.trim())).length;
    return {
      value,
      all,
      writes: all.filter((q) => /^\s*(INSERT|UPDATE|DELETE|WITH)/i.test(q) || /pg_notify/i.test(q)),
      transactions,
    };
  }

  async function tinyMatch(): Promise<number> {
    const r = await createMatch(db, u.Ana!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bo" }],
      options: { target: 100 },
    });
    if (!r.ok) throw new Error(r.message);
    const v = (await db.match.findUniqueOrThrow({ where: { id: r.value.matchId } })).version;
    const j = await joinMatch(db, u.Bo!, r.value.matchId, v);
    if (!j.ok) throw new Error(j.message);
    return r.value.matchId;
  }

  async function turn(id: number, who: string): Promise<void> {
    const v = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    const r = await act(db, who, id, v, { type: "commit" });
    if (!r.ok) throw new Error(r.message);
  }

  it("reads write nothing; a step is one write of the match row (and its live event)", async () => {
    const id = await tinyMatch();
    const moves = await measure(() => getMyMoves(counted, u.Ana!, id));
    expect(moves.value).toMatchObject({ ok: true, value: { myTurn: true } });
    expect(moves.writes).toEqual([]);
    // The most frequent request of all is one statement; a match view (seats, users, history page, mute) too.
    expect(moves.all).toHaveLength(1);
    const view = await measure(() => getMatchView(counted, u.Bo!, id));
    expect(view.writes).toEqual([]);
    expect(view.all).toHaveLength(1);
    const v = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    const step = await measure(() => act(counted, u.Ana!, id, v, { type: "move", move: { type: "add", n: 1 } }));
    expect(step.value).toMatchObject({ ok: true, value: { committed: false } });
    console.log(`[cost] step: ${step.all.length} statements, ${step.writes.length} writes`);
    // One read and one conditional write (version, pending, live event and its NOTIFY in one statement), no
    // transaction around them.
    expect(step.all).toHaveLength(2);
    expect(step.writes).toHaveLength(1);
    expect(step.transactions).toBe(0);
    const event = await db.liveEvent.findFirstOrThrow({ where: { matchId: id }, orderBy: { id: "desc" } });
    expect(event).toMatchObject({ kind: "match", version: v + 1 });
    // A commit the game refuses is answered from the read alone.
    const v2 = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    expect(v2).toBe(v + 1);
    // A step on a version that is gone writes nothing.
    const stale = await measure(() => act(counted, u.Ana!, id, v, { type: "move", move: { type: "add", n: 1 } }));
    expect(stale.value).toMatchObject({ ok: false, code: "STALE_VERSION" });
    expect(stale.writes).toEqual([]);
  });

  it("a committed turn's statements, counted", async () => {
    const id = await tinyMatch();
    const v = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    const commit = await measure(() => act(counted, u.Ana!, id, v, { type: "commit" }));
    expect(commit.value).toMatchObject({ ok: true, value: { committed: true } });
    console.log(
      `[cost] commit: ${commit.all.length} statements (${commit.writes.length} writes):\n  ${commit.all.map((q) => q.slice(0, 110)).join("\n  ")}`,
    );
    // The budget: at most 8 statements for the commit request, one durable transaction. Today 2: one
    // joined read (match, seats, users, log length; the quick read's part taken from it: play.ts `act`), and
    // one statement that writes everything (commit-at-once.ts): the match row under its version check,
    // its live event, the log entry, every seat's changes, the turn notice. One statement is one transaction;
    // no interactive one is opened.
    expect(commit.all.length).toBe(2);
    expect(commit.transactions).toBe(0);
    expect(commit.all.filter((q) => /^\s*SELECT/i.test(q) && !/pg_notify/i.test(q))).toHaveLength(1);
    expect(commit.writes).toHaveLength(1);
    // Its first part is the version check: every other part is guarded by it (a commit that lost the race writes nothing).
    expect(commit.writes[0]).toMatch(
      /^\s*WITH claimed AS \(\s*UPDATE "Match" SET[\s\S]*WHERE "id" = \$\d+ AND "version" = \$\d+/,
    );
    expect(commit.writes[0]).toMatch(/INSERT INTO "MoveLog"[\s\S]*FROM claimed/);
  });

  async function finishingCommit(rated: boolean) {
    const r = await createMatch(db, u.Ana!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bo" }],
      options: { target: 1 },
      rated,
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    expect((await joinMatch(db, u.Bo!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version)).ok).toBe(
      true,
    );
    const v = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    expect((await act(db, u.Ana!, id, v, { type: "move", move: { type: "add", n: 1 } })).ok).toBe(true);
    const commit = await measure(() => act(counted, u.Ana!, id, v + 1, { type: "commit" }));
    expect(commit.value).toMatchObject({ ok: true, value: { committed: true } });
    expect((await db.match.findUniqueOrThrow({ where: { id } })).status).toBe("finished");
    expect(await db.outboxMail.count({ where: { matchId: id, kind: "finished" } })).toBe(2);
    console.log(
      `[cost] finishing commit (${rated ? "rated" : "unrated"}): ${commit.all.length} statements:\n  ${commit.all.map((q) => q.slice(0, 110)).join("\n  ")}`,
    );
    return { id, commit };
  }

  it("a commit that finishes an unrated match is one statement too: the outcome and the result mails with the turn", async () => {
    const { commit } = await finishingCommit(false);
    expect(commit.all.length).toBe(2);
    expect(commit.transactions).toBe(0);
    expect(commit.writes).toHaveLength(1);
    expect(commit.writes[0]).toMatch(
      /^\s*WITH claimed AS \(\s*UPDATE "Match" SET[\s\S]*"status" = 'finished'[\s\S]*WHERE "id" = \$\d+ AND "version" = \$\d+/,
    );
    expect(commit.writes[0]).toMatch(/INSERT INTO "OutboxMail"[\s\S]*WHERE EXISTS \(SELECT 1 FROM claimed\)/);
  });

  it("a commit that finishes a rated match is one transaction (the ratings), the version check first", async () => {
    const { id, commit } = await finishingCommit(true);
    expect(commit.transactions).toBe(1);
    expect(commit.writes[0]).toMatch(/UPDATE "public"."Match"[\s\S]*"version"/);
    // The transaction writes the plan made on the read before it: the match is read once in all (with its seats
    // and their users), not again inside; the players' result mails are one insert without reading the users again.
    expect(commit.all.filter((q) => /^\s*SELECT/i.test(q) && /"Match"/.test(q))).toHaveLength(1);
    // (The read joins the seats' users: not a read of the players of its own.)
    expect(
      commit.all.filter((q) => /"User"/.test(q) && !/FROM "Match" m\b/.test(q) && !/"autoEndSeconds"/.test(q)),
    ).toHaveLength(0);
    expect(commit.writes.filter((q) => /INSERT INTO "public"."OutboxMail"/.test(q))).toHaveLength(1);
    expect(await db.ratingEvent.count({ where: { matchId: id } })).toBe(2);
  });

  it("a match of 300 history entries: the view and the moves poll load one page of history, the rest comes by page", async () => {
    const id = await tinyMatch();
    for (let i = 0; i < 150; i++) {
      await turn(id, u.Ana!);
      await turn(id, u.Bo!);
    }
    const view = await getMatchView(db, u.Ana!, id);
    if (!view.ok) throw new Error(view.message);
    expect(view.value.logTotal).toBe(300);
    expect(view.value.log.map((l) => l.index)).toEqual(
      Array.from({ length: HISTORY_PAGE }, (_, i) => 300 - HISTORY_PAGE + i),
    );
    const earlier = await historyPage(db, u.Ana!, id, 300 - HISTORY_PAGE);
    expect(earlier.ok && earlier.value.log.map((l) => l.index)).toEqual(
      Array.from({ length: HISTORY_PAGE }, (_, i) => 300 - 2 * HISTORY_PAGE + i),
    );
    expect(await historyPage(db, null, 999_999, 10)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    // The moves poll reads no history at all.
    const moves = await measure(() => getMyMoves(counted, u.Ana!, id));
    expect(moves.all.some((q) => /MoveLog/.test(q))).toBe(false);
  });
});
