/**
 * A moment in the reader's time zone: relative within the last day ("2 h ago"), a date otherwise, the full
 * date and zone on hover. `timeZone` is the user's setting; without one (guests) the browser's zone is used,
 * which the server does not know: then the time appears once the page runs in the browser.
 * With a zone and the server's clock (`serverNow`) the words are written where this renders (on the server
 * for a server page) and handed to the browser's ticker, which keeps them until the next minute: a page
 * with many times formats no date while it loads (Intl's first date format costs ~25 ms on a desktop CPU).
 */
import { fullDateText, whenText } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";
import { LocalTimeTicker, type ServerTimeWords } from "./local-time-ticker";

/** `locale`: the reader's language (the words "5 min ago" / "vor 5 Min." and the date's form). */
export function LocalTime({
  at,
  timeZone,
  serverNow,
  locale,
}: {
  at: string;
  timeZone: string | null;
  serverNow?: string;
  locale: Locale;
}) {
  const when = new Date(at);
  const server: ServerTimeWords | null =
    timeZone && serverNow
      ? {
          text: whenText(when, timeZone, new Date(serverNow), locale),
          title: fullDateText(when, timeZone, locale),
          serverNow,
        }
      : null;
  return <LocalTimeTicker at={at} timeZone={timeZone} locale={locale} server={server} />;
}
