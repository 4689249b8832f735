/**
 * The charts' arithmetic, kept apart from their markup so that it can be tested: scales from values to SVG
 * coordinates, round axis ticks, step lines, stacked bars and the rows a chart's table shows. Pure.
 */

/** A linear map from [d0, d1] to [r0, r1]; a degenerate domain maps everything to the middle of the range. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (v) => r0 + ((v - d0) * (r1 - r0)) / (d1 - d0);
}

/** Round tick values from `min` to at least `max` (about `count` of them: steps of 1, 2 or 5 times a power of ten). */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (max <= min) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = first; v < max + step; v += step) {
    ticks.push(Number(v.toFixed(10)));
    if (v >= max) break;
  }
  return ticks;
}

/**
 * An SVG path through (x, y) points as steps: a score holds until the next point changes it (horizontal, then
 * vertical). Coordinates rounded to one decimal.
 */
export function stepPath(points: readonly { x: number; y: number }[]): string {
  const r = (v: number) => Number(v.toFixed(1));
  return points
    .map((p, i) => {
      if (i === 0) return `M${r(p.x)},${r(p.y)}`;
      const before = points[i - 1]!;
      return `H${r(p.x)}${before.y === p.y ? "" : `V${r(p.y)}`}`;
    })
    .join("");
}

/** An SVG path through (x, y) points as straight lines. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join("");
}

/**
 * Segments of one stacked bar: positive values stacked right of zero, negative ones left of it, each as its
 * start and end value (end > start). Zero values give no segment.
 */
export function stackSegments(values: readonly number[]): { index: number; from: number; to: number }[] {
  let plus = 0;
  let minus = 0;
  const out: { index: number; from: number; to: number }[] = [];
  values.forEach((v, index) => {
    if (v > 0) {
      out.push({ index, from: plus, to: plus + v });
      plus += v;
    } else if (v < 0) {
      out.push({ index, from: minus + v, to: minus });
      minus += v;
    }
  });
  return out;
}

/**
 * At most `max` items of a long list for a table: the first, the last and evenly spaced ones between (all of
 * them when there are few). Order kept.
 */
export function sampled<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return items.slice();
  const picks = new Set<number>();
  for (let k = 0; k < max; k++) picks.add(Math.round((k * (items.length - 1)) / (max - 1)));
  return [...picks].sort((a, b) => a - b).map((i) => items[i]!);
}

/** Colours of the seats' lines (Okabe-Ito: told apart with colour blindness too), and dash patterns besides. */
export const SEAT_COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#8a6d00"] as const;
export const SEAT_DASHES = ["", "6 3", "2 3", "8 3 2 3", "4 4"] as const;

/** Colours of the scoring categories in a stacked bar (dark enough for white gaps between them). */
export const CATEGORY_COLOURS = [
  "#0072B2",
  "#D55E00",
  "#009E73",
  "#CC79A7",
  "#8a6d00",
  "#56B4E9",
  "#6b4c9a",
  "#b8860b",
  "#2f6f4f",
  "#a0522d",
  "#555555",
] as const;

export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
export const seatDash = (seat: number): string => SEAT_DASHES[seat % SEAT_DASHES.length]!;
export const categoryColour = (i: number): string => CATEGORY_COLOURS[i % CATEGORY_COLOURS.length]!;
