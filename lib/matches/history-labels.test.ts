import { describe, expect, it } from "vitest";
import { ENGLISH_HISTORY_LABELS } from "@/components/match/history-log";
import { fill } from "@/lib/i18n/client-text";
import { ENGLISH_MARK_WORDS, markSentence } from "@/components/boards/move-marks";
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
    const marks = [{ kind: "placed" as const, seat: 0, at: "location:forest", label: "+2" }, { kind: "moved" as const, seat: 1, at: "territory:3", from: "location:forest" }];
    const name = (s: number) => ["Ana", "Bo"][s]!;
    expect(markSentence(marks, "location:forest", name)).toBe("Last turn: Ana placed here (+2). Last turn: Bo moved away from here.");
    expect(markSentence(marks, "location:forest", name, markWords("de"))).toBe("Letzter Zug: Ana setzte hierher (+2). Letzter Zug: Bo zog von hier weg.");
  });
});
