/**
 * Ratings on real databases: a rated match changes its players' ratings once, in the finishing transaction
 * (a forfeit counts as a loss); unrated matches and matches with bots never do; racing finishes of two
 * matches of the same players on PostgreSQL both count; a recompute from the finished matches gives the same
 * ratings as the incremental updates. Friends, blocks and rematches beside them.
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch, rematch } from "@/lib/matches/lifecycle/lobby";
import { resign } from "@/lib/matches/lifecycle/endings";
import { getMatchView } from "@/lib/matches/read/views";
import { myGames } from "@/lib/matches/read/list";
import { leaderboard, ratingsOf, recomputeRatings } from "@/lib/ratings/store";
import { NEW_RATING, rateMatch, shownRating } from "@/lib/ratings/model";
import { befriend, setBlock } from "@/lib/social/relations";
import { profileOf, archiveOf } from "@/lib/profiles/profile";
import { makeUsers, registerTinyGame, winTinyMatch } from "./helpers";
import { refusalText } from "@/lib/presentation/refusal-text";

registerTinyGame();

forEachDatabase("ratings", (database) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ada", "Ben", "Cal", "Dot", "Eva", "Fin", "Gil"]);
  });

  const version = async (id: number) => (await db.match.findUniqueOrThrow({ where: { id } })).version;

  /** A rated two-player tiny match to `target`, started (both joined). */
  async function ratedMatch(a: string, b: string, opts: { rated?: boolean; target?: number } = {}): Promise<number> {
    const r = await createMatch(db, u[a]!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: b }],
      rated: opts.rated ?? true,
      options: { target: opts.target ?? 1 },
    });
    if (!r.ok) throw new Error(r.message);
    const j = await joinMatch(db, u[b]!, r.value.matchId, await version(r.value.matchId));
    if (!j.ok) throw new Error(j.message);
    return r.value.matchId;
  }

  /** Plays the tiny game to its end: `winner` adds 1 and reaches the target, the others end their turns empty-handed. */
  const win = (id: number, winner: string) => winTinyMatch(db, id, u[winner]!);

  it("a finished rated match moves both ratings as the model says, once; an unrated one does not", async () => {
    const id = await ratedMatch("Ada", "Ben");
    await win(id, "Ada");
    const [expectAda, expectBen] = rateMatch([
      { rating: NEW_RATING, rank: 1 },
      { rating: NEW_RATING, rank: 2 },
    ]);
    const ada = (await ratingsOf(db, u.Ada!))["tiny"]!;
    const ben = (await ratingsOf(db, u.Ben!))["tiny"]!;
    expect(ada).toMatchObject({ matches: 1, wins: 1, rating: shownRating(expectAda!) });
    expect(ada.mu).toBeCloseTo(expectAda!.mu, 9);
    expect(ben).toMatchObject({ matches: 1, wins: 0, rating: shownRating(expectBen!) });
    expect(await db.ratingEvent.count({ where: { matchId: id } })).toBe(2);

    const unrated = await ratedMatch("Ada", "Ben", { rated: false });
    await win(unrated, "Ben");
    expect((await ratingsOf(db, u.Ada!))["tiny"]!.matches).toBe(1);
    expect(await db.ratingEvent.count({ where: { matchId: unrated } })).toBe(0);
  });

  it("matches with bots are never rated: refused at creation with a sentence", async () => {
    const r = await createMatch(db, u.Cal!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
      rated: true,
    });
    expect(r).toEqual({
      ok: false,
      code: "INVALID_INPUT",
      message: "Matches with bots are never rated: choose players only, or an unrated match.",
      sentence: { key: "botsNeverRated", values: undefined },
    });
  });

  it("a resign counts as a loss", async () => {
    const id = await ratedMatch("Cal", "Dot", { target: 100 });
    expect((await resign(db, u.Dot!, id, await version(id))).ok).toBe(true);
    expect((await ratingsOf(db, u.Cal!))["tiny"]).toMatchObject({ matches: 1, wins: 1 });
    expect((await ratingsOf(db, u.Dot!))["tiny"]).toMatchObject({ matches: 1, wins: 0 });
    expect((await ratingsOf(db, u.Cal!))["tiny"]!.mu).toBeGreaterThan((await ratingsOf(db, u.Dot!))["tiny"]!.mu);
  });

  it("two matches of the same players finishing at the same moment both count (no lost update)", async () => {
    const a = await ratedMatch("Eva", "Fin");
    const b = await ratedMatch("Fin", "Eva");
    await Promise.all([win(a, "Eva"), win(b, "Eva")]);
    expect((await ratingsOf(db, u.Eva!))["tiny"]).toMatchObject({ matches: 2, wins: 2 });
    expect((await ratingsOf(db, u.Fin!))["tiny"]).toMatchObject({ matches: 2, wins: 0 });
  });

  it("a recompute from the finished matches gives the same ratings as the updates did", async () => {
    for (let i = 0; i < 3; i++) await win(await ratedMatch("Ada", "Cal"), i === 1 ? "Cal" : "Ada");
    const before = await db.rating.findMany({ orderBy: [{ userId: "asc" }, { gameKey: "asc" }] });
    const events = await db.ratingEvent.count();
    const r = await recomputeRatings(db);
    expect(r.matches).toBe(events / 2);
    const after = await db.rating.findMany({ orderBy: [{ userId: "asc" }, { gameKey: "asc" }] });
    expect(after.map(({ updatedAt: _u, ...x }) => x)).toEqual(before.map(({ updatedAt: _u, ...x }) => x));
  });

  it("the leaderboard lists players with at least 5 rated matches, best first; profiles and archives show the rest", async () => {
    for (let i = 0; i < 5; i++) await win(await ratedMatch("Gil", "Ben"), "Gil");
    const board = await leaderboard(db, "tiny", 1);
    const names = board.rows.map((r) => r.username);
    expect(names[0]).toBe("Gil");
    expect(names).toContain("Ben");
    expect(names).not.toContain("Dot");
    expect(board.rows[0]).toMatchObject({ place: 1, matches: 5, wins: 5 });
    const profile = await profileOf(db, "gil", new Date());
    expect(profile?.ratings["tiny"]).toMatchObject({ matches: 5, wins: 5 });
    expect(profile?.history["tiny"]).toHaveLength(5);
    expect(profile?.played["tiny"]).toEqual({ matches: 5, wins: 5 });
    expect(profile?.reliability).toMatchObject({ ended: 5, finishedShare: 1, timeouts: 0 });
    expect(profile?.reliability.turns).toBeGreaterThanOrEqual(5);
    // Gil created (and so sat first in) all five.
    expect(profile?.bySeat).toEqual([{ seat: 0, matches: 5, wins: 5 }]);
    expect(profile?.favourites).toEqual(["tiny"]);
    const ben = (await profileOf(db, "ben", new Date()))!;
    expect(ben.bySeat.find((r) => r.seat === 1)?.matches).toBeGreaterThanOrEqual(5);
    expect(ben.bySeat.reduce((t, r) => t + r.matches, 0)).toBe(ben.played["tiny"]?.matches);
    // Fewer than 5 rated matches: not placed, but shown as provisional (the first page only), best first.
    const provisional = board.provisional.map((r) => r.username);
    expect(provisional).toContain("Dot");
    expect(provisional).not.toContain("Gil");
    expect(provisional.some((n) => names.includes(n))).toBe(false);
    expect(board.provisional.every((r) => r.provisional && r.matches >= 1 && r.matches < 5)).toBe(true);
    expect(board.provisional.find((r) => r.username === "Dot")).toMatchObject({ matches: 1, wins: 0 });
    const ratings = board.provisional.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect((await leaderboard(db, "tiny", 2)).provisional).toEqual([]);
    const lost = await archiveOf(db, u.Ben!, { page: 1, result: "lost", opponent: "GIL" });
    expect(lost.entries.length).toBe(5);
    expect(lost.entries.every((e) => !e.won && e.players.includes("Gil") && e.rated)).toBe(true);
    expect((await archiveOf(db, u.Ben!, { page: 1, result: "won", opponent: "gil" })).entries).toEqual([]);
    expect((await archiveOf(db, u.Ben!, { page: 1, game: "glen-more" })).entries).toEqual([]);
  });

  it("friends only: invitations and open seats; a blocked user cannot invite, join or be seen in chat", async () => {
    await db.user.update({ where: { id: u.Dot! }, data: { invitesFromFriendsOnly: true } });
    const refused = await createMatch(db, u.Eva!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "Dot" }],
    });
    expect(refused).toEqual({
      ok: false,
      code: "FORBIDDEN",
      message: "Dot accepts invitations from friends only.",
      // Said in the reader's language by its key (lib/presentation/refusal-text.ts).
      sentence: { key: "invitesFromFriendsOnly", values: { name: "Dot" } },
    });
    expect(refusalText(refused as { code: string; message: string }, "de")).toBe(
      "Dot nimmt nur Einladungen von Freunden an.",
    );
    expect((await befriend(db, u.Eva!, "dot")).ok && true).toBe(true);
    expect(await befriend(db, u.Dot!, "eva")).toMatchObject({ ok: true, value: { state: "friends" } });
    expect(
      (await createMatch(db, u.Eva!, { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "invite", username: "Dot" }] }))
        .ok,
    ).toBe(true);

    // A friends-only open match: Fin (no friend of Eva's) neither sees nor joins it; Dot does.
    const open = await createMatch(db, u.Eva!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "open" }],
      friendsOnly: true,
    });
    if (!open.ok) throw new Error(open.message);
    expect((await myGames(db, u.Fin!)).joinable.map((m) => m.id)).not.toContain(open.value.matchId);
    expect((await myGames(db, u.Dot!)).joinable.map((m) => m.id)).toContain(open.value.matchId);
    expect(await joinMatch(db, u.Fin!, open.value.matchId, await version(open.value.matchId))).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      message: "This match is open to Eva's friends only.",
    });

    // Eva blocks Fin: Fin cannot invite her, nor take a seat in her open match.
    expect(await setBlock(db, u.Eva!, "fin", true)).toEqual({ ok: true, value: { username: "Fin", blocked: true } });
    expect(
      await createMatch(db, u.Fin!, { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "invite", username: "Eva" }] }),
    ).toMatchObject({ ok: false, code: "FORBIDDEN", message: "You cannot invite Eva." });
    const public_ = await createMatch(db, u.Eva!, { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "open" }] });
    if (!public_.ok) throw new Error(public_.message);
    expect((await myGames(db, u.Fin!)).joinable.map((m) => m.id)).not.toContain(public_.value.matchId);
    expect(await joinMatch(db, u.Fin!, public_.value.matchId, await version(public_.value.matchId))).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      message: "You cannot join this match: one of its players has blocked you, or you them.",
    });
    expect(await befriend(db, u.Fin!, "Eva")).toMatchObject({ ok: false, code: "FORBIDDEN" });
  });

  it("a rematch: the same players and settings, seats moved on by one, everyone else invited", async () => {
    const id = await ratedMatch("Ada", "Ben");
    await win(id, "Ben");
    const r = await rematch(db, u.Ben!, id);
    if (!r.ok) throw new Error(r.message);
    const m = await db.match.findUniqueOrThrow({
      where: { id: r.value.matchId },
      include: { seats: { orderBy: { seatIndex: "asc" } } },
    });
    expect(m).toMatchObject({ gameKey: "tiny", rated: true, status: "open", rematchOf: id, options: { target: 1 } });
    // Ada sat first and Ben second; each moves on by one: Ben (who asked, already joined) first, Ada invited second.
    expect(m.seats.map((s) => [s.userId, s.joinedAt !== null])).toEqual([
      [u.Ben!, true],
      [u.Ada!, false],
    ]);
    const v = await getMatchView(db, u.Ada!, m.id);
    expect(v.ok && v.value.canJoin).toBe(true);
    expect((await joinMatch(db, u.Ada!, m.id, v.ok ? v.value.version : 0)).ok).toBe(true);
    expect((await db.match.findUniqueOrThrow({ where: { id: m.id } })).status).toBe("running");
    expect(await rematch(db, u.Cal!, id)).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
    expect(await rematch(db, u.Ada!, m.id)).toMatchObject({ ok: false, code: "FORBIDDEN" });
  });
});
