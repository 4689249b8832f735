/**
 * Rules from the rule texts (000 online rules page, 001 printed rulebook) that the other test files did not
 * check directly. Each test names the passage it follows.
 */
import { describe, expect, it } from "vitest";
import { glenMore } from "./index";
import { legalMoves } from "./rules";
import { finalRows, winnersOf } from "./scoring";
import { DIE_FACES, START_VILLAGE_ID0 } from "./data";
import { activationPhase, claim, expectRejected, idAt, play, putInChain, scenario } from "./test-helpers";
import type { GlenMoreState, PlayerState } from "./types";

const tileOf = (s: GlenMoreState, seat: number, id: number) => s.playerStates[seat]!.tiles.find((t) => t.id === id)!;

describe('turn order ("immer der Letzte in der Kette", "mehrfach direkt hintereinander")', () => {
  /** Chain [me, A, B, other figures, tiles...]: A and B lie before the other players' figures. */
  function twoTilesBehindOthers() {
    const { s, seat } = scenario({ players: 4 });
    const a = claim(s, "d0-production-07"); // river quarry, fits at (0, 1)
    const b = claim(s, "d0-production-02"); // river forest, fits at (0, -1)
    const others = s.chain.slice(1, 4);
    const rest = s.chain.slice(4);
    for (const e of rest.slice(7)) if (e && e.kind === "tile") s.decks[3]!.push(e.tile);
    s.chain = [s.chain[0]!, { kind: "tile", tile: a }, { kind: "tile", tile: b }, ...others, ...rest.slice(0, 7)];
    return { s, seat, a, b };
  }

  it("a player still last after moving plays again; nothing is removed when no tile lies behind him", () => {
    const { s, seat } = twoTilesBehindOthers();
    const t = play(
      s,
      seat,
      { type: "take", space: (s.back + 1) % 14 },
      { type: "place", x: 0, y: 1 },
      { type: "end-turn" },
    );
    expect(t.turn.seat).toBe(seat);
    expect(t.removed).toEqual([]);
    expect(t.chain).toHaveLength(13);
  });

  it("jumping over a tile while staying last: the skipped tile behind the figure leaves the game, and he plays again", () => {
    const { s, seat, a } = twoTilesBehindOthers();
    const t = play(
      s,
      seat,
      { type: "take", space: (s.back + 2) % 14 },
      { type: "place", x: 0, y: -1 },
      { type: "end-turn" },
    );
    expect(t.turn.seat).toBe(seat);
    expect(t.removed).toEqual([a]);
    expect(t.chain[0]).toEqual({ kind: "figure", seat });
    expect(t.chain).toHaveLength(13);
  });
});

describe("market details", () => {
  it("a cost in a market row with no free field cannot be bought, so the tile cannot be taken however many coins", () => {
    // Village d1-village-20 costs 1 wood and fits at (0, 1) (river).
    const full = scenario({ coins: 30, market: [3, 0, 0, 0, 0] });
    const space = putInChain(full.s, "d1-village-20", 5);
    expect(legalMoves(full.s, full.seat)).not.toContainEqual({ type: "take", space });
    expectRejected(full.s, full.seat, { type: "take", space });
    const free = scenario({ coins: 3, market: [2, 0, 0, 0, 0] });
    const space2 = putInChain(free.s, "d1-village-20", 5);
    const t = play(free.s, free.seat, { type: "take", space: space2 }, { type: "buy", resource: "wood" });
    expect(t.playerStates[free.seat]!.coins).toBe(0); // the third field costs 3
    expect(t.market[0]).toBe(3);
    expect(t.turn.phase).toBe("place");
  });

  it("selling is allowed in every phase of the own turn: before placing and after moving clan members", () => {
    const { s, seat } = scenario({
      market: [2, 0, 0, 0, 0],
      startClan: 2,
      tiles: [{ kind: "d1-production-24", x: 1, y: 1, cubes: ["wood", "wood"] }],
    });
    const forest = idAt(s, seat, 1, 1);
    const space = putInChain(s, "d0-village-04", 5); // road village, free
    let t = play(s, seat, { type: "take", space });
    expect(t.turn.phase).toBe("place");
    expect(legalMoves(t, seat)).toContainEqual({ type: "sell", resource: "wood", tile: forest });
    t = play(t, seat, { type: "sell", resource: "wood", tile: forest }, { type: "place", x: 1, y: 0 });
    t = play(t, seat, { type: "activate", tile: idAt(t, seat, 1, 0) }, { type: "promote", tile: idAt(t, seat, 0, 0) });
    expect(t.turn.phase).toBe("move");
    const coins = t.playerStates[seat]!.coins;
    t = play(t, seat, { type: "sell", resource: "wood", tile: forest });
    expect(t.playerStates[seat]!.coins).toBe(coins + 1);
  });

  it("whisky is no resource: it can be neither sold nor bought, and it does not count in the tie-break", () => {
    expect(glenMore.moveSchema.safeParse({ type: "sell", resource: "whisky", tile: 1 }).success).toBe(false);
    expect(glenMore.moveSchema.safeParse({ type: "buy", resource: "whisky" }).success).toBe(false);
    const p = (whisky: number, cubes: number): PlayerState => ({
      tiles: [
        { id: START_VILLAGE_ID0, x: 0, y: 0, cubes: Array.from({ length: cubes }, () => "stone" as const), clan: 1 },
      ],
      coins: 0,
      whisky,
      vp: 10,
      chieftains: 0,
      cards: [],
    });
    expect(winnersOf(finalRows([p(5, 0), p(0, 1)]))).toEqual([1]);
  });
});

