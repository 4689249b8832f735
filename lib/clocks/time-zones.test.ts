import { describe, expect, it } from "vitest";
import { parseTimeZone, timeZoneNames, viewerTimeZone } from "./time-zones";
import { preferencesSchema } from "@/lib/notifications/preferences";

describe("time zone names", () => {
  it("takes IANA names in any case and stores the runtime's spelling", () => {
    expect(parseTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(parseTimeZone("europe/berlin")).toBe("Europe/Berlin");
    expect(parseTimeZone(" America/New_York ")).toBe("America/New_York");
    expect(parseTimeZone("America/Argentina/Buenos_Aires")).toEqual(
      expect.stringMatching(/^America\/(Argentina\/)?Buenos_Aires$/),
    );
    expect(parseTimeZone("Etc/GMT+5")).toBe("Etc/GMT+5");
    // One zone, one name: aliases become the name the Settings list holds.
    for (const alias of ["UTC", "utc", "Etc/UTC", "GMT"]) expect(parseTimeZone(alias)).toBe("UTC");
    expect(parseTimeZone("Asia/Kolkata")).toBe(parseTimeZone("Asia/Calcutta"));
    const kolkata = parseTimeZone("Asia/Kolkata");
    expect(kolkata && timeZoneNames(kolkata)).toContain(kolkata);
  });

  it("refuses what is not a zone name: unknown places, offsets, markup, cookie syntax, overlong and non-strings", () => {
    const refused: unknown[] = [
      "",
      " ",
      "Mars/Olympus",
      "Factory/Unknown",
      "+01:00",
      "UTC+1",
      "<script>alert(1)</script>",
      "Europe/Berlin; path=/",
      "Europe/Berlin\u0000",
      "../../etc/passwd",
      "Europe//Berlin",
      "/Europe/Berlin",
      "Europe/Berlin/",
      `Europe/${"B".repeat(60)}`,
      "A/B/C/D",
      null,
      undefined,
      42,
      ["Europe/Berlin"],
      { zone: "Europe/Berlin" },
    ];
    for (const value of refused) expect(parseTimeZone(value), JSON.stringify(value)).toBeNull();
  });

  it("lists UTC first and every listed name is accepted as itself", () => {
    const names = timeZoneNames();
    expect(names[0]).toBe("UTC");
    expect(names.length).toBeGreaterThan(300);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(parseTimeZone(name), name).toBe(name);
    // A stored name the list lacks is added, so the choice shown is the one stored.
    expect(timeZoneNames("Etc/GMT+5")).toContain("Etc/GMT+5");
    expect(timeZoneNames("Etc/GMT+5")[0]).toBe("UTC");
    expect(timeZoneNames()).not.toContain("Etc/GMT+5");
  });

  it("the API's preferences accept a zone in its canonical spelling, or none (unchanged)", () => {
    const base = { notifyMode: "digest", digestHour: 8 };
    expect(preferencesSchema.parse({ ...base, timeZone: "europe/paris" }).timeZone).toBe("Europe/Paris");
    expect(preferencesSchema.parse(base).timeZone).toBeUndefined();
    expect(preferencesSchema.parse({ ...base, timeZone: null }).timeZone).toBeNull();
    expect(preferencesSchema.safeParse({ ...base, timeZone: "Mars/Olympus" }).success).toBe(false);
  });
});

describe("the zone a page shows (account, else the browser's cookie, else UTC)", () => {
  it("the account's setting wins over the browser's cookie", () => {
    expect(viewerTimeZone("Asia/Tokyo", "Europe/Berlin")).toEqual({ zone: "Asia/Tokyo", source: "account" });
  });

  it("without a setting, the browser's zone from the cookie", () => {
    expect(viewerTimeZone(null, "Europe/Berlin")).toEqual({ zone: "Europe/Berlin", source: "browser" });
    expect(viewerTimeZone(undefined, "america/new_york")).toEqual({ zone: "America/New_York", source: "browser" });
  });

  it("never trusts the cookie: a value that is not a zone counts as no cookie", () => {
    for (const cookie of ["Mars/Olympus", "<b>x</b>", "Europe/Berlin%3B", "+05:30", "x".repeat(5000), ""]) {
      expect(viewerTimeZone(null, cookie), cookie.slice(0, 20)).toEqual({ zone: "UTC", source: "default" });
    }
    expect(viewerTimeZone(null, undefined)).toEqual({ zone: "UTC", source: "default" });
  });

  it("a stored zone the runtime no longer knows falls back to the browser's, then UTC", () => {
    expect(viewerTimeZone("Atlantis/Capital", "Europe/Berlin")).toEqual({ zone: "Europe/Berlin", source: "browser" });
    expect(viewerTimeZone("Atlantis/Capital", null)).toEqual({ zone: "UTC", source: "default" });
  });
});
