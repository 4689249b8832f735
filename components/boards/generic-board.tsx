"use client";
/** A board for any game: the public view as data and every legal move as a button. */
import type { Messages } from "@/lib/i18n/catalogue";
import { useBoardText } from "./board-text";
import type { BoardProps } from "./types";

export function moveLabel(move: unknown): string {
  if (move && typeof move === "object" && "type" in move) {
    const { type, ...rest } = move as Record<string, unknown>;
    const args = Object.entries(rest).map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`);
    return args.length ? `${String(type)} (${args.join(", ")})` : String(type);
  }
  return JSON.stringify(move);
}

export function GenericBoard({ view, legalMoves, busy, onMove }: BoardProps) {
  const { ui } = useBoardText<Messages["match"]["genericBoard"]>();
  return (
    <div className="space-y-3">
      {legalMoves.length > 0 ? (
        <div className="card">
          <h2>{ui.options}</h2>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={ui.moves}>
            {legalMoves.map((m, i) => (
              <li key={i}>
                <button className="btn" disabled={busy} onClick={() => onMove(m)}>
                  {moveLabel(m)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <details className="card" open>
        <summary className="cursor-pointer font-semibold">{ui.position}</summary>
        <pre data-testid="generic-view" className="mt-2 overflow-x-auto text-xs">
          {JSON.stringify(view, null, 2)}
        </pre>
      </details>
    </div>
  );
}
