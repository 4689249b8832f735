"use client";
/**
 * Tooltips that also work without a mouse: inside a board, focusing an element by keyboard or tapping one that
 * is not a button shows its `title` (what the tile, place or card is and does) in a small box just below it.
 * Screen readers already hear the same text (aria-describedby or the element's name), so the box is hidden
 * from them. A tap elsewhere, Escape or leaving the board closes it.
 */
import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

/** The text to show for an event's target: the nearest `title` inside the board, if any. */
export function tipTarget(target: unknown, via: "focus" | "tap"): { element: Element; text: string } | null {
  if (!target || typeof (target as Element).closest !== "function") return null;
  const element = (target as Element).closest("[title]");
  const text = element?.getAttribute("title")?.trim();
  if (!element || !text) return null;
  // A tapped button acts (takes a tile, chooses a place): its tip would only hang over the next step.
  if (via === "tap" && (target as Element).closest("button")) return null;
  return { element, text };
}

const WIDTH = 256;

/** Focus by keyboard (not the focus a tap or click also gives); a browser without :focus-visible says no. */
function keyboardFocus(target: EventTarget): boolean {
  try {
    return (target as Element).matches?.(":focus-visible") ?? false;
  } catch {
    return false;
  }
}

export function TipArea({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<{ text: string; top: number; left: number } | null>(null);
  const show = (target: EventTarget, via: "focus" | "tap") => {
    const found = tipTarget(target, via);
    const area = box.current;
    if (!found || !area) return setTip(null);
    const r = found.element.getBoundingClientRect();
    const a = area.getBoundingClientRect();
    setTip({
      text: found.text,
      top: r.bottom - a.top + 4,
      left: Math.max(0, Math.min(r.left - a.left, a.width - WIDTH)),
    });
  };
  return (
    <div
      ref={box}
      className="relative"
      onFocus={(e: FocusEvent) => keyboardFocus(e.target) && show(e.target, "focus")}
      onBlur={(e: FocusEvent) => !box.current?.contains(e.relatedTarget as Node | null) && setTip(null)}
      onClick={(e: MouseEvent) => show(e.target, "tap")}
      onKeyDown={(e: KeyboardEvent) => e.key === "Escape" && setTip(null)}
    >
      {children}
      {tip ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute z-20 rounded bg-stone-900 px-2 py-1 text-xs leading-snug text-white shadow-lg"
          style={{ top: tip.top, left: tip.left, width: WIDTH }}
          data-testid="board-tip"
        >
          {tip.text}
        </div>
      ) : null}
    </div>
  );
}
