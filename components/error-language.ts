/**
 * The words of an error page. Next's error boundaries get no props, and client components must not load
 * next-intl or the catalogues (lib/i18n/client-text.ts says why: every page would pay for it). So the root
 * layout writes the page error's words, looked up on the server in the reader's language, into the page as a
 * small JSON script (`ErrorWords` in app/layout.tsx), and app/error.tsx reads them from there. Without them
 * (the server's own render of an error, or a page whose layout failed: app/global-error.tsx) the page
 * chooses between its few inline sentences by `<html lang>`, else the browser's first language.
 */
import { useSyncExternalStore } from "react";
import { ERROR_WORDS_ID } from "./error-words-id";

export { ERROR_WORDS_ID };

/** The page's language, when it is German; everything else reads English. */
export function isGermanDocument(doc: { documentElement: { lang: string } } | undefined, languages: readonly string[] = []): boolean {
  const lang = doc?.documentElement.lang || languages[0] || "";
  return lang.toLowerCase().split("-")[0] === "de";
}

/** The words the layout wrote for this page, or null (see above). */
export function wordsInDocument<T>(doc: Pick<Document, "getElementById"> | undefined): T | null {
  const text = doc?.getElementById(ERROR_WORDS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const noSubscription = () => () => {};

/** In a client component: a value read from the document once it exists (`fallback` on the server). */
export function useFromDocument<T>(read: (doc: Document) => T, fallback: T): T {
  return useSyncExternalStore(noSubscription, () => read(document), () => fallback);
}
