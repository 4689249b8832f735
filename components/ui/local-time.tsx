"use client";
/**
 * A moment in the reader's time zone: relative within the last day ("2 h ago"), a date otherwise, the full
 * date and zone on hover. `timeZone` is the user's setting; without one (guests) the browser's zone is used,
 * which the server does not know: then the time appears once the page runs in the browser. Given the server's
 * `text` and `title` (a known zone), it shows them until its first tick: hydrating formats no date (a
 * browser's first Intl format costs about 25 ms, 100 ms on a throttled phone).
 */
import { useEffect, useState } from "react";
import { fullDateText, whenText } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";

/** `locale`: the reader's language (the words "5 min ago" / "vor 5 Min." and the date's form). */
export function LocalTime({
  at,
  timeZone,
  serverNow,
  locale,
  text,
  title,
}: {
  at: string;
  timeZone: string | null;
  serverNow?: string;
  locale: Locale;
  /** The server's words for `serverNow` in `timeZone` (whenText, fullDateText); shown until the first tick. */
  text?: string;
  title?: string;
}) {
  const made = timeZone !== null && text !== undefined && title !== undefined;
  // The server renders with its own clock; the browser takes over with its clock once it runs (at once
  // when the server's words are not there, else on its first tick).
  const [now, setNow] = useState<Date | null>(() => (timeZone && serverNow ? new Date(serverNow) : null));
  const [ticked, setTicked] = useState(!made);
  useEffect(() => {
    if (!made) setNow(new Date());
    const timer = setInterval(() => {
      setNow(new Date());
      setTicked(true);
    }, 60_000);
    return () => clearInterval(timer);
  }, [made]);
  if (!ticked)
    return (
      <time dateTime={at} title={title} suppressHydrationWarning>
        {text}
      </time>
    );
  const when = new Date(at);
  const zone = timeZone ?? undefined;
  if (!now)
    return (
      <time dateTime={at} className="invisible">
        …
      </time>
    );
  return (
    <time dateTime={at} title={fullDateText(when, zone, locale)} suppressHydrationWarning>
      {whenText(when, zone, now, locale)}
    </time>
  );
}
