/**
 * The charts' numbers equal the engines' scoring: per game, matches played to the end by a seeded walk,
 * then the charts recomputed from the log alone (as from a record): the timeline's last point and each
 * seat's sum of the breakdown are the outcome's scores.
 */
import { describe, expect, it } from "vitest";
import type { AnyGame } from "@/lib/engine";
import { randomPlayout } from "@/lib/engine/playout";
import { getGame, manifestOf } from "@/lib/games";
import { scoreCharts } from "./score-chart";

const cases: { game: string; players: number; seed: string; options?: unknown }[] = [
  { game: "glen-more", players: 2, seed: "charts-gm-2" },
  { game: "glen-more", players: 4, seed: "charts-gm-4" },
  { game: "clans", players: 2, seed: "charts-clans-2" },
  { game: "clans", players: 4, seed: "charts-clans-4" },
  { game: "stone-age", players: 2, seed: "charts-sa-2" },
  { game: "stone-age", players: 4, seed: "charts-sa-4" },
  {
    game: "stone-age",
    players: 3,
    seed: "charts-sa-variants",
    options: { variants: ["igloos", "harsh-winter", "mammoth-herd"] },
  },
];

describe("score charts recomputed from a finished match's log", () => {
  for (const c of cases) {
    it(`${c.game}, ${c.players} players (${c.seed})`, () => {
      const game = getGame(c.game) as AnyGame;
      const options = game.optionsSchema.parse(c.options ?? {});
      const played = randomPlayout({ game, players: c.players, seed: c.seed, options, style: "greedy", keepLog: true });
      const outcome = played.outcome!;
      expect(outcome).not.toBeNull();
      const log = played.log.map((e) => ({ seat: e.seat, moves: e.moves as unknown[], endsTurn: true }));
      const charts = scoreCharts(game, { players: c.players, seed: c.seed, options }, log, outcome.winners)!;
      expect(charts).not.toBeNull();
      const { points, biggestTurns, turns } = charts.scoreTimeline;
      expect(points.at(-1)!.scores).toEqual(outcome.scores);
      expect(points.at(-1)!.entry).toBe(log.length - 1);
      expect(points[0]!.entry).toBe(-1);
      expect(turns).toBe(log.length);
      // Only turns that changed a score are points, in order.
      for (let i = 1; i < points.length; i++) expect(points[i]!.entry).toBeGreaterThan(points[i - 1]!.entry);
      expect(charts.scoreBreakdown.totals).toEqual(outcome.scores);
      for (let seat = 0; seat < c.players; seat++) {
        expect(charts.scoreBreakdown.categories.reduce((t, k) => t + k.points[seat]!, 0)).toBe(outcome.scores[seat]);
      }
      for (const k of charts.scoreBreakdown.categories) expect(k.points).toHaveLength(c.players);
      if (c.game === "stone-age") {
        // Replayed move by move: the buildings' points apart from the cards', each building worth something.
        const keys = charts.scoreBreakdown.categories.map((k) => k.key);
        expect(keys.slice(0, 2)).toEqual(["buildings", "cardPoints"]);
        const built = charts.scoreBreakdown.categories[0]!.points;
        const final = played.state as { player: { buildings: string[] }[] };
        final.player.forEach((p, seat) => expect(built[seat]).toBeGreaterThanOrEqual(p.buildings.length));
        expect(built.some((v) => v > 0)).toBe(true);
        // Asked of the final state alone, the sheet counts buildings and card points together; the same sums.
        const alone = game.scoreSheet!.breakdown(played.state)!;
        expect(alone[0]!.key).toBe("buildingsAndCards");
        expect(alone[0]!.points).toEqual(
          built.map((b, seat) => b + charts.scoreBreakdown.categories[1]!.points[seat]!),
        );
        for (let seat = 0; seat < c.players; seat++) {
          expect(alone.reduce((t, k) => t + k.points[seat]!, 0)).toBe(outcome.scores[seat]);
        }
      }
      expect(biggestTurns.length).toBeGreaterThan(0);
      expect(biggestTurns.length).toBeLessThanOrEqual(3);
      for (const b of biggestTurns) {
        expect(b.gain).toBeGreaterThan(0);
        expect(log[b.entry]!.seat).toBe(b.seat);
      }
      for (let i = 1; i < biggestTurns.length; i++)
        expect(biggestTurns[i]!.gain).toBeLessThanOrEqual(biggestTurns[i - 1]!.gain);
    });
  }

  it("a game without a score sheet has no charts (the tiny test game)", () => {
    const tiny = manifestOf("tiny")!.game as AnyGame;
    expect(tiny.scoreSheet).toBeUndefined();
    expect(scoreCharts(tiny, { players: 2, seed: "x", options: {} }, [], [0])).toBeNull();
  });

  it("a log that does not replay gives no charts", () => {
    const game = getGame("clans") as AnyGame;
    expect(
      scoreCharts(
        game,
        { players: 2, seed: "x", options: {} },
        [{ seat: 1, moves: [{ type: "nope" }], endsTurn: true }],
        [0],
      ),
    ).toBeNull();
  });
});

it("cost: one chart computation of a long Stone Age match (4 players, greedy)", () => {
  const game = getGame("stone-age") as AnyGame;
  const played = randomPlayout({ game, players: 4, seed: "charts-cost", style: "greedy", keepLog: true });
  const log = played.log.map((e) => ({ seat: e.seat, moves: e.moves as unknown[], endsTurn: true }));
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    scoreCharts(game, { players: 4, seed: "charts-cost", options: {} }, log, played.outcome!.winners);
    runs.push(performance.now() - t0);
  }
  console.log(
    `stone-age 4p: ${log.length} entries, ${played.steps} moves; chart computation ${runs.map((r) => r.toFixed(0)).join(", ")} ms`,
  );
});
