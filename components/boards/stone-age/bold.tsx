/** Messages that bold a few words ("Press <b>End turn</b>"): the tags become <strong>, the rest text. */
import { Fragment, type ReactNode } from "react";

export function withBold(template: string): ReactNode[] {
  return template
    .split(/<b>(.*?)<\/b>/)
    .map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>));
}
