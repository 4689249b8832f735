"use client";
/**
 * The position after a turn of the history, as everyone saw it ("show position" in the history panel), in
 * place of the live board until "Back to the game". Its code arrives when a position is first shown
 * (lazy-panels.tsx): most visits never show one.
 */
import type { HistoryTurn } from "@/lib/matches/history/history-turns";
import type { SeatInfo } from "@/lib/matches/read/views";
import { boardFor } from "@/components/boards/registry";
import { fillParts } from "./text-parts";

interface Props {
  gameKey: string;
  seats: SeatInfo[];
  turn: HistoryTurn;
  view: unknown;
  /** "match.position": `after` with {name} and {range}. */
  labels: { after: string; back: string };
  onBack: () => void;
}

export function HistoryPosition({ gameKey, seats, turn, view, labels, onBack }: Props) {
  const Board = boardFor(gameKey);
  return (
    <div className="space-y-4" data-testid="history-position">
      <div className="card flex flex-wrap items-center gap-3 border-moss-300 bg-moss-50" role="status">
        <p className="mr-auto">
          {fillParts(labels.after, {
            name: <strong key="name">{turn.name}</strong>,
            range: `${turn.first + 1}${turn.last > turn.first ? `-${turn.last + 1}` : ""}`,
          })}
        </p>
        <button className="btn btn-primary" onClick={onBack} data-testid="history-back" autoFocus>
          {labels.back}
        </button>
      </div>
      <Board
        view={view}
        legalMoves={[]}
        mySeat={null}
        seats={seats}
        activeSeats={[]}
        myTurn={false}
        busy={false}
        onMove={() => {}}
        marks={turn.marks}
      />
    </div>
  );
}
