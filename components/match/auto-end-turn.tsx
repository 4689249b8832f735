"use client";
/**
 * "Ending your turn in 5 s": the server ends the player's turn by itself when their step left nothing but
 * ending it (lib/matches/write/auto-end.ts); this only shows the countdown to the server's due time, with Undo,
 * "Keep my turn open" (also Escape: cancels it on the server) and "End turn now". Nothing here commits by
 * itself: closing the page changes nothing. Once the time is up the page waits for the server's commit (the
 * live stream's event); if that does not arrive, it asks for the page again now and then.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { keepTurnOpenAction } from "@/app/actions/matches";
import { fill } from "@/lib/i18n/client-text";
import { fillParts } from "./text-parts";

/** The "match.autoEnd" texts; `said` and `shown` with {seconds}. */
export interface AutoEndTurnLabels {
  said: string;
  shown: string;
  ending: string;
  undo: string;
  keepOpen: string;
  endNow: string;
}

/** After the due time, how often the page asks whether the turn ended (the live event usually comes first). */
const OVERDUE_CHECK_MS = 3_000;

export interface AutoEndTurnProps {
  matchId: number;
  labels: AutoEndTurnLabels;
  /** Milliseconds until the server's due time, as the server saw it when it rendered the page. */
  dueInMs: number;
  onCommit: () => void;
  onUndo: () => void;
}

export function AutoEndTurn({ matchId, labels, dueInMs, onCommit, onUndo }: AutoEndTurnProps) {
  const seconds = Math.max(0, Math.ceil(dueInMs / 1000));
  const [left, setLeft] = useState(seconds);
  const stopButton = useRef<HTMLButtonElement>(null);
  const router = useRouter();
  // Either way the page then shows the turn as the server has it (kept open, or already ended).
  const onStop = useCallback(
    () => void keepTurnOpenAction({ matchId }).then(() => router.refresh()),
    [matchId, router],
  );

  useEffect(() => {
    stopButton.current?.focus();
    // Counted from this page's own clock, so a server clock that differs from the browser's does not matter.
    const due = Date.now() + dueInMs;
    let lastCheck = due;
    const timer = setInterval(() => {
      const now = Date.now();
      setLeft(Math.max(0, Math.ceil((due - now) / 1000)));
      if (now >= lastCheck + OVERDUE_CHECK_MS) {
        lastCheck = now;
        router.refresh();
      }
    }, 250);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onStop();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      clearInterval(timer);
      window.removeEventListener("keydown", onKey);
    };
  }, [dueInMs, onStop, router]);

  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded border border-moss-300 bg-moss-50 p-2"
      data-testid="auto-end-turn"
    >
      <p className="mr-auto">
        {/* Announced once, politely; the ticking number is for the eyes only. */}
        <span role="status" aria-live="polite" className="sr-only">
          {fill(labels.said, { seconds })}
        </span>
        <span aria-hidden="true">
          {left > 0 ? (
            fillParts(labels.shown, {
              seconds: (
                <strong key="s" data-testid="auto-end-seconds">
                  {left}
                </strong>
              ),
            })
          ) : (
            <span data-testid="auto-end-ending">{labels.ending}</span>
          )}
        </span>
      </p>
      <button className="btn" onClick={onUndo}>
        {labels.undo}
      </button>
      <button ref={stopButton} className="btn" onClick={onStop}>
        {labels.keepOpen}
      </button>
      <button className="btn btn-primary" onClick={onCommit}>
        {labels.endNow}
      </button>
    </div>
  );
}
