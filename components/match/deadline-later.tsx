/**
 * A deadline as deadline.tsx shows it, its ticking code loaded when the browser is idle after the load
 * (deadline-clock-later.tsx): for the match page, at its first-load budget. A file of its own, so that pages
 * with the plain Deadline do not load the deferring code.
 */
import { deadlineTexts, type DeadlineProps } from "./deadline-texts";
import { DeadlineClockLater } from "./deadline-clock-later";

export function DeadlineLater(props: DeadlineProps) {
  return <DeadlineClockLater {...props} {...deadlineTexts(props)} />;
}
