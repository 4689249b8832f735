/**
 * The words of drawn moves (a turn's marks, lib/engine/marks.ts) in the reader's language: the word drawn on
 * an element and the sentence for screen readers. Pure, for the boards (components/boards/move-marks.tsx)
 * and the server alike; the words come as templates (`MarkWords`, looked up on the server by `markWords` in
 * history-labels.ts), filled with `fill` (lib/i18n/client-text.ts).
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
export function markWord(m: MoveMark, element: string, w: MarkWords): string {
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
