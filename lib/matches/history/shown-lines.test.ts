import { describe, expect, it } from "vitest";
import { ref } from "@/lib/engine";
import { linesText, shownLines } from "./history-text";

describe("the lines a history shows", () => {
  it("leaves out Stone Age's 'ended placement turn' (keyed and as an old English sentence), nothing else", () => {
    const stored = [
      ref("place", { people: 2, refsPlace: JSON.stringify([ref("loc.forest")]) }),
      ref("endPlacement"),
      "ended placement turn",
    ];
    expect(linesText(shownLines(stored, "stone-age"), "en", "stone-age")).toEqual(["placed 2 people on the forest"]);
    expect(linesText(shownLines(stored, "stone-age"), "de", "stone-age")).toHaveLength(1);
    // Finishing the actions says something (the player may have given some up): kept.
    expect(shownLines([ref("finishedActions")], "stone-age")).toHaveLength(1);
    // Other games keep every line; a stored value that is no list is no line.
    expect(shownLines(["ended placement turn"], "glen-more")).toHaveLength(1);
    expect(shownLines(null, "stone-age")).toEqual([]);
  });
});
