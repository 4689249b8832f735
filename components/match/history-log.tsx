"use client";
/**
 * Committed turns in plain words, newest first; those since my last turn are marked. The page brings the
 * newest entries (lib/matches/views.ts HISTORY_PAGE); earlier ones are fetched a page at a time on request,
 * so a long match's page weighs what a short one's does.
 */
import { useState } from "react";
import type { LogLine, SeatInfo } from "@/lib/matches/views";
import { seatName } from "@/components/boards/types";
import { nameSeats } from "@/lib/engine";

export function HistoryLog({ matchId, log, logTotal, seats }: { matchId: number; log: LogLine[]; logTotal: number; seats: SeatInfo[] }) {
  const [earlier, setEarlier] = useState<LogLine[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Entries the page came with win over fetched ones with the same index (a refresh brings newer ones).
  const shown = [...earlier.filter((e) => log.length === 0 || e.index < log[0]!.index), ...log];
  const first = shown[0]?.index ?? logTotal;
  const showEarlier = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const res = await fetch(`/api/matches/${matchId}/history?before=${first}`, { cache: "no-store" });
      const body = (await res.json()) as { ok: boolean; log?: LogLine[] };
      if (!res.ok || !body.ok || !body.log) throw new Error("refused");
      setEarlier((e) => [...body.log!, ...e]);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  const entries = [...shown].reverse();
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
      {first > 0 ? (
        <p className="mt-2 text-sm">
          <button className="btn" onClick={showEarlier} disabled={loading} data-testid="history-earlier">
            {loading ? "Loading…" : `Show earlier moves (${first} more)`}
          </button>
          {failed ? <span className="ml-2 text-red-700">Could not load them; try again.</span> : null}
        </p>
      ) : null}
    </section>
  );
}
