import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, describeTimeControl, timeControlSchema } from "./time-control";
import {
  deadlineText,
  endTurn,
  initialClock,
  markReminded,
  pauseClock,
  reminderFor,
  remainingMs,
  remainingText,
  resumeClock,
  startTurn,
} from "./seat-clock";
import { accrue, daysBetween, daysNotBegun } from "./vacation";

const t0 = new Date("2026-03-01T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("time controls", () => {
  it("accept the three kinds and refuse anything else with a sentence", () => {
    expect(timeControlSchema.parse({ kind: "perMove", days: 3 })).toEqual({ kind: "perMove", days: 3 });
    expect(timeControlSchema.parse({ kind: "bank", initialDays: 10, incrementDays: 0.5 })).toMatchObject({
      kind: "bank",
    });
    for (const bad of [
      { kind: "perMove", days: 4 },
      { kind: "bank", initialDays: 0, incrementDays: 1 },
      { kind: "bank", initialDays: 40, incrementDays: 1 },
      { kind: "bank", initialDays: 5, incrementDays: 0.1 },
      { kind: "blitz" },
      "none",
      null,
    ]) {
      const r = timeControlSchema.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.success ? "" : r.error.issues[0]?.message).toMatch(/\w+ .*\./);
    }
    expect(describeTimeControl({ kind: "perMove", days: 1 })).toBe("1 day per move");
    expect(describeTimeControl({ kind: "bank", initialDays: 10, incrementDays: 1 })).toBe(
      "a time bank of 10 days, +1 day per turn",
    );
  });
});

describe("a seat's clock", () => {
  it("per move: every turn gets the full days; pending steps do not stop it", () => {
    const tc = { kind: "perMove", days: 2 } as const;
    let c = startTurn(tc, initialClock(tc), t0);
    expect(c.deadlineAt).toEqual(at(2 * DAY_MS));
    c = endTurn(tc, c, at(1.5 * DAY_MS));
    expect(c.deadlineAt).toBeNull();
    c = startTurn(tc, c, at(3 * DAY_MS));
    expect(c.deadlineAt).toEqual(at(5 * DAY_MS));
  });

  it("bank: what is left plus the increment, never above the initial amount", () => {
    const tc = { kind: "bank", initialDays: 3, incrementDays: 1 } as const;
    let c = startTurn(tc, initialClock(tc), t0);
    expect(c.deadlineAt).toEqual(at(3 * DAY_MS));
    c = endTurn(tc, c, at(2 * DAY_MS)); // 1 day left + 1
    expect(c.bankMs).toBe(2 * DAY_MS);
    c = startTurn(tc, c, at(10 * DAY_MS));
    expect(c.deadlineAt).toEqual(at(12 * DAY_MS));
    c = endTurn(tc, c, at(10 * DAY_MS + HOUR_MS)); // 47 h left + 24 h
    expect(c.bankMs).toBe(71 * HOUR_MS);
    const generous = { kind: "bank", initialDays: 3, incrementDays: 2 } as const;
    const d = endTurn(generous, startTurn(generous, c, at(20 * DAY_MS)), at(20 * DAY_MS + HOUR_MS)); // 70 h + 48 h, capped
    expect(d.bankMs).toBe(3 * DAY_MS);
  });

  it("none: a 21-day safety net", () => {
    const tc = { kind: "none" } as const;
    expect(startTurn(tc, initialClock(tc), t0).deadlineAt).toEqual(at(21 * DAY_MS));
  });

  it("vacation pauses and resumes with what was left; a turn starting on vacation waits paused", () => {
    const tc = { kind: "perMove", days: 3 } as const;
    let c = startTurn(tc, initialClock(tc), t0);
    c = pauseClock(c, at(DAY_MS));
    expect(c.deadlineAt).toBeNull();
    expect(remainingMs(c, at(5 * DAY_MS))).toBe(2 * DAY_MS);
    c = resumeClock(c, at(10 * DAY_MS));
    expect(c.deadlineAt).toEqual(at(12 * DAY_MS));
    const paused = startTurn(tc, initialClock(tc), t0, true);
    expect(paused).toMatchObject({ deadlineAt: null, pausedMs: 3 * DAY_MS });
    // A bank pays only for the time it ran.
    const bank = { kind: "bank", initialDays: 5, incrementDays: 0 } as const;
    let b = startTurn(bank, initialClock(bank), t0);
    b = pauseClock(b, at(DAY_MS));
    b = resumeClock(b, at(20 * DAY_MS));
    b = endTurn(bank, b, at(21 * DAY_MS));
    expect(b.bankMs).toBe(3 * DAY_MS);
  });

  it("reminds at 24 hours left or half the time, whichever is later, once per turn", () => {
    expect(reminderFor(t0, at(DAY_MS))).toEqual(at(12 * HOUR_MS));
    expect(reminderFor(t0, at(7 * DAY_MS))).toEqual(at(6 * DAY_MS));
    const tc = { kind: "perMove", days: 1 } as const;
    let c = startTurn(tc, initialClock(tc), t0);
    expect(c.reminderAt).toEqual(at(12 * HOUR_MS));
    c = markReminded(c);
    c = resumeClock(pauseClock(c, at(13 * HOUR_MS)), at(2 * DAY_MS));
    expect(c.reminderAt).toBeNull();
    // A new turn may remind again.
    expect(startTurn(tc, endTurn(tc, c, at(2 * DAY_MS)), at(3 * DAY_MS)).reminderAt).toEqual(at(3.5 * DAY_MS));
  });

  it("reads remaining time and deadlines for people, across time zones and a daylight-saving change", () => {
    expect(remainingText(2 * DAY_MS + 4 * HOUR_MS + 59_000)).toBe("2 days 4 h left");
    expect(remainingText(DAY_MS)).toBe("1 day left");
    expect(remainingText(5 * HOUR_MS + 10 * 60_000)).toBe("5 h 10 min left");
    expect(remainingText(40 * 60_000)).toBe("40 min left");
    expect(remainingText(30_000)).toBe("less than a minute left");
    expect(remainingText(0)).toBe("out of time");
    // Europe/Berlin leaves summer time on 25 Oct 2026 at 03:00: the same instant reads differently on each side.
    expect(deadlineText(new Date("2026-10-24T12:00:00Z"), "Europe/Berlin")).toBe("Sat 24 Oct, 14:00 CEST");
    expect(deadlineText(new Date("2026-10-26T12:00:00Z"), "Europe/Berlin")).toBe("Mon 26 Oct, 13:00 CET");
    expect(deadlineText(new Date("2026-10-26T12:00:00Z"), "America/New_York")).toBe("Mon 26 Oct, 08:00 GMT-4");
    expect(deadlineText(new Date("2026-10-26T12:00:00Z"), "UTC")).toBe("Mon 26 Oct, 12:00 UTC");
  });
});

