/**
 * Messages outside React (mail, API error sentences, the job runner): a translator for one language and
 * namespace, formatted by next-intl like the pages. Dates format in the given time zone.
 */
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import { messagesFor, missingMessage, type Messages } from "./catalogue";
import type { Locale } from "./locales";

export function translator<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(locale: Locale, namespace: N, timeZone = "UTC") {
  return createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace,
    timeZone,
    getMessageFallback: ({ namespace: ns, key }) => missingMessage(ns, key),
    onError: reportMessageError,
  });
}

/** A missing or malformed message is a bug: say so in the server log, show the marker, never throw. */
export function reportMessageError(error: Error): void {
  console.error(`[i18n] ${error.message}`);
}
