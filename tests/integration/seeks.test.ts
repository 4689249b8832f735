// "Play now" (lib/seeks): matching on a real database, both engines; concurrency on PostgreSQL with two clients.
import { beforeEach, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { createDb, type Db } from "@/lib/db";
import { cancelSeek, createSeek, runSeeksOnce, seekInputSchema, seeksOverview, type SeekInput } from "@/lib/seeks";
import { setBlock } from "@/lib/social/relations";
import { requestAccountDeletion, startDataExport } from "@/lib/account-data";
import { makeUsers, registerTinyGame } from "./helpers";

registerTinyGame();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

forEachDatabase("seeks", (database) => {
  let db: Db;
  let counter = 0;

  beforeEach(async () => {
    db = database.db;
    // Each test starts with nobody waiting.
    await db.seek.updateMany({ where: { status: "open" }, data: { status: "cancelled", closedAt: new Date() } });
  });

  /** Fresh users for one test (names unique across the file). */
  async function users(n: number): Promise<string[]> {
    const names = Array.from({ length: n }, () => `P${++counter}x${database.kind.slice(0, 2)}`);
    const ids = await makeUsers(db, names);
    return names.map((name) => ids[name]!);
  }
  const nameOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).username;

  async function seek(userId: string, input: SeekInput, now = new Date(), on: Db = db) {
    const r = await createSeek(on, userId, seekInputSchema.parse(input), now);
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    return r.value;
  }
  const seatsOf = async (matchId: number) =>
    (await db.seat.findMany({ where: { matchId }, orderBy: { seatIndex: "asc" } })).map((s) => s.userId);

  it("4 players seeking 2-player Glen More get 2 matches, started, with notices for every player", async () => {
    const [a, b, c, d] = await users(4);
    const glen: SeekInput = { gameKey: "glen-more", players: [2], rated: false };
    const first = await seek(a!, glen);
    expect(first.matchId).toBeUndefined();
    const second = await seek(b!, glen);
    expect(second.matchId).toBeGreaterThan(0);
    const third = await seek(c!, glen);
    expect(third.matchId).toBeUndefined();
    const fourth = await seek(d!, glen);
    expect(fourth.matchId).toBeGreaterThan(0);
    expect(fourth.matchId).not.toBe(second.matchId);
    for (const [matchId, players] of [
      [second.matchId!, [a, b]],
      [fourth.matchId!, [c, d]],
    ] as const) {
      const m = await db.match.findUniqueOrThrow({ where: { id: matchId } });
      expect(m).toMatchObject({ status: "running", gameKey: "glen-more", playerCount: 2, rated: false });
      expect(m.timeControl).toEqual({ kind: "perMove", days: 3 });
      expect((await seatsOf(matchId)).sort()).toEqual([...players].sort());
      // The other player hears of it (a "your turn" or a "started" notice); the requester has the answer.
      const mails = await db.outboxMail.findMany({ where: { matchId } });
      expect(new Set(mails.map((x) => x.userId))).toEqual(new Set([players[0]]));
    }
    const seeks = await db.seek.findMany({ where: { userId: { in: [a!, b!, c!, d!] } } });
    expect(seeks.every((s) => s.status === "matched")).toBe(true);
    const overview = await seeksOverview(db, a!);
    expect(overview.open).toEqual([]);
    expect(overview.matched.map((m) => m.matchId)).toEqual([second.matchId]);
  });

  it("5 players seeking 4-player Stone Age: three wait, the fourth starts a match of 4, the fifth waits", async () => {
    const ps = await users(5);
    const sa: SeekInput = { gameKey: "stone-age", players: [4], rated: false };
    for (const p of ps.slice(0, 3)) expect((await seek(p, sa)).matchId).toBeUndefined();
    expect((await seeksOverview(db, ps[0]!)).counts).toContainEqual({ gameKey: "stone-age", players: 4, waiting: 3 });
    const fourth = await seek(ps[3]!, sa);
    expect(fourth.matchId).toBeGreaterThan(0);
    expect((await seatsOf(fourth.matchId!)).sort()).toEqual(ps.slice(0, 4).sort());
    const fifth = await seek(ps[4]!, sa);
    expect(fifth.matchId).toBeUndefined();
    const overview = await seeksOverview(db, ps[4]!);
    expect(overview.counts.filter((c) => c.gameKey === "stone-age")).toEqual([
      { gameKey: "stone-age", players: 4, waiting: 1 },
    ]);
    expect(overview.open.map((s) => s.players)).toEqual([[4]]);
    // The job runner's pass starts nothing more.
    expect((await runSeeksOnce(db, new Date(Date.now() + 2 * DAY))).matched).toBe(0);
  });

  it("blocked players never meet, whichever blocked whom, even when their windows are wide open", async () => {
    const [a, b, c] = await users(3);
    const r = await setBlock(db, b!, await nameOf(a!), true);
    expect(r.ok).toBe(true);
    const clans: SeekInput = { gameKey: "clans", players: [2], rated: false };
    expect((await seek(a!, clans)).matchId).toBeUndefined();
    expect((await seek(b!, clans)).matchId).toBeUndefined();
    expect((await runSeeksOnce(db, new Date(Date.now() + 2 * DAY))).matched).toBe(0);
    const third = await seek(c!, clans);
    expect(third.matchId).toBeGreaterThan(0);
    const seated = await seatsOf(third.matchId!);
    expect(seated).toContain(c);
    expect(seated.includes(a!) && seated.includes(b!)).toBe(false);
  });

  it("a table of 3 never seats two players who block each other", async () => {
    const [a, b, c, d] = await users(4);
    await setBlock(db, a!, await nameOf(c!), true);
    const three: SeekInput = { gameKey: "glen-more", players: [3], rated: true };
    await seek(a!, three);
    await seek(b!, three);
    expect((await seek(c!, three)).matchId).toBeUndefined();
    const last = await seek(d!, three);
    expect((await seatsOf(last.matchId!)).sort()).toEqual([a, b, d].sort());
  });

  it("players who already play this game together are not paired again; other seeks stay open", async () => {
    const [a, b, c] = await users(3);
    const glen: SeekInput = { gameKey: "glen-more", players: [2], rated: true };
    await seek(a!, glen);
    const m = await seek(b!, glen);
    expect(m.matchId).toBeGreaterThan(0);
    // A second seek each: the match between them runs, so they wait, until someone else comes.
    await seek(a!, glen);
    expect((await seek(b!, glen)).matchId).toBeUndefined();
    expect((await runSeeksOnce(db, new Date(Date.now() + 2 * DAY))).matched).toBe(0);
    const third = await seek(c!, glen);
    expect(third.matchId).toBeGreaterThan(0);
    expect((await seatsOf(third.matchId!)).sort()).toEqual([a!, c!].sort());
    // b's second seek is still open.
    expect((await seeksOverview(db, b!)).open).toHaveLength(1);
  });

  it('"any" meets a concrete choice, which the match takes; different concrete choices do not meet', async () => {
    const [a, b, c, d, e, f] = await users(6);
    const any = await seek(a!, { gameKey: "stone-age", players: [2, 3, 4], timeControl: "any", rated: false });
    expect(any.matchId).toBeUndefined();
    const concrete = await seek(b!, {
      gameKey: "stone-age",
      players: [2],
      timeControl: { kind: "perMove", days: 7 },
      rated: false,
      variants: ["herds"].filter(() => false),
    });
    expect(concrete.matchId).toBeGreaterThan(0);
    const m = await db.match.findUniqueOrThrow({ where: { id: concrete.matchId! } });
    expect(m.timeControl).toEqual({ kind: "perMove", days: 7 });
    expect(m.options).toEqual({});
    // Different time controls, rated against unrated, different variants: nobody meets.
    await seek(c!, { gameKey: "glen-more", players: [2], timeControl: { kind: "perMove", days: 1 }, rated: false });
    expect(
      (await seek(d!, { gameKey: "glen-more", players: [2], timeControl: { kind: "perMove", days: 2 }, rated: false }))
        .matchId,
    ).toBeUndefined();
    expect((await seek(e!, { gameKey: "glen-more", players: [2], rated: true })).matchId).toBeUndefined();
    await seek(f!, { gameKey: "stone-age", players: [2], rated: false, variants: [] });
    const variants = await seek(a!, { gameKey: "stone-age", players: [2], rated: false, variants: "any" });
    // a and f: "any" against the base game -> the base game.
    expect(variants.matchId).toBeGreaterThan(0);
    expect((await db.match.findUniqueOrThrow({ where: { id: variants.matchId! } })).options).toEqual({});
  });

  it("a player count in common decides the table: [2,3,4] with [3] and [3,4] makes a table of 3", async () => {
    const [a, b, c] = await users(3);
    await seek(a!, { gameKey: "clans", players: [2, 3, 4], rated: false });
    expect((await seek(b!, { gameKey: "clans", players: [3], rated: false })).matchId).toBeUndefined();
    const third = await seek(c!, { gameKey: "clans", players: [3, 4], rated: false });
    expect(third.matchId).toBeGreaterThan(0);
    expect((await db.match.findUniqueOrThrow({ where: { id: third.matchId! } })).playerCount).toBe(3);
  });

  it("ratings far apart wait; the job runner pairs them once the windows have widened enough", async () => {
    const [a, b] = await users(2);
    const now = new Date();
    await db.rating.create({
      data: { userId: a!, gameKey: "clans", mu: 35, sigma: 3, matches: 20, wins: 15, updatedAt: now },
    });
    const clans: SeekInput = { gameKey: "clans", players: [2], rated: true };
    await seek(a!, clans, now);
    expect((await seek(b!, clans, now)).matchId).toBeUndefined();
    // mu 35 against 25: a window of 2 + 1 per hour reaches 10 after 8 hours.
    expect((await runSeeksOnce(db, new Date(now.getTime() + 7 * HOUR))).matched).toBe(0);
    expect((await runSeeksOnce(db, new Date(now.getTime() + 8 * HOUR + 1000))).matched).toBe(2);
    // Matched by the job runner: both players are told (the first to move by "your turn", the other by "started").
    const { matchId } = await db.seek.findFirstOrThrow({ where: { userId: a! } });
    const mails = await db.outboxMail.findMany({ where: { matchId } });
    expect(new Set(mails.map((x) => x.userId))).toEqual(new Set([a, b]));
  });

  it("closer ratings are preferred", async () => {
    const [a, b, c] = await users(3);
    const now = new Date();
    const rate = (userId: string, mu: number) =>
      db.rating.create({ data: { userId, gameKey: "glen-more", mu, sigma: 3, matches: 9, wins: 3, updatedAt: now } });
    await rate(a!, 30);
    await rate(b!, 21);
    await rate(c!, 29);
    const glen: SeekInput = { gameKey: "glen-more", players: [2], rated: true };
    // b waited long (any opponent will do for b); a arrives, then c: a must not take b while c is in reach.
    await seek(b!, glen, new Date(now.getTime() - 2 * DAY));
    await seek(a!, glen, new Date(now.getTime() - HOUR));
    const last = await seek(c!, glen, now);
    expect((await seatsOf(last.matchId!)).sort()).toEqual([a!, c!].sort());
  });

  it("seeks expire after the chosen days; the job runner closes them", async () => {
    const [a] = await users(1);
    const now = new Date();
    await seek(a!, { gameKey: "clans", players: [4], rated: false, expiresInDays: 1 }, now);
    expect((await runSeeksOnce(db, new Date(now.getTime() + DAY - 1000))).expired).toBe(0);
    expect((await runSeeksOnce(db, new Date(now.getTime() + DAY))).expired).toBe(1);
    expect((await seeksOverview(db, a!)).open).toEqual([]);
    expect((await db.seek.findFirstOrThrow({ where: { userId: a! } })).status).toBe("expired");
  });

  it("at most 5 open seeks; cancelling frees a place; only one's own seeks can be cancelled", async () => {
    const [a, b] = await users(2);
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) ids.push((await seek(a!, { gameKey: "clans", players: [4], rated: n % 2 === 0 })).id);
    const sixth = await createSeek(db, a!, seekInputSchema.parse({ gameKey: "clans", players: [3], rated: false }));
    expect(sixth).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(!sixth.ok && sixth.message).toMatch(/5 open requests/);
    expect(await db.seek.count({ where: { userId: a!, status: "open" } })).toBe(5);
    expect(await cancelSeek(db, b!, ids[0]!)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await cancelSeek(db, a!, ids[0]!)).toEqual({ ok: true, value: { id: ids[0] } });
    expect(await cancelSeek(db, a!, ids[0]!)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect((await createSeek(db, a!, seekInputSchema.parse({ gameKey: "clans", players: [3], rated: false }))).ok).toBe(
      true,
    );
  });

  it("seeking is rate-limited per user (10 a minute, cancelling included)", async () => {
    const [a] = await users(1);
    for (let n = 0; n < 5; n++) {
      const { id } = await seek(a!, { gameKey: "clans", players: [4], rated: false });
      expect((await cancelSeek(db, a!, id)).ok).toBe(true);
    }
    const over = await createSeek(db, a!, seekInputSchema.parse({ gameKey: "clans", players: [4], rated: false }));
    expect(over).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect(await db.seek.count({ where: { userId: a!, status: "open" } })).toBe(0);
  });

  it("refuses what the game cannot do, and changes nothing", async () => {
    const [a] = await users(1);
    const refused = async (input: SeekInput) => {
      const r = await createSeek(db, a!, seekInputSchema.parse(input));
      expect(r.ok).toBe(false);
      return r.ok ? null : { code: r.code, message: r.message };
    };
    expect(await refused({ gameKey: "glen-more", players: [6], rated: false })).toMatchObject({
      code: "BAD_SEAT_COUNT",
    });
    expect(await refused({ gameKey: "tiny", players: [1], rated: false })).toMatchObject({ code: "BAD_SEAT_COUNT" });
    expect(await refused({ gameKey: "nope", players: [2], rated: false })).toMatchObject({ code: "UNKNOWN_GAME" });
    expect(await refused({ gameKey: "clans", players: [2], rated: false, variants: [] })).toMatchObject({
      code: "INVALID_INPUT",
      message: "Clans has no variants to choose.",
    });
    expect(await refused({ gameKey: "stone-age", players: [2], rated: false, variants: ["nope"] })).toMatchObject({
      code: "INVALID_INPUT",
    });
    expect(await db.seek.count({ where: { userId: a! } })).toBe(0);
    // The schema's own refusals.
    for (const bad of [
      {},
      { gameKey: "clans", players: [], rated: false },
      { gameKey: "clans", players: [2, 2], rated: false },
      { gameKey: "clans", players: [2], rated: "yes" },
      { gameKey: "clans", players: [2], rated: false, expiresInDays: 30 },
      { gameKey: "clans", players: [2], rated: false, timeControl: { kind: "perMove", days: 4 } },
    ])
      expect(seekInputSchema.safeParse(bad).success).toBe(false);
  });

  it("a player's data export lists their seeks; deleting the account deletes them", async () => {
    const [a] = await users(1);
    await seek(a!, { gameKey: "clans", players: [3, 4], rated: true, timeControl: { kind: "perMove", days: 5 } });
    const data = await startDataExport(db, a!);
    if (!data.ok) throw new Error("no export");
    let text = "";
    for await (const chunk of data.chunks) text += chunk;
    expect(JSON.parse(text).seeks).toEqual([
      expect.objectContaining({
        gameKey: "clans",
        players: [3, 4],
        rated: true,
        timeControl: { kind: "perMove", days: 5 },
        variants: "any",
        status: "open",
      }),
    ]);
    expect(await requestAccountDeletion(db, a!, "correct horse")).toMatchObject({ ok: true });
    expect(await db.seek.count({ where: { userId: a! } })).toBe(0);
  });

  if (database.kind === "postgres") {
    it("concurrent seeks from two clients start each match once", async () => {
      const second = createDb({ kind: "postgres", url: database.url! }, { poolSize: 5 });
      try {
        const ps = await users(12);
        const glen: SeekInput = { gameKey: "glen-more", players: [2], rated: false };
        const results = await Promise.all(ps.map((p, i) => seek(p, glen, new Date(), i % 2 === 0 ? db : second)));
        const seeks = await db.seek.findMany({ where: { userId: { in: ps } } });
        expect(seeks.every((s) => s.status === "matched")).toBe(true);
        const matchIds = new Set(seeks.map((s) => s.matchId));
        expect(matchIds.size).toBe(6);
        const seated = await db.seat.findMany({ where: { matchId: { in: [...matchIds] as number[] } } });
        expect(seated).toHaveLength(12);
        expect(new Set(seated.map((s) => s.userId)).size).toBe(12);
        expect(results.filter((r) => r.matchId !== undefined)).toHaveLength(6);
      } finally {
        await second.$disconnect();
      }
    });

    it("two job runners passing at once start each match once", async () => {
      const second = createDb({ kind: "postgres", url: database.url! }, { poolSize: 5 });
      try {
        const ps = await users(8);
        const now = new Date();
        for (const [i, p] of ps.entries())
          await db.rating.create({
            data: { userId: p, gameKey: "clans", mu: 10 + 5 * i, sigma: 3, matches: 9, wins: 3, updatedAt: now },
          });
        for (const p of ps) await seek(p, { gameKey: "clans", players: [2, 3], rated: false }, now);
        expect(await db.seek.count({ where: { userId: { in: ps }, status: "open" } })).toBe(8);
        const later = new Date(now.getTime() + 2 * DAY);
        const passes = await Promise.all([
          runSeeksOnce(db, later),
          runSeeksOnce(second, later),
          runSeeksOnce(db, later),
          runSeeksOnce(second, later),
        ]);
        expect(passes.reduce((n, p) => n + p.matched, 0)).toBe(8);
        const seeks = await db.seek.findMany({ where: { userId: { in: ps } } });
        expect(seeks.every((s) => s.status === "matched")).toBe(true);
        const seated = await db.seat.findMany({
          where: { matchId: { in: [...new Set(seeks.map((s) => s.matchId!))] } },
        });
        expect(seated).toHaveLength(8);
      } finally {
        await second.$disconnect();
      }
    });
  }
});
