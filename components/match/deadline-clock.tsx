"use client";
/**
 * The ticking part of a deadline (deadline.tsx): it shows the server's words until its first tick, so the
 * page's hydration formats no date or number (a browser's first Intl format costs about 25 ms, 100 ms on a
 * throttled phone); from then on the browser counts down, measured against the server's clock
 * (`serverNow`), not the browser's, so a wrong clock on the player's machine does not show a wrong time left.
 */
import { useEffect, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/client-text";
import { dateText, timeLeftText, type ClockWords } from "@/lib/clocks/clock-text";

const TICK_MS = 30_000;

export function DeadlineClock({
  deadline,
  timeZone,
  serverNow,
  words,
  locale,
  leftText,
  untilText,
}: {
  deadline: string;
  timeZone: string;
  serverNow: string;
  words: ClockWords;
  locale: Locale;
  /** The server's "2 days 4 h left" and "(until Tue 1 Dec, 14:05 CET)" for `serverNow`. */
  leftText: string;
  untilText: string;
}) {
  /** The server's clock now, once the browser has ticked (null: the server's words still hold). */
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const skew = new Date(serverNow).getTime() - Date.now();
    const timer = setInterval(() => setNow(Date.now() + skew), TICK_MS);
    return () => clearInterval(timer);
  }, [serverNow]);
  const at = new Date(deadline);
  return (
    <span data-testid="deadline" suppressHydrationWarning>
      <strong>{now === null ? leftText : timeLeftText(at.getTime() - now, words, locale)}</strong>{" "}
      <span className="text-stone-600">
        {now === null ? untilText : fill(words.until, { date: dateText(at, timeZone, locale) })}
      </span>
    </span>
  );
}
