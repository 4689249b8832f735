/**
 * A player's results by seat: per seat played, a bar as long as its finished matches with the won part
 * filled, and the numbers in words beside it (the words are the text alternative: the bars are decoration).
 * Plain HTML and CSS widths, no script.
 */
export function SeatResults({
  rows,
}: {
  rows: readonly { label: string; matches: number; wins: number; text: string }[];
}) {
  const most = Math.max(1, ...rows.map((r) => r.matches));
  return (
    <ul className="space-y-1 text-sm">
      {rows.map((r) => (
        <li key={r.label} className="grid grid-cols-[5rem_1fr] items-center gap-2 sm:grid-cols-[5rem_12rem_1fr]">
          <span className="font-medium">{r.label}</span>
          <span
            className="block h-3 rounded bg-stone-200"
            aria-hidden="true"
            style={{ width: `${(100 * r.matches) / most}%` }}
          >
            <span
              className="block h-3 rounded bg-moss-600"
              style={{ width: `${r.matches === 0 ? 0 : (100 * r.wins) / r.matches}%` }}
            />
          </span>
          <span className="col-span-2 sm:col-span-1">{r.text}</span>
        </li>
      ))}
    </ul>
  );
}
