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
      {
        kind: "link",
        text: "https://en.wikipedia.org/wiki/Glen_More_(game)",
        href: "https://en.wikipedia.org/wiki/Glen_More_(game)",
      },
      { kind: "text", text: ")" },
    ]);
  });

  it("never links other schemes or markup; text stays text", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "<a href='https://x.test'>x</a>",
      "ftp://files.test/a",
      "mailto:a@b.test",
    ]) {
      const parts = messageParts(text);
      expect(
        parts.filter((p) => p.kind === "link").every((p) => p.kind === "link" && /^https?:\/\//.test(p.href)),
      ).toBe(true);
      expect(parts.map((p) => p.text).join("")).toBe(text);
    }
    expect(messageParts("javascript:alert(1)")).toEqual([{ kind: "text", text: "javascript:alert(1)" }]);
  });

  it("shows where a link goes: the host in punycode, never user info that poses as the host", () => {
    // A Cyrillic "а" (U+0430) in place of the Latin one.
    expect(messageParts("log in at https://p\u0430ypal.com/login now")).toEqual([
      { kind: "text", text: "log in at " },
      { kind: "link", text: "https://xn--pypal-4ve.com/login", href: "https://xn--pypal-4ve.com/login" },
      { kind: "text", text: " now" },
    ]);
    expect(messageParts("https://paypal.com@evil.example")).toEqual([
      { kind: "link", text: "https://evil.example", href: "https://evil.example/" },
    ]);
    expect(messageParts("https://user:secret@evil.example/a?b=1#c")).toEqual([
      { kind: "link", text: "https://evil.example/a?b=1#c", href: "https://evil.example/a?b=1#c" },
    ]);
    // A backslash is a slash to the browser: the host is the part before it.
    expect(messageParts("https://evil.example\\@paypal.com")[0]).toEqual({
      kind: "link",
      text: "https://evil.example/@paypal.com",
      href: "https://evil.example/@paypal.com",
    });
    expect(messageParts("https://例え.テスト/パス")[0]).toEqual({
      kind: "link",
      text: "https://xn--r8jz45g.xn--zckzah/パス",
      href: "https://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9",
    });
    expect(messageParts("HTTPS://Example.ORG")[0]).toEqual({
      kind: "link",
      text: "https://example.org",
      href: "https://example.org/",
    });
  });

  it("shows the path decoded only where that hides nothing", () => {
    expect(messageParts("https://de.wikipedia.org/wiki/Stra%C3%9Fe")[0]).toMatchObject({
      text: "https://de.wikipedia.org/wiki/Straße",
    });
    // An encoded right-to-left override or space stays encoded.
    expect(messageParts("https://evil.example/%E2%80%AEmoc.lapyap")[0]).toMatchObject({
      text: "https://evil.example/%E2%80%AEmoc.lapyap",
    });
    expect(messageParts("https://evil.example/a%20b")[0]).toMatchObject({ text: "https://evil.example/a%20b" });
  });
});
