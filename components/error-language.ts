/**
 * The words of the page error (app/error.tsx). Next's error boundaries get no props, and client components
 * must not load next-intl or the catalogues (lib/i18n/client-text.ts says why: every page would pay for it).
 * So the root layout writes the words, looked up on the server in the reader's language, into the page (JSON
 * in a hidden element's data attribute), and the error page reads them from there. Parsed once per text
 * (React's external store needs the same object while nothing changed; a language switch re-renders the layout
 * in place with new words). Without them (English pages, the server's own render of an error) it shows its
 * English.
 */
import { ERROR_WORDS_ID } from "./error-words-id";

let cached: { text: string | null; words: unknown } | undefined;

/** The words the layout wrote into this document, or null. */
export function wordsInDocument<T>(doc: Pick<Document, "getElementById"> | undefined): T | null {
  const text = doc?.getElementById(ERROR_WORDS_ID)?.getAttribute("data-words") ?? null;
  if (cached?.text !== text) {
    let words: unknown = null;
    try {
      words = text ? JSON.parse(text) : null;
    } catch {
      words = null;
    }
    cached = { text, words };
  }
  return cached.words as T | null;
}