describe("tile functions not covered elsewhere", () => {
  it("distillery: the grain may be bought at the market; without grain or coins the distillery offers nothing", () => {
    const { s, seat } = scenario({
      coins: 1,
      market: [0, 0, 0, 0, 0],
      tiles: [{ kind: "d1-distillery-11", x: 1, y: 1 }],
    });
    const dist = idAt(s, seat, 1, 1);
    activationPhase(s, seat, [dist]);
    let t = play(s, seat, { type: "activate", tile: dist });
    expect(legalMoves(t, seat)).toEqual([{ type: "buy", resource: "grain" }]);
    t = play(t, seat, { type: "buy", resource: "grain" });
    expect(t.playerStates[seat]!.whisky).toBe(1);
    expect(t.playerStates[seat]!.coins).toBe(0);
    expect(t.market[4]).toBe(1);
    const poor = scenario({ coins: 0, tiles: [{ kind: "d1-distillery-11", x: 1, y: 1 }] });
    const d2 = idAt(poor.s, poor.seat, 1, 1);
    activationPhase(poor.s, poor.seat, [d2]);
    expectRejected(poor.s, poor.seat, { type: "activate", tile: d2 });
  });

  it("Iona Abbey: any resource per activation, but at most three cubes on it", () => {
    const { s, seat } = scenario({ tiles: [{ kind: "d2-abbey-44", x: 1, y: 1, cubes: ["wood", "stone"] }] });
    const abbey = idAt(s, seat, 1, 1);
    activationPhase(s, seat, [abbey]);
    expect(legalMoves(s, seat).filter((m) => m.type === "activate")).toHaveLength(5);
    const t = play(s, seat, { type: "activate", tile: abbey, resource: "cattle" });
    expect(tileOf(t, seat, abbey).cubes).toEqual(["wood", "stone", "cattle"]);
    const full = scenario({ tiles: [{ kind: "d2-abbey-44", x: 1, y: 1, cubes: ["wood", "stone", "sheep"] }] });
    const a2 = idAt(full.s, full.seat, 1, 1);
    activationPhase(full.s, full.seat, [a2]);
    expect(legalMoves(full.s, full.seat).some((m) => m.type === "activate")).toBe(false);
    expectRejected(full.s, full.seat, { type: "activate", tile: a2, resource: "wood" });
  });

  it("taverns give 3 or 4 points without giving anything", () => {
    const { s, seat } = scenario({
      tiles: [
        { kind: "d3-tavern-59", x: 1, y: 1 },
        { kind: "d2-tavern-31", x: -1, y: -1 },
        { kind: "d1-production-24", x: 1, y: -1, cubes: ["wood"] },
      ],
    });
    const [big, small] = [idAt(s, seat, 1, 1), idAt(s, seat, -1, -1)];
    activationPhase(s, seat, [big, small]);
    const t = play(s, seat, { type: "activate", tile: big }, { type: "activate", tile: small });
    expect(t.playerStates[seat]!.vp).toBe(7);
    expect(tileOf(t, seat, idAt(t, seat, 1, -1)).cubes).toEqual(["wood"]);
  });

  it("the large fair: five different resources for 12 points", () => {
    const { s, seat } = scenario({
      coins: 0,
      tiles: [
        { kind: "d3-fair-51", x: 1, y: 1 },
        { kind: "d1-production-24", x: 1, y: -1, cubes: ["wood", "stone", "sheep"] },
        { kind: "d1-production-23", x: -1, y: -1, cubes: ["cattle", "grain", "grain"] },
      ],
    });
    const fair = idAt(s, seat, 1, 1);
    const [f1, f2] = [idAt(s, seat, 1, -1), idAt(s, seat, -1, -1)];
    activationPhase(s, seat, [fair]);
    expect(legalMoves(s, seat)).toContainEqual({ type: "activate", tile: fair, option: 4 });
    let t = play(s, seat, { type: "activate", tile: fair, option: 4 }, { type: "pay", resource: "grain", tile: f2 });
    expectRejected(t, seat, { type: "pay", resource: "grain", tile: f2 });
    t = play(
      t,
      seat,
      { type: "pay", resource: "wood", tile: f1 },
      { type: "pay", resource: "stone", tile: f1 },
      { type: "pay", resource: "sheep", tile: f1 },
      { type: "pay", resource: "cattle", tile: f2 },
    );
    expect(t.playerStates[seat]!.vp).toBe(12);
    expect(t.turn.phase).toBe("activate");
    // Without a fifth different resource (and no coins) the 12-point option is not offered.
    const four = scenario({
      coins: 0,
      tiles: [
        { kind: "d3-fair-51", x: 1, y: 1 },
        { kind: "d1-production-24", x: 1, y: -1, cubes: ["wood", "stone", "sheep"] },
        { kind: "d1-production-23", x: -1, y: -1, cubes: ["cattle", "cattle"] },
      ],
    });
    const fair4 = idAt(four.s, four.seat, 1, 1);
    activationPhase(four.s, four.seat, [fair4]);
    expectRejected(four.s, four.seat, { type: "activate", tile: fair4, option: 4 });
  });

  it("lochs: placing one gives its card; activating a loch has no effect, so it is never offered", () => {
    const { s, seat } = scenario({});
    const space = putInChain(s, "d2-loch-33", 5); // Loch Morar, river, free
    const t = play(s, seat, { type: "take", space }, { type: "place", x: 0, y: 1 });
    const loch = idAt(t, seat, 0, 1);
    expect(t.playerStates[seat]!.cards).toEqual(["Loch Morar"]);
    expect(t.turn.activatable).toContain(loch);
    expect(legalMoves(t, seat).some((m) => (m.type === "activate" || m.type === "loch-ness") && m.tile === loch)).toBe(
      false,
    );
    expectRejected(t, seat, { type: "activate", tile: loch });
  });
});

