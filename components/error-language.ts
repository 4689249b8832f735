/**
 * The language of an error page. Next's error boundaries get no props and may render where the message
 * catalogues are out of reach (global-error replaces the whole layout), and client components must not load
 * next-intl (lib/i18n/client-text.ts says why). So each error page carries its few sentences inline per
 * language, and the language is the one the page was in: `<html lang>`, which the layout set from the
 * reader's setting. Without a document (the server's render) it is English until the browser takes over.
 */
import { useSyncExternalStore } from "react";
import { defaultLocale, isLocale, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/locales";

/** The page's language from the document: `<html lang>`, else the browser's languages, else English. */
export function documentLocale(doc: { documentElement: { lang: string } } | undefined, languages: readonly string[] = []): Locale {
  const lang = doc?.documentElement.lang.toLowerCase().split("-")[0];
  if (isLocale(lang)) return lang;
  return localeFromAcceptLanguage(languages.join(",")) ?? defaultLocale;
}

const noSubscription = () => () => {};

/** In a client component: the page's language (English while rendered on the server, then the document's). */
export function useDocumentLocale(): Locale {
  return useSyncExternalStore(
    noSubscription,
    () => documentLocale(document, navigator.languages),
    () => defaultLocale,
  );
}
