"use client";
/**
 * On a phone the part of the board the current step needs is brought on screen by the page, so nobody has to
 * hunt for it: each board marks that part (the chain to take from, the display to place on, the chooser) with
 * a ref and calls this hook with a key that changes whenever the step does. Wider screens show the board
 * whole and are left alone; a part already on screen is not moved; reduced motion is honoured. As the page
 * opens the part is simply there (no glide: it would animate the page, frame after frame, while it loads).
 */
import { useEffect, useRef, type RefObject } from "react";

/** The width below which the site lays a match out for a phone (Tailwind's `md` breakpoint). */
export const PHONE_QUERY = "(max-width: 767px)";

/** The sticky action bar at the bottom of a phone's screen covers this much of it. */
function coveredAtBottom(): number {
  return document.querySelector("[data-action-bar]")?.getBoundingClientRect().height ?? 0;
}

export function useBringIntoView(ref: RefObject<HTMLElement | null>, stepKey: string, active: boolean): void {
  const opened = useRef(false);
  useEffect(() => {
    const first = !opened.current;
    opened.current = true;
    const el = ref.current;
    if (!active || !el || !window.matchMedia(PHONE_QUERY).matches) return;
    const box = el.getBoundingClientRect();
    const visibleBottom = window.innerHeight - coveredAtBottom();
    if (box.top >= 0 && box.bottom <= visibleBottom) return;
    const tall = box.height > visibleBottom;
    const smooth = !first && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // A tall part is shown from its top; a short one in the middle of what the bar leaves free.
    const top = window.scrollY + box.top - (tall ? 8 : Math.max(8, (visibleBottom - box.height) / 2));
    window.scrollTo({ top, behavior: smooth ? "smooth" : "auto" });
  }, [ref, stepKey, active]);
}
