/**
 * Server side of board-text.tsx: a board's words in one language. Imports the catalogues and the glossary,
 * so only server components (and tests) may import this file; boards get the result as a prop.
 */
import { messagesFor, type Messages } from "@/lib/i18n/catalogue";
import { namesIn } from "@/lib/i18n/glossary";
import { markWords } from "@/lib/presentation/history-labels";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { BoardText } from "./board-text";

/** Each game with its own board, and the namespace of its board texts and tooltips. */
const NAMESPACES = { "glen-more": "glenMore", clans: "clans", "stone-age": "stoneAge" } as const satisfies Record<
  string,
  keyof Messages
>;

const made = new Map<string, BoardText>();

/** The words of `gameKey`'s board in `locale` (built once: the catalogues never change while running); null for a game played on the generic board. */
export function boardTextFor(locale: Locale, gameKey: string): BoardText | null {
  if (!(gameKey in NAMESPACES)) return null;
  const id = `${locale}|${gameKey}`;
  let text = made.get(id);
  if (!text) {
    const ns = NAMESPACES[gameKey as keyof typeof NAMESPACES];
    made.set(
      id,
      (text = { locale, ui: messagesFor(locale)[ns], names: namesIn(locale, gameKey), marks: markWords(locale) }),
    );
  }
  return text;
}

/** The words of `gameKey`'s board in the language of the request being rendered (pages use this). */
export async function requestBoardText(gameKey: string): Promise<BoardText | null> {
  return boardTextFor(await getLocale(), gameKey);
}
