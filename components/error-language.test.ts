import { describe, expect, it } from "vitest";
import { ERROR_WORDS_ID } from "./error-words-id";
import { wordsInDocument } from "./error-language";

describe("the page error's words", () => {
  const at = (text: string | null) => ({
    getElementById: (id: string) =>
      id === ERROR_WORDS_ID && text !== null
        ? ({ getAttribute: (name: string) => (name === "data-words" ? text : null) } as HTMLElement)
        : null,
  });
  it("come from the layout's JSON when it is there", () => {
    expect(wordsInDocument(at('{"title":"Fehler"}'))).toEqual({ title: "Fehler" });
  });
  it("are the same object while the text is the same (React's external store needs a stable snapshot), new ones after a switch", () => {
    const first = wordsInDocument(at('{"title":"Fehler"}'));
    expect(wordsInDocument(at('{"title":"Fehler"}'))).toBe(first);
    expect(wordsInDocument(at('{"title":"Error"}'))).toEqual({ title: "Error" });
  });
  it("are null without the script, with broken JSON, or without a document", () => {
    expect(wordsInDocument(at(null))).toBeNull();
    expect(wordsInDocument(at("{broken"))).toBeNull();
    expect(wordsInDocument(undefined)).toBeNull();
  });
});
