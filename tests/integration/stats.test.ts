/**
 * Statistics per game on real databases: matches played to the end through the site add to their game's
 * counters in the finishing write, whichever way it is written (an unrated finish in one statement, a rated
 * one in a transaction, a resignation), the same either way, and once (a commit that lost its race adds
 * nothing); a cancelled match adds nothing; win rates by seat and player count,
 * lengths and the average winning score come out as the matches went. Stone Age with a variant, played by a
 * player's walk against a greedy bot, counts under the game, the base game not, and the variant.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase, useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act, decide } from "@/lib/matches/write/play";
import { loadMatch } from "@/lib/matches/store/store";
import { writeProgress } from "@/lib/matches/write/progress";
import { writableAtOnce, writeCommitAtOnce } from "@/lib/matches/write/commit-at-once";
import { resign } from "@/lib/matches/lifecycle/endings";
import { answerCancel, proposeCancel } from "@/lib/matches/lifecycle/cancel-vote";
import { gameStatistics } from "@/lib/stats/read";
import { countsInStatistics } from "@/lib/stats/counted";
import { chooseBotMove, currentState, pendingOf, rejectionText, Rng, seedRng, type AnyGame } from "@/lib/engine";
import type { PendingBySeat } from "@/lib/engine";
import { getGame } from "@/lib/games";
import { unpackState } from "@/lib/matches/store/packed-state";
import { makeUsers, registerTinyGame, winTinyMatch } from "./helpers";

registerTinyGame();

forEachDatabase("statistics per game", (database) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ada", "Ben", "Cal"]);
  });

  const version = async (id: number) => (await db.match.findUniqueOrThrow({ where: { id } })).version;

  /** A started tiny match of `players` (in seat order) to `target`. */
  async function tinyMatch(players: string[], opts: { rated?: boolean; target?: number } = {}): Promise<number> {
    const [creator, ...others] = players;
    const r = await createMatch(db, u[creator!]!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, ...others.map((username) => ({ kind: "invite" as const, username }))],
      rated: opts.rated ?? false,
      options: { target: opts.target ?? 1 },
    });
    if (!r.ok) throw new Error(r.message);
    for (const o of others) {
      const j = await joinMatch(db, u[o]!, r.value.matchId, await version(r.value.matchId));
      if (!j.ok) throw new Error(j.message);
    }
    return r.value.matchId;
  }

  /** Plays the tiny game to its end: `winner` adds 1 and reaches the target, the others end their turns empty-handed. */
  const win = (id: number, winner: string) => winTinyMatch(db, id, u[winner]!);

  it("counts finished matches as they finish: seats, player counts, turns, winning score", async () => {
    const before = await gameStatistics(db, "tiny", []);
    expect(before.overall).toMatchObject({ matches: 0, averageDays: null, averageWinningScore: null });

    // Unrated (written in one statement): seat 0 wins in 1 turn; seat 1 wins in 2 turns.
    await win(await tinyMatch(["Ada", "Ben"]), "Ada");
    await win(await tinyMatch(["Ada", "Ben"]), "Ben");
    // Rated (a transaction): seat 0 (Ben) wins with 2 points in 3 turns.
    await win(await tinyMatch(["Ben", "Ada"], { rated: true, target: 2 }), "Ben");
    // Three players: seat 2 (Cal) wins in 3 turns.
    await win(await tinyMatch(["Ada", "Ben", "Cal"]), "Cal");

    const s = await gameStatistics(db, "tiny", []);
    expect(s.overall.matches).toBe(4);
    expect(s.overall.averageTurns).toBe(2.3); // (1 + 2 + 3 + 3) / 4 = 2.25, rounded to one place
    expect(s.overall.averageWinningScore).toBe(1.3); // (1 + 1 + 2 + 1) / 4 = 1.25
    expect(s.overall.averageDays).toBe(0);
    // Seats 0 and 1 sat in all four matches, seat 2 in one.
    expect(s.overall.winRateBySeat).toEqual([0.5, 0.25, 1]);
    expect(s.overall.byPlayers).toEqual([
      expect.objectContaining({ players: 2, matches: 3, winRateBySeat: [0.667, 0.333], averageTurns: 2 }),
      expect.objectContaining({ players: 3, matches: 1, winRateBySeat: [0, 0, 1], averageTurns: 3 }),
    ]);
    expect(s.variants).toEqual([]);
  });

  it("a resignation counts (the other player won, no final scoring); a cancelled match does not", async () => {
    const before = (await gameStatistics(db, "tiny", [])).overall;
    const resigned = await tinyMatch(["Ada", "Ben"], { target: 5 });
    expect((await resign(db, u.Ada!, resigned, await version(resigned))).ok).toBe(true);

    const cancelled = await tinyMatch(["Ada", "Ben"], { target: 5 });
    expect((await proposeCancel(db, u.Ada!, cancelled, await version(cancelled))).ok).toBe(true);
    const answer = await answerCancel(db, u.Ben!, cancelled, await version(cancelled), true);
    expect(answer).toMatchObject({ ok: true, value: { cancelled: true } });

    const after = (await gameStatistics(db, "tiny", [])).overall;
    expect(after.matches).toBe(before.matches + 1);
    const two = after.byPlayers.find((p) => p.players === 2)!;
    // Ben (seat 1) won the resigned match: 2 of 4 two-player matches for each seat now.
    expect(two).toMatchObject({ matches: 4, winRateBySeat: [0.5, 0.5] });
    // The resignation has no final scoring: the average winning score is still over the four scored matches.
    expect(after.averageWinningScore).toBe(before.averageWinningScore);
  });

  it("a finish written in one statement adds what the transaction adds, and a commit that lost its race nothing", async () => {
    /** A two-player tiny match to 1 whose first player added 1: its finishing commit's plan. */
    async function finishingPlan() {
      const id = await tinyMatch(["Ada", "Ben"]);
      const v = await version(id);
      expect((await act(db, u.Ada!, id, v, { type: "move", move: { type: "add", n: 1 } })).ok).toBe(true);
      const match = await loadMatch(db, id);
      const d = decide(match, u.Ada!, v + 1, { type: "commit" });
      if (d.kind !== "progress" || !d.plan.outcome || !writableAtOnce(d.plan)) throw new Error("expected a finish");
      return { match, plan: d.plan };
    }
    const rows = () => db.gameStat.findMany({ where: { gameKey: "tiny", players: 2 } });
    const seatRows = () =>
      db.gameSeatStat.findMany({ where: { gameKey: "tiny", players: 2 }, orderBy: { seat: "asc" } });
    const counters = async () => {
      const [r] = await rows();
      return { ...r!, daysSum: 0, updatedAt: null, seats: (await seatRows()).map((s) => s.wins) };
    };
    const before = await counters();

    const atOnce = await finishingPlan();
    expect(await writeCommitAtOnce(db, atOnce.match, atOnce.plan)).not.toBeNull();
    const afterOne = await counters();
    expect(afterOne).toMatchObject({ matches: before.matches + 1, turnsSum: before.turnsSum + 1 });
    expect(afterOne.seats[0]).toBe(before.seats[0]! + 1);
    // The same plan again: the version is taken, nothing is written, the counters stay.
    expect(await writeCommitAtOnce(db, atOnce.match, atOnce.plan)).toBeNull();
    expect(await counters()).toEqual(afterOne);

    const inTx = await finishingPlan();
    await db.$transaction((tx) => writeProgress(tx, inTx.match, inTx.plan));
    const afterTwo = await counters();
    expect({ ...afterTwo, seats: null }).toEqual({
      ...afterOne,
      seats: null,
      matches: afterOne.matches + 1,
      turnsSum: afterOne.turnsSum + 1,
      scoredMatches: afterOne.scoredMatches + 1,
      winningScoreSum: afterOne.winningScoreSum + 1,
    });
    expect(afterTwo.seats[0]).toBe(afterOne.seats[0]! + 1);
  });

  it("the one filter: a match that never started does not count", () => {
    expect(countsInStatistics({ status: "finished", startedAt: null, guest: false })).toBe(false);
    expect(countsInStatistics({ status: "finished", startedAt: new Date(), guest: false })).toBe(true);
    expect(countsInStatistics({ status: "finished", startedAt: new Date(), guest: true })).toBe(false);
  });
});

