import { describe, expect, it } from "vitest";
import { keyedLines } from "./history-keys";
import { lineText, siteLineOf } from "./history-text";

const noMoves = { key: "end.noMoves" };
const twelfth = { key: "end.twelfth" };

describe("keying an old entry's lines", () => {
  it("keys each sentence the game writes again, past a line in between that matches nothing", () => {
    const stored = [
      "No move is possible any more: the game ends.",
      "Something nobody writes.",
      "The 12th village is founded: the game ends.",
    ];
    expect(keyedLines(stored, [noMoves, twelfth], "clans")).toEqual([noMoves, "Something nobody writes.", twelfth]);
  });

  it("turns the site's own old sentences into refs that read the same, in German too", () => {
    const stored = [
      "Ana left the match; a bot plays the seat.",
      "Bo; Cy resigned.",
      "Dee ran out of time; a bot plays the seat.",
      "Eve ran out of time.",
    ];
    const keyed = keyedLines(stored, [], "clans")!;
    expect(keyed.map((l) => lineText(l, "en", "clans"))).toEqual(stored);
    expect(keyed.map((l) => lineText(l, "de", "clans"))).toEqual([
      "Ana hat die Partie verlassen; ein Bot spielt den Platz weiter.",
      "Bo; Cy hat aufgegeben.",
      "Dee hatte keine Zeit mehr; ein Bot spielt den Platz weiter.",
      "Eve hatte keine Zeit mehr.",
    ]);
  });

  it("changes nothing when nothing matches or all is keyed already", () => {
    expect(keyedLines(["Something nobody writes."], [noMoves], "clans")).toBeNull();
    expect(keyedLines([noMoves], [noMoves], "clans")).toBeNull();
    expect(siteLineOf("resigned.")).toBeNull();
  });

  it("a site line without a name reads as the reader's 'someone'", () => {
    expect(lineText({ key: "site.resigned", values: { name: "" } }, "de", "clans")).toBe("Jemand hat aufgegeben.");
    expect(lineText({ key: "site.resigned", values: { name: "" } }, "en", "clans")).toBe("A player resigned.");
  });
});
