import { beforeEach, describe, expect, it } from "vitest";
import { ERROR_WORDS_ID } from "./error-words-id";
import { forgetWords, wordsInDocument } from "./error-language";

describe("the page error's words", () => {
  const at = (text: string | null) => ({ getElementById: (id: string) => (id === ERROR_WORDS_ID && text !== null ? ({ getAttribute: (name: string) => (name === "data-words" ? text : null) } as HTMLElement) : null) });
  beforeEach(forgetWords);
  it("come from the layout's JSON when it is there", () => {
    expect(wordsInDocument(at('{"title":"Fehler"}'))).toEqual({ title: "Fehler" });
  });
  it("are read once: the same object every time (React's external store needs a stable snapshot)", () => {
    const first = wordsInDocument(at('{"title":"Fehler"}'));
    expect(wordsInDocument(at('{"title":"other"}'))).toBe(first);
  });
  it("are null without the script, with broken JSON, or without a document", () => {
    expect(wordsInDocument(at(null))).toBeNull();
    forgetWords();
    expect(wordsInDocument(at("{broken"))).toBeNull();
    forgetWords();
    expect(wordsInDocument(undefined)).toBeNull();
  });
});
