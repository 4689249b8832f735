/**
 * Drawing a turn's marks (lib/engine/marks.ts) on a board: a ring in the mover's colour around the element
 * with a short word ("new", "taken", "moved", "from", "used", or the mark's label), so the colour is never the
 * only cue, and a sentence for screen readers that the board adds to the element's name. Boards look their
 * elements up by the same names the game's `markMove` uses. The words come as templates in the reader's
 * language (`MarkWords`, lib/presentation/mark-words.ts, looked up on the server by `markWords` in
 * lib/presentation/history-labels.ts and handed down with the board's words).
 */
import type { MoveMark } from "@/lib/engine/marks";
import { markWord, marksAt, type MarkWords } from "@/lib/presentation/mark-words";

export { marksAt, markSentence, type MarkWords } from "@/lib/presentation/mark-words";

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
        {here.map((m) => markWord(m, element, words)).join(" · ")}
      </span>
    </span>
  );
}
