"use client";
/**
 * A deadline as people read it: "2 days 4 h left (until Tue 1 Dec, 14:05 CET)", in the viewer's time zone,
 * counting down while the page is open. Measured against the server's clock (`serverNow`), not the
 * browser's, so a wrong clock on the player's machine does not show a wrong time left.
 */
import { useEffect, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/client-text";
import { dateText, timeLeftText, type ClockWords } from "@/lib/clocks/clock-text";

/** `words`: the "match.clock" templates, in the viewer's `locale` (components/match/labels.ts clockWords). */
export function Deadline({
  deadline,
  timeZone,
  serverNow,
  words,
  locale,
}: {
  deadline: string;
  timeZone: string;
  serverNow: string;
  words: ClockWords;
  locale: Locale;
}) {
  const [skew] = useState(() => new Date(serverNow).getTime() - Date.now());
  const [now, setNow] = useState(() => new Date(serverNow).getTime());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + skew), 30_000);
    return () => clearInterval(timer);
  }, [skew]);
  const at = new Date(deadline);
  return (
    <span data-testid="deadline" suppressHydrationWarning>
      <strong>{timeLeftText(at.getTime() - now, words, locale)}</strong>{" "}
      <span className="text-stone-600">{fill(words.until, { date: dateText(at, timeZone, locale) })}</span>
    </span>
  );
}
