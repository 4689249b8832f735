import { describe, expect, it } from "vitest";
import { checkedApply } from "@/lib/engine";
import { lineText } from "@/lib/matches/history/history-text";
import { glenMore } from "./index";
import { legalMoves, canTake } from "./rules";
import { canPlaceAt, legalPositions } from "./display";
import { TILES, TILE_INSTANCES } from "./data";
import { activationPhase, claim, expectRejected, idAt, play, putInChain, scenario } from "./test-helpers";
import type { GlenMoreState } from "./types";

/** A history line as the English history shows it (the game writes message refs). */
const english = (l: unknown) => lineText(l, "en", "glen-more");

const kindAt = (s: GlenMoreState, k: number) => {
  const e = s.chain[k];
  return e && e.kind === "tile" ? TILE_INSTANCES[e.tile] : null;
};

describe("turn order and the chain", () => {
  it("the figure furthest back moves; another seat is refused with the state unchanged", () => {
    const { s, seat } = scenario({ players: 4 });
    expect(glenMore.activeSeats(s)).toEqual([seat]);
    const other = (seat + 1) % 4;
    expect(legalMoves(s, other)).toEqual([]);
    expectRejected(s, other, { type: "end-turn" }, "NOT_YOUR_TURN");
    const via = checkedApply(glenMore, s, other, { type: "take", space: 5 });
    expect(via.ok).toBe(false);
  });

  it("end of turn: tiles behind the last figure leave, the front is refilled to 13 of 14 spaces, a figure ends the chain", () => {
    const { s, seat } = scenario({ players: 4 });
    // Jump to the front tile (index 12); the three other figures stay behind it.
    const space = putInChain(s, "d0-production-07", 12); // a free river tile
    const t1 = play(s, seat, { type: "take", space }, { type: "place", x: 0, y: 1 }, { type: "end-turn" });
    expect(t1.chain).toHaveLength(13);
    expect(t1.chain.every((e) => e !== null)).toBe(true);
    expect(t1.chain[0]).toEqual({ kind: "figure", seat: (seat + 1) % 4 });
    expect(t1.back).toBe((s.back + 1) % 14);
    expect(t1.chain[11]).toEqual({ kind: "figure", seat });
    expect(t1.turn.seat).toBe((seat + 1) % 4);
    expect(t1.events.map((e) => lineText(e, "en", "glen-more")).join(" ")).toContain("New tile");
  });

  it("the same player moves again while still last; tiles left behind are removed", () => {
    const { s, seat } = scenario({ players: 4 });
    // Chain: [me, tile, tile, other figures...]: rebuild it so two tiles lie before the other figures.
    const others = s.chain.slice(1, 4);
    const tiles = s.chain.slice(4);
    s.chain = [s.chain[0]!, tiles[0]!, tiles[1]!, ...others, ...tiles.slice(2)];
    const first = kindAt(s, 1)!;
    const def = TILES[first]!;
    // Take the second tile (index 2) if possible; else the first.
    const takeable = [1, 2].filter((k) => canTake(s, s.playerStates[seat]!, (s.chain[k] as { tile: number }).tile));
    expect(takeable.length).toBeGreaterThan(0);
    const k = takeable[takeable.length - 1]!;
    const t0 = play(s, seat, { type: "take", space: (s.back + k) % 14 });
    const u = play(
      t0,
      seat,
      legalMoves(t0, seat).find((m) => m.type === "place")!,
      { type: "end-turn" },
    );
    expect(u.turn.seat).toBe(seat);
    if (k === 2) {
      // The tile at index 1 lay behind the figure: it left the game.
      expect(u.removed).toHaveLength(1);
      expect(TILE_INSTANCES[u.removed[0]!]).toBe(first);
      expect(def).toBeDefined();
    }
  });

  it("an unaffordable or unplaceable tile cannot be taken (state unchanged)", () => {
    const { s, seat } = scenario({ players: 4, coins: 0 });
    const space = putInChain(s, "d1-castle-25", 6); // Castle Moil: wood, stone, grain
    expect(legalMoves(s, seat)).not.toContainEqual({ type: "take", space });
    expectRejected(s, seat, { type: "take", space });
    // A plain tile cannot touch the start village, whose four sides all show river or road.
    const space2 = putInChain(s, "d1-production-24", 7);
    expectRejected(s, seat, { type: "take", space: space2 });
  });
});

