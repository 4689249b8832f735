import { describe, expect, it } from "vitest";
import { fill, plural } from "./client-text";

describe("client text", () => {
  it("fills arguments and leaves unknown ones visible", () => {
    expect(fill("{name} placed {n} people", { name: "Ana", n: 2 })).toBe("Ana placed 2 people");
    expect(fill("{name} and {other}", { name: "Ana" })).toBe("Ana and {other}");
  });
  it("chooses plural forms by the language's rules and formats the count for it", () => {
    const en = { one: "{count} new message", other: "{count} new messages" };
    const de = { one: "{count} neue Nachricht", other: "{count} neue Nachrichten" };
    expect([plural("en", 1, en), plural("en", 0, en), plural("en", 2, en)]).toEqual([
      "1 new message",
      "0 new messages",
      "2 new messages",
    ]);
    expect([plural("de", 1, de), plural("de", 1234, de)]).toEqual(["1 neue Nachricht", "1.234 neue Nachrichten"]);
    expect(plural("de", 3, { other: "{count} von {who}" }, { who: "Ana" })).toBe("3 von Ana");
  });
});
