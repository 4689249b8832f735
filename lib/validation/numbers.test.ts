import { describe, expect, it } from "vitest";
import { bigintId, INT4_MAX, INT8_MAX, intId, wholeNumber } from "./numbers";

describe("ids and whole numbers from outside", () => {
  it("reads match ids into PostgreSQL's integer range, as numbers or digits only", () => {
    for (const [raw, id] of [
      ["1", 1],
      ["007", 7],
      [42, 42],
      [String(INT4_MAX), INT4_MAX],
      [INT4_MAX, INT4_MAX],
    ] as const) {
      expect(intId.parse(raw), String(raw)).toBe(id);
    }
    const refused = [
      "0",
      0,
      "-1",
      -1,
      String(INT4_MAX + 1),
      INT4_MAX + 1,
      "99999999999",
      "9".repeat(19),
      "9".repeat(400),
      "1e3",
      1.5,
      "1.5",
      " 12",
      "12 ",
      "0x10",
      "",
      null,
      true,
      "abc",
      "+5",
      NaN,
      Infinity,
      1e20,
    ];
    for (const raw of refused) expect(intId.safeParse(raw).success, JSON.stringify(raw)).toBe(false);
  });

  it("reads message ids into PostgreSQL's bigint range: 19 digits above it are refused, not passed on", () => {
    expect(bigintId.parse("1")).toBe(1n);
    expect(bigintId.parse(INT8_MAX.toString())).toBe(INT8_MAX);
    for (const raw of ["0", (INT8_MAX + 1n).toString(), "9999999999999999999", "1".repeat(20), "-1", "1e3", "", 5]) {
      expect(bigintId.safeParse(raw).success, JSON.stringify(raw)).toBe(false);
    }
  });

  it("bounds counts and pages on both sides", () => {
    const page = wholeNumber(1, 100);
    expect(page.parse("100")).toBe(100);
    expect(page.safeParse("101").success).toBe(false);
    expect(page.safeParse("0").success).toBe(false);
    expect(wholeNumber(0, 10).default(3).parse(undefined)).toBe(3);
  });
});