describe("placement rules", () => {
  const base = () =>
    scenario({
      tiles: [
        { kind: "d0-production-02", x: 0, y: -1 }, // forest with river
        { kind: "d0-production-01", x: 1, y: 0 }, // quarry with road
      ],
    });

  it("edge contact is required, a clan member on a neighbouring tile counts diagonally", () => {
    const { s, seat } = base();
    const tiles = s.playerStates[seat]!.tiles;
    const plain = TILES["d1-production-24"]!;
    // (1,-1): edges with forest (E side of forest is plain) and quarry (N side plain); clan member on (0,0) is diagonal.
    expect(canPlaceAt(tiles, plain, 1, -1)).toBe(true);
    // (2,-1): touches nothing by an edge... it touches nothing at all.
    expect(canPlaceAt(tiles, plain, 2, -2)).toBe(false);
    // (2,-1) has no edge neighbour ((1,-1) is empty): corner contact with the quarry is not enough.
    expect(canPlaceAt(tiles, plain, 2, -1)).toBe(false);
    // Without a clan member in reach: (0,-2) is far from the start village.
    const riverTile = TILES["d0-production-07"]!;
    expect(canPlaceAt(tiles, riverTile, 0, -2)).toBe(false);
    tiles[1]!.clan = 1; // a clan member on the forest
    expect(canPlaceAt(tiles, riverTile, 0, -2)).toBe(true);
  });

  it("river straight N-S and road straight E-W, never interrupted or started twice; plain sides only against plain sides", () => {
    const { s, seat } = base();
    const tiles = s.playerStates[seat]!.tiles;
    const river = TILES["d0-production-07"]!;
    const road = TILES["d0-production-08"]!;
    const plain = TILES["d1-production-24"]!;
    expect(canPlaceAt(tiles, river, 0, 1)).toBe(true); // continues the river south
    expect(canPlaceAt(tiles, river, 1, -1)).toBe(false); // would start a second river
    expect(canPlaceAt(tiles, river, -1, 0)).toBe(false); // river tile against the village's road side
    expect(canPlaceAt(tiles, road, -1, 0)).toBe(true); // continues the road west
    expect(canPlaceAt(tiles, road, 1, 1)).toBe(false); // a second road
    expect(canPlaceAt(tiles, plain, 0, 1)).toBe(false); // plain side against the river
    expect(canPlaceAt(tiles, plain, -1, 0)).toBe(false); // plain side against the road
    const { s: s2, seat: seat2 } = base();
    const space = putInChain(s2, "d1-production-24", 5);
    const t = play(s2, seat2, { type: "take", space });
    expect(legalMoves(t, seat2)).toContainEqual({ type: "place", x: 1, y: -1 });
    expectRejected(t, seat2, { type: "place", x: 0, y: 1 });
    expectRejected(t, seat2, { type: "place", x: 5, y: 5 });
    expect(
      legalPositions(t.playerStates[seat2]!.tiles, plain).every((p) =>
        canPlaceAt(t.playerStates[seat2]!.tiles, plain, p.x, p.y),
      ),
    ).toBe(true);
  });
});

