import { describe, expect, it } from "vitest";
import { ENGLISH_HISTORY_LABELS } from "@/components/match/history-log";
import { fill } from "@/lib/i18n/client-text";
import { historyLabels } from "./history-labels";

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
});
