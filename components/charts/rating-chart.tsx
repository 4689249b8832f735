/**
 * A player's rating after each rated match of a game, as a line chart drawn on the server (SVG, no script):
 * the rating axis with round ticks, the first and last value labelled. A table for screen readers gives the
 * rating after a choice of matches (all of them when there are few), with their dates.
 */
import { linePath, linearScale, niceTicks, sampled } from "./geometry";

export interface RatingChartLabels {
  /** The chart's name ("Stone Age: rating over time"). */
  title: string;
  /** The numbers in words ("from 12 to 20 over 7 rated matches"). */
  description: string;
  tableCaption: string;
  date: string;
  rating: string;
}

const W = 320;
const H = 120;
const PAD = { left: 34, right: 10, top: 10, bottom: 12 };
const TABLE_ROWS = 12;

/** Chart coordinates (exported for the tests). */
export function ratingGeometry(values: readonly number[]) {
  const ticks = niceTicks(Math.min(0, ...values), Math.max(1, ...values), 4);
  const x = linearScale(0, Math.max(1, values.length - 1), PAD.left, W - PAD.right);
  const y = linearScale(ticks[0]!, ticks.at(-1)!, H - PAD.bottom, PAD.top);
  const at = (i: number) => (values.length === 1 ? (PAD.left + W - PAD.right) / 2 : x(i));
  return { ticks, y, at, path: linePath(values.map((v, i) => ({ x: at(i), y: y(v) }))) };
}

export function RatingChart({
  points,
  labels,
  dateText,
  numberText,
  testId,
}: {
  points: readonly { at: string; rating: number }[];
  labels: RatingChartLabels;
  /** A date as the page shows it (the reader's language and zone). */
  dateText: (iso: string) => string;
  numberText: (n: number) => string;
  testId?: string;
}) {
  if (points.length === 0) return null;
  const values = points.map((p) => p.rating);
  const g = ratingGeometry(values);
  return (
    <figure className="space-y-1" data-testid={testId}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full max-w-sm text-moss-600"
        role="img"
        aria-label={`${labels.title}: ${labels.description}`}
      >
        {g.ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={g.y(v)} y2={g.y(v)} stroke={v === 0 ? "#a8a29e" : "#e7e5e4"} />
            <text x={PAD.left - 4} y={g.y(v) + 3} textAnchor="end" fontSize="9" fill="#57534e">
              {numberText(v)}
            </text>
          </g>
        ))}
        <path d={g.path} fill="none" stroke="currentColor" strokeWidth="2" />
        {values.map((v, i) => (
          <circle key={i} cx={g.at(i)} cy={g.y(v)} r="2.5" fill="currentColor" />
        ))}
      </svg>
      <figcaption className="text-xs text-stone-600">{labels.description}</figcaption>
      {/* Hidden in a box: a table is never narrower than its content (see score-timeline-chart.tsx). */}
      <div className="sr-only">
        <table>
          <caption>{labels.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.date}</th>
              <th scope="col">{labels.rating}</th>
            </tr>
          </thead>
          <tbody>
            {sampled(points, TABLE_ROWS).map((p, i) => (
              <tr key={i}>
                <td>{dateText(p.at)}</td>
                <td>{numberText(p.rating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
