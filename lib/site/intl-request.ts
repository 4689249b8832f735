/**
 * next-intl's per-request configuration (next.config.mjs points its plugin here): the language, the
 * messages, and the viewer's time zone for dates. No locale in the address: one URL per page, in the
 * viewer's language (a correspondence site's links come from mails and bookmarks; they must not change).
 */
import { getRequestConfig } from "next-intl/server";
import { messagesFor, missingMessage } from "@/lib/i18n/catalogue";
import { requestLocale, requestTimeZone } from "./request-locale";
import { reportMessageError } from "@/lib/i18n/translator";

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return {
    locale,
    messages: messagesFor(locale),
    timeZone: (await requestTimeZone()).zone,
    getMessageFallback: ({ namespace, key }) => missingMessage(namespace, key),
    onError: reportMessageError,
  };
});
