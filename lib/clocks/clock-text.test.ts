import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en/match.json";
import de from "@/lib/i18n/messages/de/match.json";
import { DAY_MS, HOUR_MS } from "@/lib/clocks/time-units";
import { deadlineText, remainingText } from "@/lib/clocks/seat-clock";
import { dateText, durationText, timeLeftText } from "./clock-text";

const samples = [
  2 * DAY_MS + 4 * HOUR_MS + 59_000,
  DAY_MS,
  DAY_MS + 30 * 60_000,
  3 * DAY_MS + 5 * HOUR_MS + 7 * 60_000,
  5 * HOUR_MS + 10 * 60_000,
  HOUR_MS,
  40 * 60_000,
  30_000,
  0,
  -5,
];

describe("time left in the viewer's language", () => {
  it("reads in English exactly as the mails' remainingText", () => {
    for (const ms of samples) expect(timeLeftText(ms, en.clock, "en")).toBe(remainingText(ms));
  });

  it("reads in German with German units and plural forms", () => {
    expect(timeLeftText(2 * DAY_MS + 4 * HOUR_MS, de.clock, "de")).toBe("noch 2 Tage 4 Std.");
    expect(timeLeftText(DAY_MS, de.clock, "de")).toBe("noch 1 Tag");
    expect(timeLeftText(5 * HOUR_MS + 10 * 60_000, de.clock, "de")).toBe("noch 5 Std. 10 Min.");
    expect(timeLeftText(30_000, de.clock, "de")).toBe("noch weniger als eine Minute");
    expect(timeLeftText(0, de.clock, "de")).toBe("keine Zeit mehr");
    expect(durationText(3 * DAY_MS, de.clock, "de")).toBe("3 Tage");
  });

  it("dates a deadline in the viewer's time zone and language", () => {
    const at = new Date("2026-10-24T12:00:00Z");
    expect(dateText(at, "Europe/Berlin", "en")).toBe(deadlineText(at, "Europe/Berlin"));
    expect(dateText(at, "Europe/Berlin", "de")).toBe("Sa., 24. Okt., 14:00 MESZ");
  });
});
