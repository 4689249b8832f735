"use client";
/**
 * Asks before the player leaves a match page on which their turn is half made (steps not committed, and no
 * automatic end of turn pending on the server): the browser's own question when the tab is closed or
 * reloaded (beforeunload), and `question` when a link of the site is followed (the site's links change pages
 * without unloading, so beforeunload alone would not ask). The steps stay on the server either way; the
 * question is there because the others wait until the turn is ended.
 *
 * Rendered by the match page only while a turn is half made, its code loaded then (lazy-panels.tsx), so
 * that it weighs nothing on the page's first load.
 */
import { useEffect } from "react";

export function LeaveGuard({ question }: { question: string }) {
  useEffect(() => installLeaveGuard(question), [question]);
  return null;
}

/** Installs both questions; returns what removes them. */
function installLeaveGuard(question: string): () => void {
  const onBeforeUnload = (e: BeforeUnloadEvent) => {
    e.preventDefault();
    // Older browsers show the question only when returnValue is set.
    e.returnValue = "";
  };
  // Captured before the site's link handling sees the click.
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
    const to = new URL(link.href, location.href);
    if (to.origin !== location.origin || (to.pathname === location.pathname && to.search === location.search)) return;
    if (window.confirm(question)) return;
    e.preventDefault();
    e.stopPropagation();
  };
  window.addEventListener("beforeunload", onBeforeUnload);
  document.addEventListener("click", onClick, true);
  // Says that the question is in place (its code arrives after the page runs): tests wait for it.
  document.documentElement.dataset.leaveGuard = "on";
  return () => {
    window.removeEventListener("beforeunload", onBeforeUnload);
    document.removeEventListener("click", onClick, true);
    delete document.documentElement.dataset.leaveGuard;
  };
}
