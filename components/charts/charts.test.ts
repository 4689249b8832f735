/** The charts' arithmetic (values to coordinates) and their text alternatives (the tables). */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { linearScale, niceTicks, sampled, stackSegments, stepPath } from "./geometry";
import { ScoreTimelineChart, timelineGeometry } from "./score-timeline-chart";
import { breakdownGeometry, ScoreBreakdownChart } from "./score-breakdown-chart";

describe("geometry", () => {
  it("maps values linearly, upside down for y, and a flat domain to the middle", () => {
    const y = linearScale(0, 100, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(100)).toBe(0);
    expect(y(25)).toBe(150);
    expect(linearScale(5, 5, 0, 10)(5)).toBe(5);
  });

  it("gives round ticks that cover the range", () => {
    expect(niceTicks(0, 87)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-12, 40)).toEqual([-20, 0, 20, 40]);
    expect(niceTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(3, 3)).toEqual([3]);
  });

  it("draws scores as steps: held, then changed", () => {
    expect(
      stepPath([
        { x: 0, y: 100 },
        { x: 10, y: 100 },
        { x: 20, y: 80.04 },
      ]),
    ).toBe("M0,100H10H20V80");
  });

  it("stacks positive values right of zero and negative ones left of it", () => {
    expect(stackSegments([5, 0, -3, 2, -1])).toEqual([
      { index: 0, from: 0, to: 5 },
      { index: 2, from: -3, to: 0 },
      { index: 3, from: 5, to: 7 },
      { index: 4, from: -4, to: -3 },
    ]);
  });

  it("samples long lists with the first and the last kept", () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const s = sampled(items, 12);
    expect(s).toHaveLength(12);
    expect(s[0]).toBe(0);
    expect(s.at(-1)).toBe(99);
    expect(sampled([1, 2, 3], 12)).toEqual([1, 2, 3]);
  });
});

const points = [
  { turn: 0, entry: -1, scores: [0, 0] },
  { turn: 4, entry: 5, scores: [10, 3] },
  { turn: 10, entry: 14, scores: [12, 40] },
];
const labels = {
  title: "Score over the match",
  description: "Each player's score",
  turnAxis: "Turn",
  pointsAxis: "Points",
  tableCaption: "Scores after chosen turns",
  turn: "Turn",
  start: "Start",
  end: "End",
};

describe("score timeline chart", () => {
  it("puts the scores at their coordinates: turn 0 on the left, the top score at the top tick", () => {
    const g = timelineGeometry(points, 10, 2);
    expect(g.yTicks.at(-1)).toBeGreaterThanOrEqual(40);
    expect(g.x(0)).toBe(44);
    expect(g.x(10)).toBe(640 - 12);
    expect(g.y(0)).toBe(260 - 34);
    expect(g.y(g.yTicks.at(-1)!)).toBe(12);
    // Seat 1: flat at 0 until turn 4, then up to 3; flat until turn 10, then up to 40.
    expect(g.lines[1]).toBe(
      `M44,226H${(44 + (4 * 584) / 10).toFixed(1).replace(/\.0$/, "")}V${g.y(3).toFixed(1).replace(/\.0$/, "")}H628V${g.y(40).toFixed(1).replace(/\.0$/, "")}`,
    );
  });

  it("has a table of the scores for screen readers, start and end named, and an image with a name", () => {
    const html = renderToStaticMarkup(
      createElement(ScoreTimelineChart, { points, turns: 10, seats: ["Ann", "Bo"], labels }),
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Score over the match. Each player&#x27;s score"');
    expect(html).toContain("<caption>Scores after chosen turns</caption>");
    expect(html).toContain('<th scope="col">Ann</th><th scope="col">Bo</th>');
    expect(html).toContain('<th scope="row">Start</th><td>0</td><td>0</td>');
    expect(html).toContain('<th scope="row">4</th><td>10</td><td>3</td>');
    expect(html).toContain('<th scope="row">End</th><td>12</td><td>40</td>');
    expect(html.match(/<path /g)).toHaveLength(2);
  });
});

describe("score breakdown chart", () => {
  const categories = [
    { label: "Tiles", points: [20, 5] },
    { label: "Coins", points: [3, 0] },
    { label: "Too many tiles", points: [-6, 0] },
  ];

  it("draws each category's segment as wide as its points, penalties left of zero", () => {
    const g = breakdownGeometry(categories, 2);
    const unit = g.x(1) - g.x(0);
    const [tiles, coins, penalty] = g.bars[0]!;
    expect(tiles!.x).toBeCloseTo(g.x(0));
    expect(tiles!.width).toBeCloseTo(20 * unit);
    expect(coins!.x).toBeCloseTo(g.x(20));
    expect(penalty!.x).toBeCloseTo(g.x(-6));
    expect(penalty!.width).toBeCloseTo(6 * unit);
    // Seat 1 has no coins and no penalty: one segment.
    expect(g.bars[1]).toHaveLength(1);
    expect(g.ticks[0]).toBeLessThanOrEqual(-6);
  });

  it("lists every category and the totals in its table", () => {
    const html = renderToStaticMarkup(
      createElement(ScoreBreakdownChart, {
        categories,
        totals: [17, 5],
        seats: ["Ann", "Bo"],
        labels: { title: "Where the points came from", description: "d", category: "Category", total: "Total" },
      }),
    );
    expect(html).toMatch(/<th scope="row"[^>]*>Too many tiles<\/th><td[^>]*>-6<\/td><td[^>]*>0<\/td>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Total<\/th><td[^>]*>17<\/td><td[^>]*>5<\/td>/);
    expect(html).toContain('role="img"');
  });
});
