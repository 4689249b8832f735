/**
 * Each player's score over a finished match as step lines (a score holds until a turn changes it), drawn
 * on the server as SVG: no script. The legend names the players (colour and dash pattern each); a table
 * for screen readers gives the scores after a choice of turns (all of them in a short match).
 */
import { linearScale, niceTicks, sampled, seatColour, seatDash, stepPath } from "./geometry";

export interface TimelineLabels {
  title: string;
  description: string;
  turnAxis: string;
  pointsAxis: string;
  tableCaption: string;
  turn: string;
  start: string;
  end: string;
}

const W = 640;
const H = 260;
const PAD = { left: 44, right: 12, top: 12, bottom: 34 };
/** Rows of the table: enough to follow the match, few enough to listen to. */
const TABLE_ROWS = 12;

/** Chart coordinates of the points, per seat (exported for the tests). */
export function timelineGeometry(
  points: readonly { turn: number; scores: readonly number[] }[],
  turns: number,
  seats: number,
) {
  const all = points.flatMap((p) => p.scores);
  const low = Math.min(0, ...all);
  const high = Math.max(1, ...all);
  const yTicks = niceTicks(low, high);
  const x = linearScale(0, Math.max(1, turns), PAD.left, W - PAD.right);
  const y = linearScale(yTicks[0]!, yTicks.at(-1)!, H - PAD.bottom, PAD.top);
  const lines = Array.from({ length: seats }, (_, seat) =>
    stepPath(points.map((p) => ({ x: x(p.turn), y: y(p.scores[seat] ?? 0) }))),
  );
  return { x, y, yTicks, xTicks: niceTicks(0, Math.max(1, turns), 6).filter((t) => t <= turns), lines };
}

export function ScoreTimelineChart({
  points,
  turns,
  seats,
  labels,
}: {
  points: readonly { turn: number; scores: readonly number[] }[];
  turns: number;
  seats: readonly string[];
  labels: TimelineLabels;
}) {
  if (points.length === 0) return null;
  const g = timelineGeometry(points, turns, seats.length);
  const last = points.at(-1)!;
  const rows = sampled(points, TABLE_ROWS);
  return (
    <figure className="space-y-2" data-testid="score-timeline">
      <figcaption className="font-semibold">{labels.title}</figcaption>
      <p className="text-sm text-stone-600">{labels.description}</p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full max-w-2xl"
        role="img"
        aria-label={`${labels.title}. ${labels.description}`}
      >
        {g.yTicks.map((v) => (
          <g key={`y${v}`}>
            <line x1={PAD.left} x2={W - PAD.right} y1={g.y(v)} y2={g.y(v)} stroke="#e7e5e4" />
            <text x={PAD.left - 6} y={g.y(v) + 4} textAnchor="end" fontSize="11" fill="#57534e">
              {v}
            </text>
          </g>
        ))}
        {g.xTicks.map((v) => (
          <text key={`x${v}`} x={g.x(v)} y={H - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#57534e">
            {v}
          </text>
        ))}
        <text x={(PAD.left + W - PAD.right) / 2} y={H - 4} textAnchor="middle" fontSize="11" fill="#57534e">
          {labels.turnAxis}
        </text>
        <text
          x={12}
          y={PAD.top + 4}
          fontSize="11"
          fill="#57534e"
          transform={`rotate(-90 12 ${PAD.top + 4})`}
          textAnchor="end"
        >
          {labels.pointsAxis}
        </text>
        {g.lines.map((d, seat) => (
          <path
            key={seat}
            d={d}
            fill="none"
            stroke={seatColour(seat)}
            strokeWidth="2.5"
            strokeDasharray={seatDash(seat) || undefined}
            data-seat={seat}
          />
        ))}
        {seats.map((_, seat) => (
          <circle key={seat} cx={g.x(last.turn)} cy={g.y(last.scores[seat] ?? 0)} r="3.5" fill={seatColour(seat)} />
        ))}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {seats.map((name, seat) => (
          <li key={seat} className="flex items-center gap-1">
            <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true">
              <line
                x1="1"
                x2="27"
                y1="5"
                y2="5"
                stroke={seatColour(seat)}
                strokeWidth="2.5"
                strokeDasharray={seatDash(seat) || undefined}
              />
            </svg>
            {name}: {last.scores[seat] ?? 0}
          </li>
        ))}
      </ul>
      {/* The box is hidden, not the table: a table is never narrower than its content, and would widen a phone's page. */}
      <div className="sr-only">
        <table data-testid="score-timeline-table">
          <caption>{labels.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.turn}</th>
              {seats.map((name, seat) => (
                <th key={seat} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((p, i) => (
              <tr key={i}>
                <th scope="row">{i === 0 && p === points[0] ? labels.start : p === last ? labels.end : p.turn}</th>
                {seats.map((_, seat) => (
                  <td key={seat}>{p.scores[seat] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
