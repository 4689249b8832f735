"use client";
/**
 * Keeps the keyboard focus inside the board area when the page changes under it. A move disables every
 * control while it is sent and the refreshed page replaces the controls it used, so the browser would drop
 * the focus to the top of the page. After the new position arrives, the focus goes to: the same control if it
 * is still there (and, for a move control, still offers a move), else the first control that offers a move
 * (boards mark them with `data-move-type`), else End turn, else the first control of the area.
 * A control that a board removes by itself (a step of a chooser) hands the focus to the nearest control that
 * is left around where it was.
 */
import { useCallback, useEffect, useRef, type RefObject } from "react";

const FOCUSABLE = 'button, [role="button"], a[href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

type Focusable = HTMLElement | SVGElement;

interface Remembered {
  el: Focusable;
  key: string;
  moveControl: boolean;
  /** Its ancestors up to the area, nearest first (a removed element no longer knows them). */
  around: Element[];
}

/** What identifies a control across a re-render: its own key, test id, name or text. */
function keyOf(el: Element): string {
  const id =
    el.getAttribute("data-focus-key") ??
    el.getAttribute("data-testid") ??
    el.getAttribute("aria-label") ??
    el.textContent?.trim() ??
    "";
  return `${el.tagName}:${id}`;
}

function usable(el: Element | null): el is Focusable {
  if (!(el instanceof HTMLElement || el instanceof SVGElement) || !el.isConnected) return false;
  if ((el as HTMLButtonElement).disabled) return false;
  if (el.closest("[hidden], [inert], [aria-hidden='true']")) return false;
  // Not rendered (display: none, or inside a closed details element).
  return el.getClientRects().length > 0;
}

function remember(el: Focusable, area: HTMLElement): Remembered {
  const around: Element[] = [];
  for (let p = el.parentElement; p && p !== area; p = p.parentElement) around.push(p);
  return { el, key: keyOf(el), moveControl: el.hasAttribute("data-move-type"), around };
}

const offersMove = (el: Element) => el.hasAttribute("data-move-type");

/**
 * Where the focus goes in `area` after the controls changed (null when nothing there can take it). `near`:
 * the board changed by itself, so a control near the old one comes first; after a move the next step's
 * controls may be anywhere on the board.
 */
export function focusTarget(area: HTMLElement, before: Omit<Remembered, "el"> | null, near = false): Focusable | null {
  const all = [...area.querySelectorAll(FOCUSABLE)].filter(usable);
  if (before) {
    const same = all.find((el) => keyOf(el) === before.key && (!before.moveControl || offersMove(el)));
    if (same) return same;
    const around = near ? before.around.find((a) => a.isConnected && area.contains(a)) : undefined;
    const inside = around ? all.filter((el) => around.contains(el)) : [];
    const nearby = inside.find(offersMove) ?? inside[0];
    if (nearby) return nearby;
  }
  return all.find(offersMove) ?? all.find((el) => el.getAttribute("data-testid") === "end-turn") ?? all[0] ?? null;
}

/**
 * Watches the board area `area`: `expect()` is called when an action is sent; `settle()` once its result is on
 * the page (the new version, or an error). Between the two nothing moves the focus.
 */
export function useBoardFocus(area: RefObject<HTMLElement | null>) {
  const last = useRef<Remembered | null>(null);
  const waiting = useRef(false);
  /** The last input was a key (true) or a pointer (false). */
  const keyboard = useRef(false);

  const restore = useCallback(
    (near: boolean) => {
      const root = area.current;
      const before = last.current;
      // Nothing was focused in the area before: nobody is working here with the focus.
      if (!root || !before || root.closest("[hidden]")) return;
      const active = document.activeElement;
      const lost = !active || active === document.body;
      // The player went elsewhere on purpose (the chat, the history): leave them there.
      if (!lost && !root.contains(active)) return;
      if (!lost && usable(active) && active !== root) {
        // Still on a live control. With the keyboard, a move control that no longer offers a move is not one.
        const spent = active === before.el && before.moveControl && !active.hasAttribute("data-move-type");
        if (!spent || !keyboard.current) return;
      }
      const target = focusTarget(root, before, near) ?? root;
      // After a click the page must not jump: the focus moves without scrolling.
      target.focus({ preventScroll: !keyboard.current });
    },
    [area],
  );

  useEffect(() => {
    const root = area.current;
    if (!root) return;
    const track = (e: FocusEvent) => {
      const el = e.target;
      if ((el instanceof HTMLElement || el instanceof SVGElement) && el !== root) last.current = remember(el, root);
    };
    // Leaving the area for another part of the page, or for nothing (a click on the background) while the
    // control is still there: forget it, so nothing pulls the focus back (a Space to scroll must not move).
    const leave = (e: FocusEvent) => {
      const to = e.relatedTarget;
      const from = last.current?.el;
      if (to instanceof Node) {
        if (!root.contains(to)) last.current = null;
        return;
      }
      setTimeout(() => {
        if (from && last.current?.el === from && usable(from) && document.activeElement !== from) last.current = null;
      }, 0);
    };
    // A control that vanished or was disabled by the board itself (not by a move being sent).
    const observer = new MutationObserver(() => {
      const before = last.current;
      if (!waiting.current && before && !usable(before.el)) restore(true);
    });
    const byKey = () => (keyboard.current = true);
    const byPointer = () => (keyboard.current = false);
    document.addEventListener("keydown", byKey, true);
    document.addEventListener("pointerdown", byPointer, true);
    root.addEventListener("focusin", track);
    root.addEventListener("focusout", leave);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["disabled", "hidden"],
    });
    return () => {
      document.removeEventListener("keydown", byKey, true);
      document.removeEventListener("pointerdown", byPointer, true);
      root.removeEventListener("focusin", track);
      root.removeEventListener("focusout", leave);
      observer.disconnect();
    };
  }, [area, restore]);

  const expect = useCallback(() => {
    waiting.current = true;
  }, []);
  const settle = useCallback(() => {
    if (!waiting.current) return;
    waiting.current = false;
    restore(false);
  }, [restore]);
  return { expect, settle };
}
