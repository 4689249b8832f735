/**
 * The words of the page error (app/error.tsx). Next's error boundaries get no props, and client components
 * must not load next-intl or the catalogues (lib/i18n/client-text.ts says why: every page would pay for it).
 * So the root layout writes the words, looked up on the server in the reader's language, into the page (JSON
 * in a hidden element's data attribute), and the error page reads them from there (once: they do not change
 * while the page lives). Without them (English pages, the server's own render of an error) it shows its English.
 */
import { ERROR_WORDS_ID } from "./error-words-id";

let cached: unknown;

/** The words the layout wrote into this document, or null. */
export function wordsInDocument<T>(doc: Pick<Document, "getElementById"> | undefined): T | null {
  if (cached !== undefined) return cached as T | null;
  const text = doc?.getElementById(ERROR_WORDS_ID)?.getAttribute("data-words");
  try {
    cached = text ? (JSON.parse(text) as T) : null;
  } catch {
    cached = null;
  }
  return cached as T | null;
}

/** For tests: forget what was read. */
export function forgetWords(): void {
  cached = undefined;
}
