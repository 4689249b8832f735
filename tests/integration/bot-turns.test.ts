/**
 * Strong bots on the site (lib/matches/write/bot-turns.ts): a write that leaves a strong bot's seat awaited
 * stores its turn as due and returns at once; the job runner's pass searches the turn in real worker processes
 * and writes it. Also: a seat whose player leaves goes to the strong bot; two runners play a turn once; a
 * write that comes first during the search makes the turn stale (given back, then dropped when it no longer
 * applies); a pool that fails leaves the step to the greedy bot.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, leaveMatch, STRONG_BOT_MATCHES } from "@/lib/matches/lifecycle/lobby";
import { getMyMoves } from "@/lib/matches/read/poll";
import { act } from "@/lib/matches/write/play";
import { runBotTurnsOnce } from "@/lib/matches/lifecycle/bot-turn-runner";
import { siteNow } from "@/lib/clocks/site-time";
import type { BotPool } from "@/lib/bots/pool";
import { makeUsers, startedMatch, testBotPool } from "./helpers";

const pool = testBotPool();
afterAll(() => pool.close());

forEachDatabase("strong bots' turns", (t) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = t.db;
    u = await makeUsers(db, ["Ana", "Bo", "Cy", "Dee"]);
  });
  // The runner's pass looks at every match: each test starts with no other test's bot turn waiting.
  beforeEach(async () => {
    await db.botTurn.deleteMany();
  });

  async function againstStrongBot(userId: string): Promise<number> {
    const r = await createMatch(db, userId, {
      gameKey: "clans",
      seats: [{ kind: "me" }, { kind: "bot", style: "strong", budgetMs: 100 }],
    });
    if (!r.ok) throw new Error(r.message);
    return r.value.matchId;
  }

  /** Plays the user's turn with the first legal moves until it is committed (nothing when it is not theirs). */
  async function playTurn(id: number, userId: string): Promise<boolean> {
    for (let i = 0; i < 50; i++) {
      const poll = await getMyMoves(db, userId, id);
      if (!poll.ok || !poll.value.myTurn || poll.value.legalMoves.length === 0) return i > 0;
      const r = await act(
        db,
        userId,
        id,
        poll.value.version,
        { type: "move", move: poll.value.legalMoves[0] },
        { turn: true },
      );
      if (!r.ok) throw new Error(r.message);
      if (r.value.committed) return true;
    }
    throw new Error("the turn did not end");
  }

  const rows = (id: number) => db.botTurn.findMany({ where: { matchId: id } });
  const botEntries = (id: number, seat: number) => db.moveLog.count({ where: { matchId: id, seat } });
  const active = async (id: number) => (await db.match.findUniqueOrThrow({ where: { id } })).activeSeats;

  it("the human's commit returns with the bot's turn due; the runner searches it in a worker and writes it", async () => {
    const id = await againstStrongBot(u.Ana!);
    // Whoever starts: the bot's first turn (if it starts) is due before anyone asks.
    if ((await active(id)).includes(1)) {
      expect(await rows(id)).toHaveLength(1);
      expect(await runBotTurnsOnce(db, siteNow(), pool)).toEqual({ played: 1, dropped: 0, released: 0, fallbacks: 0 });
    }
    expect(await active(id)).toEqual([0]);
    expect(await rows(id)).toHaveLength(0);
    const before = await botEntries(id, 1);
    expect(await playTurn(id, u.Ana!)).toBe(true);
    // The commit did not wait for the bot: its turn is due, not played.
    expect(await active(id)).toEqual([1]);
    expect(await botEntries(id, 1)).toBe(before);
    const [row] = await rows(id);
    expect(row?.seatIndex).toBe(1);
    expect(row?.leaseUntil).toBeNull();

    expect(await runBotTurnsOnce(db, siteNow(), pool)).toEqual({ played: 1, dropped: 0, released: 0, fallbacks: 0 });
    expect(await botEntries(id, 1)).toBeGreaterThan(before);
    expect(await active(id)).toEqual([0]);
    expect(await rows(id)).toHaveLength(0);
    // Nothing is due any more.
    expect(await runBotTurnsOnce(db, siteNow(), pool)).toEqual({ played: 0, dropped: 0, released: 0, fallbacks: 0 });
  }, 60_000);

  it("two runners at once: the turn is claimed and written once", async () => {
    const id = await againstStrongBot(u.Bo!);
    if ((await active(id)).includes(0)) await playTurn(id, u.Bo!);
    expect(await rows(id)).toHaveLength(1);
    const version = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    const [a, b] = await Promise.all([runBotTurnsOnce(db, siteNow(), pool), runBotTurnsOnce(db, siteNow(), pool)]);
    expect(a.played + b.played).toBe(1);
    expect(a.released + b.released + a.dropped + b.dropped).toBe(0);
    expect((await db.match.findUniqueOrThrow({ where: { id } })).version).toBe(version + 1);
  }, 60_000);

  it("a write during the search makes the turn stale: given back, then dropped once it no longer applies", async () => {
    const id = await againstStrongBot(u.Cy!);
    if ((await active(id)).includes(0)) await playTurn(id, u.Cy!);
    const version = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    const before = await botEntries(id, 1);
    // The only human leaves while the bot thinks: the match is aborted.
    const leaving = {
      size: 1,
      choose: async <M>(q: Parameters<BotPool["choose"]>[0]) => {
        const left = await leaveMatch(db, u.Cy!, id, version);
        if (!left.ok) throw new Error(left.message);
        return pool.choose<M>(q as Parameters<BotPool["choose"]>[0] & { legalMoves: readonly M[] });
      },
    };
    expect(await runBotTurnsOnce(db, siteNow(), leaving)).toEqual({ played: 0, dropped: 0, released: 1, fallbacks: 0 });
    expect((await db.match.findUniqueOrThrow({ where: { id } })).status).toBe("aborted");
    expect(await botEntries(id, 1)).toBe(before);
    expect(await rows(id)).toHaveLength(1);
    expect(await runBotTurnsOnce(db, siteNow(), pool)).toEqual({ played: 0, dropped: 1, released: 0, fallbacks: 0 });
    expect(await rows(id)).toHaveLength(0);
  }, 60_000);

  it("a player who leaves a running match hands the seat to the strong bot, which the runner plays", async () => {
    const id = await startedMatch(db, u, "clans", "Ana", "Bo");
    const m = await db.match.findUniqueOrThrow({ where: { id }, include: { seats: true } });
    // Bo leaves at a moment when his seat is awaited.
    if (m.activeSeats.includes(0)) await playTurn(id, u.Ana!);
    const version = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    const left = await leaveMatch(db, u.Bo!, id, version);
    if (!left.ok) throw new Error(left.message);
    const seat = await db.seat.findFirstOrThrow({ where: { matchId: id, seatIndex: 1 } });
    expect(seat).toMatchObject({ userId: null, botStyle: "strong", botBudgetMs: null, replacedBecause: "left" });
    expect(await rows(id)).toHaveLength(1);
    const before = await botEntries(id, 1);
    expect((await runBotTurnsOnce(db, siteNow(), pool)).played).toBe(1);
    expect(await botEntries(id, 1)).toBeGreaterThan(before);
    expect(await active(id)).toEqual([0]);
  }, 60_000);

  it("a pool that fails leaves each step to the greedy bot on the same view: the turn is played", async () => {
    const id = await againstStrongBot(u.Ana!);
    if ((await active(id)).includes(0)) await playTurn(id, u.Ana!);
    const broken = { size: 1, choose: () => Promise.reject(new Error("a bot worker stopped")) };
    const pass = await runBotTurnsOnce(db, siteNow(), broken);
    expect(pass).toMatchObject({ played: 1, dropped: 0, released: 0 });
    expect(pass.fallbacks).toBeGreaterThan(0);
    expect(await active(id)).toEqual([0]);
  }, 60_000);

  it("a creator has at most STRONG_BOT_MATCHES unfinished matches with a strong bot; other bots stay open to them", async () => {
    for (let i = 0; i < STRONG_BOT_MATCHES; i++) await againstStrongBot(u.Dee!);
    const refused = await createMatch(db, u.Dee!, {
      gameKey: "clans",
      seats: [{ kind: "me" }, { kind: "bot", style: "strong" }],
    });
    expect(refused).toMatchObject({ ok: false, code: "FORBIDDEN", sentence: { key: "strongBotMatchLimit" } });
    const greedy = await createMatch(db, u.Dee!, {
      gameKey: "clans",
      seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
    });
    expect(greedy.ok).toBe(true);
  }, 60_000);
});
