"use client";
/**
 * Steps through the committed history as a spectator saw it, move by move or turn by turn. Positions are
 * fetched one at a time from the server (which replays from the seed), so a long game does not send every
 * position at once; the board keeps showing the last loaded position until the next one arrives.
 */
import { useEffect, useRef, useState } from "react";
import type { SeatInfo } from "@/lib/matches/read/views";
import type { ReplayStep } from "@/lib/matches/read/replay";
import { boardFor } from "@/components/boards/registry";
import { seatName } from "@/components/boards/types";
import { nameSeats } from "@/lib/engine/types";
import { fill } from "@/lib/i18n/client-text";

/** The "match.replay" texts; `position` with {i} and {last}. */
export interface ReplayLabels {
  controls: string;
  start: string;
  prevTurn: string;
  prevStep: string;
  nextStep: string;
  nextTurn: string;
  end: string;
  position: string;
  loading: string;
  matchStart: string;
  notLoaded: string;
  offline: string;
}

export function ReplayClient(props: {
  matchId: number;
  gameKey: string;
  steps: ReplayStep[];
  first: unknown;
  seats: SeatInfo[];
  labels: ReplayLabels;
}) {
  const { matchId, gameKey, steps, seats, labels } = props;
  const { notLoaded, offline } = labels;
  const [i, setI] = useState(0);
  const [shown, setShown] = useState<{ frame: number; view: unknown }>({ frame: 0, view: props.first });
  const [error, setError] = useState<string | null>(null);
  const cache = useRef(new Map<number, unknown>([[0, props.first]]));
  const Board = boardFor(gameKey);
  const last = steps.length - 1;

  useEffect(() => {
    const hit = cache.current.get(i);
    if (hit !== undefined) {
      setShown({ frame: i, view: hit });
      return;
    }
    let cancelled = false;
    fetch(`/api/matches/${matchId}/replay?frame=${i}`, { cache: "no-store" })
      .then((res) => res.json() as Promise<{ ok: boolean; view?: unknown; message?: string }>)
      .then((body) => {
        if (cancelled) return;
        if (!body.ok) return setError(body.message ?? notLoaded);
        cache.current.set(i, body.view);
        setError(null);
        setShown({ frame: i, view: body.view });
      })
      .catch(() => !cancelled && setError(offline));
    return () => {
      cancelled = true;
    };
  }, [i, matchId, notLoaded, offline]);

  const entryAt = (j: number) => steps[j]?.entry ?? -1;
  // A turn is one committed log entry: jump to its last move.
  const nextTurn = () => {
    let j = i;
    while (j < last && entryAt(j) === entryAt(i)) j++;
    while (j < last && entryAt(j + 1) === entryAt(j)) j++;
    setI(j);
  };
  const prevTurn = () => {
    let j = i;
    while (j > 0 && entryAt(j) === entryAt(i)) j--;
    setI(j);
  };
  const step = steps[i];
  const name = (s: number) => seatName(seats, s);
  return (
    <div className="space-y-3">
      <div className="card flex flex-wrap items-center gap-2" role="group" aria-label={labels.controls}>
        <button className="btn" onClick={() => setI(0)} disabled={i === 0}>
          {labels.start}
        </button>
        <button className="btn" onClick={prevTurn} disabled={i === 0}>
          {labels.prevTurn}
        </button>
        <button className="btn" onClick={() => setI(Math.max(0, i - 1))} disabled={i === 0}>
          {labels.prevStep}
        </button>
        <button className="btn" onClick={() => setI(Math.min(last, i + 1))} disabled={i === last}>
          {labels.nextStep}
        </button>
        <button className="btn" onClick={nextTurn} disabled={i === last}>
          {labels.nextTurn}
        </button>
        <button className="btn" onClick={() => setI(last)} disabled={i === last}>
          {labels.end}
        </button>
        <span data-testid="replay-position" className="text-sm">
          {fill(labels.position, { i, last })}
          {shown.frame !== i && !error ? labels.loading : ""}
        </span>
      </div>
      {error ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      ) : null}
      <div aria-live="polite" className="card" data-testid="replay-line">
        {step?.seat === null || step === undefined ? (
          labels.matchStart
        ) : (
          <>
            <span className="font-semibold">{name(step.seat)}</span>
            <ul className="list-disc pl-5">
              {step.lines.map((l, k) => (
                <li key={k}>{nameSeats(l, name)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Board
        view={shown.view}
        legalMoves={[]}
        mySeat={null}
        seats={seats}
        activeSeats={[]}
        myTurn={false}
        busy={false}
        onMove={() => {}}
        marks={steps[shown.frame]?.marks ?? []}
      />
    </div>
  );
}