describe("tile functions", () => {
  it("production puts a cube on the tile, at most three: a full tile cannot be activated (state unchanged)", () => {
    const { s, seat } = scenario({ tiles: [{ kind: "d0-production-02", x: 0, y: -1, cubes: ["wood", "wood"] }] });
    const forest = idAt(s, seat, 0, -1);
    activationPhase(s, seat, [forest]);
    const t = play(s, seat, { type: "activate", tile: forest });
    expect(t.playerStates[seat]!.tiles.find((x) => x.id === forest)!.cubes).toEqual(["wood", "wood", "wood"]);
    expectRejected(t, seat, { type: "activate", tile: forest });
    const full = scenario({ tiles: [{ kind: "d0-production-02", x: 0, y: -1, cubes: ["wood", "wood", "wood"] }] });
    const f2 = idAt(full.s, full.seat, 0, -1);
    activationPhase(full.s, full.seat, [f2]);
    expectRejected(full.s, full.seat, { type: "activate", tile: f2 });
  });

  it("a tile is activated at most once per turn, and only in reach", () => {
    const { s, seat } = scenario({
      tiles: [
        { kind: "d0-production-02", x: 0, y: -1 },
        { kind: "d0-production-07", x: 0, y: 1 },
      ],
    });
    const forest = idAt(s, seat, 0, -1);
    activationPhase(s, seat, [forest]);
    const t = play(s, seat, { type: "activate", tile: forest });
    expectRejected(t, seat, { type: "activate", tile: forest });
    expectRejected(t, seat, { type: "activate", tile: idAt(t, seat, 0, 1) });
  });

  it("distillery: a whisky when placed; one grain from anywhere in the display (bought if needed) for one whisky", () => {
    const { s, seat } = scenario({
      coins: 1,
      tiles: [
        { kind: "d0-production-05", x: 1, y: 0, cubes: ["grain"], clan: 1 },
        { kind: "d1-production-23", x: 1, y: -1, cubes: ["stone"] },
      ],
    });
    const space = putInChain(s, "d1-distillery-15", 5); // road, costs a stone
    let t = play(
      s,
      seat,
      { type: "take", space },
      { type: "pay", resource: "stone", tile: idAt(s, seat, 1, -1) },
      { type: "place", x: 2, y: 0 },
    );
    expect(t.playerStates[seat]!.whisky).toBe(1);
    const dist = idAt(t, seat, 2, 0);
    t = play(t, seat, { type: "activate", tile: dist }, { type: "pay", resource: "grain", tile: idAt(t, seat, 1, 0) });
    expect(t.playerStates[seat]!.whisky).toBe(2);
    expectRejected(t, seat, { type: "activate", tile: dist });
  });

  it("butchers, fairs (different resources only), grocer (exactly three, any kind), bridge, tavern", () => {
    const { s, seat } = scenario({
      coins: 0,
      tiles: [
        { kind: "d1-butcher-10", x: 1, y: 1, cubes: ["sheep", "sheep"] },
        { kind: "d1-fair-13", x: 1, y: -1, cubes: ["wood", "wood", "stone"] },
        { kind: "d3-grocer-52", x: -1, y: 1, cubes: ["cattle", "cattle", "cattle"] },
        { kind: "d3-bridge-62", x: 0, y: 1, cubes: ["wood", "stone"] },
        { kind: "d2-tavern-31", x: -1, y: -1 },
      ],
    });
    const [butcher, fair, grocer, bridge, tavern] = [
      idAt(s, seat, 1, 1),
      idAt(s, seat, 1, -1),
      idAt(s, seat, -1, 1),
      idAt(s, seat, 0, 1),
      idAt(s, seat, -1, -1),
    ];
    activationPhase(s, seat, [butcher, fair, grocer, bridge, tavern]);
    const moves = legalMoves(s, seat);
    expect(moves).toContainEqual({ type: "activate", tile: butcher, option: 1 });
    expect(moves).toContainEqual({ type: "activate", tile: fair, option: 1 });
    // Resources for the fair may come from anywhere in the display: wood, stone, sheep, cattle are there.
    expect(moves).toContainEqual({ type: "activate", tile: fair, option: 2 });
    expect(moves).not.toContainEqual({ type: "activate", tile: butcher, option: 2 });
    let t = play(
      s,
      seat,
      { type: "activate", tile: butcher, option: 1 },
      { type: "pay", resource: "sheep", tile: butcher },
      { type: "pay", resource: "sheep", tile: butcher },
    );
    expect(t.playerStates[seat]!.vp).toBe(4);
    t = play(t, seat, { type: "activate", tile: fair, option: 1 }, { type: "pay", resource: "wood", tile: fair });
    expectRejected(t, seat, { type: "pay", resource: "wood", tile: fair }); // must be different
    t = play(t, seat, { type: "pay", resource: "stone", tile: fair });
    expect(t.playerStates[seat]!.vp).toBe(7);
    t = play(t, seat, { type: "activate", tile: grocer, option: 0 });
    for (let i = 0; i < 3; i++) t = play(t, seat, { type: "pay", resource: "cattle", tile: grocer });
    expect(t.playerStates[seat]!.vp).toBe(15);
    t = play(
      t,
      seat,
      { type: "activate", tile: bridge, option: 0 },
      { type: "pay", resource: "wood", tile: bridge },
      { type: "pay", resource: "stone", tile: bridge },
    );
    expect(t.playerStates[seat]!.vp).toBe(22);
    t = play(t, seat, { type: "activate", tile: tavern });
    expect(t.playerStates[seat]!.vp).toBe(25);
  });

  it("tavern costs a whisky (never bought); cattle+sheep butcher needs exactly one of each", () => {
    const { s, seat } = scenario({ coins: 6, tiles: [{ kind: "d1-production-24", x: 1, y: 1, clan: 1 }] });
    const space = putInChain(s, "d2-tavern-31", 5);
    expectRejected(s, seat, { type: "take", space });
    s.playerStates[seat]!.whisky = 1;
    const t = play(s, seat, { type: "take", space });
    expect(t.playerStates[seat]!.whisky).toBe(0);
    expect(t.turn.phase).toBe("place");
    const b = scenario({
      coins: 0,
      tiles: [
        { kind: "d2-butcher-32", x: 1, y: 1, cubes: [] },
        { kind: "d1-production-21", x: 1, y: -1, cubes: ["cattle", "cattle"] },
      ],
    });
    const butcher = idAt(b.s, b.seat, 1, 1);
    activationPhase(b.s, b.seat, [butcher]);
    expectRejected(b.s, b.seat, { type: "activate", tile: butcher, option: 0 });
  });

  it("villages: a clan member when placed; grey tiles give movement points; clan members move to neighbours (diagonals too) or become chieftains, promotions first", () => {
    const { s, seat } = scenario({ coins: 6, startClan: 1 });
    const space = putInChain(s, "d0-village-04", 5); // village with road
    let t = play(s, seat, { type: "take", space }, { type: "place", x: 1, y: 0 });
    const village = idAt(t, seat, 1, 0);
    const start = idAt(t, seat, 0, 0);
    expect(t.playerStates[seat]!.tiles.find((x) => x.id === village)!.clan).toBe(1);
    t = play(t, seat, { type: "activate", tile: village }, { type: "activate", tile: start });
    expect(t.turn.movement).toBe(2);
    t = play(t, seat, { type: "promote", tile: village });
    expect(t.playerStates[seat]!.chieftains).toBe(1);
    // The last clan member may not be promoted (state unchanged).
    expectRejected(t, seat, { type: "promote", tile: start });
    t = play(t, seat, { type: "move-clan", from: start, to: village });
    expect(t.playerStates[seat]!.tiles.find((x) => x.id === village)!.clan).toBe(1);
    expect(t.turn.movement).toBe(0);
    expectRejected(t, seat, { type: "move-clan", from: village, to: start });
  });

  it("no promotion after a clan member has moved (online notes)", () => {
    const { s, seat } = scenario({ startClan: 2, tiles: [{ kind: "d0-village-04", x: 1, y: 0 }] });
    const start = idAt(s, seat, 0, 0);
    activationPhase(s, seat, [start, idAt(s, seat, 1, 0)]);
    const t = play(
      s,
      seat,
      { type: "activate", tile: start },
      { type: "activate", tile: idAt(s, seat, 1, 0) },
      { type: "move-clan", from: start, to: idAt(s, seat, 1, 0) },
    );
    expectRejected(t, seat, { type: "promote", tile: start });
  });

  it("the last clan member may become a chieftain in the very last turn (exactly one tile left in the last deck)", () => {
    const { s, seat } = scenario({ startClan: 1 });
    const start = idAt(s, seat, 0, 0);
    activationPhase(s, seat, [start]);
    let t = play(s, seat, { type: "activate", tile: start });
    expectRejected(t, seat, { type: "promote", tile: start });
    s.decks = [[], [], [], [s.decks[3]![0]!]];
    t = play(s, seat, { type: "activate", tile: start }, { type: "promote", tile: start });
    expect(t.playerStates[seat]!.chieftains).toBe(1);
  });
});

