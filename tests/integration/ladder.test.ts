/**
 * The season ladder on real databases: a finished rated match adds its players' placement points once, in
 * the finishing transaction (a resign counts; a second application adds nothing); unrated and guest matches
 * never count; the season is the UTC quarter of the match's end (2026-09-30T23:59Z vs 2026-10-01T00:00Z);
 * shared places share points and equal rows share a rank; two matches of the same players finishing at once
 * both count; the JSON API's answers and refusals; the profile's past-season honours; a deleted account's row
 * stays, anonymised.
 */
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { resign } from "@/lib/matches/lifecycle/endings";
import { loadMatch } from "@/lib/matches/store/store";
import type { MatchOutcome } from "@/lib/matches/lifecycle/outcome";
import { recordLadderMatch } from "@/lib/ladder/record";
import { ladderPage, ladderApi } from "@/lib/ladder/page";
import { ladderTable, seasonHonours, HONOUR_PLACES } from "@/lib/ladder/read";
import { resultAnswer } from "@/lib/site/api-answers";
import { deleteAccount } from "@/lib/account-data/deletion";
import { guestIdOf, startGuestMatch } from "@/lib/guests";
import { startDataExport } from "@/lib/account-data";
import { makeUsers, registerTinyGame, winTinyMatch } from "./helpers";

registerTinyGame();

const NOV = new Date("2026-11-10T12:00:00Z");

