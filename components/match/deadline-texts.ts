/** A deadline's words for the server's moment (deadline.tsx, deadline-later.tsx): what a clock shows until it ticks. */
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/client-text";
import { dateText, timeLeftText, type ClockWords } from "@/lib/clocks/clock-text";

export interface DeadlineProps {
  deadline: string;
  timeZone: string;
  serverNow: string;
  words: ClockWords;
  locale: Locale;
}

/** The server's words for `serverNow`: what the clock shows until its first tick. */
export function deadlineTexts({ deadline, timeZone, serverNow, words, locale }: DeadlineProps) {
  const at = new Date(deadline);
  return {
    leftText: timeLeftText(at.getTime() - new Date(serverNow).getTime(), words, locale),
    untilText: fill(words.until, { date: dateText(at, timeZone, locale) }),
  };
}
