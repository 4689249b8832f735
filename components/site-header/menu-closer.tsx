"use client";
import { useEffect } from "react";

/**
 * Closes the header's menu once a choice is made in it: a link followed (the page changes in place, and the
 * header with its open menu would stay) or a form sent (language, sign out). Tapping outside and Escape close
 * it by themselves (a popover's light dismiss). Renders nothing.
 */
export function MenuCloser({ menuId }: { menuId: string }) {
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (!menu) return;
    const close = () => {
      // Only an open popover (a wide screen shows the items in the row, and so does a browser without popovers).
      if (typeof menu.hidePopover === "function" && menu.matches(":popover-open")) menu.hidePopover();
    };
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest("a")) close();
    };
    menu.addEventListener("click", onClick);
    menu.addEventListener("submit", close);
    return () => {
      menu.removeEventListener("click", onClick);
      menu.removeEventListener("submit", close);
    };
  }, [menuId]);
  return null;
}
