/**
 * A deadline as people read it: "2 days 4 h left (until Tue 1 Dec, 14:05 CET)", in the viewer's time zone,
 * counting down while the page is open (deadline-clock.tsx). The server writes the words for the moment it
 * renders; the browser formats only when the clock ticks.
 */
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/client-text";
import { dateText, timeLeftText, type ClockWords } from "@/lib/clocks/clock-text";
import { DeadlineClock } from "./deadline-clock";

/** `words`: the "match.clock" templates, in the viewer's `locale` (components/match/labels.ts clockWords). */
export function Deadline(props: {
  deadline: string;
  timeZone: string;
  serverNow: string;
  words: ClockWords;
  locale: Locale;
}) {
  const { deadline, timeZone, serverNow, words, locale } = props;
  const at = new Date(deadline);
  return (
    <DeadlineClock
      {...props}
      leftText={timeLeftText(at.getTime() - new Date(serverNow).getTime(), words, locale)}
      untilText={fill(words.until, { date: dateText(at, timeZone, locale) })}
    />
  );
}
