import { linesText } from "@/lib/matches/history/history-text";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { cancelMatch, createMatch, joinMatch, leaveMatch, startMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getMatchView } from "@/lib/matches/read/views";
import { getReplay, getReplayFrame } from "@/lib/matches/read/replay";
import { myGames, waitingCount } from "@/lib/matches/read/list";
import { releaseHeldMail } from "@/lib/notifications/turn-notices";
import { makeUsers, matchRow, playDueBotTurns, registerTinyGame } from "./helpers";
import { seatNameAt } from "@/lib/format/seat-name";
import type { TinyView } from "@/lib/games/tiny";
import { unpackState } from "@/lib/matches/store/packed-state";

registerTinyGame();

forEachDatabase("matches", (database) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Anna", "Bruno", "Clara", "Eve"]);
  });

  async function twoPlayerMatch(): Promise<number> {
    const r = await createMatch(db, u.Anna!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "bruno" }],
    });
    if (!r.ok) throw new Error(r.message);
    const v = await getMatchView(db, u.Bruno!, r.value.matchId);
    if (!v.ok) throw new Error(v.message);
    const j = await joinMatch(db, u.Bruno!, r.value.matchId, v.value.version);
    if (!j.ok) throw new Error(j.message);
    return r.value.matchId;
  }
  const version = async (id: number) => (await db.match.findUniqueOrThrow({ where: { id } })).version;
  /** Anna's tiny match with Bruno and Clara, both joined: running. */
  async function threePlayerMatch(target: number): Promise<number> {
    const r = await createMatch(db, u.Anna!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bruno" }, { kind: "invite", username: "Clara" }],
      options: { target },
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    await joinMatch(db, u.Bruno!, id, await version(id));
    await joinMatch(db, u.Clara!, id, await version(id));
    return id;
  }

  it("invites, accepts and starts when every seat is filled", async () => {
    const r = await createMatch(db, u.Anna!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "BRUNO" }],
      note: "friendly",
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const before = await getMatchView(db, u.Bruno!, r.value.matchId);
    expect(before.ok && before.value.status).toBe("open");
    expect(before.ok && before.value.canJoin).toBe(true);
    const invites = await myGames(db, u.Bruno!);
    expect(invites.invitations.map((m) => m.id)).toContain(r.value.matchId);
    await joinMatch(db, u.Bruno!, r.value.matchId, before.ok ? before.value.version : -1);
    const after = await getMatchView(db, u.Anna!, r.value.matchId);
    expect(after.ok && after.value.status).toBe("running");
    expect(after.ok && after.value.myTurn).toBe(true);
    expect(after.ok && after.value.legalMoves).toContainEqual({ type: "end-turn" });
    // An invitation mail went to Bruno; no "started" mail: Bruno's own joining started it, and the creator
    // gets the "your turn" mail instead.
    const mails = await db.outboxMail.findMany({ where: { matchId: r.value.matchId } });
    expect(mails.filter((m) => m.kind === "invitation").map((m) => m.toAddress)).toEqual(["bruno@example.test"]);
    expect(mails.filter((m) => m.kind === "started")).toEqual([]);
    expect(mails.filter((m) => m.kind === "turn").map((m) => m.toAddress)).toEqual(["anna@example.test"]);
  });

  it("at the start, the first player gets a turn mail instead of a started mail, and the joiner neither", async () => {
    const r = await createMatch(db, u.Anna!, {
      gameKey: "tiny",
      seats: [{ kind: "invite", username: "Bruno" }, { kind: "invite", username: "Clara" }, { kind: "me" }],
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    expect((await joinMatch(db, u.Bruno!, id, await version(id))).ok).toBe(true);
    expect((await joinMatch(db, u.Clara!, id, await version(id))).ok).toBe(true);
    const mails = await db.outboxMail.findMany({
      where: { matchId: id, kind: { in: ["started", "turn"] } },
      orderBy: { id: "asc" },
    });
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([["turn", "bruno@example.test"]]);
  });

  it("refuses unknown games, bad seat counts and unknown invitees", async () => {
    expect(await createMatch(db, u.Anna!, { gameKey: "chess", seats: [{ kind: "me" }] })).toMatchObject({
      ok: false,
      code: "UNKNOWN_GAME",
    });
    const five = [{ kind: "me" as const }, ...Array.from({ length: 4 }, () => ({ kind: "open" as const }))];
    expect(await createMatch(db, u.Anna!, { gameKey: "tiny", seats: five })).toMatchObject({
      ok: false,
      code: "BAD_SEAT_COUNT",
    });
    expect(
      await createMatch(db, u.Anna!, {
        gameKey: "tiny",
        seats: [{ kind: "me" }, { kind: "invite", username: "nobody" }],
      }),
    ).toMatchObject({ ok: false, code: "UNKNOWN_USER" });
  });

  it("keeps steps pending and private, undoes one step and the whole turn, commits", async () => {
    const id = await twoPlayerMatch();
    let v = await version(id);
    expect((await act(db, u.Anna!, id, v, { type: "move", move: { type: "add", n: 2 } })).ok).toBe(true);
    v = await version(id);
    expect((await act(db, u.Anna!, id, v, { type: "move", move: { type: "add", n: 1 } })).ok).toBe(true);

    const annaView = await getMatchView(db, u.Anna!, id);
    const brunoView = await getMatchView(db, u.Bruno!, id);
    const spectator = await getMatchView(db, null, id);
    expect(annaView.ok && (annaView.value.view as TinyView).running).toBe(3);
    expect(annaView.ok && annaView.value.pendingSteps).toBe(2);
    expect(brunoView.ok && (brunoView.value.view as TinyView).running).toBe(0);
    expect(spectator.ok && (spectator.value.view as TinyView).running).toBe(0);
    // Nothing about the pending steps or the secrets of others reaches Bruno.
    const brunoJson = JSON.stringify(brunoView);
    expect(brunoJson).not.toContain('"add"');
    const state = unpackState((await db.match.findUniqueOrThrow({ where: { id } })).packedState) as {
      secrets: number[];
    };
    expect(brunoView.ok && (brunoView.value.view as TinyView).mySecret).toBe(state.secrets[1]);
    expect(brunoJson).not.toContain((await db.match.findUniqueOrThrow({ where: { id } })).seed);

    v = await version(id);
    expect((await act(db, u.Anna!, id, v, { type: "undo-step" })).ok).toBe(true);
    const one = await getMatchView(db, u.Anna!, id);
    expect(one.ok && (one.value.view as TinyView).running).toBe(2);
    v = await version(id);
    expect((await act(db, u.Anna!, id, v, { type: "undo-turn" })).ok).toBe(true);
    const none = await getMatchView(db, u.Anna!, id);
    expect(none.ok && none.value.pendingSteps).toBe(0);
    expect(none.ok && (none.value.view as TinyView).running).toBe(0);

    v = await version(id);
    await act(db, u.Anna!, id, v, { type: "move", move: { type: "add", n: 2 } });
    v = await version(id);
    const commit = await act(db, u.Anna!, id, v, { type: "move", move: { type: "end-turn" } });
    expect(commit).toMatchObject({ ok: true, value: { committed: true } });
    const seen = await getMatchView(db, u.Bruno!, id);
    expect(seen.ok && (seen.value.view as TinyView).banked).toEqual([2, 0]);
    expect(seen.ok && seen.value.myTurn).toBe(true);
    expect(seen.ok && seen.value.log.map((l) => l.lines)).toEqual([["added 2", "banked 2"]]);
    expect(seen.ok && seen.value.log[0]?.isNew).toBe(true);
    // Anna got a "your turn" notice when Bruno's joining started the match; Bruno one after Anna's commit.
    // They wait for the players' windows (lib/notifications/turn-notices.ts); Anna's is moot now (she played).
    const turnMails = await db.outboxMail.findMany({ where: { matchId: id, kind: "turn" }, orderBy: { id: "asc" } });
    expect(turnMails.map((m) => [m.toAddress, m.status])).toEqual([
      ["anna@example.test", "waiting"],
      ["bruno@example.test", "waiting"],
    ]);
    await releaseHeldMail(db, new Date(Date.now() + 11 * 60_000));
    const released = await db.outboxMail.findMany({ where: { matchId: id, kind: "turn" }, orderBy: { id: "asc" } });
    expect(released[0]?.status).toBe("dropped");
    // Bruno's goes out, alone or in one mail with his other matches waiting at that moment.
    const bruno = released[1]!;
    if (bruno.status === "pending") expect(bruno.subject).toBe(`Tiny #${id}: your turn`);
    else
      expect((await db.outboxMail.findUniqueOrThrow({ where: { id: bruno.batchedInto! } })).text).toContain(
        `Tiny #${id}`,
      );
    expect(await waitingCount(db, u.Bruno!)).toBeGreaterThan(0);
    const g = await myGames(db, u.Bruno!);
    expect(g.myTurn.map((m) => m.id)).toContain(id);
  });

  it("refuses outsiders, the wrong seat, stale versions and illegal moves without changing anything", async () => {
    const id = await twoPlayerMatch();
    const before = await matchRow(db, id);
    const v = before.version as number;
    const cases = [
      [u.Eve!, v, { type: "move", move: { type: "add", n: 1 } }, "NOT_A_PLAYER"],
      [u.Bruno!, v, { type: "move", move: { type: "add", n: 1 } }, "NOT_YOUR_TURN"],
      [u.Anna!, v - 1, { type: "move", move: { type: "add", n: 1 } }, "STALE_VERSION"],
      [u.Anna!, v, { type: "move", move: { type: "add", n: 7 } }, "MALFORMED_MOVE"],
      [u.Anna!, v, { type: "move", move: { type: "teleport" } }, "MALFORMED_MOVE"],
      [u.Anna!, v, { type: "undo-step" }, "NOTHING_TO_UNDO"],
    ] as const;
    for (const [user, ver, action, code] of cases) {
      const r = await act(db, user, id, ver, action);
      expect(r).toMatchObject({ ok: false, code });
      expect(r.ok === false && r.message.length).toBeGreaterThan(5);
    }
    expect(await matchRow(db, id)).toEqual(before);
    expect(await act(db, u.Anna!, 999999, 0, { type: "undo-step" })).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("lets exactly one of two simultaneous commits win", async () => {
    const id = await twoPlayerMatch();
    const v = await version(id);
    const results = await Promise.all([
      act(db, u.Anna!, id, v, { type: "move", move: { type: "end-turn" } }),
      act(db, u.Anna!, id, v, { type: "move", move: { type: "end-turn" } }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(["STALE_VERSION"]);
    const row = await db.match.findUniqueOrThrow({ where: { id }, include: { moves: true } });
    expect(row.moves).toHaveLength(1);
    expect(row.version).toBe(v + 1);
    expect((unpackState(row.packedState) as { turn: number }).turn).toBe(1);
  });

  it("a reveal commits at once and cannot be undone", async () => {
    const id = await twoPlayerMatch();
    let v = await version(id);
    await act(db, u.Anna!, id, v, { type: "move", move: { type: "add", n: 1 } });
    v = await version(id);
    expect((await act(db, u.Anna!, id, v, { type: "move", move: { type: "roll" } })).ok).toBe(true);
    v = await version(id);
    expect(await act(db, u.Anna!, id, v, { type: "undo-step" })).toMatchObject({ ok: false, code: "NOTHING_TO_UNDO" });
    const bruno = await getMatchView(db, u.Bruno!, id);
    // Bruno sees the committed roll at once, though Anna's turn goes on.
    expect(bruno.ok && (bruno.value.view as TinyView).running).toBeGreaterThanOrEqual(2);
    expect(bruno.ok && bruno.value.log).toHaveLength(1);
    expect(bruno.ok && bruno.value.log[0]?.endsTurn).toBe(false);
  });

  it("bots play at once after a commit and a match ends with an outcome, replayable from the log", async () => {
    const r = await createMatch(db, u.Clara!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }, { kind: "bot", style: "random" }],
      options: { target: 40 },
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    // A spectator is nobody's seat, in particular not a bot's (whose user is null too).
    const watcher = await getMatchView(db, null, id);
    expect(watcher.ok && watcher.value.mySeat).toBeNull();
    expect(watcher.ok && (watcher.value.view as TinyView).mySecret).toBeNull();
    for (let i = 0; i < 50; i++) {
      const row = await db.match.findUniqueOrThrow({ where: { id } });
      if (row.status === "finished") break;
      expect(row.activeSeats).toEqual([0]);
      const res = await act(db, u.Clara!, id, row.version, { type: "move", move: { type: "add", n: 2 } });
      expect(res.ok).toBe(true);
      const after = await db.match.findUniqueOrThrow({ where: { id } });
      if (after.status === "finished") break;
      await act(db, u.Clara!, id, after.version, { type: "move", move: { type: "end-turn" } });
    }
    const done = await getMatchView(db, u.Clara!, id);
    expect(done.ok && done.value.status).toBe("finished");
    expect(done.ok && done.value.outcome?.winners.length).toBeGreaterThan(0);
    expect(done.ok && new Set(done.value.log.map((l) => l.seat))).toEqual(new Set([0, 1, 2]));
    const replay = await getReplay(db, id);
    expect(replay.ok).toBe(true);
    if (!replay.ok || !done.ok) return;
    // One step per committed move, each with that move's own lines; the first is the start.
    const moveCount = (await db.moveLog.findMany({ where: { matchId: id } })).reduce(
      (n, m) => n + (m.moves as unknown[]).length,
      0,
    );
    expect(replay.value.steps).toHaveLength(moveCount + 1);
    expect(replay.value.steps[0]).toMatchObject({ seat: null, lines: [] });
    expect(replay.value.steps.flatMap((s) => s.lines)).toEqual(done.value.log.flatMap((l) => l.lines));
    const lastFrame = await getReplayFrame(db, id, moveCount);
    expect(lastFrame.ok && (lastFrame.value.view as TinyView).banked).toEqual((done.value.view as TinyView).banked);
    // Replay positions are spectator views: no secret.
    for (const n of [0, 1, moveCount]) {
      const f = await getReplayFrame(db, id, n);
      expect(f.ok && (f.value.view as TinyView).mySecret).toBeNull();
    }
    expect(await getReplayFrame(db, id, moveCount + 1)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    const finished = await db.outboxMail.findMany({ where: { matchId: id, kind: "finished" } });
    expect(finished.map((m) => m.toAddress)).toEqual(["clara@example.test"]);
    expect(await db.outboxMail.count({ where: { matchId: id, kind: "turn" } })).toBe(0);
  });

  it("the result mail goes to each player who wants mail: not to one who muted the match or turned mail off", async () => {
    const id = await threePlayerMatch(12);
    await db.matchMute.create({ data: { userId: u.Bruno!, matchId: id } });
    await db.user.update({ where: { id: u.Clara! }, data: { notifyMode: "off" } });
    try {
      for (let i = 0; i < 60; i++) {
        const row = await db.match.findUniqueOrThrow({ where: { id } });
        if (row.status === "finished") break;
        const who = [u.Anna!, u.Bruno!, u.Clara!][row.activeSeats[0]!]!;
        const added = await act(db, who, id, row.version, { type: "move", move: { type: "add", n: 2 } });
        expect(added.ok).toBe(true);
        const next = await db.match.findUniqueOrThrow({ where: { id } });
        if (next.status !== "finished")
          expect((await act(db, who, id, next.version, { type: "move", move: { type: "end-turn" } })).ok).toBe(true);
      }
      expect((await db.match.findUniqueOrThrow({ where: { id } })).status).toBe("finished");
      const finished = await db.outboxMail.findMany({ where: { matchId: id, kind: "finished" } });
      expect(finished.map((m) => m.toAddress)).toEqual(["anna@example.test"]);
      expect(finished[0]!.text).toMatch(/1\. /);
    } finally {
      await db.user.update({ where: { id: u.Clara! }, data: { notifyMode: "immediate" } });
    }
  });

  it("a player who leaves a running match is replaced by the strong bot, which the runner plays; the last human aborts it", async () => {
    const id = await threePlayerMatch(100);
    await act(db, u.Anna!, id, await version(id), { type: "move", move: { type: "add", n: 2 } });
    expect(await leaveMatch(db, u.Eve!, id, await version(id))).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
    const mailsBefore = await db.outboxMail.count({ where: { matchId: id } });

    expect((await leaveMatch(db, u.Anna!, id, await version(id))).ok).toBe(true);
    expect(await playDueBotTurns(db)).toBe(1);
    const row = await db.match.findUniqueOrThrow({
      where: { id },
      include: { seats: { orderBy: { seatIndex: "asc" } }, moves: true },
    });
    expect(row.status).toBe("running");
    expect(row.seats[0]).toMatchObject({ userId: null, botStyle: "strong" });
    // Anna's uncommitted step went with her; the bot took seat 0's turn and Bruno is awaited.
    expect(row.pending).toEqual({});
    expect(new Set(row.moves.map((m) => m.seat))).toEqual(new Set([0]));
    expect(row.moves.sort((a, b) => a.index - b.index).at(-1)?.endsTurn).toBe(true);
    expect(row.activeSeats).toEqual([1]);
    const mails = await db.outboxMail.findMany({ where: { matchId: id }, orderBy: { id: "asc" }, skip: mailsBefore });
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual(
      [
        ["player-replaced", "bruno@example.test"],
        ["player-replaced", "clara@example.test"],
        ["turn", "bruno@example.test"],
      ].sort(),
    );
    expect(mails.find((m) => m.kind === "player-replaced")?.subject).toContain("Anna left");
    expect(row.moves.flatMap((m) => linesText(m.lines, "en", row.gameKey))).toContain(
      "Anna left the match; a bot plays the seat.",
    );
    // Anna no longer sees it as her match to play.
    const annaView = await getMatchView(db, u.Anna!, id);
    expect(annaView.ok && annaView.value.mySeat).toBeNull();
    // Names as they were: the line about her leaving is hers; what the seat did after it, the bot's for her.
    const leftLine = row.moves.find((m) =>
      linesText(m.lines, "en", row.gameKey).includes("Anna left the match; a bot plays the seat."),
    )!;
    const seat0 = annaView.ok ? annaView.value.seats[0]! : null;
    expect(seat0).toMatchObject({ bot: "strong", former: "Anna", replacedAt: leftLine.index + 1 });
    expect(seatNameAt(seat0!, 0, leftLine.index)).toBe("Anna");
    expect(seatNameAt(seat0!, 0, leftLine.index + 1)).toBe("Bot for Anna");

    expect((await leaveMatch(db, u.Bruno!, id, await version(id))).ok).toBe(true);
    expect((await leaveMatch(db, u.Clara!, id, await version(id))).ok).toBe(true);
    const done = await db.match.findUniqueOrThrow({ where: { id } });
    expect(done.status).toBe("aborted");
    expect(done.activeSeats).toEqual([]);
  });

  it("joins open seats, leaves before the start, starts early and cancels", async () => {
    const r = await createMatch(db, u.Anna!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "open" }, { kind: "open" }],
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    const open = await myGames(db, u.Eve!);
    expect(open.joinable.map((m) => m.id)).toContain(id);
    expect((await joinMatch(db, u.Eve!, id, await version(id))).ok).toBe(true);
    expect(await joinMatch(db, u.Eve!, id, await version(id))).toMatchObject({ ok: false, code: "ALREADY_SEATED" });
    expect((await leaveMatch(db, u.Eve!, id, await version(id))).ok).toBe(true);
    expect(await startMatch(db, u.Eve!, id, await version(id))).toMatchObject({ ok: false, code: "NOT_CREATOR" });
    expect((await joinMatch(db, u.Bruno!, id, await version(id))).ok).toBe(true);
    expect((await startMatch(db, u.Anna!, id, await version(id))).ok).toBe(true);
    const row = await db.match.findUniqueOrThrow({
      where: { id },
      include: { seats: { orderBy: { seatIndex: "asc" } } },
    });
    expect(row.status).toBe("running");
    expect(row.playerCount).toBe(2);
    expect(row.seats.map((s) => [s.seatIndex, s.userId])).toEqual([
      [0, u.Anna],
      [1, u.Bruno],
    ]);

    const c = await createMatch(db, u.Anna!, { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "open" }] });
    if (!c.ok) throw new Error(c.message);
    expect(await cancelMatch(db, u.Bruno!, c.value.matchId, await version(c.value.matchId))).toMatchObject({
      ok: false,
      code: "NOT_CREATOR",
    });
    expect((await cancelMatch(db, u.Anna!, c.value.matchId, await version(c.value.matchId))).ok).toBe(true);
    expect((await db.match.findUniqueOrThrow({ where: { id: c.value.matchId } })).status).toBe("aborted");
  });
});