describe("special locations", () => {
  it("Loch Ness costs a clan member or a chieftain; once per turn it activates any tile not yet activated", () => {
    const { s, seat } = scenario({
      startClan: 2,
      tiles: [
        { kind: "d0-production-08", x: 1, y: 0 },
        { kind: "d0-production-01", x: 2, y: 0 },
      ],
    });
    s.playerStates[seat]!.chieftains = 1;
    const space = putInChain(s, "d2-loch-35", 5);
    let t = play(s, seat, { type: "take", space });
    const moves = legalMoves(t, seat);
    expect(moves).toContainEqual({ type: "pay-chieftain" });
    expect(moves).toContainEqual({ type: "pay-clan", tile: idAt(t, seat, 0, 0) });
    t = play(t, seat, { type: "pay-clan", tile: idAt(t, seat, 0, 0) }, { type: "place", x: 0, y: 1 });
    expect(t.playerStates[seat]!.cards).toEqual(["Loch Ness"]);
    const far = idAt(t, seat, 2, 0);
    expect(t.turn.activatable).not.toContain(far);
    t = play(t, seat, { type: "loch-ness", tile: far });
    expect(t.playerStates[seat]!.tiles.find((x) => x.id === far)!.cubes).toEqual(["stone"]);
    expectRejected(t, seat, { type: "loch-ness", tile: idAt(t, seat, 1, 0) });
  });

  it("Loch Oich: two different resources; activates every tile instead of the normal activations, no Loch Ness", () => {
    const { s, seat } = scenario({
      coins: 0,
      tiles: [
        { kind: "d0-production-02", x: 0, y: -1, cubes: ["wood", "wood"] },
        { kind: "d0-production-01", x: 1, y: 0, cubes: ["stone"] },
        { kind: "d0-production-05", x: 2, y: 0 },
      ],
    });
    s.playerStates[seat]!.cards = ["Loch Ness"];
    const space = putInChain(s, "d3-loch-56", 5);
    let t = play(s, seat, { type: "take", space }, { type: "pay", resource: "wood", tile: idAt(s, seat, 0, -1) });
    expectRejected(t, seat, { type: "pay", resource: "wood", tile: idAt(s, seat, 0, -1) });
    t = play(t, seat, { type: "pay", resource: "stone", tile: idAt(s, seat, 1, 0) }, { type: "place", x: 0, y: 1 });
    expect(t.turn.oich).toBe(true);
    expect(t.turn.activatable).toHaveLength(5);
    expect(legalMoves(t, seat).some((m) => m.type === "loch-ness")).toBe(false);
    t = play(t, seat, { type: "activate", tile: idAt(t, seat, 2, 0) }); // far away, still activated
    expect(t.playerStates[seat]!.tiles.find((x) => x.x === 2)!.cubes).toEqual(["grain"]);
  });

  it("Loch Shiel: sales first if wanted, then a cube on every empty production tile and any resource on an empty Iona Abbey", () => {
    const { s, seat } = scenario({
      market: [1, 0, 0, 0, 0],
      tiles: [
        { kind: "d0-production-02", x: 0, y: -1, cubes: ["wood"] },
        { kind: "d0-production-01", x: 1, y: 0, cubes: ["stone"] },
        { kind: "d0-production-05", x: 2, y: 0 },
        { kind: "d2-abbey-44", x: -1, y: 0 },
      ],
    });
    s.playerStates[seat]!.cards = ["Iona Abbey"];
    const space = putInChain(s, "d3-loch-48", 5);
    let t = play(s, seat, { type: "take", space }, { type: "place", x: 0, y: 1 });
    expect(t.turn.phase).toBe("shiel");
    expect(legalMoves(t, seat)).toContainEqual({ type: "loch-shiel", abbey: "cattle" });
    t = play(
      t,
      seat,
      { type: "sell", resource: "wood", tile: idAt(t, seat, 0, -1) },
      { type: "loch-shiel", abbey: "cattle" },
    );
    const cubes = (x: number, y: number) => t.playerStates[seat]!.tiles.find((q) => q.x === x && q.y === y)!.cubes;
    expect(cubes(0, -1)).toEqual(["wood"]);
    expect(cubes(1, 0)).toEqual(["stone"]);
    expect(cubes(2, 0)).toEqual(["grain"]);
    expect(cubes(-1, 0)).toEqual(["cattle"]);
    expect(t.turn.phase).toBe("activate");
  });

  it("Loch Lochy: two resources of choice onto the tile", () => {
    const { s, seat } = scenario({});
    const space = putInChain(s, "d1-loch-09", 5);
    const t = play(
      s,
      seat,
      { type: "take", space },
      { type: "place", x: 0, y: 1 },
      { type: "choose-resource", resource: "sheep" },
      { type: "choose-resource", resource: "sheep" },
    );
    expect(t.playerStates[seat]!.tiles.find((q) => q.y === 1)!.cubes).toEqual(["sheep", "sheep"]);
    expect(t.playerStates[seat]!.cards).toEqual(["Loch Lochy"]);
  });

  it("castles: a clan member and the card; Stalker two clan members, Moil a whisky, Armadale 3 coins, Donan 2 whisky", () => {
    const cases: [string, { clan: number; whisky: number; coins: number }][] = [
      ["d1-castle-26", { clan: 2, whisky: 0, coins: 0 }],
      ["d1-castle-25", { clan: 1, whisky: 1, coins: 0 }],
      ["d1-castle-28", { clan: 1, whisky: 0, coins: 3 }],
      ["d3-castle-60", { clan: 1, whisky: 2, coins: 0 }],
    ];
    for (const [kind, gain] of cases) {
      const def = TILES[kind]!;
      const { s, seat } = scenario({
        coins: 0,
        tiles: [
          { kind: "d0-production-02", x: 0, y: -1, cubes: ["wood"], clan: 1 },
          { kind: "d1-production-23", x: 1, y: -1, cubes: ["stone"] },
          { kind: "d1-production-22", x: 2, y: -1, cubes: ["grain"] },
          { kind: "d0-production-01", x: 1, y: 0, clan: 1 },
        ],
      });
      const space = putInChain(s, kind, 5);
      let t = play(s, seat, { type: "take", space });
      while (t.turn.phase === "pay")
        t = play(
          t,
          seat,
          legalMoves(t, seat).find((m) => m.type === "pay")!,
        );
      const pos = def.river ? { x: 0, y: 1 } : def.road ? { x: 2, y: 0 } : { x: -1, y: -1 };
      t = play(t, seat, { type: "place", ...pos });
      const p = t.playerStates[seat]!;
      expect(p.cards).toEqual([def.special]);
      expect(p.tiles.find((q) => q.x === pos.x && q.y === pos.y)!.clan).toBe(gain.clan);
      expect(p.whisky).toBe(gain.whisky);
      expect(p.coins).toBe(gain.coins);
    }
  });
});