forEachDatabase("season ladder", (database) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ada", "Ben", "Cal", "Dot", "Eva", "Fin", "Gil", "Hal", "Ivy", "Jon", "Kim", "Lou"]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The site's clock (Date) stands still at `at` until the test ends. */
  const clockAt = (at: string | Date) => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(at) });
  };

  const version = async (id: number) => (await db.match.findUniqueOrThrow({ where: { id } })).version;

  /** A started tiny match to 1 of `players` (the first creates, the others are invited and join). */
  async function match(players: string[], opts: { rated?: boolean; target?: number } = {}): Promise<number> {
    const r = await createMatch(db, u[players[0]!]!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, ...players.slice(1).map((p) => ({ kind: "invite" as const, username: p }))],
      rated: opts.rated ?? true,
      options: { target: opts.target ?? 1 },
    });
    if (!r.ok) throw new Error(r.message);
    for (const p of players.slice(1)) {
      const j = await joinMatch(db, u[p]!, r.value.matchId, await version(r.value.matchId));
      if (!j.ok) throw new Error(j.message);
    }
    return r.value.matchId;
  }

  /** Plays the tiny game to its end: `winner` adds 1 and reaches the target, the others end their turns empty-handed. */
  const win = (id: number, winner: string) => winTinyMatch(db, id, u[winner]!);

  const entry = (name: string, season: string) =>
    db.ladderEntry.findUnique({
      where: { gameKey_season_userId: { gameKey: "tiny", season, userId: u[name]! } },
      select: { points: true, matches: true, wins: true },
    });

  it("a finished rated match adds placement points once; unrated and guest matches never count", async () => {
    clockAt(NOV);
    const id = await match(["Ada", "Ben"]);
    await win(id, "Ada");
    expect(await entry("Ada", "2026-Q4")).toEqual({ points: 1, matches: 1, wins: 1 });
    expect(await entry("Ben", "2026-Q4")).toEqual({ points: 0, matches: 1, wins: 0 });
    expect(await db.ladderMatch.findUnique({ where: { matchId: id } })).toMatchObject({ season: "2026-Q4" });

    // The same finish told again (a retried listener, a replay) adds nothing.
    const finished = await loadMatch(db, id);
    const again = await db.$transaction((tx) =>
      recordLadderMatch(tx, finished, finished.outcome as unknown as MatchOutcome),
    );
    expect(again).toBe(false);
    expect(await entry("Ada", "2026-Q4")).toEqual({ points: 1, matches: 1, wins: 1 });

    // Unrated: nothing.
    await win(await match(["Ada", "Ben"], { rated: false }), "Ben");
    // A guest's match (never rated on the site; here flagged so after the start) is left out even if rated.
    const guestLike = await match(["Ada", "Ben"]);
    await db.match.update({ where: { id: guestLike }, data: { guest: true } });
    await win(guestLike, "Ben");
    // A real guest's match against a bot, ended by the guest's resign: finished, never counted.
    const g = await startGuestMatch(db, { gameKey: "tiny", token: null, address: "203.0.113.7" });
    if (!g.ok) throw new Error(g.message);
    const guestId = (await guestIdOf(db, g.value.token))!;
    expect((await resign(db, guestId, g.value.matchId, await version(g.value.matchId))).ok).toBe(true);
    expect((await db.match.findUniqueOrThrow({ where: { id: g.value.matchId } })).status).toBe("finished");
    expect(await entry("Ben", "2026-Q4")).toEqual({ points: 0, matches: 1, wins: 0 });
    expect(await db.ladderMatch.count()).toBe(1);
    expect(await db.ladderEntry.count({ where: { userId: guestId } })).toBe(0);

    // A resign is a finished rated match: the other player gets the win.
    const resigned = await match(["Ada", "Ben"], { target: 100 });
    expect((await resign(db, u.Ada!, resigned, await version(resigned))).ok).toBe(true);
    expect(await entry("Ben", "2026-Q4")).toEqual({ points: 1, matches: 2, wins: 1 });
    expect(await entry("Ada", "2026-Q4")).toEqual({ points: 1, matches: 2, wins: 1 });
  });

  it("a match counts in the UTC quarter of its end", async () => {
    clockAt("2026-09-30T23:59:00Z");
    const late = await match(["Cal", "Dot"]);
    await win(late, "Cal");
    clockAt("2026-10-01T00:00:00Z");
    const early = await match(["Cal", "Dot"]);
    await win(early, "Dot");
    expect(await entry("Cal", "2026-Q3")).toEqual({ points: 1, matches: 1, wins: 1 });
    expect(await entry("Dot", "2026-Q3")).toEqual({ points: 0, matches: 1, wins: 0 });
    expect(await entry("Dot", "2026-Q4")).toEqual({ points: 1, matches: 1, wins: 1 });
    expect(await entry("Cal", "2026-Q4")).toEqual({ points: 0, matches: 1, wins: 0 });
    expect((await db.ladderMatch.findUniqueOrThrow({ where: { matchId: late } })).season).toBe("2026-Q3");
    expect((await db.ladderMatch.findUniqueOrThrow({ where: { matchId: early } })).season).toBe("2026-Q4");
  });

  it("shared places share points; equal rows share a rank; the order is points, wins, fewer matches", async () => {
    clockAt(NOV);
    // Three players, Eva reaches the target: Fin and Gil share second and third, (1 + 0) / 2 each.
    await win(await match(["Eva", "Fin", "Gil"]), "Eva");
    expect(await entry("Eva", "2026-Q4")).toEqual({ points: 2, matches: 1, wins: 1 });
    expect(await entry("Fin", "2026-Q4")).toEqual({ points: 0.5, matches: 1, wins: 0 });
    expect(await entry("Gil", "2026-Q4")).toEqual({ points: 0.5, matches: 1, wins: 0 });

    const page = await ladderPage(db, "tiny", undefined, NOV, u.Fin);
    if (!page.ok) throw new Error(page.message);
    expect(page.value.season).toBe("2026-Q4");
    // Dot's one win beats Ada's and Ben's one win in two matches; Ada and Ben are equal: one rank, by name.
    expect(page.value.rows.map((r) => [r.rank, r.username, r.points, r.matches, r.wins])).toEqual([
      [1, "Eva", 2, 1, 1],
      [2, "Dot", 1, 1, 1],
      [3, "Ada", 1, 2, 1],
      [3, "Ben", 1, 2, 1],
      [5, "Fin", 0.5, 1, 0],
      [5, "Gil", 0.5, 1, 0],
      [7, "Cal", 0, 1, 0],
    ]);
    expect(page.value.rows.find((r) => r.self)?.username).toBe("Fin");
    expect(page.value.me).toEqual({ rank: 5, username: "Fin", points: 0.5, matches: 1, wins: 0 });
  });

  it("two matches of the same players finishing at once both count", async () => {
    clockAt(NOV);
    const a = await match(["Hal", "Ivy"]);
    const b = await match(["Ivy", "Hal"]);
    await Promise.all([win(a, "Hal"), win(b, "Hal")]);
    expect(await entry("Hal", "2026-Q4")).toEqual({ points: 2, matches: 2, wins: 2 });
    expect(await entry("Ivy", "2026-Q4")).toEqual({ points: 0, matches: 2, wins: 0 });
  });

  it("the JSON API answers a season's table and refuses what is no game or season, with a sentence", async () => {
    const answer = async (game: string, season: string | null) => {
      const a = resultAnswer(await ladderApi(db, game, season, NOV));
      return { status: a.status, body: JSON.parse(a.body) as Record<string, unknown> };
    };
    const q3 = await answer("tiny", "2026-Q3");
    expect(q3.status).toBe(200);
    expect(q3.body).toEqual({
      ok: true,
      game: "tiny",
      season: "2026-Q3",
      current: "2026-Q4",
      seasons: ["2026-Q4", "2026-Q3"],
      rows: [
        { rank: 1, username: "Cal", points: 1, matches: 1, wins: 1 },
        { rank: 2, username: "Dot", points: 0, matches: 1, wins: 0 },
      ],
    });
    const now = await answer("tiny", null);
    expect(now.body).toMatchObject({ ok: true, season: "2026-Q4" });
    expect((now.body.rows as unknown[]).length).toBe(9);
    expect((now.body.rows as { username: string; rank: number }[]).slice(0, 2)).toEqual([
      { rank: 1, username: "Hal", points: 2, matches: 2, wins: 2 },
      { rank: 2, username: "Eva", points: 2, matches: 1, wins: 1 },
    ]);
    // A game without any ladder row yet: its current season, empty.
    expect((await answer("glen-more", null)).body).toEqual({
      ok: true,
      game: "glen-more",
      season: "2026-Q4",
      current: "2026-Q4",
      seasons: ["2026-Q4"],
      rows: [],
    });

    expect(await answer("chess", null)).toEqual({
      status: 404,
      body: { ok: false, code: "UNKNOWN_GAME", message: "There is no such game." },
    });
    expect((await answer("x".repeat(5000), null)).status).toBe(404);
    for (const bad of ["2026-Q5", "2026q3", "", "2026-Q3; DROP TABLE", "9".repeat(100)]) {
      expect(await answer("tiny", bad)).toEqual({
        status: 400,
        body: {
          ok: false,
          code: "INVALID_INPUT",
          message: "Give the season as ?season=YYYY-Qn, for example ?season=2026-Q3.",
        },
      });
    }
    // Well formed, but before the ladder's first season or after the current one.
    for (const none of ["2026-Q2", "2027-Q1"]) {
      expect(await answer("tiny", none)).toEqual({
        status: 404,
        body: {
          ok: false,
          code: "NOT_FOUND",
          message: "This game's ladder has no such season: `seasons` lists the ones it has.",
        },
      });
    }
  });

  it("a closed season's top players keep it on their profiles; the running season is not shown yet", async () => {
    // In Q4 (running), Q3 is closed: Cal first, Dot second.
    expect(await seasonHonours(db, u.Cal!, NOV)).toEqual([
      { gameKey: "tiny", season: "2026-Q3", rank: 1, points: 1, matches: 1, wins: 1 },
    ]);
    expect(await seasonHonours(db, u.Dot!, NOV)).toEqual([
      { gameKey: "tiny", season: "2026-Q3", rank: 2, points: 0, matches: 1, wins: 0 },
    ]);
    expect(await seasonHonours(db, u.Eva!, NOV)).toEqual([]);
    // A quarter later Q4 is closed too: Hal first (two wins), Eva second, Dot third.
    const next = new Date("2027-01-02T00:00:00Z");
    expect(await seasonHonours(db, u.Eva!, next)).toEqual([
      { gameKey: "tiny", season: "2026-Q4", rank: 2, points: 2, matches: 1, wins: 1 },
    ]);
    expect((await seasonHonours(db, u.Hal!, next)).map((h) => [h.season, h.rank])).toEqual([["2026-Q4", 1]]);
    expect((await seasonHonours(db, u.Dot!, next)).map((h) => [h.season, h.rank])).toEqual([
      ["2026-Q4", 3],
      ["2026-Q3", 2],
    ]);
    expect(HONOUR_PLACES).toBe(10);
  });

  it("past the top 10 a closed season keeps no honour; a viewer below the table's rows gets their place", async () => {
    clockAt("2026-08-01T00:00:00Z");
    // Nine more beat Jon in Q3: ten players share first (Cal was first already), Dot is 11th, Jon 12th.
    for (const n of ["Ada", "Ben", "Eva", "Fin", "Gil", "Hal", "Ivy", "Kim", "Lou"])
      await win(await match([n, "Jon"]), n);
    vi.useRealTimers();
    const top5 = await ladderTable(db, "tiny", "2026-Q3", u.Jon, 5);
    expect(top5.rows.map((r) => r.rank)).toEqual([1, 1, 1, 1, 1]);
    expect(top5.me).toEqual({ rank: 12, username: "Jon", points: 0, matches: 9, wins: 0 });
    const all = await ladderTable(db, "tiny", "2026-Q3", u.Dot);
    expect(all.rows.map((r) => r.rank)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 11, 12]);
    expect(all.rows.filter((r) => r.self).map((r) => r.username)).toEqual(["Dot"]);
    expect(all.me).toMatchObject({ rank: 11, username: "Dot" });
    expect(await seasonHonours(db, u.Jon!, NOV)).toEqual([]);
    expect(await seasonHonours(db, u.Dot!, NOV)).toEqual([]);
    expect((await seasonHonours(db, u.Kim!, NOV)).map((h) => [h.season, h.rank])).toEqual([["2026-Q3", 1]]);
  });

  it("a player's ladder rows are in their data export", async () => {
    const r = await startDataExport(db, u.Dot!);
    if (!r.ok) throw new Error(r.message);
    let text = "";
    for await (const chunk of r.chunks) text += chunk;
    expect(JSON.parse(text).ladder).toEqual([
      { gameKey: "tiny", season: "2026-Q3", points: 0, matches: 1, wins: 0 },
      { gameKey: "tiny", season: "2026-Q4", points: 1, matches: 1, wins: 1 },
    ]);
  });

  it("a deleted account's rows stay, without its name; the others' places do not move", async () => {
    const places = async () => {
      const r = await ladderApi(db, "tiny", "2026-Q3", NOV);
      if (!r.ok) throw new Error("no table");
      return r.value.rows
        .filter((row) => row.username !== "Cal" && !("deleted" in row))
        .map((row) => [row.username, row.rank]);
    };
    const before = await places();
    expect(await deleteAccount(db, u.Cal!)).toBe(true);
    expect(await places()).toEqual(before);
    const q3 = await ladderApi(db, "tiny", "2026-Q3", NOV);
    if (!q3.ok) throw new Error("no table");
    expect(q3.value.rows.find((r) => r.points === 1 && r.wins === 1 && r.matches === 1 && "deleted" in r)).toEqual({
      rank: 1,
      username: "deleted player",
      deleted: true,
      points: 1,
      matches: 1,
      wins: 1,
    });
    expect(JSON.stringify(q3.value)).not.toContain("Cal");
  });
});
