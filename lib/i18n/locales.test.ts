import { describe, expect, it } from "vitest";
import { isLocale, localeFromAcceptLanguage } from "./locales";

describe("language from Accept-Language", () => {
  it.each([
    ["de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7", "de"],
    ["en-GB,en;q=0.9,de;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,de;q=0.5,en;q=0.4", "de"],
    ["en;q=0.3, de-AT;q=0.6", "de"],
    ["DE-ch", "de"],
    ["de;q=0, en;q=0.1", "en"],
    ["fr, it", null],
    ["*", null],
    ["", null],
    [";;;,,,q=", null],
    ["de;q=abc", null],
  ])("%j -> %j", (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it("ties keep the header's order; a huge header costs nothing", () => {
    expect(localeFromAcceptLanguage("en, de")).toBe("en");
    expect(localeFromAcceptLanguage("de, en")).toBe("de");
    expect(localeFromAcceptLanguage("xx,".repeat(100_000) + "de")).toBe(null);
  });

  it("knows its languages", () => {
    expect([isLocale("en"), isLocale("de"), isLocale("fr"), isLocale(null), isLocale("DE")]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