describe("vacation days", () => {
  it("start with 7, earn one per week, hold at most 30 without piling up behind the cap", () => {
    const joined = { days: 7, accruedAt: t0 };
    expect(accrue(joined, at(6 * DAY_MS)).days).toBe(7);
    expect(accrue(joined, at(15 * DAY_MS))).toEqual({ days: 9, accruedAt: at(14 * DAY_MS) });
    const capped = accrue(joined, at(1000 * DAY_MS));
    expect(capped.days).toBe(30);
    // Use 10 days: the next day is earned a week later, not at once.
    expect(accrue({ days: 20, accruedAt: capped.accruedAt }, at(1003 * DAY_MS)).days).toBe(20);
    expect(accrue({ days: 20, accruedAt: capped.accruedAt }, at(1007 * DAY_MS)).days).toBe(21);
  });

  it("are booked in whole days; ending early gives back the days not begun", () => {
    expect(daysBetween(t0, at(2 * DAY_MS + HOUR_MS))).toBe(3);
    expect(daysNotBegun(at(HOUR_MS), at(3 * DAY_MS))).toBe(2);
    expect(daysNotBegun(at(4 * DAY_MS), at(3 * DAY_MS))).toBe(0);
  });
});

describe("dates in a user's time zone", () => {
  it("find midnight of a date there, also on a daylight-saving day", async () => {
    const { startOfDayIn, dateIn } = await import("./zoned");
    expect(startOfDayIn("2026-12-01", "Europe/Berlin")?.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(startOfDayIn("2026-07-01", "Europe/Berlin")?.toISOString()).toBe("2026-06-30T22:00:00.000Z");
    // The day summer time ends still starts at 00:00 CEST.
    expect(startOfDayIn("2026-10-25", "Europe/Berlin")?.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(startOfDayIn("2026-03-08", "America/New_York")?.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfDayIn("2026-12-01", "UTC")?.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(startOfDayIn("2026-02-30", "UTC")).toBeNull();
    expect(startOfDayIn("tomorrow", "UTC")).toBeNull();
    expect(dateIn(new Date("2026-11-30T23:30:00Z"), "Europe/Berlin")).toBe("2026-12-01");
  });
});

describe("quiet hours", () => {
  it("hold mail from the evening to the morning in the user's zone, across midnight and a DST change", async () => {
    const { quietUntil, releaseTime } = await import("@/lib/notifications/quiet-hours");
    const berlin = { quietFromHour: 22, quietToHour: 7, timeZone: "Europe/Berlin" };
    // 23:30 CET -> 07:00 CET next day.
    expect(quietUntil(new Date("2026-12-01T22:30:00Z"), berlin)?.toISOString()).toBe("2026-12-02T06:00:00.000Z");
    // 02:00 CET (after midnight) -> 07:00 the same day.
    expect(quietUntil(new Date("2026-12-02T01:00:00Z"), berlin)?.toISOString()).toBe("2026-12-02T06:00:00.000Z");
    // 12:00: not quiet.
    expect(quietUntil(new Date("2026-12-02T11:00:00Z"), berlin)).toBeNull();
    // The night summer time ends (25 Oct 2026): 23:00 CEST -> 07:00 CET.
    expect(quietUntil(new Date("2026-10-24T21:00:00Z"), berlin)?.toISOString()).toBe("2026-10-25T06:00:00.000Z");
    // Daytime quiet hours, and none.
    expect(
      quietUntil(new Date("2026-12-02T10:00:00Z"), {
        quietFromHour: 9,
        quietToHour: 17,
        timeZone: "UTC",
      })?.toISOString(),
    ).toBe("2026-12-02T17:00:00.000Z");
    expect(
      releaseTime(new Date("2026-12-01T22:30:00Z"), {
        quietFromHour: null,
        quietToHour: null,
        timeZone: "UTC",
      }).toISOString(),
    ).toBe("2026-12-01T22:30:00.000Z");
  });
});