describe("clan members and movement (grey tiles)", () => {
  it("castles are grey: activating one gives a movement point", () => {
    const { s, seat } = scenario({ tiles: [{ kind: "d1-castle-28", x: 1, y: 1, clan: 1 }] });
    const castle = idAt(s, seat, 1, 1);
    activationPhase(s, seat, [castle]);
    const t = play(s, seat, { type: "activate", tile: castle });
    expect(t.turn.movement).toBe(1);
  });

  it("one point per step, diagonal steps allowed; one clan member may walk several tiles; unused points may lapse", () => {
    const { s, seat } = scenario({
      startClan: 2,
      tiles: [
        { kind: "d0-village-04", x: 1, y: 0 },
        { kind: "d1-production-24", x: 1, y: 1 },
        { kind: "d1-production-23", x: 2, y: 2 },
      ],
    });
    const [start, village, forest, quarry] = [
      idAt(s, seat, 0, 0),
      idAt(s, seat, 1, 0),
      idAt(s, seat, 1, 1),
      idAt(s, seat, 2, 2),
    ];
    activationPhase(s, seat, [start, village]);
    let t = play(s, seat, { type: "activate", tile: start }, { type: "activate", tile: village });
    expect(t.turn.movement).toBe(2);
    // Points may lapse: ending the turn is allowed with points left.
    expect(legalMoves(t, seat)).toContainEqual({ type: "end-turn" });
    // Not two tiles in one step.
    expectRejected(t, seat, { type: "move-clan", from: start, to: quarry });
    t = play(t, seat, { type: "move-clan", from: start, to: forest }, { type: "move-clan", from: forest, to: quarry }); // both diagonal
    expect(tileOf(t, seat, quarry).clan).toBe(1);
    expect(tileOf(t, seat, start).clan).toBe(1);
    expect(t.turn.movement).toBe(0);
    expect(legalMoves(t, seat).some((m) => m.type === "move-clan" || m.type === "promote")).toBe(false);
    // Lapsed points do not carry over into the next turn.
    const u = play(t, seat, { type: "end-turn" });
    expect(u.turn.movement).toBe(0);
  });
});

