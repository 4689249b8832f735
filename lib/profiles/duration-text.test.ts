import { describe, expect, it } from "vitest";
import { durationText } from "./duration-text";

describe("a profile's median time to move", () => {
  it("reads as before in English", () => {
    expect([null, 20, 600, 3600 * 3.5, 86_400 * 1.25].map((s) => durationText("en", s))).toEqual([
      "no turns in the last 90 days",
      "1 min",
      "10 min",
      "3.5 h",
      "1.3 days",
    ]);
  });
  it("reads naturally in German, with German decimals", () => {
    expect([null, 600, 3600 * 3.5, 86_400, 86_400 * 2.5].map((s) => durationText("de", s))).toEqual([
      "keine Züge in den letzten 90 Tagen",
      "10 Min.",
      "3,5 Std.",
      "1 Tag",
      "2,5 Tage",
    ]);
  });
});
