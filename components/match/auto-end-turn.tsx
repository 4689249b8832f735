"use client";
/**
 * "Ending your turn in 5 s": when the only move left in the player's turn is ending it, the turn ends by
 * itself after the player's chosen delay, unless they undo, stop it (button or Escape) or end it at once.
 * Nothing is committed before the commit request is sent; leaving the page keeps the pending steps.
 */
import { useEffect, useRef, useState } from "react";
import { fill } from "@/lib/i18n/client-text";
import { fillParts } from "./text-parts";

/** The "match.autoEnd" texts; `said` and `shown` with {seconds}. */
export interface AutoEndTurnLabels {
  said: string;
  shown: string;
  undo: string;
  keepOpen: string;
  endNow: string;
}

export function AutoEndTurn({ labels, seconds, onCommit, onUndo, onStop }: { labels: AutoEndTurnLabels; seconds: number; onCommit: () => void; onUndo: () => void; onStop: () => void }) {
  const [left, setLeft] = useState(seconds);
  const stopButton = useRef<HTMLButtonElement>(null);
  const committed = useRef(false);

  useEffect(() => {
    stopButton.current?.focus();
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !committed.current) {
        committed.current = true;
        clearInterval(timer);
        onCommit();
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
  }, [seconds, onCommit, onStop]);

  return (
    <div className="flex flex-wrap items-center gap-2 rounded border border-moss-300 bg-moss-50 p-2" data-testid="auto-end-turn">
      <p className="mr-auto">
        {/* Announced once, politely; the ticking number is for the eyes only. */}
        <span role="status" aria-live="polite" className="sr-only">
          {fill(labels.said, { seconds })}
        </span>
        <span aria-hidden="true">
          {fillParts(labels.shown, { seconds: <strong key="s" data-testid="auto-end-seconds">{left}</strong> })}
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
