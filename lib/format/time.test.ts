import { describe, expect, it } from "vitest";
import { fullDateText, relativeText, shortDateText, whenText } from "./time";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("times in the reader's zone", () => {
  it("relative within the last day", () => {
    expect(relativeText(ago(10_000), now)).toBe("just now");
    expect(relativeText(ago(5 * 60_000), now)).toBe("5 min ago");
    expect(relativeText(ago(2 * 3_600_000 + 59 * 60_000), now)).toBe("2 h ago");
    expect(relativeText(ago(24 * 3_600_000), now)).toBeNull();
  });

  it("a date in the reader's zone beyond that, the year only when it is another year", () => {
    const at = new Date("2026-11-20T23:30:00Z");
    expect(shortDateText(at, "UTC", now)).toBe("Fri 20 Nov, 23:30");
    expect(shortDateText(at, "Europe/Berlin", now)).toBe("Sat 21 Nov, 00:30");
    expect(shortDateText(at, "America/New_York", now)).toBe("Fri 20 Nov, 18:30");
    expect(shortDateText(new Date("2025-03-01T08:00:00Z"), "UTC", now)).toBe("Sat, 1 Mar 2025, 08:00");
    expect(whenText(at, "Asia/Tokyo", now)).toBe("Sat 21 Nov, 08:30");
  });

  it("the tooltip names the zone, across a change of daylight saving time", () => {
    expect(fullDateText(new Date("2026-10-24T12:00:00Z"), "Europe/Berlin")).toBe(
      "Saturday, 24 October 2026 at 14:00 CEST",
    );
    expect(fullDateText(new Date("2026-10-26T12:00:00Z"), "Europe/Berlin")).toBe(
      "Monday, 26 October 2026 at 13:00 CET",
    );
  });

  it("in German: the platform's words and German dates, in the reader's zone", () => {
    expect(relativeText(ago(10_000), now, "de")).toBe("jetzt");
    expect(relativeText(ago(5 * 60_000), now, "de")).toBe("vor 5 Min.");
    expect(relativeText(ago(2 * 3_600_000 + 59 * 60_000), now, "de")).toBe("vor 2 Std.");
    expect(relativeText(ago(24 * 3_600_000), now, "de")).toBeNull();
    const at = new Date("2026-11-20T23:30:00Z");
    expect(shortDateText(at, "Europe/Berlin", now, "de")).toBe("Sa., 21. Nov., 00:30");
    expect(fullDateText(new Date("2026-10-24T12:00:00Z"), "Europe/Berlin", "de")).toBe(
      "Samstag, 24. Oktober 2026 um 14:00 MESZ",
    );
  });
});
