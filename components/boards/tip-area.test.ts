import { describe, expect, it } from "vitest";
import { tipTarget } from "./tip-area";

/** A stand-in for a DOM element: its own title, its ancestors, and whether it is (in) a button. */
function el(title: string | null, opts: { parent?: ReturnType<typeof el>; button?: boolean } = {}): Element {
  const self = {
    getAttribute: (name: string) => (name === "title" ? title : null),
    closest(selector: string): Element | null {
      if (selector === "[title]")
        return title !== null ? (self as unknown as Element) : (opts.parent?.closest("[title]") ?? null);
      if (selector === "button")
        return opts.button ? (self as unknown as Element) : (opts.parent?.closest("button") ?? null);
      return null;
    },
  };
  return self as unknown as Element;
}

describe("tipTarget", () => {
  it("finds the nearest title, from the element or an ancestor", () => {
    const tile = el("Forest: up to 7 people");
    expect(tipTarget(tile, "tap")?.text).toBe("Forest: up to 7 people");
    expect(tipTarget(el(null, { parent: tile }), "focus")?.text).toBe("Forest: up to 7 people");
  });

  it("shows nothing without a title, for an empty one, or for something that is not an element", () => {
    expect(tipTarget(el(null), "tap")).toBeNull();
    expect(tipTarget(el("  "), "tap")).toBeNull();
    expect(tipTarget(null, "focus")).toBeNull();
    expect(tipTarget({}, "focus")).toBeNull();
  });

  it("a tapped button acts rather than explains; a focused one explains", () => {
    const button = el("Take Loch Ness", { button: true });
    expect(tipTarget(button, "tap")).toBeNull();
    expect(tipTarget(button, "focus")?.text).toBe("Take Loch Ness");
  });
});
