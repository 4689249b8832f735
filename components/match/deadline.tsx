"use client";
/**
 * A deadline as people read it: "2 days 4 h left (until Tue 1 Dec, 14:05 CET)", in the viewer's time zone,
 * counting down while the page is open. Measured against the server's clock (`serverNow`), not the
 * browser's, so a wrong clock on the player's machine does not show a wrong time left.
 */
import { useEffect, useState } from "react";
import { deadlineText, remainingText } from "@/lib/clocks/seat-clock";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/client-text";
import { dateText, timeLeftText, type ClockWords } from "./clock-text";

/**
 * `words`: the "match.clock" templates, in the viewer's `locale` (components/match/labels.ts clockWords);
 * without them the English of lib/clocks/seat-clock (a page not yet translated).
 */
export function Deadline({ deadline, timeZone, serverNow, words, locale = "en" }: { deadline: string; timeZone: string; serverNow: string; words?: ClockWords; locale?: Locale }) {
  const [skew] = useState(() => new Date(serverNow).getTime() - Date.now());
  const [now, setNow] = useState(() => new Date(serverNow).getTime());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + skew), 30_000);
    return () => clearInterval(timer);
  }, [skew]);
  const at = new Date(deadline);
  return (
    <span data-testid="deadline" suppressHydrationWarning>
      <strong>{words ? timeLeftText(at.getTime() - now, words, locale) : remainingText(at.getTime() - now)}</strong>{" "}
      <span className="text-stone-600">{words ? fill(words.until, { date: dateText(at, timeZone, locale) }) : `(until ${deadlineText(at, timeZone)})`}</span>
    </span>
  );
}
