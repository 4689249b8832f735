"use client";
/**
 * The words a game's board shows, in the viewer's language. The server looks them up (board-text-for.ts:
 * the game's namespace of the catalogue, raw, and its component names) and hands them over once, around
 * the match area or the replay; each board reads them here. A context rather than a prop on every board:
 * the boards are rendered from three client components (the live board, a history position, the replay),
 * which then pass nothing along. Boards fill arguments with fill()/plural() (lib/i18n/client-text.ts).
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { MarkWords } from "./move-marks";

export interface BoardText<Ui = unknown> {
  locale: Locale;
  /** The game's board namespace (its manifest's `namespaces.board`) as raw templates; each game types it (<key>/text.ts). */
  ui: Ui;
  /** Component names, English name -> the viewer's language (lib/i18n/glossary). */
  names: Record<string, string>;
  /** The drawn moves' words (move-marks.tsx; markWords in lib/presentation/history-labels.ts). */
  marks: MarkWords;
}

const BoardTextContext = createContext<BoardText | null>(null);

export function BoardTextProvider({ text, children }: { text: BoardText | null; children?: ReactNode }) {
  return <BoardTextContext.Provider value={text}>{children}</BoardTextContext.Provider>;
}

/** The board's words; a board rendered outside a provider is a programming error (the page must wrap it). */
export function useBoardText<Ui>(): BoardText<Ui> {
  const text = useContext(BoardTextContext);
  if (!text)
    throw new Error("A game board needs its words: wrap it in <BoardTextProvider> (components/boards/board-text.tsx).");
  return text as BoardText<Ui>;
}