describe("a player who cannot take any tile", () => {
  it("passes: the figure moves onto the first tile ahead, which leaves the game, and the turn ends", () => {
    const { s, seat } = scenario({ coins: 0, startClan: 0, tiles: [{ kind: "d0-production-01", x: 1, y: 0 }] });
    // No clan member in the display: nothing can be placed.
    expect(legalMoves(s, seat)).toEqual([{ type: "pass" }]);
    const firstTile = s.chain.findIndex((e, i) => i > 0 && e?.kind === "tile");
    const tile = (s.chain[firstTile] as { tile: number }).tile;
    expect(glenMore.moveKind(s, seat, { type: "pass" })).toBe("end");
    const t = play(s, seat, { type: "pass" });
    expect(t.removed).toContain(tile);
    expect(t.chain).toHaveLength(13);
    expect(t.playerStates[seat]!.tiles).toHaveLength(2);
    expect(english(glenMore.describeMove(s, seat, { type: "pass" }, t))).toContain("could take no tile");
    // Passing is refused when a tile can be taken.
    const ok = scenario({});
    expectRejected(ok.s, ok.seat, { type: "pass" });
  });
});

it("claim helper keeps tiles unique", () => {
  const { s } = scenario({});
  const id = claim(s, "d3-bridge-62");
  expect(s.decks.flat()).not.toContain(id);
});

describe("history lines", () => {
  it("describes takes with their cost, activations with their effect, and sales with their price", () => {
    const { s, seat } = scenario({
      startClan: 2,
      market: [0, 0, 2, 0, 0],
      tiles: [{ kind: "d0-production-03", x: 0, y: -1, cubes: ["sheep"] }],
    });
    const space = putInChain(s, "d2-loch-35", 5);
    const d = (m: Parameters<typeof glenMore.describeMove>[2]) =>
      english(glenMore.describeMove(s, seat, m, play(s, seat, m)));
    expect(d({ type: "take", space })).toBe("took Loch Ness (cost: 1 clan member)");
    expect(d({ type: "sell", resource: "sheep", tile: idAt(s, seat, 0, -1) })).toBe("sold 1 sheep for 2 coins");
    const a = JSON.parse(JSON.stringify(s)) as GlenMoreState;
    activationPhase(a, seat, [idAt(a, seat, 0, -1)]);
    const m = { type: "activate", tile: idAt(a, seat, 0, -1) } as const;
    expect(english(glenMore.describeMove(a, seat, m, play(a, seat, m)))).toBe("activated Meadow (sheep) (+1 sheep)");
  });
});
