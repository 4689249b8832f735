/**
 * Where each player's final points came from: one stacked bar per player, a segment per scoring category
 * (penalties to the left of zero), drawn on the server as SVG. The legend names the categories; the table
 * (shown: it is the score sheet) gives every number.
 */
import { categoryColour, linearScale, niceTicks, stackSegments } from "./geometry";

export interface BreakdownLabels {
  title: string;
  description: string;
  category: string;
  total: string;
}

const W = 640;
const BAR = 22;
const GAP = 14;
const PAD = { left: 110, right: 16, top: 8, bottom: 24 };

/** Bar segments in chart coordinates per seat (exported for the tests). */
export function breakdownGeometry(categories: readonly { points: readonly number[] }[], seats: number) {
  const perSeat = Array.from({ length: seats }, (_, seat) => stackSegments(categories.map((c) => c.points[seat] ?? 0)));
  const low = Math.min(0, ...perSeat.flat().map((s) => s.from));
  const high = Math.max(1, ...perSeat.flat().map((s) => s.to));
  const ticks = niceTicks(low, high, 6);
  const x = linearScale(ticks[0]!, ticks.at(-1)!, PAD.left, W - PAD.right);
  const height = PAD.top + seats * (BAR + GAP) + PAD.bottom;
  const bars = perSeat.map((segments, seat) =>
    segments.map((s) => ({
      category: s.index,
      x: x(s.from),
      width: x(s.to) - x(s.from),
      y: PAD.top + seat * (BAR + GAP),
    })),
  );
  return { x, ticks, height, bars };
}

export function ScoreBreakdownChart({
  categories,
  totals,
  seats,
  labels,
}: {
  categories: readonly { label: string; points: readonly number[] }[];
  totals: readonly number[];
  seats: readonly string[];
  labels: BreakdownLabels;
}) {
  const g = breakdownGeometry(categories, seats.length);
  return (
    <figure className="space-y-2" data-testid="score-breakdown">
      <figcaption className="font-semibold">{labels.title}</figcaption>
      <p className="text-sm text-stone-600">{labels.description}</p>
      <svg
        viewBox={`0 0 ${W} ${g.height}`}
        className="h-auto w-full max-w-2xl"
        role="img"
        aria-label={`${labels.title}. ${labels.description}`}
      >
        {g.ticks.map((v) => (
          <g key={v}>
            <line
              x1={g.x(v)}
              x2={g.x(v)}
              y1={PAD.top - 4}
              y2={g.height - PAD.bottom}
              stroke={v === 0 ? "#78716c" : "#e7e5e4"}
            />
            <text x={g.x(v)} y={g.height - 8} textAnchor="middle" fontSize="11" fill="#57534e">
              {v}
            </text>
          </g>
        ))}
        {g.bars.map((segments, seat) => (
          <g key={seat}>
            <text
              x={PAD.left - 8}
              y={PAD.top + seat * (BAR + GAP) + BAR / 2 + 4}
              textAnchor="end"
              fontSize="12"
              fill="#292524"
            >
              {(seats[seat] ?? "").slice(0, 16)}
            </text>
            {segments.map((s) => (
              <rect
                key={s.category}
                x={s.x}
                y={s.y}
                width={Math.max(0.5, s.width)}
                height={BAR}
                fill={categoryColour(s.category)}
                stroke="#fff"
                strokeWidth="1"
              >
                <title>
                  {categories[s.category]?.label}: {categories[s.category]?.points[seat]}
                </title>
              </rect>
            ))}
          </g>
        ))}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {categories.map((c, i) => (
          <li key={i} className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: categoryColour(i) }} />
            {c.label}
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto">
        <table className="text-left text-sm" data-testid="score-breakdown-table">
          <caption className="sr-only">{labels.title}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-3">
                {labels.category}
              </th>
              {seats.map((name, seat) => (
                <th key={seat} scope="col" className="pr-3 text-right">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((c, i) => (
              <tr key={i}>
                <th scope="row" className="pr-3 font-normal">
                  {c.label}
                </th>
                {seats.map((_, seat) => (
                  <td key={seat} className="pr-3 text-right tabular-nums">
                    {c.points[seat] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t border-stone-300 font-semibold">
              <th scope="row" className="pr-3">
                {labels.total}
              </th>
              {seats.map((_, seat) => (
                <td key={seat} className="pr-3 text-right tabular-nums">
                  {totals[seat] ?? 0}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </figure>
  );
}
