"use client";
/** Steps through the committed history as a spectator saw it, move by move or turn by turn. */
import { useState } from "react";
import type { ReplayFrame, SeatInfo } from "@/lib/matches/views";
import { boardFor } from "@/components/boards/registry";
import { seatName } from "@/components/boards/types";
import { nameSeats } from "@/lib/engine";

export function ReplayClient({ gameKey, frames, seats }: { gameKey: string; frames: ReplayFrame[]; seats: SeatInfo[] }) {
  const [i, setI] = useState(0);
  const frame = frames[i];
  const Board = boardFor(gameKey);
  const last = frames.length - 1;
  const entryAt = (j: number) => frames[j]?.entry ?? -1;
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
  if (!frame) return null;
  return (
    <div className="space-y-3">
      <div className="card flex flex-wrap items-center gap-2" role="group" aria-label="Replay controls">
        <button className="btn" onClick={() => setI(0)} disabled={i === 0}>
          ⏮ Start
        </button>
        <button className="btn" onClick={prevTurn} disabled={i === 0}>
          ◀◀ Turn
        </button>
        <button className="btn" onClick={() => setI(Math.max(0, i - 1))} disabled={i === 0}>
          ◀ Step
        </button>
        <button className="btn" onClick={() => setI(Math.min(last, i + 1))} disabled={i === last}>
          Step ▶
        </button>
        <button className="btn" onClick={nextTurn} disabled={i === last}>
          Turn ▶▶
        </button>
        <button className="btn" onClick={() => setI(last)} disabled={i === last}>
          End ⏭
        </button>
        <span data-testid="replay-position" className="text-sm">
          Position {i} of {last}
        </span>
      </div>
      <p aria-live="polite" className="card" data-testid="replay-line">
        {frame.seat === null ? "The start of the match." : `${seatName(seats, frame.seat)}: ${nameSeats(frame.line ?? "", (s) => seatName(seats, s))}`}
      </p>
      <Board view={frame.view} legalMoves={[]} mySeat={null} seats={seats} activeSeats={[]} myTurn={false} busy={false} onMove={() => {}} />
    </div>
  );
}
