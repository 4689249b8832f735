import { describe, expect, it } from "vitest";
import { clans } from "@/lib/games/clans";
import { COLOURS } from "@/lib/games/clans/rules-data";
import { mapFocus, scrollLeftToShow } from "./map-scroll";
import { movableFrom, movesFrom, villageChoices } from "./presentation";

const start = clans.setup({ players: 2, seed: "map-scroll", options: {} });
const view = clans.playerView(start, 0);
const legal = clans.legalMoves(start, 0);
const sources = movableFrom(legal);

describe("mapFocus", () => {
  it("at the start of a turn shows the movable territories holding the player's own colour", () => {
    const mine = COLOURS.indexOf(view.myColour!);
    const focus = mapFocus(view, { selected: null, targets: [], sources, choices: [] });
    expect(focus.length).toBeGreaterThan(0);
    expect(focus.length).toBeLessThan(sources.size);
    for (const id of focus) {
      expect(sources.has(id)).toBe(true);
      expect(view.huts[id]![mine]).toBeGreaterThan(0);
    }
  });

  it("with a territory selected shows it and its targets; village choices come first", () => {
    const from = [...sources][0]!;
    const targets = movesFrom(legal, from).map((m) => m.to);
    expect(mapFocus(view, { selected: from, targets, sources, choices: [] })).toEqual([from, ...targets]);
    expect(mapFocus(view, { selected: from, targets, sources, choices: [7, 9] })).toEqual([7, 9]);
    expect(villageChoices(legal)).toEqual([]);
  });

  it("without anything to do shows the last move, else nothing", () => {
    const moved = { ...view, lastMove: { seat: 1, from: 3, to: 4, huts: 2 } };
    expect(mapFocus(moved, { selected: null, targets: [], sources: [], choices: [] })).toEqual([3, 4]);
    expect(mapFocus(view, { selected: null, targets: [], sources: [], choices: [] })).toEqual([]);
  });

  it("takes any movable territory when none holds the player's colour", () => {
    const watching = { ...view, myColour: null };
    expect(mapFocus(watching, { selected: null, targets: [], sources: [1, 2], choices: [] })).toEqual([1, 2]);
  });
});

describe("scrollLeftToShow", () => {
  const box = { current: 0, visible: 340, content: 850 };

  it("leaves the map where it is when everything is on screen, and with nothing to show", () => {
    expect(scrollLeftToShow([100, 200], box, 30)).toBe(0);
    expect(scrollLeftToShow([], { ...box, current: 120 }, 30)).toBe(120);
  });

  it("centres what fits on screen, within the map's ends", () => {
    expect(scrollLeftToShow([500, 600], box, 30)).toBe(380);
    expect(scrollLeftToShow([800, 840], box, 30)).toBe(510);
  });

  it("shows the screenful holding the most points when they do not fit", () => {
    // Three points on the right, one on the left: the right ones.
    const left = scrollLeftToShow([50, 560, 640, 700], box, 30);
    expect(left).toBe(Math.round((560 + 700) / 2 - 170));
    for (const x of [560, 640, 700]) {
      expect(x - 30).toBeGreaterThanOrEqual(left);
      expect(x + 30).toBeLessThanOrEqual(left + 340);
    }
  });
});
