import { describe, expect, it } from "vitest";
import { messageParts } from "./links";

describe("messageParts: only http(s) addresses become links", () => {
  it("finds addresses inside text, leaving the sentence's punctuation outside", () => {
    expect(messageParts("see https://example.org/rules, then http://a.test/x?y=1.")).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", text: "https://example.org/rules", href: "https://example.org/rules" },
      { kind: "text", text: ", then " },
      { kind: "link", text: "http://a.test/x?y=1", href: "http://a.test/x?y=1" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps a closing bracket that belongs to the address", () => {
    expect(messageParts("(https://en.wikipedia.org/wiki/Glen_More_(game))")).toEqual([
      { kind: "text", text: "(" },
      { kind: "link", text: "https://en.wikipedia.org/wiki/Glen_More_(game)", href: "https://en.wikipedia.org/wiki/Glen_More_(game)" },
      { kind: "text", text: ")" },
    ]);
  });

  it("never links other schemes or markup; text stays text", () => {
    for (const text of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "<a href='https://x.test'>x</a>", "ftp://files.test/a", "mailto:a@b.test"]) {
      const parts = messageParts(text);
      expect(parts.filter((p) => p.kind === "link").every((p) => p.kind === "link" && /^https?:\/\//.test(p.href))).toBe(true);
      expect(parts.map((p) => p.text).join("")).toBe(text);
    }
    expect(messageParts("javascript:alert(1)")).toEqual([{ kind: "text", text: "javascript:alert(1)" }]);
  });
});
