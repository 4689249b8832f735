import { describe, expect, it } from "vitest";
import { ERROR_WORDS_ID, isGermanDocument, wordsInDocument } from "./error-language";

describe("an error page's words", () => {
  const doc = (lang: string) => ({ documentElement: { lang } });
  it("are German when the page is (<html lang>, else the browser's first language)", () => {
    expect(isGermanDocument(doc("de"))).toBe(true);
    expect(isGermanDocument(doc("DE-at"))).toBe(true);
    expect(isGermanDocument(doc("en"), ["de-DE"])).toBe(false);
    expect(isGermanDocument(doc(""), ["de-DE", "en"])).toBe(true);
    expect(isGermanDocument(doc(""), ["fr-FR", "de-DE"])).toBe(false);
    expect(isGermanDocument(undefined)).toBe(false);
  });
  it("come from the layout's JSON when it is there, else null", () => {
    const at = (text: string | null) => ({ getElementById: (id: string) => (id === ERROR_WORDS_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) });
    expect(wordsInDocument(at('{"title":"Fehler"}'))).toEqual({ title: "Fehler" });
    expect(wordsInDocument(at(null))).toBeNull();
    expect(wordsInDocument(at("{broken"))).toBeNull();
    expect(wordsInDocument(undefined)).toBeNull();
  });
});