describe("Loch Ness", () => {
  it("only once per turn", () => {
    const { s, seat } = scenario({
      tiles: [
        { kind: "d1-production-23", x: 3, y: 3 },
        { kind: "d1-production-24", x: 5, y: 5 },
      ],
    });
    s.playerStates[seat]!.cards = ["Loch Ness"];
    const [q, f] = [idAt(s, seat, 3, 3), idAt(s, seat, 5, 5)];
    activationPhase(s, seat, [idAt(s, seat, 0, 0)]);
    expect(legalMoves(s, seat)).toContainEqual({ type: "loch-ness", tile: f });
    const t = play(s, seat, { type: "loch-ness", tile: q });
    expect(tileOf(t, seat, q).cubes).toEqual(["stone"]);
    expect(legalMoves(t, seat).some((m) => m.type === "loch-ness")).toBe(false);
    expectRejected(t, seat, { type: "loch-ness", tile: f });
    // A new turn allows it again.
    const next = play(t, seat, { type: "end-turn" });
    expect(next.turn.lochNessUsed).toBe(false);
  });

  it("paid with a chieftain: the chieftain goes, the clan members stay; the last clan member can never be given", () => {
    const { s, seat } = scenario({ startClan: 1 });
    const space = putInChain(s, "d2-loch-35", 5);
    // Only one clan member and no chieftain: giving it up would leave no clan member next to the new tile.
    expectRejected(s, seat, { type: "take", space });
    s.playerStates[seat]!.chieftains = 1;
    let t = play(s, seat, { type: "take", space });
    expect(legalMoves(t, seat)).toEqual([{ type: "pay-chieftain" }]);
    t = play(t, seat, { type: "pay-chieftain" });
    expect(t.playerStates[seat]!.chieftains).toBe(0);
    expect(tileOf(t, seat, idAt(t, seat, 0, 0)).clan).toBe(1);
    expect(t.turn.phase).toBe("place");
  });
});

describe("Loch Shiel", () => {
  it("fills only empty production tiles (not distilleries); a non-empty Iona Abbey gets nothing", () => {
    const { s, seat } = scenario({
      tiles: [
        { kind: "d1-distillery-11", x: 1, y: 1 },
        { kind: "d0-production-05", x: 2, y: 0 },
        { kind: "d2-abbey-44", x: -1, y: 0, cubes: ["wood"] },
      ],
    });
    s.playerStates[seat]!.cards = ["Iona Abbey"];
    const space = putInChain(s, "d3-loch-48", 5);
    let t = play(s, seat, { type: "take", space }, { type: "place", x: 0, y: 1 });
    expect(legalMoves(t, seat).filter((m) => m.type === "loch-shiel")).toEqual([{ type: "loch-shiel", abbey: null }]);
    expectRejected(t, seat, { type: "loch-shiel", abbey: "stone" });
    t = play(t, seat, { type: "loch-shiel", abbey: null });
    const cubes = (x: number, y: number) => tileOf(t, seat, idAt(t, seat, x, y)).cubes;
    expect(cubes(1, 1)).toEqual([]);
    expect(cubes(2, 0)).toEqual(["grain"]);
    expect(cubes(-1, 0)).toEqual(["wood"]);
    expect(cubes(0, 1)).toEqual([]);
  });
});

describe("the die", () => {
  it("has the faces 1-1-1-2-2-3", () => {
    expect([...DIE_FACES].sort()).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
