// Tournaments (lib/tournaments, issue 37): a Swiss tournament of 10 players in tables of 3 over 3 rounds and a
// round robin of 5, played to the end by scripts on a real database (both engines); the standings recomputed
// here from the match results; refusals; withdrawals; two job runners at once on PostgreSQL.
import { beforeEach, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { createDb, type Db } from "@/lib/db";
import {
  createTournament,
  joinTournament,
  leaveTournament,
  runTournamentsOnce,
  startTournament,
  tournamentDetail,
  listTournaments,
  tournamentInputSchema,
  type TournamentInput,
} from "@/lib/tournaments";
import { act } from "@/lib/matches/write/play";
import { leaveMatch } from "@/lib/matches/lifecycle/lobby";
import { deleteAccount, startDataExport } from "@/lib/account-data";
import type { MatchOutcome } from "@/lib/matches/lifecycle/outcome";
import { makeUsers, playDueBotTurns, registerTinyGame } from "./helpers";

registerTinyGame();

const DAY = 86_400_000;

forEachDatabase("tournaments", (database) => {
  let db: Db;
  let counter = 0;

  beforeEach(() => {
    db = database.db;
  });

  async function users(n: number): Promise<string[]> {
    const names = Array.from({ length: n }, () => `T${++counter}x${database.kind.slice(0, 2)}`);
    const ids = await makeUsers(db, names);
    return names.map((name) => ids[name]!);
  }

  const swiss = (over: Partial<TournamentInput> = {}): TournamentInput => ({
    gameKey: "tiny",
    tableSize: 3,
    format: "swiss",
    rounds: 3,
    timeControl: { kind: "perMove", days: 3 },
    rated: true,
    signupUntil: new Date(Date.now() + 7 * DAY).toISOString(),
    ...over,
  });

  async function create(userId: string, input: TournamentInput): Promise<number> {
    const r = await createTournament(db, userId, tournamentInputSchema.parse(input));
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    // The tiny game's target (its only option) is lowered so that matches end in a few turns.
    await db.tournament.update({ where: { id: r.value.id }, data: { options: { target: 6 } } });
    return r.value.id;
  }

  async function joinAll(id: number, players: string[]) {
    for (const p of players) {
      const r = await joinTournament(db, p, id);
      if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    }
  }

  /** Plays a tiny match to its end: each turn the active player adds 2 `strength` times, then commits. */
  async function playOut(matchId: number, strength: (userId: string) => number) {
    for (let turn = 0; turn < 100; turn++) {
      // A seat whose player left is the strong bot's: the job runner's pass plays its turns.
      await playDueBotTurns(db);
      const m = await db.match.findUniqueOrThrow({ where: { id: matchId }, include: { seats: true } });
      if (m.status !== "running") return;
      const seat = m.seats.find((s) => s.seatIndex === m.activeSeats[0]);
      if (!seat?.userId) throw new Error(`match ${matchId}: a seat without a player is awaited`);
      let version = m.version;
      for (let k = 0; k < strength(seat.userId); k++) {
        const r = await act(db, seat.userId, matchId, version, { type: "move", move: { type: "add", n: 2 } });
        if (!r.ok) throw new Error(r.message);
        version = r.value.version;
      }
      const c = await act(db, seat.userId, matchId, version, { type: "commit" });
      if (!c.ok) throw new Error(c.message);
    }
    throw new Error(`match ${matchId} did not finish`);
  }

  /** Placement points recomputed from a match's outcome, without lib/tournaments: n-1 down to 0, ties share. */
  function pointsBySeat(outcome: MatchOutcome): number[] {
    const n = outcome.scores.length;
    const forfeited = new Set((outcome.forfeits ?? []).map((f) => f.seat));
    const key = (s: number) => [forfeited.has(s) ? 0 : 1, outcome.winners.includes(s) ? 1 : 0, outcome.scores[s]!];
    const better = (a: number, b: number) => {
      const [ka, kb] = [key(a), key(b)];
      for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return ka[i]! > kb[i]!;
      return false;
    };
    const same = (a: number, b: number) => !better(a, b) && !better(b, a);
    return outcome.scores.map((_, s) => {
      const above = outcome.scores.filter((_, o) => better(o, s)).length;
      const tied = outcome.scores.filter((_, o) => same(o, s)).length;
      // Places above..above+tied-1 (0-based) earn n-1-place each: their mean.
      return n - 1 - above - (tied - 1) / 2;
    });
  }

  async function recomputed(id: number) {
    const tables = await db.tournamentTable.findMany({ where: { tournamentId: id } });
    const points = new Map<string, number>();
    for (const t of tables) {
      const m = await db.match.findUniqueOrThrow({ where: { id: t.matchId }, include: { seats: true } });
      expect(m.status).toBe("finished");
      const bySeat = pointsBySeat(m.outcome as unknown as MatchOutcome);
      for (const s of m.seats) {
        const user = s.userId ?? s.formerUserId!;
        points.set(user, (points.get(user) ?? 0) + bySeat[s.seatIndex]!);
      }
    }
    return points;
  }

  const nameOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).username;

  it("a Swiss tournament of 10 players in tables of 3 over 3 rounds, played to the end by scripts", async () => {
    const ps = await users(10);
    const id = await create(ps[0]!, swiss());
    await joinAll(id, ps.slice(1));
    // Different strengths (adds per turn): results differ, some tie.
    const strength = (u: string) => 1 + (ps.indexOf(u) % 3);
    expect((await startTournament(db, ps[0]!, id)).ok).toBe(true);
    const met = new Set<string>();
    for (let round = 1; round <= 3; round++) {
      const t = (await tournamentDetail(db, id))!;
      expect(t.status).toBe("running");
      expect(t.currentRound).toBe(round);
      const matches = t.rounds[round - 1]!.matches;
      expect(matches.map((m) => m.seats.length).sort()).toEqual([2, 2, 3, 3]);
      const seated = matches.flatMap((m) => m.seats.map((s) => s.username));
      expect(new Set(seated).size).toBe(10);
      // Swiss avoids repeat opponents (10 players over 3 rounds of 3, 3, 2, 2 can always do without).
      for (const m of matches)
        for (const a of m.seats)
          for (const b of m.seats)
            if (a.username! < b.username!) {
              expect(met.has(`${a.username} ${b.username}`)).toBe(false);
              met.add(`${a.username} ${b.username}`);
            }
      // Each match started at once, every player told of the round.
      const rows = await db.match.findMany({ where: { id: { in: matches.map((m) => m.matchId) } } });
      expect(rows.every((m) => m.status === "running" && m.rated && m.timeoutPolicy === "bot")).toBe(true);
      expect(await db.outboxMail.count({ where: { kind: "tournamentRound", userId: { in: ps } } })).toBe(10 * round);
      // Rated matches finish in a transaction: the last one of the round starts the next round in it.
      for (const m of matches) await playOut(m.matchId, strength);
    }
    const done = (await tournamentDetail(db, id))!;
    expect(done.status).toBe("finished");
    expect(done.rounds).toHaveLength(3);
    expect(done.rounds.every((r) => r.finishedAt !== null)).toBe(true);
    // Standings recomputed from the match results.
    const points = await recomputed(id);
    expect(done.standings).toHaveLength(10);
    const ids = new Map((await db.user.findMany({ where: { id: { in: ps } } })).map((u) => [u.username, u.id]));
    for (const s of done.standings) expect(s.points).toBe(points.get(ids.get(s.username)!));
    // Each round's tables hand out n(n-1)/2 points: 3 + 3 + 1 + 1 = 8 a round.
    expect(done.standings.reduce((a, s) => a + s.points, 0)).toBe(24);
    // Sorted by points, then opponents' points, then the score difference.
    for (let i = 1; i < done.standings.length; i++) {
      const [a, b] = [done.standings[i - 1]!, done.standings[i]!];
      expect(a.points > b.points || (a.points === b.points && a.tiebreak >= b.tiebreak)).toBe(true);
    }
    expect(await db.outboxMail.count({ where: { kind: "tournamentFinal", userId: { in: ps } } })).toBe(10);
    const list = await listTournaments(db);
    expect(list.finished.map((x) => x.id)).toContain(id);
    // The job runner's pass has nothing left to do.
    expect(await runTournamentsOnce(db, new Date())).toEqual({ started: 0, advanced: 0 });
  });

  it("round robin of 5 in 2-player tables: every pair plays once; unrated rounds advance by the job runner", async () => {
    const ps = await users(5);
    const id = await create(ps[0]!, swiss({ format: "round-robin", tableSize: 2, rounds: undefined, rated: false }));
    await joinAll(id, ps.slice(1));
    expect((await startTournament(db, ps[0]!, id)).ok).toBe(true);
    const pairs = new Set<string>();
    let byes = 0;
    for (let round = 1; round <= 5; round++) {
      const t = (await tournamentDetail(db, id))!;
      expect(t.roundCount).toBe(5);
      expect(t.currentRound).toBe(round);
      const r = t.rounds[round - 1]!;
      expect(r.matches).toHaveLength(2);
      expect(r.byes).toHaveLength(1);
      byes += r.byes.length;
      for (const m of r.matches) {
        const key = m.seats
          .map((s) => s.username)
          .sort()
          .join(" ");
        expect(pairs.has(key)).toBe(false);
        pairs.add(key);
        await playOut(m.matchId, () => 1);
      }
      // An unrated last commit is one statement without the listener: the job runner's pass starts the round.
      expect((await runTournamentsOnce(db, new Date())).advanced).toBe(1);
    }
    expect(pairs.size).toBe(10);
    expect(byes).toBe(5);
    const done = (await tournamentDetail(db, id))!;
    expect(done.status).toBe("finished");
    // Two tables of 2 (1 point each) and a bye (1 point) a round.
    expect(done.standings.reduce((a, s) => a + s.points, 0)).toBe(15);
  });

  it("a player who leaves a match is replaced by a bot for it and withdrawn from later rounds", async () => {
    const ps = await users(4);
    const id = await create(ps[0]!, swiss({ tableSize: 2, rounds: 2 }));
    await joinAll(id, ps.slice(1));
    expect((await startTournament(db, ps[0]!, id)).ok).toBe(true);
    const first = (await tournamentDetail(db, id))!.rounds[0]!.matches;
    const leaverName = first[0]!.seats[0]!.username!;
    const leaverId = (await db.user.findFirstOrThrow({ where: { username: leaverName } })).id;
    const m = await db.match.findUniqueOrThrow({ where: { id: first[0]!.matchId } });
    expect((await leaveMatch(db, leaverId, m.id, m.version)).ok).toBe(true);
    for (const x of first) await playOut(x.matchId, () => 1);
    const t = (await tournamentDetail(db, id))!;
    expect(t.currentRound).toBe(2);
    expect(t.playerList.find((p) => p.username === leaverName)).toMatchObject({ withdrawn: true, withdrawnInRound: 1 });
    const second = t.rounds[1]!;
    // Three players left in tables of 2: one table and a bye; the leaver is seated nowhere.
    expect(second.matches).toHaveLength(1);
    expect(second.byes).toHaveLength(1);
    expect([...second.matches[0]!.seats.map((s) => s.username), ...second.byes]).not.toContain(leaverName);
    for (const x of second.matches) await playOut(x.matchId, () => 1);
    const done = (await tournamentDetail(db, id))!;
    expect(done.status).toBe("finished");
    expect(done.standings.find((s) => s.username === leaverName)?.withdrawn).toBe(true);
    expect(await nameOf(leaverId)).toBe(leaverName);
  });

  it("a minimum share of matches seen through keeps out a player who left one; newcomers may join", async () => {
    const ps = await users(4);
    const first = await create(ps[0]!, swiss({ tableSize: 2, rounds: 1 }));
    await joinAll(first, ps.slice(1));
    expect((await startTournament(db, ps[0]!, first)).ok).toBe(true);
    const table = (await tournamentDetail(db, first))!.rounds[0]!.matches[0]!;
    const leaverId = (await db.user.findFirstOrThrow({ where: { username: table.seats[0]!.username! } })).id;
    const m = await db.match.findUniqueOrThrow({ where: { id: table.matchId } });
    expect((await leaveMatch(db, leaverId, m.id, m.version)).ok).toBe(true);

    const [organiser, newcomer] = await users(2);
    const id = await create(organiser!, swiss({ minFinishedPercent: 75 }));
    const refused = await joinTournament(db, leaverId, id);
    expect(refused).toMatchObject({ ok: false, code: "FORBIDDEN", sentence: { key: "unreliable" } });
    expect((await joinTournament(db, newcomer!, id)).ok).toBe(true);
    const t = (await tournamentDetail(db, id))!;
    expect(t.minFinishedPercent).toBe(75);
    expect(t.players).toBe(2);
    // The bar holds for a creator too (the leaver may have created the first tournament: counted before).
    const created = await db.tournament.count({ where: { createdById: leaverId } });
    const own = await createTournament(db, leaverId, tournamentInputSchema.parse(swiss({ minFinishedPercent: 50 })));
    expect(own).toMatchObject({ ok: false, sentence: { key: "unreliable" } });
    expect(await db.tournament.count({ where: { createdById: leaverId } })).toBe(created);
    expect(tournamentInputSchema.safeParse(swiss({ minFinishedPercent: 0 })).success).toBe(false);
  });

  it("a player's data export lists their sign-ups; deleting the account leaves tournaments not yet started", async () => {
    const [creator, leaving] = await users(2);
    const id = await create(creator!, swiss());
    await joinAll(id, [leaving!]);
    expect((await tournamentDetail(db, id))!.players).toBe(2);
    const data = await startDataExport(db, leaving!);
    if (!data.ok) throw new Error("no export");
    let text = "";
    for await (const chunk of data.chunks) text += chunk;
    expect(JSON.parse(text).tournaments).toEqual([
      expect.objectContaining({ id, gameKey: "tiny", status: "open", creator: false, withdrawnAt: null }),
    ]);
    expect(await deleteAccount(db, leaving!)).toBe(true);
    const t = (await tournamentDetail(db, id))!;
    expect(t.players).toBe(1);
    expect(t.playerList.map((p) => p.username)).toEqual([await nameOf(creator!)]);
  });

  it("a round of more than 16 players is started by the job runner, not in the finishing commit", async () => {
    const ps = await users(17);
    const id = await create(ps[0]!, swiss({ tableSize: 4, rounds: 2 }));
    await joinAll(id, ps.slice(1));
    expect((await startTournament(db, ps[0]!, id)).ok).toBe(true);
    const first = (await tournamentDetail(db, id))!.rounds[0]!.matches;
    expect(first.map((m) => m.seats.length).sort()).toEqual([3, 3, 3, 4, 4]);
    for (const m of first) await playOut(m.matchId, () => 3);
    expect((await tournamentDetail(db, id))!.currentRound).toBe(1);
    expect(await runTournamentsOnce(db, new Date())).toEqual({ started: 0, advanced: 1 });
    expect((await tournamentDetail(db, id))!.currentRound).toBe(2);
  });

  it("refuses joining a full or started tournament, a start by anyone but the creator or too early, and limits", async () => {
    const ps = await users(14);
    const [creator, other] = [ps[0]!, ps[1]!];
    const id = await create(creator, swiss({ tableSize: 2 }));
    // Too few players: two tables' worth (4) needed.
    await joinAll(id, ps.slice(1, 3));
    expect(await startTournament(db, creator, id)).toMatchObject({
      ok: false,
      code: "NOT_ENOUGH_PLAYERS",
      message: "A tournament starts with at least 4 players (two tables' worth); 3 have joined.",
    });
    await joinAll(id, [ps[3]!]);
    expect(await joinTournament(db, ps[3]!, id)).toMatchObject({ ok: false, code: "FORBIDDEN" });
    // Only the creator starts it.
    expect(await startTournament(db, other, id)).toMatchObject({
      ok: false,
      code: "NOT_CREATOR",
      message: "Only the tournament's creator may start it.",
    });
    expect((await leaveTournament(db, ps[3]!, id)).ok).toBe(true);
    expect(await leaveTournament(db, ps[3]!, id)).toMatchObject({
      ok: false,
      message: "You have not joined this tournament.",
    });
    await joinAll(id, [ps[3]!]);
    expect((await startTournament(db, creator, id)).ok).toBe(true);
    const closed = await joinTournament(db, ps[4]!, id);
    expect(closed).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(!closed.ok && closed.message).toMatch(/has started/);
    expect(await leaveTournament(db, ps[1]!, id)).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(await startTournament(db, creator, id)).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(await joinTournament(db, ps[4]!, 999_999)).toMatchObject({ ok: false, code: "NOT_FOUND" });

    // A full round robin (12 players) refuses a thirteenth.
    const rr = await create(ps[1]!, swiss({ format: "round-robin", tableSize: 2, rounds: undefined }));
    await joinAll(rr, ps.slice(2, 13));
    expect(await joinTournament(db, ps[13]!, rr)).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      message: "This tournament is full: 12 players have joined.",
    });

    // Three open tournaments per creator.
    await create(ps[5]!, swiss());
    await create(ps[5]!, swiss());
    await create(ps[5]!, swiss());
    const fourth = await createTournament(db, ps[5]!, tournamentInputSchema.parse(swiss()));
    expect(fourth).toMatchObject({ ok: false, code: "FORBIDDEN" });

    // What the game or the clock cannot allow, and changes nothing.
    const before = await db.tournament.count();
    const refused = async (input: TournamentInput) => createTournament(db, ps[6]!, tournamentInputSchema.parse(input));
    expect(await refused(swiss({ gameKey: "nope" }))).toMatchObject({ ok: false, code: "UNKNOWN_GAME" });
    expect(await refused(swiss({ tableSize: 5 }))).toMatchObject({
      ok: false,
      code: "BAD_SEAT_COUNT",
      message: "Tiny is played at tables of 2 to 4 players.",
    });
    expect(await refused(swiss({ format: "round-robin", rounds: undefined }))).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
    });
    expect(await refused(swiss({ rounds: undefined }))).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await refused(swiss({ signupUntil: new Date(Date.now() - 1000).toISOString() }))).toMatchObject({
      ok: false,
      message: "The sign-up deadline must lie in the future.",
    });
    expect(await refused(swiss({ signupUntil: new Date(Date.now() + 61 * DAY).toISOString() }))).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
    });
    expect(await refused(swiss({ gameKey: "glen-more", variants: ["x"] }))).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
    });
    expect(await db.tournament.count()).toBe(before);
    for (const bad of [
      { ...swiss(), tableSize: 6 },
      { ...swiss(), format: "knockout" },
      { ...swiss(), rounds: 11 },
      { ...swiss(), signupUntil: "tomorrow" },
      { ...swiss(), rated: "yes" },
    ])
      expect(tournamentInputSchema.safeParse(bad).success).toBe(false);
  });

  it("starts at the sign-up deadline by the job runner, or is cancelled with too few players", async () => {
    const ps = await users(5);
    const now = Date.now();
    const soon = new Date(now + DAY).toISOString();
    const enough = await create(ps[0]!, swiss({ tableSize: 2, signupUntil: soon }));
    await joinAll(enough, ps.slice(1, 4));
    // A fifth player is blocked by the operator before the start: not seated.
    await joinAll(enough, [ps[4]!]);
    await db.user.update({ where: { id: ps[4]! }, data: { blockedAt: new Date() } });
    const few = await create(ps[4]!, swiss({ tableSize: 2, signupUntil: soon }));
    expect(await runTournamentsOnce(db, new Date(now + DAY - 1000))).toMatchObject({ started: 0 });
    expect(await runTournamentsOnce(db, new Date(now + DAY + 1000))).toMatchObject({ started: 1 });
    const started = (await tournamentDetail(db, enough))!;
    expect(started).toMatchObject({ status: "running", currentRound: 1, players: 4 });
    expect(started.rounds[0]!.matches).toHaveLength(2);
    expect(started.rounds[0]!.byes).toEqual([]);
    expect((await tournamentDetail(db, few))!).toMatchObject({ status: "cancelled", rounds: [], standings: [] });
  });

  if (database.kind === "postgres") {
    it("two job runners at once start a tournament and its rounds once", async () => {
      const second = createDb({ kind: "postgres", url: database.url! });
      try {
        const ps = await users(6);
        const now = Date.now();
        const id = await create(
          ps[0]!,
          swiss({ tableSize: 2, rated: false, signupUntil: new Date(now + DAY).toISOString() }),
        );
        await joinAll(id, ps.slice(1));
        const later = new Date(now + DAY + 1000);
        const runs = await Promise.all([
          runTournamentsOnce(db, later),
          runTournamentsOnce(second, later),
          runTournamentsOnce(db, later),
          runTournamentsOnce(second, later),
        ]);
        expect(runs.reduce((a, r) => a + r.started, 0)).toBe(1);
        expect(await db.tournamentTable.count({ where: { tournamentId: id } })).toBe(3);
        for (const t of await db.tournamentTable.findMany({ where: { tournamentId: id } }))
          await playOut(t.matchId, () => 1);
        const passes = await Promise.all([
          runTournamentsOnce(db, later),
          runTournamentsOnce(second, later),
          runTournamentsOnce(db, later),
        ]);
        expect(passes.reduce((a, r) => a + r.advanced, 0)).toBe(1);
        expect(await db.tournamentRound.count({ where: { tournamentId: id } })).toBe(2);
        expect(await db.tournamentTable.count({ where: { tournamentId: id } })).toBe(6);
      } finally {
        await second.$disconnect();
      }
    });
  }
});
