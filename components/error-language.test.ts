import { describe, expect, it } from "vitest";
import { documentLocale } from "./error-language";

describe("an error page's language", () => {
  const doc = (lang: string) => ({ documentElement: { lang } });
  it("is the page's <html lang>, else the browser's, else English", () => {
    expect(documentLocale(doc("de"))).toBe("de");
    expect(documentLocale(doc("en"), ["de-DE"])).toBe("en");
    expect(documentLocale(doc("DE-at"))).toBe("de");
    expect(documentLocale(doc(""), ["fr-FR", "de-DE"])).toBe("de");
    expect(documentLocale(doc("fr"), ["fr"])).toBe("en");
    expect(documentLocale(undefined)).toBe("en");
  });
});