describe("statistics of a Stone Age match with a variant, played to the end", () => {
  const t = useDatabase("pglite");
  it("counts under the game and the variant, not the base game", { timeout: 240_000 }, async () => {
    const { db } = t;
    const user = (await makeUsers(db, ["Rex"])).Rex!;
    const game = getGame("stone-age") as AnyGame;
    const created = await createMatch(db, user, {
      gameKey: "stone-age",
      seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
      options: { variants: ["harsh-winter"] },
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.matchId;
    const rng = new Rng(seedRng("stats-test"));
    for (let i = 0; i < 20_000; i++) {
      const row = await db.match.findUniqueOrThrow({
        where: { id },
        select: { status: true, packedState: true, pending: true, version: true },
      });
      if (row.status !== "running") break;
      const pending = row.pending as PendingBySeat<unknown>;
      const seen = currentState(game, unpackState(row.packedState), pending, 0);
      if (!seen.ok) throw new Error(rejectionText(seen));
      const move = chooseBotMove(game, seen.value, 0, rng, "greedy", pendingOf(pending, 0).length);
      if (move === null) throw new Error("no move");
      const r = await act(db, user, id, row.version, { type: "move", move });
      if (!r.ok) throw new Error(r.message);
    }
    const match = await db.match.findUniqueOrThrow({ where: { id } });
    expect(match.status).toBe("finished");
    const outcome = match.outcome as { scores: number[]; winners: number[] };
    const turns = await db.moveLog.count({ where: { matchId: id, endsTurn: true } });

    const keys = (game.variants ?? []).map((v) => v.key);
    const s = await gameStatistics(db, "stone-age", keys);
    expect(s.overall).toMatchObject({
      matches: 1,
      averageTurns: turns,
      averageWinningScore: Math.max(...outcome.winners.map((w) => outcome.scores[w]!)),
    });
    expect(s.overall.winRateBySeat).toEqual([0, 1].map((seat) => (outcome.winners.includes(seat) ? 1 : 0)));
    expect(s.variants.find((v) => v.variant === "")!.matches).toBe(0);
    expect(s.variants.find((v) => v.variant === "harsh-winter")!.matches).toBe(1);
    expect(s.variants.find((v) => v.variant === "igloos")!.matches).toBe(0);
  });
});
