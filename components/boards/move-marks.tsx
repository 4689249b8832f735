/**
 * Drawing a turn's marks (lib/engine/marks.ts) on a board: a ring in the mover's colour around the element
 * with a short word ("new", "taken", "moved", "from", "used", or the mark's label), so the colour is never the
 * only cue, and a sentence for screen readers that the board adds to the element's name. Boards look their
 * elements up by the same names the game's `markMove` uses.
 */
import type { MoveMark } from "@/lib/engine/marks";

/** The marks that concern `element`: arrived, left, used there, or moved away from it. */
export function marksAt(marks: readonly MoveMark[] | undefined, element: string): MoveMark[] {
  return (marks ?? []).filter((m) => m.at === element || m.from === element);
}

/** The word drawn on the element for a mark. */
function word(m: MoveMark, element: string): string {
  if (m.kind === "moved") return m.at === element ? (m.label ? `${m.label} →` : "moved") : "from";
  if (m.label) return m.label;
  return m.kind === "placed" ? "new" : m.kind === "taken" ? "taken" : "used";
}

/** "Anna placed here (+2)." for screen readers and titles; empty without marks. */
export function markSentence(marks: readonly MoveMark[], element: string, nameOf: (seat: number) => string): string {
  return marks
    .map((m) => {
      const who = nameOf(m.seat);
      const what =
        m.kind === "moved"
          ? m.at === element
            ? `${who} moved here${m.label ? ` (${m.label})` : ""}`
            : `${who} moved away from here`
          : m.kind === "placed"
            ? `${who} placed here${m.label ? ` (${m.label})` : ""}`
            : m.kind === "taken"
              ? `${who} took this`
              : `${who} used this`;
      return `Last turn: ${what}.`;
    })
    .join(" ");
}

interface OverlayProps {
  marks: readonly MoveMark[];
  element: string;
  colourOf: (seat: number) => string;
}

/**
 * The visual part, inside a `relative` element (hidden from screen readers: the name carries the sentence).
 * `data-mark` lists every kind drawn there ("placed used"; "from" where something moved away).
 */
export function MarkOverlay({ marks, element, colourOf }: OverlayProps) {
  const here = marksAt(marks, element);
  const last = here[here.length - 1];
  if (!last) return null;
  const origin = last.at !== element;
  const colour = colourOf(last.seat);
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 z-10 rounded-md"
      style={{ boxShadow: `inset 0 0 0 3px ${colour}`, ...(origin ? { outline: `2px dashed ${colour}`, outlineOffset: "-6px" } : {}) }}
      data-mark={[...new Set(here.map((m) => (m.at === element ? m.kind : "from")))].join(" ")}
      data-mark-seat={last.seat}
      data-testid="move-mark"
    >
      <span className="absolute right-0 top-0 rounded-bl-md rounded-tr-md border-2 bg-white px-1 text-[10px] font-bold leading-3 text-stone-900" style={{ borderColor: colour }}>
        {here.map((m) => word(m, element)).join(" · ")}
      </span>
    </span>
  );
}
