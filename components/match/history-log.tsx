import type { LogLine, SeatInfo } from "@/lib/matches/views";
import { seatName } from "@/components/boards/types";
import { nameSeats } from "@/lib/engine";

/** Committed turns in plain words, newest first; those since my last turn are marked. */
export function HistoryLog({ log, seats }: { log: LogLine[]; seats: SeatInfo[] }) {
  const entries = [...log].reverse();
  return (
    <section className="card" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {entries.length === 0 ? <p className="text-sm text-stone-600">Nothing has happened yet.</p> : null}
      <ol className="mt-2 max-h-96 space-y-2 overflow-y-auto text-sm" data-testid="history">
        {entries.map((e) => (
          <li key={e.index} className={e.isNew ? "border-l-4 border-amber-400 pl-2" : "pl-3"}>
            <span className="font-semibold">{seatName(seats, e.seat)}</span>
            {e.isNew ? <span className="ml-1 rounded bg-amber-100 px-1 text-xs">new</span> : null}
            <span className="ml-1 text-xs text-stone-500">{new Date(e.at).toISOString().slice(0, 16).replace("T", " ")} UTC</span>
            <ul className="list-disc pl-5">
              {e.lines.map((l, i) => (
                <li key={i}>{nameSeats(l, (s) => seatName(seats, s))}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
