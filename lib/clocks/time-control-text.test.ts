import { describe, expect, it } from "vitest";
import { describeTimeControl, describeTimeoutPolicy, type TimeControl } from "@/lib/clocks/time-control";
import { timeControlText, timeoutText } from "./time-control-text";

const controls: TimeControl[] = [
  { kind: "none" },
  { kind: "perMove", days: 1 },
  { kind: "perMove", days: 3 },
  { kind: "bank", initialDays: 10, incrementDays: 1 },
  { kind: "bank", initialDays: 1, incrementDays: 0 },
  { kind: "bank", initialDays: 2.5, incrementDays: 0.25 },
];

describe("time control in the viewer's language", () => {
  it("reads in English exactly as describeTimeControl and describeTimeoutPolicy", () => {
    for (const tc of controls) expect(timeControlText(tc, "en")).toBe(describeTimeControl(tc));
    for (const [p, n] of [
      ["bot", 2],
      ["lose", 2],
      ["lose", 3],
    ] as const)
      expect(timeoutText(p, n, "en")).toBe(describeTimeoutPolicy(p, n));
  });

  it("reads in German with German plurals and numbers", () => {
    expect(timeControlText({ kind: "perMove", days: 1 }, "de")).toBe("1 Tag pro Zug");
    expect(timeControlText({ kind: "bank", initialDays: 2.5, incrementDays: 0 }, "de")).toBe(
      "ein Zeitkonto von 2,5 Tagen, ohne Zeitgutschrift pro Zug",
    );
    expect(timeControlText({ kind: "bank", initialDays: 10, incrementDays: 1 }, "de")).toBe(
      "ein Zeitkonto von 10 Tagen, +1 Tag pro Zug",
    );
    expect(timeoutText("lose", 2, "de")).toBe("Zeit abgelaufen: Die Partie ist verloren");
  });
});
