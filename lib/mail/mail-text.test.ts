import { describe, expect, it } from "vitest";
import { deadlineText, remainingText } from "@/lib/clocks/seat-clock";
import { seatDisplayName, seatNameAt, type SeatNaming } from "@/lib/format/seat-name";
import { dateText, timeLeftText } from "@/lib/clocks/clock-text";
import { clockWordsIn } from "@/lib/clocks/clock-words";
import type { Locale } from "@/lib/i18n/locales";
import { mailTranslator, namesIn, seatNameIn } from "./mail-text";

// Mail says time left and deadlines with the pages' own functions, in the recipient's language.
const remainingIn = (locale: Locale, ms: number) => timeLeftText(ms, clockWordsIn(locale), locale);
const deadlineIn = (locale: Locale, at: Date, zone: string) => dateText(at, zone, locale);

const en = mailTranslator("en");
const de = mailTranslator("de");
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("mail text pieces", () => {
  it("English is exactly what the pages' helpers say", () => {
    for (const ms of [
      -5,
      0,
      30_000,
      MIN,
      59 * MIN,
      HOUR,
      HOUR + 5 * MIN,
      DAY,
      DAY + 3 * HOUR,
      2 * DAY + 59 * MIN,
      14 * DAY,
    ])
      expect(remainingIn("en", ms)).toBe(remainingText(ms));
    const at = new Date("2026-12-01T13:05:00Z");
    expect(deadlineIn("en", at, "Europe/Berlin")).toBe(deadlineText(at, "Europe/Berlin"));
    const seats: (SeatNaming | undefined)[] = [
      undefined,
      { username: "Ana" },
      { bot: "random" },
      { bot: "greedy", former: "Bo", replacedAt: 7 },
    ];
    for (const s of seats) {
      expect(seatNameIn(en, s, 2)).toBe(seatDisplayName(s, 2));
      for (const at of [3, 7, 9]) expect(seatNameIn(en, s, 2, at)).toBe(seatNameAt(s, 2, at));
    }
    expect([
      namesIn(en, []),
      namesIn(en, ["Ana"]),
      namesIn(en, ["Ana", "Bo"]),
      namesIn(en, ["Ana", "Bo", "Cai"]),
    ]).toEqual(["", "Ana", "Ana and Bo", "Ana, Bo and Cai"]);
  });

  it("German", () => {
    expect([
      remainingIn("de", 0),
      remainingIn("de", 30_000),
      remainingIn("de", DAY),
      remainingIn("de", 2 * DAY + 3 * HOUR),
      remainingIn("de", HOUR + 5 * MIN),
      remainingIn("de", 7 * MIN),
    ]).toEqual([
      "keine Zeit mehr",
      "noch weniger als eine Minute",
      "noch 1 Tag",
      "noch 2 Tage 3 Std.",
      "noch 1 Std. 5 Min.",
      "noch 7 Min.",
    ]);
    expect(deadlineIn("de", new Date("2026-12-01T13:05:00Z"), "Europe/Berlin")).toBe("Di., 1. Dez., 14:05 MEZ");
    expect([
      seatNameIn(de, { bot: "random" }, 1),
      seatNameIn(de, { bot: "greedy", former: "Bo" }, 1),
      seatNameIn(de, undefined, 1),
    ]).toEqual(["Bot 2 (zufällig)", "Bot für Bo", "Platz 2"]);
    expect(namesIn(de, ["Ana", "Bo", "Cai"])).toBe("Ana, Bo und Cai");
  });
});
