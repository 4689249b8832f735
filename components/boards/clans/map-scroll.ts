/**
 * Where the zoomed Clans map (a phone's default: board.tsx) is scrolled sideways: to the territories the
 * player needs now. Pure functions of the view and the legal moves' highlights, so the tests below the file
 * can check them without a browser.
 */
import type { ClansView } from "@/lib/games/clans";
import { COLOURS } from "@/lib/games/clans/rules-data";

/**
 * The territories the map should show, by priority: the villages to choose between; the selected territory
 * with its targets; the territories whose huts can move, those holding the player's own colour first (the
 * player's own huts); else the last move's two territories. Empty: nothing in particular (no scroll).
 */
export function mapFocus(
  view: Pick<ClansView, "huts" | "myColour" | "lastMove">,
  highlights: {
    selected: number | null;
    targets: Iterable<number>;
    sources: Iterable<number>;
    choices: Iterable<number>;
  },
): number[] {
  const choices = [...highlights.choices];
  if (choices.length > 0) return choices;
  if (highlights.selected !== null) return [highlights.selected, ...highlights.targets];
  const sources = [...highlights.sources];
  if (sources.length > 0) {
    const mine = view.myColour ? COLOURS.indexOf(view.myColour) : -1;
    const own = sources.filter((id) => (view.huts[id]?.[mine] ?? 0) > 0);
    return own.length > 0 ? own : sources;
  }
  return view.lastMove ? [view.lastMove.from, view.lastMove.to] : [];
}

export interface ScrollBox {
  /** The scroll container's scrollLeft, clientWidth and scrollWidth (CSS px). */
  current: number;
  visible: number;
  content: number;
}

/**
 * The scrollLeft that shows the points `xs` (CSS px from the map's left edge, each needing `margin` px either
 * side): unchanged when they are all on screen already; centred when they fit; else the screenful that holds
 * the most of them, centred on those.
 */
export function scrollLeftToShow(xs: readonly number[], box: ScrollBox, margin: number): number {
  if (xs.length === 0) return box.current;
  const max = Math.max(0, box.content - box.visible);
  const clamp = (left: number) => Math.round(Math.min(max, Math.max(0, left)));
  const centreOn = (points: readonly number[]) =>
    clamp((Math.min(...points) + Math.max(...points)) / 2 - box.visible / 2);
  const lo = Math.min(...xs) - margin;
  const hi = Math.max(...xs) + margin;
  if (lo >= box.current && hi <= box.current + box.visible) return box.current;
  if (hi - lo <= box.visible) return centreOn(xs);
  let best: number[] = [];
  for (const start of xs) {
    const inside = xs.filter((x) => x >= start && x + margin <= start - margin + box.visible);
    if (inside.length > best.length) best = inside;
  }
  return centreOn(best.length > 0 ? best : xs);
}
