/**
 * Clocks through the site's services and the job runner's clock work, with an injected clock, on PGlite and
 * PostgreSQL: deadlines start and stop with turns, reminders go out once, vacation pauses and gives back
 * days, automatic vacation comes before a timeout, both timeout policies, resign, the cancel vote, and on
 * PostgreSQL two workers and a commit racing a timeout.
 */
import { linesText } from "@/lib/matches/history/history-text";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { createDb, type Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { resign } from "@/lib/matches/lifecycle/endings";
import { answerCancel, proposeCancel } from "@/lib/matches/lifecycle/cancel-vote";
import { getMatchView } from "@/lib/matches/read/views";
import { myGames, nextGame } from "@/lib/matches/read/list";
import { loadViewer, nextAwaiting } from "@/lib/accounts/viewer";
import { runClocksOnce } from "@/lib/jobs/clock-deadlines";
import { endVacation, startVacation, vacationStatus } from "@/lib/jobs/vacations";
import { DAY_MS, HOUR_MS, type TimeControl, type TimeoutPolicy } from "@/lib/clocks/time-control";
import { buildIcs, calendarEntries, calendarFeed, calendarToken, revokeCalendar } from "@/lib/clocks/calendar";
import { makeUsers, playDueBotTurns, registerTinyGame } from "./helpers";

registerTinyGame();
const later = (ms: number) => new Date(Date.now() + ms);

forEachDatabase("clocks", (database) => {
  let db: Db;
  let url: string | undefined;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = database.db;
    url = database.url;
    u = await makeUsers(db, ["Anna", "Bruno", "Clara", "Dora", "Emil", "Fritz", "Gerd"]);
    // Most tests are about timeouts: only the vacation tests use vacation days.
    await db.user.updateMany({ data: { autoVacation: false } });
  });

  const version = async (id: number) => (await db.match.findUniqueOrThrow({ where: { id } })).version;
  const seat = (id: number, seatIndex: number) =>
    db.seat.findUniqueOrThrow({ where: { matchId_seatIndex: { matchId: id, seatIndex } } });

  /** A running tiny match of `players` (in seat order), created by the first. */
  async function running(
    players: string[],
    timeControl: TimeControl,
    timeoutPolicy: TimeoutPolicy = "bot",
    target = 100,
  ): Promise<number> {
    const [creator, ...others] = players;
    const r = await createMatch(db, u[creator!]!, {
      gameKey: "tiny",
      options: { target },
      seats: [{ kind: "me" }, ...others.map((username) => ({ kind: "invite" as const, username }))],
      timeControl,
      timeoutPolicy,
    });
    if (!r.ok) throw new Error(r.message);
    for (const name of others) {
      const j = await joinMatch(db, u[name]!, r.value.matchId, await version(r.value.matchId));
      if (!j.ok) throw new Error(j.message);
    }
    return r.value.matchId;
  }

  async function endTurn(name: string, id: number) {
    const r = await act(db, u[name]!, id, await version(id), { type: "move", move: { type: "end-turn" } });
    if (!r.ok) throw new Error(r.message);
  }

  it("a per-move clock runs for the awaited seat only; a commit stops it and starts the next", async () => {
    const id = await running(["Anna", "Bruno"], { kind: "perMove", days: 1 });
    const s0 = await seat(id, 0);
    expect(s0.clockDeadlineAt!.getTime()).toBeGreaterThan(later(DAY_MS - 60_000).getTime());
    expect(s0.reminderAt!.getTime()).toBeCloseTo(s0.clockDeadlineAt!.getTime() - 12 * HOUR_MS, -4);
    expect((await seat(id, 1)).clockDeadlineAt).toBeNull();
    // A pending step does not stop the clock.
    await act(db, u.Anna!, id, await version(id), { type: "move", move: { type: "add", n: 1 } });
    expect((await seat(id, 0)).clockDeadlineAt).toEqual(s0.clockDeadlineAt);
    await endTurn("Anna", id);
    expect((await seat(id, 0)).clockDeadlineAt).toBeNull();
    expect((await seat(id, 1)).clockDeadlineAt).not.toBeNull();
    const view = await getMatchView(db, u.Anna!, id);
    if (!view.ok) throw new Error();
    expect(view.value.timeControl).toEqual({ kind: "perMove", days: 1 });
    expect(view.value.seats[1]?.deadline).toEqual((await seat(id, 1)).clockDeadlineAt!.toISOString());
    expect(view.value.seats[0]?.deadline).toBeNull();
    const list = await myGames(db, u.Bruno!);
    expect(list.myTurn.find((m) => m.id === id)).toMatchObject({
      deadline: view.value.seats[1]?.deadline,
      timeControl: { kind: "perMove", days: 1 },
    });
  });

  it("a bank keeps what is left plus the increment, up to the start amount", async () => {
    const id = await running(["Anna", "Bruno"], { kind: "bank", initialDays: 2, incrementDays: 1 });
    await endTurn("Anna", id);
    // Anna used a moment of her 2 days and gets 1 back: capped at 2 days.
    expect((await seat(id, 0)).clockBankSeconds).toBe(2 * 24 * 3600);
    const view = await getMatchView(db, u.Anna!, id);
    expect(view.ok && view.value.seats[0]?.bankMs).toBe(2 * DAY_MS);
  });

  it("no time control still has the 21-day safety net", async () => {
    const id = await running(["Anna", "Bruno"], { kind: "none" });
    const d = (await seat(id, 0)).clockDeadlineAt!;
    expect(Math.abs(d.getTime() - later(21 * DAY_MS).getTime())).toBeLessThan(60_000);
  });

  it("reminds once, at half of a one-day turn; digest users get no separate mail", async () => {
    const id = await running(["Clara", "Dora"], { kind: "perMove", days: 1 });
    const reminders = () => db.outboxMail.findMany({ where: { kind: "reminder", matchId: id } });
    // The runner finds the seat by its wake time: the reminder first, the deadline once it is sent.
    const wake = async () =>
      db.seatWake.findFirstOrThrow({
        where: { matchId: id, seatIndex: 0 },
        select: { wakeAt: true, reminderAt: true, deadlineAt: true },
      });
    const s0 = await seat(id, 0);
    expect(await wake()).toEqual({ wakeAt: s0.reminderAt, reminderAt: s0.reminderAt, deadlineAt: s0.clockDeadlineAt });
    await runClocksOnce(db, later(11 * HOUR_MS));
    expect(await reminders()).toHaveLength(0);
    expect((await runClocksOnce(db, later(12 * HOUR_MS + 60_000))).reminders).toBeGreaterThanOrEqual(1);
    await runClocksOnce(db, later(13 * HOUR_MS));
    const mails = await reminders();
    expect(mails.map((m) => m.toAddress)).toEqual(["clara@example.test"]);
    expect(mails[0]?.subject).toMatch(/^Tiny #\d+: 11 h \d+ min left for your move$/);
    expect((await seat(id, 0)).reminded).toBe(true);
    expect(await wake()).toEqual({ wakeAt: s0.clockDeadlineAt, reminderAt: null, deadlineAt: s0.clockDeadlineAt });
    // Digest users get it in their digest instead.
    await db.user.update({ where: { id: u.Dora! }, data: { notifyMode: "digest" } });
    await endTurn("Clara", id);
    await runClocksOnce(db, later(12 * HOUR_MS + 120_000));
    expect((await reminders()).map((m) => m.toAddress)).toEqual(["clara@example.test"]);
    expect((await seat(id, 1)).reminded).toBe(true);
    await db.user.update({ where: { id: u.Dora! }, data: { notifyMode: "immediate" } });
  });

  it("a timeout under the bot policy hands the seat to the strong bot, which the runner plays; the others are told", async () => {
    const id = await running(["Emil", "Fritz", "Gerd"], { kind: "perMove", days: 1 }, "bot");
    const r = await runClocksOnce(db, later(DAY_MS + 60_000));
    expect(r.timeouts).toBeGreaterThanOrEqual(1);
    const s = await seat(id, 0);
    expect(s).toMatchObject({
      userId: null,
      botStyle: "strong",
      formerUserId: u.Emil,
      replacedBecause: "timeout",
      forfeit: null,
      clockDeadlineAt: null,
    });
    // The timeout's write left the bot's turn due; the job runner's pass searches and writes it.
    expect(await db.botTurn.count({ where: { matchId: id, seatIndex: 0 } })).toBe(1);
    expect(await playDueBotTurns(db)).toBeGreaterThanOrEqual(1);
    const m = await db.match.findUniqueOrThrow({ where: { id }, include: { moves: { orderBy: { index: "asc" } } } });
    // The site's own line, a message ref, reads in English and German.
    expect(
      m.moves.some((l) => linesText(l.lines, "en", m.gameKey).includes("Emil ran out of time; a bot plays the seat.")),
    ).toBe(true);
    expect(
      m.moves.some((l) =>
        linesText(l.lines, "de", m.gameKey).includes("Emil hatte keine Zeit mehr; ein Bot spielt den Platz weiter."),
      ),
    ).toBe(true);
    // The bot took the turn: Fritz is awaited now, with his own clock.
    expect(m.activeSeats).toEqual([1]);
    expect((await seat(id, 1)).clockDeadlineAt).not.toBeNull();
    const mails = await db.outboxMail.findMany({
      where: { matchId: id, kind: { in: ["player-replaced", "timed-out"] } },
    });
    expect(mails.map((x) => `${x.kind}:${x.toAddress}`).sort()).toEqual([
      "player-replaced:fritz@example.test",
      "player-replaced:gerd@example.test",
      "timed-out:emil@example.test",
    ]);
    // A move from the timed-out player gets a clear answer.
    const late = await act(db, u.Emil!, id, m.version, { type: "move", move: { type: "add", n: 1 } });
    expect(late).toMatchObject({ ok: false, code: "TIMED_OUT" });
    const view = await getMatchView(db, u.Fritz!, id);
    expect(view.ok && view.value.seats[0]).toMatchObject({ bot: "strong", former: "Emil" });
  });

  it("under the lose policy, two players: the match ends and the other player wins", async () => {
    const id = await running(["Anna", "Bruno"], { kind: "perMove", days: 2 }, "lose");
    await runClocksOnce(db, later(2 * DAY_MS + 60_000));
    const m = await db.match.findUniqueOrThrow({ where: { id } });
    expect(m.status).toBe("finished");
    expect(m.outcome).toMatchObject({ winners: [1], forfeits: [{ seat: 0, reason: "timeout" }], endedEarly: true });
    expect(await db.outboxMail.count({ where: { matchId: id, kind: "finished" } })).toBe(2);
    expect(await act(db, u.Anna!, id, m.version, { type: "move", move: { type: "add", n: 1 } })).toMatchObject({
      code: "TIMED_OUT",
    });
  });

  it("under the lose policy, three players: a bot plays on, and the timed-out player is ranked last at the end", async () => {
    const id = await running(["Clara", "Dora", "Emil"], { kind: "perMove", days: 1 }, "lose", 20);
    await runClocksOnce(db, later(DAY_MS + 60_000));
    expect(await seat(id, 0)).toMatchObject({ botStyle: "strong", forfeit: "timeout", formerUserId: u.Clara });
    // Play to the end: the bot adds to seat 0's total, but seat 0 cannot win.
    for (let i = 0; i < 60; i++) {
      await playDueBotTurns(db);
      const m = await db.match.findUniqueOrThrow({ where: { id } });
      if (m.status !== "running") break;
      const name = m.activeSeats[0] === 1 ? "Dora" : "Emil";
      await act(db, u[name]!, id, m.version, { type: "move", move: { type: "add", n: 1 } });
      await endTurn(name, id);
    }
    const m = await db.match.findUniqueOrThrow({ where: { id } });
    expect(m.status).toBe("finished");
    const outcome = m.outcome as { winners: number[]; forfeits: { seat: number }[] };
    expect(outcome.winners).not.toContain(0);
    expect(outcome.forfeits).toEqual([{ seat: 0, reason: "timeout" }]);
  });

  it("resigning: two players end at once; three players continue with a bot", async () => {
    const two = await running(["Fritz", "Gerd"], { kind: "perMove", days: 3 });
    expect(await resign(db, u.Gerd!, two, await version(two))).toEqual({ ok: true, value: null });
    expect((await db.match.findUniqueOrThrow({ where: { id: two } })).outcome).toMatchObject({
      winners: [0],
      forfeits: [{ seat: 1, reason: "resign" }],
    });
    const three = await running(["Anna", "Bruno", "Clara"], { kind: "perMove", days: 3 });
    expect((await resign(db, u.Bruno!, three, await version(three))).ok).toBe(true);
    expect(await seat(three, 1)).toMatchObject({ botStyle: "strong", forfeit: "resign", replacedBecause: "resign" });
    expect((await db.match.findUniqueOrThrow({ where: { id: three } })).status).toBe("running");
    expect(await resign(db, u.Bruno!, three, await version(three))).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
  });

  it("cancelling a running match takes every player; a refusal ends the vote", async () => {
    const id = await running(["Dora", "Emil", "Fritz"], { kind: "perMove", days: 3 });
    expect((await proposeCancel(db, u.Dora!, id, await version(id))).ok).toBe(true);
    expect(await db.outboxMail.count({ where: { matchId: id, kind: "cancel-proposed" } })).toBe(2);
    expect(await answerCancel(db, u.Dora!, id, await version(id), true)).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    expect(await answerCancel(db, u.Emil!, id, await version(id), true)).toEqual({
      ok: true,
      value: { cancelled: false },
    });
    const v = await getMatchView(db, u.Fritz!, id);
    expect(v.ok && v.value.cancelVote).toMatchObject({
      proposedBy: "Dora",
      accepted: ["Emil"],
      waitingFor: ["Fritz"],
      mine: "to-answer",
    });
    expect(await answerCancel(db, u.Fritz!, id, await version(id), false)).toEqual({
      ok: true,
      value: { cancelled: false },
    });
    expect((await db.match.findUniqueOrThrow({ where: { id } })).cancelVote).toBeNull();
    await proposeCancel(db, u.Emil!, id, await version(id));
    await answerCancel(db, u.Dora!, id, await version(id), true);
    expect(await answerCancel(db, u.Fritz!, id, await version(id), true)).toEqual({
      ok: true,
      value: { cancelled: true },
    });
    const m = await db.match.findUniqueOrThrow({ where: { id }, include: { seats: true } });
    expect(m.status).toBe("aborted");
    expect(m.seats.every((s) => s.clockDeadlineAt === null)).toBe(true);
    expect(await db.outboxMail.count({ where: { matchId: id, kind: "cancelled" } })).toBe(3);
  });

  it("a vacation pauses every clock; a turn that starts during it waits; ending early gives back the days not begun", async () => {
    const id = await running(["Gerd", "Anna"], { kind: "perMove", days: 2 });
    const before = (await seat(id, 0)).clockDeadlineAt!;
    const now = new Date();
    const r = await startVacation(db, u.Gerd!, new Date(now.getTime() + 5 * DAY_MS), now);
    expect(r).toMatchObject({ ok: true, daysLeft: 2 });
    const paused = await seat(id, 0);
    expect(paused.clockDeadlineAt).toBeNull();
    expect(paused.clockPausedSeconds).toBeGreaterThan(2 * 24 * 3600 - 120);
    // Nothing of Gerd's times out while away.
    await runClocksOnce(db, new Date(now.getTime() + 3 * DAY_MS));
    expect((await seat(id, 0)).userId).toBe(u.Gerd);
    const view = await getMatchView(db, u.Anna!, id);
    expect(view.ok && view.value.seats[0]?.vacationUntil).toBe(new Date(now.getTime() + 5 * DAY_MS).toISOString());
    // Gerd moves anyway; Anna's turn, then Gerd's again: it waits paused with the full two days.
    await endTurn("Gerd", id);
    await endTurn("Anna", id);
    expect(await seat(id, 0)).toMatchObject({ clockDeadlineAt: null, clockPausedSeconds: 2 * 24 * 3600 });
    const back = new Date(now.getTime() + 2 * DAY_MS + HOUR_MS);
    expect(await endVacation(db, u.Gerd!, back, true)).toEqual({ ended: true, daysBack: 2 });
    expect((await vacationStatus(db, u.Gerd!, back))?.days).toBe(4);
    expect((await seat(id, 0)).clockDeadlineAt).toEqual(new Date(back.getTime() + 2 * DAY_MS));
    expect(before).not.toBeNull();
    // More days than held are refused with a sentence.
    expect(await startVacation(db, u.Gerd!, new Date(back.getTime() + 10 * DAY_MS), back)).toMatchObject({
      ok: false,
      message: expect.stringContaining("4 vacation days"),
    });
  });

  it("a passed deadline uses a vacation day automatically before anyone times out, and says so", async () => {
    await db.user.update({
      where: { id: u.Bruno! },
      data: { autoVacation: true, vacationDays: 1, vacationUntil: null },
    });
    const id = await running(["Bruno", "Clara"], { kind: "perMove", days: 1 });
    const t1 = later(DAY_MS + 60_000);
    const r1 = await runClocksOnce(db, t1);
    expect(r1.autoVacations).toBeGreaterThanOrEqual(1);
    expect(await seat(id, 0)).toMatchObject({ userId: u.Bruno, clockDeadlineAt: null, clockPausedSeconds: 0 });
    const mail = await db.outboxMail.findFirstOrThrow({
      where: { kind: "auto-vacation", toAddress: "bruno@example.test" },
    });
    expect(mail.text).toContain(`Tiny #${id}`);
    expect(mail.text).toContain("0 vacation days left");
    // The vacation day ends, the clock resumes with nothing left, and with no days left the timeout comes.
    const t2 = new Date(t1.getTime() + DAY_MS + 1000);
    const r2 = await runClocksOnce(db, t2);
    expect(r2.vacationsEnded).toBeGreaterThanOrEqual(1);
    if ((await seat(id, 0)).userId) await runClocksOnce(db, new Date(t2.getTime() + 1000));
    expect(await seat(id, 0)).toMatchObject({ botStyle: "strong", formerUserId: u.Bruno });
  });

  it("the next game is the one whose deadline comes first; the calendar feed lists deadlines until revoked", async () => {
    const slow = await running(["Fritz", "Dora"], { kind: "perMove", days: 7 });
    const fast = await running(["Fritz", "Emil"], { kind: "perMove", days: 1 });
    const next = await nextGame(db, u.Fritz!);
    expect(next.matchId).toBe(fast);
    expect(next.waiting).toBeGreaterThanOrEqual(2);
    expect((await nextGame(db, u.Fritz!, fast)).matchId).not.toBe(fast);
    // The page header's viewer (one statement) agrees: the same matches in the same order, the same next game.
    const sv = (await db.user.findUniqueOrThrow({ where: { id: u.Fritz! } })).sessionVersion;
    const viewer = (await loadViewer(db, u.Fritz!, sv))!;
    expect(viewer.awaiting[0]).toBe(fast);
    expect(viewer.awaiting).toHaveLength(next.waiting);
    expect(viewer.awaiting).toContain(slow);
    expect(nextAwaiting(viewer, fast)).toEqual(await nextGame(db, u.Fritz!, fast));
    expect(viewer.latestEventId).toBeGreaterThan(0);
    expect(await loadViewer(db, u.Fritz!, sv + 1)).toBeNull();
    expect((await myGames(db, u.Fritz!)).myTurn.map((m) => m.id).indexOf(fast)).toBeLessThan(
      (await myGames(db, u.Fritz!)).myTurn.map((m) => m.id).indexOf(slow),
    );
    const user = await db.user.findUniqueOrThrow({ where: { id: u.Fritz! } });
    const token = calendarToken(u.Fritz!, user.calendarVersion);
    const entries = await calendarEntries(db, token);
    expect(entries?.map((e) => e.matchId)).toEqual(expect.arrayContaining([fast, slow]));
    const ics = buildIcs(entries!, new Date(), "en");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`SUMMARY:Tiny #${fast}: your move is due`);
    expect(ics.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    // In the owner's language: German once Fritz chooses German.
    await db.user.update({ where: { id: u.Fritz! }, data: { locale: "de" } });
    const german = (await calendarFeed(db, token, new Date()))!.replace(/\r\n /g, "");
    expect(german).toContain(`SUMMARY:Tiny #${fast}: Dein Zug ist fällig`);
    expect(german).toContain("X-WR-CALNAME:Glenboard-Fristen");
    await db.user.update({ where: { id: u.Fritz! }, data: { locale: null } });
    expect(await calendarFeed(db, token, new Date())).toContain(`SUMMARY:Tiny #${fast}: your move is due`);
    expect(await calendarEntries(db, `${token.slice(0, -2)}xx`)).toBeNull();
    await revokeCalendar(db, u.Fritz!);
    expect(await calendarEntries(db, token)).toBeNull();
  });

  it.runIf(database.kind === "postgres")(
    "two workers apply each timeout once; a commit racing a timeout: exactly one wins",
    async () => {
      const second = createDb({ kind: "postgres", url: url! }, { poolSize: 5 });
      try {
        const ids = [];
        for (let i = 0; i < 4; i++) ids.push(await running(["Anna", "Dora"], { kind: "perMove", days: 1 }));
        const at = later(DAY_MS + 60_000);
        const [a, b] = await Promise.all([runClocksOnce(db, at), runClocksOnce(second, at)]);
        expect(a.timeouts + b.timeouts).toBeGreaterThanOrEqual(4);
        for (const id of ids) {
          const lines = (await db.moveLog.findMany({ where: { matchId: id } }))
            .flatMap((l) => linesText(l.lines, "en", "tiny"))
            .filter((l) => l.includes("ran out of time"));
          expect(lines).toHaveLength(1);
          expect(await db.outboxMail.count({ where: { matchId: id, kind: "timed-out" } })).toBe(1);
        }
        // Races: each commit against the timeout of the same seat.
        for (let i = 0; i < 6; i++) {
          const id = await running(["Bruno", "Emil"], { kind: "perMove", days: 1 });
          const v = await version(id);
          const [commit] = await Promise.all([
            act(second, u.Bruno!, id, v, { type: "move", move: { type: "end-turn" } }),
            runClocksOnce(db, later(DAY_MS + 60_000)),
          ]);
          const s = await seat(id, 0);
          if (commit.ok) expect(s).toMatchObject({ userId: u.Bruno, replacedBecause: null });
          else {
            expect(commit).toMatchObject({ code: "TIMED_OUT" });
            expect(s).toMatchObject({ botStyle: "strong", replacedBecause: "timeout" });
          }
          const lines = (await db.moveLog.findMany({ where: { matchId: id } })).flatMap((l) =>
            linesText(l.lines, "en", "tiny"),
          );
          expect(lines.filter((l) => l.startsWith("Bruno ran out of time")).length).toBe(commit.ok ? 0 : 1);
        }
      } finally {
        await second.$disconnect();
      }
    },
  );

  // Last: every test above moved clocks (commits, timeouts, bots, vacations, resigning, cancelling, races).
  it("SeatWake, kept by triggers, holds exactly the seats whose clock runs or whose reminder is due", async () => {
    const clocks = async () => ({
      seats: (
        await db.seat.findMany({
          where: { OR: [{ clockDeadlineAt: { not: null } }, { reminderAt: { not: null } }] },
          orderBy: { id: "asc" },
        })
      ).map((s) => ({
        // The key: the reminder if there is one (it comes first), else the deadline.
        wakeAt: [s.clockDeadlineAt, s.reminderAt]
          .filter((d): d is Date => d !== null)
          .sort((a, b) => a.getTime() - b.getTime())[0],
        seatId: s.id,
        matchId: s.matchId,
        seatIndex: s.seatIndex,
        deadlineAt: s.clockDeadlineAt,
        reminderAt: s.reminderAt,
      })),
      wake: await db.seatWake.findMany({ orderBy: { seatId: "asc" } }),
    });
    await running(["Dora", "Emil"], { kind: "bank", initialDays: 3, incrementDays: 1 });
    const now = await clocks();
    expect(now.seats.length).toBeGreaterThan(0);
    expect(now.wake).toEqual(now.seats);
    // A seat whose clock stops leaves SeatWake; a deleted match takes its seats' rows along.
    const id = await running(["Fritz", "Gerd"], { kind: "perMove", days: 1 });
    const running0 = await seat(id, 0);
    expect(await db.seatWake.findFirst({ where: { seatId: running0.id } })).toMatchObject({
      matchId: id,
      seatIndex: 0,
      deadlineAt: running0.clockDeadlineAt,
    });
    const r = await act(db, u.Fritz!, id, await version(id), { type: "move", move: { type: "end-turn" } });
    expect(r.ok).toBe(true);
    expect(await db.seatWake.findFirst({ where: { seatId: running0.id } })).toBeNull();
    expect(await db.seatWake.count({ where: { matchId: id } })).toBe(1);
    await db.match.delete({ where: { id } });
    expect(await db.seatWake.count({ where: { matchId: id } })).toBe(0);
    const after = await clocks();
    expect(after.wake).toEqual(after.seats);
  });
});
