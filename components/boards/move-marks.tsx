/**
 * Drawing a turn's marks (lib/engine/marks.ts) on a board: a ring in the mover's colour around the element
 * with a short word ("new", "taken", "moved", "from", "used", or the mark's label), so the colour is never the
 * only cue, and a sentence for screen readers that the board adds to the element's name. Boards look their
 * elements up by the same names the game's `markMove` uses. The words come as templates in the reader's
 * language (`MarkWords`, looked up on the server by `markWords` in lib/matches/history-labels.ts and handed
 * down with the board's words), filled here with `fill` (lib/i18n/client-text.ts).
 */
import type { MoveMark } from "@/lib/engine/marks";
import { fill } from "@/lib/i18n/client-text";
// Types only (erased): the catalogue itself never reaches the browser.
import type { Messages } from "@/lib/i18n/catalogue";

/** The words and sentences of drawn moves: the "history" catalogue's `marks`, templates with {who}, {label}, {what}. */
export type MarkWords = Messages["history"]["marks"];

/** The marks that concern `element`: arrived, left, used there, or moved away from it. */
export function marksAt(marks: readonly MoveMark[] | undefined, element: string): MoveMark[] {
  return (marks ?? []).filter((m) => m.at === element || m.from === element);
}

/** The word drawn on the element for a mark. */
function word(m: MoveMark, element: string, w: MarkWords): string {
  if (m.kind === "moved") return m.at === element ? (m.label ? fill(w.movedTo, { label: m.label }) : w.moved) : w.from;
  if (m.label) return m.label;
  return m.kind === "placed" ? w.new : m.kind === "taken" ? w.taken : w.used;
}

/** "Anna placed here (+2)." for screen readers and titles; empty without marks. */
export function markSentence(
  marks: readonly MoveMark[],
  element: string,
  nameOf: (seat: number) => string,
  w: MarkWords,
): string {
  return marks
    .map((m) => {
      const values = { who: nameOf(m.seat), label: m.label ?? "" };
      const template =
        m.kind === "moved"
          ? m.at === element
            ? m.label
              ? w.movedHereLabel
              : w.movedHere
            : w.movedAway
          : m.kind === "placed"
            ? m.label
              ? w.placedHereLabel
              : w.placedHere
            : m.kind === "taken"
              ? w.took
              : w.usedThis;
      return fill(w.lastTurn, { what: fill(template, values) });
    })
    .join(" ");
}

interface OverlayProps {
  marks: readonly MoveMark[];
  element: string;
  colourOf: (seat: number) => string;
  /** The words in the reader's language. */
  words: MarkWords;
}

/**
 * The visual part, inside a `relative` element (hidden from screen readers: the name carries the sentence).
 * `data-mark` lists every kind drawn there ("placed used"; "from" where something moved away).
 */
export function MarkOverlay({ marks, element, colourOf, words }: OverlayProps) {
  const here = marksAt(marks, element);
  const last = here[here.length - 1];
  if (!last) return null;
  const origin = last.at !== element;
  const colour = colourOf(last.seat);
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 z-10 rounded-md"
      style={{
        boxShadow: `inset 0 0 0 3px ${colour}`,
        ...(origin ? { outline: `2px dashed ${colour}`, outlineOffset: "-6px" } : {}),
      }}
      data-mark={[...new Set(here.map((m) => (m.at === element ? m.kind : "from")))].join(" ")}
      data-mark-seat={last.seat}
      data-testid="move-mark"
    >
      <span
        className="absolute right-0 top-0 rounded-bl-md rounded-tr-md border-2 bg-white px-1 text-[10px] font-bold leading-3 text-stone-900"
        style={{ borderColor: colour }}
      >
        {here.map((m) => word(m, element, words)).join(" · ")}
      </span>
    </span>
  );
}
