"use client";
/**
 * The history as people read it: one entry per committed turn with its steps inside (history-turns.ts),
 * every name as it was then, times in the reader's time zone ("2 h ago", the full date on hover), a marker
 * where "new since you last looked" begins, newest at the top or the bottom as the reader chooses (kept in
 * this browser). The page brings the newest entries (HISTORY_PAGE); earlier ones come a page at a time on
 * request. Choosing a turn shows the position after it (`onShow`). Lines come in the reader's language
 * (`text`, else the English `lines`) and the panel's words as `labels` (lib/presentation/history-labels.ts).
 */
import { useEffect, useMemo, useState } from "react";
import type { LogLine, SeatInfo } from "@/lib/matches/read/views";
import { seatNameAtEntry } from "@/components/boards/types";
import { nameSeats } from "@/lib/engine/types";
import { groupTurns, type HistoryTurn } from "@/lib/matches/history/history-turns";
import { LocalTime } from "@/components/ui/local-time";
import { fill } from "@/lib/i18n/client-text";
import type { HistoryLabels } from "@/lib/presentation/history-labels";

type Order = "newest-first" | "oldest-first";
const ORDER_KEY = "glenboard.history-order";

export interface HistoryLogProps {
  matchId: number;
  log: LogLine[];
  logTotal: number;
  seats: SeatInfo[];
  /** The viewer's last look before this page (entries after it are new); null for spectators. */
  lookedIndex?: number | null;
  /** The viewer's time zone setting; null: the browser's (guests). */
  timeZone?: string | null;
  serverNow?: string;
  /** Shows the position after a turn (its last entry); the entry shown now, if any. */
  onShow?: (turn: HistoryTurn) => void;
  showing?: number | null;
  /** The panel's words in the reader's language (historyLabels on the server). */
  labels: HistoryLabels;
}

export function HistoryLog({
  matchId,
  log,
  logTotal,
  seats,
  lookedIndex = null,
  timeZone = null,
  serverNow,
  onShow,
  showing = null,
  labels,
}: HistoryLogProps) {
  const [earlier, setEarlier] = useState<LogLine[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [order, setOrder] = useState<Order>("newest-first");
  useEffect(() => {
    const saved = window.localStorage.getItem(ORDER_KEY);
    if (saved === "oldest-first" || saved === "newest-first") setOrder(saved);
  }, []);
  const chooseOrder = (o: Order) => {
    setOrder(o);
    window.localStorage.setItem(ORDER_KEY, o);
  };
  // Entries the page came with win over fetched ones with the same index (a refresh brings newer ones).
  const shown = useMemo(
    () => [...earlier.filter((e) => log.length === 0 || e.index < log[0]!.index), ...log],
    [earlier, log],
  );
  const first = shown[0]?.index ?? logTotal;
  const turns = useMemo(
    () =>
      groupTurns(
        shown,
        (seat, index) => seatNameAtEntry(seats, seat, index),
        (line, index) => nameSeats(line, (s) => seatNameAtEntry(seats, s, index)),
        lookedIndex,
      ),
    [shown, seats, lookedIndex],
  );
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
  const ordered = order === "newest-first" ? [...turns].reverse() : turns;
  const firstUnseen = turns.find((t) => t.unseen)?.first ?? null;
  const earlierButton =
    first > 0 ? (
      <p className="text-sm">
        <button className="btn" onClick={showEarlier} disabled={loading} data-testid="history-earlier">
          {loading ? labels.loading : fill(labels.showEarlier, { count: first })}
        </button>
        {failed ? <span className="ml-2 text-red-700">{labels.loadFailed}</span> : null}
      </p>
    ) : null;
  return (
    <section
      className="card flex max-h-[80vh] flex-col lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)]"
      aria-labelledby="history-heading"
    >
      <div className="flex flex-wrap items-baseline gap-2">
        <h2 id="history-heading" className="mr-auto">
          {labels.title}
        </h2>
        <label className="text-sm">
          <span className="sr-only">{labels.order}</span>
          <select
            className="field py-0 text-sm"
            value={order}
            onChange={(e) => chooseOrder(e.target.value as Order)}
            data-testid="history-order"
          >
            <option value="newest-first">{labels.newestFirst}</option>
            <option value="oldest-first">{labels.oldestFirst}</option>
          </select>
        </label>
      </div>
      {turns.length === 0 ? <p className="text-sm text-stone-600">{labels.nothingYet}</p> : null}
      <div className="mt-2 min-h-0 flex-1 space-y-2 overflow-y-auto">
        {order === "oldest-first" ? earlierButton : null}
        <ol className="space-y-2 text-sm" data-testid="history">
          {ordered.map((t) => (
            <li key={t.first} data-testid="history-turn" data-first={t.first} data-last={t.last}>
              {t.first === firstUnseen ? (
                <p
                  className="mb-1 border-t-2 border-amber-400 pt-1 text-xs font-semibold text-amber-800"
                  data-testid="history-unseen-marker"
                >
                  {labels.newSince}
                </p>
              ) : null}
              <div
                className={`${t.unseen ? "border-l-4 border-amber-400 pl-2" : "pl-3"} ${showing === t.last ? "rounded bg-moss-50" : ""}`}
              >
                <span className="font-semibold" data-testid="history-name">
                  {t.name}
                </span>
                <span className="ml-1 text-xs text-stone-600">
                  <LocalTime at={t.at} timeZone={timeZone} serverNow={serverNow} locale={labels.locale} />
                </span>
                {onShow ? (
                  <button
                    className="ml-2 text-xs underline"
                    onClick={() => onShow(t)}
                    aria-pressed={showing === t.last}
                    data-testid="history-show"
                  >
                    {showing === t.last ? labels.shown : labels.showPosition}
                    <span className="sr-only"> {fill(labels.afterTurn, { name: t.name })}</span>
                  </button>
                ) : null}
                <ul className="list-disc break-words pl-5">
                  {t.lines.map((l, i) => (
                    <li key={`${l.index}-${i}`}>{l.text}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
        {order === "newest-first" ? earlierButton : null}
      </div>
    </section>
  );
}
