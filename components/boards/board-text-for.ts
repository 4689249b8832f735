/**
 * Server side of board-text.tsx: a board's words in one language. Imports the catalogues and the glossary,
 * so only server components (and tests) may import this file; boards get the result as a prop.
 */
import { manifestOf } from "@/lib/games";
import { messagesFor, type Messages } from "@/lib/i18n/catalogue";
import { namesIn } from "@/lib/i18n/glossary";
import { markWords } from "@/lib/presentation/history-labels";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { BoardText } from "./board-text";

const made = new Map<string, BoardText>();

/**
 * The words of `gameKey`'s board in `locale` (built once: the catalogues never change while running), from
 * the namespace its manifest names; null for a game without one (played on the generic board).
 */
export function boardTextFor(locale: Locale, gameKey: string): BoardText | null {
  const ns = manifestOf(gameKey)?.namespaces?.board as keyof Messages | undefined;
  if (!ns) return null;
  const id = `${locale}|${gameKey}`;
  let text = made.get(id);
  if (!text) {
    made.set(
      id,
      (text = { locale, ui: messagesFor(locale)[ns], names: namesIn(locale, gameKey), marks: markWords(locale) }),
    );
  }
  return text;
}

/** The generic board's few words (match.genericBoard), for a game without a board of its own. */
export function genericBoardText(locale: Locale): BoardText {
  return { locale, ui: messagesFor(locale).match.genericBoard, names: {}, marks: markWords(locale) };
}

/** The words of `gameKey`'s board in the language of the request being rendered (pages use this). */
export async function requestBoardText(gameKey: string): Promise<BoardText> {
  const locale = await getLocale();
  return boardTextFor(locale, gameKey) ?? genericBoardText(locale);
}
