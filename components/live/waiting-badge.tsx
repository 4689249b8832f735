"use client";
/**
 * "Waiting for you" everywhere the player looks: the header's count, the tab title ("(2) My games ·
 * Glenboard") and a badge on the tab's icon, all updated from the live stream's `count` events. The server
 * renders the first count; a page refresh brings a new one.
 */
import Link from "next/link";
import { useEffect, useState } from "react";
import { useLiveEvent } from "./live-events";
import { plural, type PluralForms } from "@/lib/i18n/client-text";
import type { Locale } from "@/lib/i18n/locales";

/**
 * `label`: the "match.live.waiting" forms ({count}), in the viewer's `locale`; `initialText`: the server's
 * label for `initial` (the browser builds its plural rules and number format, about 15 ms each on a phone's
 * first use, only when the stream changes the count).
 */
export function WaitingBadge({
  initial,
  initialText,
  label,
  locale,
}: {
  initial: number;
  initialText: string;
  label: PluralForms;
  locale: Locale;
}) {
  const [state, setState] = useState({ from: initial, waiting: initial });
  // A server render with a newer count wins over what the stream said before it.
  if (state.from !== initial) setState({ from: initial, waiting: initial });
  const waiting = state.waiting;
  useLiveEvent("count", (d) => {
    if (typeof d.waiting === "number") setState((s) => ({ ...s, waiting: d.waiting as number }));
  });
  useTitleCount(waiting);
  useIconBadge(waiting);
  if (waiting <= 0) return null;
  return (
    <Link
      href="/next"
      prefetch={false}
      data-testid="waiting-count"
      className="rounded-full bg-amber-400 px-2 text-sm font-bold text-stone-900"
      aria-label={waiting === initial ? initialText : plural(locale, waiting, label)}
    >
      {waiting}
    </Link>
  );
}

/**
 * Keeps "(n) " in front of the document title, also when navigation or a live refresh sets a new title.
 * It edits the <title> React put first in the head and never creates one: during a refresh React may take
 * its title out and put it back a moment later (seen in Chromium under load), and `document.title = ...` in
 * that moment would create a second <title> that nobody removes (e2e/live.spec.ts counts them).
 * On a slow device a live refresh can also come before React has taken over the server's <title>; React
 * then puts its own in front and the server's stays behind for good. A later <title> that no script has
 * touched (React keeps its own properties on the elements it owns; this one has none) is that leftover and
 * goes; React's own are never touched (React removes those itself and would fail on one already gone).
 */
function useTitleCount(n: number): void {
  useEffect(() => {
    const apply = () => {
      const [title, ...rest] = document.head.querySelectorAll("title");
      for (const t of rest) if (!Object.keys(t).length) t.remove();
      if (!title) return; // the observer runs again when React puts it back
      const base = title.text.replace(/^\(\d+\) /, "");
      const wanted = n > 0 ? `(${n}) ${base}` : base;
      if (title.text !== wanted) title.text = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [n]);
}

/** The tab's icon with the count on it (an inline SVG: no request, no external asset). */
function useIconBadge(n: number): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>("link[data-live-icon]");
    if (!link) {
      link = document.createElement("link");
      link.rel = "icon";
      link.type = "image/svg+xml";
      link.dataset.liveIcon = "";
      document.head.appendChild(link);
    }
    link.dataset.count = String(n);
    link.href = `data:image/svg+xml,${encodeURIComponent(iconSvg(n))}`;
  }, [n]);
}

export function iconSvg(n: number): string {
  const badge =
    n > 0
      ? `<circle cx="46" cy="18" r="18" fill="#f59e0b"/><text x="46" y="26" font-size="24" font-family="sans-serif" fill="#1c1917">${n > 9 ? "9+" : n}</text>`
      : "";
  // Bold and centred text for both letters: set once on the root, which its texts inherit.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" font-weight="bold" text-anchor="middle"><rect x="2" y="6" width="56" height="56" rx="12" fill="#3f5f2a"/><text x="30" y="48" font-size="38" font-family="serif" fill="#fff">G</text>${badge}</svg>`;
}
