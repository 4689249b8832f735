/**
 * The public version of a match moves only with what everyone sees: a player's uncommitted steps and undos
 * move the version their buttons send, not the one spectators, the public version endpoint and spectators'
 * live events are told (lib/matches/read/public-version.ts), so nobody outside the match can watch a player try.
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { getMyMoves } from "@/lib/matches/read/poll";
import { act } from "@/lib/matches/write/play";
import { versionFor } from "@/lib/matches/read/public-version";
import { getMatchView } from "@/lib/matches/read/views";
import { replaySince } from "@/lib/live/replay";
import { makeUsers } from "./helpers";

forEachDatabase("the public version", (t) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = t.db;
    u = await makeUsers(db, ["Ana", "Bo", "Eve"]);
  });

  it("steps and undos move the players' version only; a commit moves both; each reader is told theirs", async () => {
    const r = await createMatch(db, u.Ana!, {
      gameKey: "glen-more",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bo" }],
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    const j = await joinMatch(db, u.Bo!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version);
    if (!j.ok) throw new Error(j.message);
    const started = await db.match.findUniqueOrThrow({ where: { id } });
    // Open and just started: the two are the same (the lobby's buttons send this one).
    expect(started.publicVersion).toBe(started.version);
    const mover = started.activeSeats.includes(0) ? u.Ana! : u.Bo!;
    const lastEvent = Number((await db.liveEvent.aggregate({ _max: { id: true } }))._max.id ?? 0);

    // A player tries steps and takes them back: only the version their buttons send moves.
    let poll = await getMyMoves(db, mover, id);
    if (!poll.ok) throw new Error(poll.message);
    let version = poll.value.version;
    let tries = 0;
    for (let i = 0; i < 3 && !poll.value.canEndTurn; i++) {
      const step = await act(db, mover, id, version, { type: "move", move: poll.value.legalMoves[0] });
      if (!step.ok) throw new Error(step.message);
      const undo = await act(db, mover, id, step.value.version, { type: "undo-step" });
      if (!undo.ok) throw new Error(undo.message);
      version = undo.value.version;
      tries += 2;
    }
    expect(tries).toBeGreaterThan(0);
    const tried = await db.match.findUniqueOrThrow({ where: { id } });
    expect(tried.version).toBe(started.version + tries);
    expect(tried.publicVersion).toBe(started.publicVersion);
    expect(await versionFor(db, id, mover)).toBe(tried.version);
    expect(await versionFor(db, id, u.Eve!)).toBe(started.publicVersion);
    expect(await versionFor(db, id, null)).toBe(started.publicVersion);
    const seen = await getMatchView(db, null, id);
    expect(seen.ok && seen.value.version).toBe(started.publicVersion);
    const played = await getMatchView(db, mover, id);
    expect(played.ok && played.value.version).toBe(tried.version);
    // A spectator resuming their live stream is told the public version of what they may hear (nothing here:
    // steps are for the players); a player is told every event with their version.
    const watching = await replaySince(db, u.Eve!, id, lastEvent);
    expect(watching).toEqual({ kind: "events", events: [] });
    const playing = await replaySince(db, mover, null, lastEvent);
    expect(playing.kind === "events" && playing.events.map((e) => e.version)).toEqual(
      Array.from({ length: tries }, (_, i) => started.version + i + 1),
    );

    // Play on until a turn ends: the commit moves the public version by one, whatever the steps before it.
    for (let i = 0; i < 30; i++) {
      poll = await getMyMoves(db, mover, id);
      if (!poll.ok) throw new Error(poll.message);
      if (!poll.value.myTurn) break;
      const action = poll.value.canEndTurn
        ? ({ type: "commit" } as const)
        : ({ type: "move", move: poll.value.legalMoves[0] } as const);
      const done = await act(db, mover, id, poll.value.version, action);
      if (!done.ok) throw new Error(done.message);
    }
    const after = await db.match.findUniqueOrThrow({ where: { id } });
    expect(after.publicVersion).toBe(started.publicVersion + 1);
    const commit = await db.liveEvent.findFirstOrThrow({
      where: { matchId: id, stepBy: null },
      orderBy: { id: "desc" },
    });
    expect([commit.version, commit.publicVersion]).toEqual([after.version, after.publicVersion]);
    const resumed = await replaySince(db, u.Eve!, id, lastEvent);
    expect(resumed.kind === "events" && resumed.events.map((e) => e.version)).toEqual([after.publicVersion]);
  });
});
