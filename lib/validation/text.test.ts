import { describe, expect, it } from "vitest";
import { findForbiddenText, hasForbiddenCharacters, multiLine, singleLine } from "./text";

describe("text from outside", () => {
  it("refuses NUL, other controls, lone surrogates and bidi overrides; line breaks only where allowed", () => {
    for (const bad of ["a\u0000b", "a\u0007", "\u007f", "\u0085", "x\ud800", "\udc00y", "abc\u202edcb", "\u2066x"]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(singleLine().safeParse(bad).success).toBe(false);
      expect(multiLine().safeParse(bad).success).toBe(false);
    }
    expect(singleLine().safeParse("line\nbreak").success).toBe(false);
    expect(multiLine().safeParse("line\nbreak\ttab").success).toBe(true);
    expect(singleLine().safeParse("Grüße, 山田 🎲").success).toBe(true);
  });

  it("finds forbidden text anywhere in a JSON body, keys included", () => {
    expect(findForbiddenText({ move: { type: "take", tile: "ok" } })).toBeNull();
    expect(findForbiddenText({ move: { type: "take\u0000" } })).toBe("take\u0000");
    expect(findForbiddenText([1, [2, ["\u0001"]]])).toBe("\u0001");
    expect(findForbiddenText({ "bad\u0000key": 1 })).toBe("bad\u0000key");
    let deep: unknown = "x";
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findForbiddenText(deep)).not.toBeNull();
  });
});
