"use client";
/**
 * How a board tells the match page what it asks of the player now (its prompt, in the words it shows), so
 * the match's one live region can read it out after a move. Boards outside a match (the replay, a history
 * position) have no listener and report to nobody.
 */
import { createContext, useContext, useEffect } from "react";

export const BoardStatusContext = createContext<((text: string) => void) | null>(null);

/** Reports the board's current prompt ("" when it asks nothing) whenever it changes. */
export function useBoardStatus(text: string): void {
  const report = useContext(BoardStatusContext);
  useEffect(() => {
    report?.(text);
  }, [report, text]);
}
