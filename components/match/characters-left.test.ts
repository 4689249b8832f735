import { describe, expect, it } from "vitest";
import { messagesFor } from "@/lib/i18n/catalogue";
import { charactersLeftText } from "./characters-left";

describe("characters left under the chat and notes fields", () => {
  it("counts down, then says how many are too many, in both languages", () => {
    const en = messagesFor("en").match.chat;
    const de = messagesFor("de").match.notes;
    expect(charactersLeftText("en", 2, en)).toBe("2 characters left");
    expect(charactersLeftText("en", 1, en)).toBe("1 character left");
    expect(charactersLeftText("en", 0, en)).toBe("0 characters left");
    expect(charactersLeftText("en", -1, en)).toBe("1 character too many");
    expect(charactersLeftText("en", -20, en)).toBe("20 characters too many");
    expect(charactersLeftText("de", 1, de)).toBe("noch 1 Zeichen");
    expect(charactersLeftText("de", -20, de)).toBe("20 Zeichen zu viel");
    expect(charactersLeftText("de", 1200, de)).toBe("noch 1.200 Zeichen");
  });
});
