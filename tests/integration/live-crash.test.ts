/**
 * Live events live in an unlogged table (no WAL; migration 20261125070000): a real PostgreSQL crash (an
 * immediate stop, then recovery from the WAL) empties it while the matches stay as committed. A client that
 * resumes after the crash is told to fetch again when it missed an event, and only then; new events go on
 * above every id handed out before the crash.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgresCluster, type PostgresCluster } from "@/tests/support/postgres";
import { applyMigrations } from "@/lib/db/migrations";
import { createDb, type Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { latestEventId, replaySince } from "@/lib/live/replay";
import { makeUsers, registerTinyGame } from "./helpers";

registerTinyGame();

describe("live events across a PostgreSQL crash", () => {
  let cluster: PostgresCluster;
  let url: string;
  let db: Db;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    url = await cluster.createDatabase("crash");
    await applyMigrations({ kind: "postgres", url });
    db = createDb({ kind: "postgres", url }, { poolSize: 2 });
  }, 120_000);
  afterAll(async () => {
    await db?.$disconnect();
    await cluster?.stop();
  });

  it("the crash empties the events, not the match; a client that missed one resyncs, one that saw all does not", async () => {
    const u = await makeUsers(db, ["Anna", "Bruno"]);
    const created = await createMatch(db, u.Anna!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bruno" }],
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.matchId;
    expect((await joinMatch(db, u.Bruno!, id, 0)).ok).toBe(true);
    const behind = await latestEventId(db);
    const version = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    expect((await act(db, u.Anna!, id, version, { type: "commit" })).ok).toBe(true);
    const seenAll = await latestEventId(db);
    expect(seenAll).toBeGreaterThan(behind);
    // Before the crash both clients resume normally: the one behind gets the commit's event.
    const missed = await replaySince(db, u.Bruno!, null, behind);
    expect(missed.kind === "events" && missed.events.map((e) => [e.kind, e.matchId, e.version])).toEqual([
      ["match", id, version + 1],
    ]);

    // What was committed is on disk (the cluster runs with synchronous_commit off); then the crash.
    await db.$executeRawUnsafe("CHECKPOINT");
    await db.$disconnect();
    await cluster.crash();
    db = createDb({ kind: "postgres", url }, { poolSize: 2 });

    expect(await db.liveEvent.count()).toBe(0);
    const match = await db.match.findUniqueOrThrow({ where: { id }, include: { moves: true } });
    expect(match.version).toBe(version + 1);
    expect(match.moves.length).toBeGreaterThan(0);

    expect(await replaySince(db, u.Bruno!, null, behind)).toEqual({ kind: "resync" });
    expect(await replaySince(db, u.Anna!, null, seenAll)).toEqual({ kind: "events", events: [] });
    // A page rendered now starts at or above every id handed out before the crash.
    const fresh = await latestEventId(db);
    expect(fresh).toBeGreaterThanOrEqual(seenAll);

    expect((await act(db, u.Bruno!, id, version + 1, { type: "commit" })).ok).toBe(true);
    const after = await replaySince(db, u.Anna!, null, seenAll);
    expect(after.kind === "events" && after.events.map((e) => [e.kind, e.matchId, e.version])).toEqual([
      ["match", id, version + 2],
    ]);
    expect(after.kind === "events" && after.events[0]!.id).toBeGreaterThan(fresh);
  }, 120_000);
});
