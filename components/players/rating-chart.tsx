/**
 * A player's rating after each rated match, as a small line chart drawn by the site (SVG, no library): the
 * points, the first and last value labelled, the range on the side. Server-rendered; the numbers are also in
 * the accessible description (its words from the page, in the reader's language).
 */
export function RatingChart({
  points,
  describe,
}: {
  points: { rating: number }[];
  describe: (first: number, last: number, count: number) => string;
}) {
  if (points.length === 0) return null;
  const w = 240;
  const h = 64;
  const pad = 6;
  const values = points.map((p) => p.rating);
  const min = Math.min(0, ...values);
  const max = Math.max(...values, min + 1);
  const x = (i: number) => pad + (points.length === 1 ? (w - 2 * pad) / 2 : (i * (w - 2 * pad)) / (points.length - 1));
  const y = (v: number) => h - pad - ((v - min) * (h - 2 * pad)) / (max - min);
  const path = values.map((v, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const last = values.at(-1)!;
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width={w}
      height={h}
      role="img"
      aria-label={describe(values[0]!, last, values.length)}
      className="text-moss-600"
    >
      <line x1={pad} x2={w - pad} y1={y(0)} y2={y(0)} stroke="#d6d3d1" strokeDasharray="3 3" />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
      {values.map((v, i) => (
        <circle key={i} cx={x(i)} cy={y(v)} r="2.5" fill="currentColor" />
      ))}
    </svg>
  );
}
