import { describe, expect, it } from "vitest";
import type { HistoryLabels } from "./history-labels";

/** The panel's English words as they were before the catalogue (the end-to-end tests read some of them). */
const ENGLISH_HISTORY_LABELS: HistoryLabels = {
  locale: "en",
  title: "History",
  order: "Order of the history",
  newestFirst: "Newest first",
  oldestFirst: "Oldest first",
  nothingYet: "Nothing has happened yet.",
  newSince: "New since you last looked",
  loading: "Loading…",
  showEarlier: "Show earlier moves ({count} more)",
  loadFailed: "Could not load them; try again.",
  shown: "shown",
  showPosition: "show position",
  afterTurn: "after {name}'s turn",
};
import { fill } from "@/lib/i18n/client-text";
import { markSentence, type MarkWords } from "./mark-words";

/** The drawn moves' English words as they were before the catalogue (end-to-end tests read them). */
const ENGLISH_MARK_WORDS: MarkWords = {
  new: "new",
  taken: "taken",
  moved: "moved",
  from: "from",
  used: "used",
  movedTo: "{label} →",
  lastTurn: "Last turn: {what}.",
  movedHere: "{who} moved here",
  movedHereLabel: "{who} moved here ({label})",
  movedAway: "{who} moved away from here",
  placedHere: "{who} placed here",
  placedHereLabel: "{who} placed here ({label})",
  took: "{who} took this",
  usedThis: "{who} used this",
};

import { historyLabels, markWords } from "./history-labels";

describe("the history panel's words", () => {
  it("the panel's English default is the English catalogue", () => {
    expect(historyLabels("en")).toEqual(ENGLISH_HISTORY_LABELS);
  });
  it("German templates fill in the browser like the English ones", () => {
    const de = historyLabels("de");
    expect(fill(de.showEarlier, { count: 12 })).toBe("Frühere Züge zeigen (12 weitere)");
    expect(fill(de.afterTurn, { name: "Ana" })).toBe("nach dem Zug von Ana");
    expect(fill(ENGLISH_HISTORY_LABELS.afterTurn, { name: "Ana" })).toBe("after Ana's turn");
  });
  it("the drawn moves' English words are the English catalogue, and German ones fill the same way", () => {
    expect(markWords("en")).toEqual(ENGLISH_MARK_WORDS);
    const marks = [
      { kind: "placed" as const, seat: 0, at: "location:forest", label: "+2" },
      { kind: "moved" as const, seat: 1, at: "territory:3", from: "location:forest" },
    ];
    const name = (s: number) => ["Ana", "Bo"][s]!;
    expect(markSentence(marks, "location:forest", name, markWords("en"))).toBe(
      "Last turn: Ana placed here (+2). Last turn: Bo moved away from here.",
    );
    expect(markSentence(marks, "location:forest", name, markWords("de"))).toBe(
      "Letzter Zug: Ana setzte hierher (+2). Letzter Zug: Bo zog von hier weg.",
    );
  });
});
