/**
 * A finished match's downloadable record: played to the end through the site (a player and greedy bots,
 * Stone Age), downloaded, then replayed through the engine from the record alone, reaching the same final
 * scores. Before the end there is no record (the seed is still secret).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "@/tests/support/for-each-database";
import {
  chooseBotMove,
  currentState,
  gameForRulesVersion,
  marksOf,
  pendingOf,
  replay,
  Rng,
  seedRng,
  type AnyGame,
  type MoveMark,
  type PendingBySeat,
  rejectionText,
} from "@/lib/engine";
import { getReplay } from "@/lib/matches/read/replay";
import { getGame } from "@/lib/games";
import { createMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { matchRecord, RECORD_FORMAT } from "@/lib/matches/read/record";
import { chartsOfMatch, SCORE_CHARTS_VERSION } from "@/lib/matches/read/chart-store";
import { makeUsers } from "./helpers";
import { unpackState } from "@/lib/matches/store/packed-state";

describe("a finished match's record", () => {
  const t = useDatabase("pglite");
  let user: string;
  beforeAll(async () => {
    user = (await makeUsers(t.db, ["Rex"])).Rex!;
  });

  it("replays through the engine from the record alone to the same final scores", async () => {
    const { db } = t;
    const game = getGame("stone-age") as AnyGame;
    const created = await createMatch(db, user, {
      gameKey: "stone-age",
      seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }, { kind: "bot", style: "random" }],
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.matchId;
    expect(await matchRecord(db, id)).toMatchObject({ ok: false, code: "NOT_FINISHED" });
    const rng = new Rng(seedRng("record-test"));
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
    const r = await matchRecord(db, id);
    if (!r.ok) throw new Error(r.message);
    // What a download gives: plain JSON.
    const record = JSON.parse(JSON.stringify(r.value.record)) as typeof r.value.record;
    expect(record).toMatchObject({ format: RECORD_FORMAT, id, game: { key: "stone-age" }, players: 3 });
    expect(record.seats.map((s) => s.player ?? s.bot)).toEqual(["Rex", "greedy", "random"]);
    expect(record.log.length).toBeGreaterThan(50);
    const rules = gameForRulesVersion(getGame(record.game.key)!, record.game.rulesVersion);
    if (!rules.ok) throw new Error(rejectionText(rules));
    const final = replay(
      rules.value,
      { players: record.players, seed: record.seed, options: record.options },
      record.log,
    );
    if (!final.ok) throw new Error(rejectionText(final));
    const outcome = rules.value.outcome(final.value);
    expect(outcome?.scores).toEqual(record.outcome?.scores);
    expect(outcome?.winners).toEqual(record.outcome?.winners);

    // Each entry's stored marks are what the game says its moves did (the bots' entries included), and the
    // replay page draws the same marks move by move.
    const g = rules.value;
    let state: unknown = g.setup({
      players: record.players,
      seed: record.seed,
      options: g.optionsSchema.parse(record.options),
    });
    for (const e of record.log) {
      const expected: MoveMark[] = [];
      for (const m of e.moves) {
        const next = g.applyMove(state, e.seat, m);
        if (!next.ok) throw new Error(rejectionText(next));
        expected.push(...marksOf(g, state, e.seat, m, next.value));
        state = next.value;
      }
      expect(e.marks, `entry ${e.index}`).toEqual(expected);
    }
    expect(record.log.filter((e) => e.seat !== 0 && e.marks.length > 0).length).toBeGreaterThan(10);
    expect(record.log.filter((e) => e.seat === 0 && e.marks.length > 0).length).toBeGreaterThan(10);
    const replayed = await getReplay(db, id);
    if (!replayed.ok) throw new Error(replayed.message);
    for (const e of record.log) {
      expect(replayed.value.steps.filter((s) => s.entry === e.index).flatMap((s) => s.marks)).toEqual(e.marks);
    }

    // The charts: the timeline ends on the outcome's scores, the breakdown adds up to them per seat, and the
    // turns are the entries that ended one.
    const timeline = record.scoreTimeline!;
    const breakdown = record.scoreBreakdown!;
    expect(timeline.points.at(-1)!.scores).toEqual(record.outcome!.scores);
    expect(timeline.turns).toBe(record.log.filter((e) => e.endsTurn).length);
    expect(breakdown.totals).toEqual(record.outcome!.scores);
    for (const [seat, score] of record.outcome!.scores.entries()) {
      expect(breakdown.categories.reduce((sum, c) => sum + c.points[seat]!, 0)).toBe(score);
    }
    expect(breakdown.categories.map((c) => c.key)).toContain("culture");
    for (const b of timeline.biggestTurns) expect(record.log[b.entry]!.seat).toBe(b.seat);
    // Computed once and kept: a later record reads the stored charts (here changed by hand to show it).
    const stored = await db.matchCharts.findUniqueOrThrow({ where: { matchId: id } });
    expect(stored.version).toBe(SCORE_CHARTS_VERSION);
    const marked = { charts: { scoreTimeline: { ...timeline, turns: -7 }, scoreBreakdown: breakdown } };
    await db.matchCharts.update({ where: { matchId: id }, data: { data: marked as object } });
    const again = await matchRecord(db, id);
    expect(again.ok && again.value.record.scoreTimeline?.turns).toBe(-7);
    // Charts of an older version are computed again.
    await db.matchCharts.update({ where: { matchId: id }, data: { version: SCORE_CHARTS_VERSION - 1 } });
    const recomputed = await matchRecord(db, id);
    expect(recomputed.ok && recomputed.value.record.scoreTimeline?.turns).toBe(timeline.turns);
    // Several first views at once: one computation, the same charts for each, one row.
    await db.matchCharts.deleteMany({ where: { matchId: id } });
    const views = await Promise.all([chartsOfMatch(db, id), chartsOfMatch(db, id), chartsOfMatch(db, id)]);
    expect(views[0]).toBe(views[1]);
    expect(views[0]).toBe(views[2]);
    expect(views[0]?.scoreBreakdown).toEqual(breakdown);
    expect(await db.matchCharts.count({ where: { matchId: id } })).toBe(1);
  }, 120_000);

  it("has no charts for a match that ended before its game did (a forfeit of two)", async () => {
    const { db } = t;
    const created = await createMatch(db, user, {
      gameKey: "clans",
      seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.matchId;
    await db.match.update({
      where: { id },
      data: {
        status: "finished",
        finishedAt: new Date(),
        outcome: { scores: [0, 0], winners: [1], forfeits: [{ seat: 0, reason: "resign" }], endedEarly: true },
      },
    });
    const r = await matchRecord(db, id);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.record.scoreTimeline).toBeNull();
    expect(r.value.record.scoreBreakdown).toBeNull();
  });
});
