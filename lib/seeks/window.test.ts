import { describe, expect, it } from "vitest";
import { ratingWindow, tableFor, tableSettings, type OpenSeek } from "./window";

const t0 = new Date("2026-01-01T00:00:00Z");
const hours = (h: number) => new Date(t0.getTime() + h * 3_600_000);
let n = 0;
const seek = (over: Partial<OpenSeek> = {}): OpenSeek => ({
  id: `s${++n}`,
  userId: `u${n}`,
  players: [2],
  timeControl: null,
  rated: false,
  variants: null,
  mu: 25,
  createdAt: t0,
  ...over,
});
const never = () => false;

describe("rating windows", () => {
  it("start at 2, widen by 1 an hour, and open after a day", () => {
    expect(ratingWindow(seek(), t0)).toBe(2);
    expect(ratingWindow(seek(), hours(5))).toBe(7);
    expect(ratingWindow(seek(), hours(23.5))).toBe(25.5);
    expect(ratingWindow(seek(), hours(24))).toBe(Infinity);
  });

  it("two seeks meet within the narrower window only", () => {
    const old = seek({ mu: 20, createdAt: hours(-30) });
    const fresh = seek({ mu: 30 });
    expect(tableFor(fresh, [old, fresh], never, t0)).toBeNull();
    expect(tableFor(fresh, [old, fresh], never, hours(8))?.map((s) => s.id)).toEqual([fresh.id, old.id]);
  });
});

describe("tables", () => {
  it("take the largest number of players that can be filled, closest ratings first", () => {
    const a = seek({ players: [2, 3, 4], mu: 25 });
    const far = seek({ players: [2, 3], mu: 26.9 });
    const near = seek({ players: [3], mu: 25.5 });
    const table = tableFor(a, [a, far, near], never, t0);
    expect(table?.map((s) => s.id)).toEqual([a.id, near.id, far.id]);
  });

  it("never seat one user twice, nor users kept apart", () => {
    const a = seek();
    const same = seek({ userId: a.userId });
    expect(tableFor(a, [a, same], never, t0)).toBeNull();
    const b = seek();
    expect(tableFor(a, [a, b], (x, y) => [x, y].sort().join() === [a.userId, b.userId].sort().join(), t0)).toBeNull();
  });

  it("agree on rated, time control and variants; the first concrete choice is the match's", () => {
    const any = seek();
    const threeDays = seek({ timeControl: { kind: "perMove", days: 3 }, variants: ["igloos"] });
    const oneDay = seek({ timeControl: { kind: "perMove", days: 1 } });
    const rated = seek({ rated: true });
    expect(tableFor(threeDays, [threeDays, oneDay, rated], never, t0)).toBeNull();
    const table = tableFor(any, [any, threeDays], never, t0)!;
    expect(tableSettings(table)).toEqual({
      timeControl: { kind: "perMove", days: 3 },
      variants: ["igloos"],
      rated: false,
    });
    expect(tableSettings([any, seek()])).toEqual({
      timeControl: { kind: "perMove", days: 3 },
      variants: [],
      rated: false,
    });
  });
});
