/**
 * A deadline as people read it: "2 days 4 h left (until Tue 1 Dec, 14:05 CET)", in the viewer's time zone,
 * counting down while the page is open (deadline-clock.tsx). The server writes the words for the moment it
 * renders; the browser formats only when the clock ticks.
 */
import { DeadlineClock } from "./deadline-clock";
import { deadlineTexts, type DeadlineProps } from "./deadline-texts";

/** `words`: the "match.clock" templates, in the viewer's `locale` (components/match/labels.ts clockWords). */
export function Deadline(props: DeadlineProps) {
  return <DeadlineClock {...props} {...deadlineTexts(props)} />;
}
