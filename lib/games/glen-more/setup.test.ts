import { describe, expect, it } from "vitest";
import { glenMore } from "./index";
import { setupState } from "./setup";
import { START_VILLAGE_ID0, deckTileIds } from "./data";
import { marketCoins } from "./market";

describe("setup", () => {
  it.each([
    [2, 1, 2],
    [3, 1, 1],
    [4, 0, 1],
    [5, 0, 0],
  ])(
    "%i players: figures from the start player on, die=%i, 8 deck-0 tiles and %i deck-1 tiles, one gap",
    (players, die, fromDeck1) => {
      const s = setupState(players, "setup-seed");
      expect(s.chain).toHaveLength(13);
      const figures = s.chain.slice(0, players);
      expect(figures).toEqual(
        Array.from({ length: players }, (_, i) => ({ kind: "figure", seat: (s.turn.seat + i) % players })),
      );
      expect(s.chain.filter((e) => e?.kind === "die")).toHaveLength(die);
      if (die) expect(s.chain[players]).toEqual({ kind: "die" });
      const tiles = s.chain.filter((e) => e?.kind === "tile").map((e) => (e as { tile: number }).tile);
      const d0 = new Set(deckTileIds(0));
      const d1 = new Set(deckTileIds(1));
      expect(tiles.filter((t) => d0.has(t))).toHaveLength(8);
      expect(tiles.filter((t) => d1.has(t))).toHaveLength(fromDeck1);
      expect(s.decks.map((d) => d.length)).toEqual([0, 23 - fromDeck1, 19, 17]);
      // The start player stands on space 0: the empty space 13 is directly behind it.
      expect(s.back).toBe(0);
      expect(glenMore.playerView(s, null).track[13]).toBeNull();
      for (let seat = 0; seat < players; seat++) {
        const p = s.playerStates[seat]!;
        expect(p.coins).toBe(6);
        expect(p.tiles).toEqual([{ id: START_VILLAGE_ID0 + seat, x: 0, y: 0, cubes: [], clan: 1 }]);
      }
      // 2-3 players: a coin on each "1" field; 4-5 players: empty market.
      expect(s.market).toEqual([0, 0, 0, 0, 0].map(() => (die ? 1 : 0)));
      expect(s.supplyCoins + marketCoins(s.market) + 6 * players).toBe(33);
      expect(glenMore.activeSeats(s)).toEqual([s.turn.seat]);
    },
  );

  it("draws the start player and the deck order from the seed", () => {
    const starts = new Set(Array.from({ length: 20 }, (_, i) => setupState(4, `seed-${i}`).turn.seat));
    expect(starts.size).toBeGreaterThan(1);
    expect(setupState(4, "same")).toEqual(setupState(4, "same"));
    expect(setupState(4, "a").decks).not.toEqual(setupState(4, "b").decks);
  });

  it("parses empty options and rejects unknown player counts", () => {
    expect(glenMore.optionsSchema.parse({})).toEqual({});
    expect(() => setupState(1, "x")).toThrow();
    expect(() => setupState(6, "x")).toThrow();
  });

  it("never shows deck order, the rng state or the seed in a view", () => {
    const s = setupState(3, "secret-seed");
    const v = glenMore.playerView(s, 0);
    const text = JSON.stringify(v);
    expect(v.deckCounts).toEqual(s.decks.map((d) => d.length));
    expect(text).not.toContain("rng");
    expect(text).not.toContain("decks");
    expect(text).not.toContain(JSON.stringify(s.decks[2]));
    expect(text).not.toContain("secret-seed");
    expect(v.track.filter((t) => t !== null)).toHaveLength(13);
  });
});
