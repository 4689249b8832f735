import { describe, expect, it } from "vitest";
import { canAfford } from "./market";
import { idAt, play, putInChain, scenario, expectRejected, activationPhase } from "./test-helpers";
import { legalMoves } from "./rules";
import { resourceCounts } from "./display";

describe("market", () => {
  it("Anna's Iona Abbey purchase through the market (rulebook example)", () => {
    // Anna: 2 wood, 1 cattle, 3 coins. Market: cattle row sells for 2, stone costs 2, sheep costs 3, grain costs 1.
    const { s, seat } = scenario({
      coins: 3,
      market: [0, 1, 2, 2, 0],
      tiles: [
        { kind: "d0-production-02", x: 0, y: -1, cubes: ["wood", "wood"] }, // forest (river)
        { kind: "d0-production-06", x: 0, y: 1, cubes: ["cattle"] }, // pasture (river)
        { kind: "d2-fair-45", x: 1, y: 0, clan: 1 }, // the middle fair (1-4 different resources)
        { kind: "d1-production-23", x: 1, y: -1 }, // quarry
        { kind: "d1-production-12", x: 1, y: 1 }, // meadow
      ],
    });
    const space = putInChain(s, "d2-abbey-44", 6);
    const pasture = idAt(s, seat, 0, 1);
    const forest = idAt(s, seat, 0, -1);
    // Without the sale she could not pay 2 + 3 coins, but the sale is allowed first, so the take is legal.
    expect(legalMoves(s, seat)).toContainEqual({ type: "take", space });
    let t = play(s, seat, { type: "sell", resource: "cattle", tile: pasture });
    expect(t.playerStates[seat]!.coins).toBe(5);
    t = play(t, seat, { type: "take", space }, { type: "buy", resource: "stone" }, { type: "buy", resource: "sheep" });
    expect(t.playerStates[seat]!.coins).toBe(0);
    t = play(t, seat, { type: "pay", resource: "wood", tile: forest }, { type: "place", x: 2, y: 0 });
    const abbey = idAt(t, seat, 2, 0);
    expect(t.turn.activatable.sort()).toEqual(
      [abbey, idAt(t, seat, 1, -1), idAt(t, seat, 1, 0), idAt(t, seat, 1, 1)].sort(),
    );
    t = play(
      t,
      seat,
      { type: "activate", tile: idAt(t, seat, 1, -1) }, // +1 stone
      { type: "activate", tile: idAt(t, seat, 1, 1) }, // +1 sheep
      { type: "activate", tile: abbey, resource: "sheep" },
      { type: "sell", resource: "sheep", tile: abbey },
    );
    expect(t.playerStates[seat]!.coins).toBe(3);
    const vp = t.playerStates[seat]!.vp;
    t = play(
      t,
      seat,
      { type: "activate", tile: idAt(t, seat, 1, 0), option: 3 }, // 4 different resources for 8 points
      { type: "pay", resource: "wood", tile: forest },
      { type: "pay", resource: "stone", tile: idAt(t, seat, 1, -1) },
      { type: "pay", resource: "sheep", tile: idAt(t, seat, 1, 1) },
      { type: "buy", resource: "grain" },
    );
    expect(t.playerStates[seat]!.vp).toBe(vp + 8);
    expect(t.playerStates[seat]!.coins).toBe(2);
    expect(t.market).toEqual([0, 2, 2, 1, 1]);
    expect(resourceCounts(t.playerStates[seat]!.tiles)).toEqual([0, 0, 0, 0, 0]);
    expect(t.turn.phase).toBe("activate");
  });

  it("buys at the lowest free field, sells from the highest occupied one; full rows cannot be bought, empty rows not sold", () => {
    const { s, seat } = scenario({
      coins: 6,
      market: [3, 0, 0, 0, 0],
      tiles: [{ kind: "d1-production-24", x: 1, y: 1, cubes: ["wood"] }],
    });
    const forest = idAt(s, seat, 1, 1);
    // Row "stone" is empty: nothing to sell; row "wood" is full: selling gives 3.
    const t = play(s, seat, { type: "sell", resource: "wood", tile: forest });
    expect(t.playerStates[seat]!.coins).toBe(9);
    expect(t.market[0]).toBe(2);
    const { s: s2, seat: seat2 } = scenario({
      coins: 6,
      market: [0, 0, 0, 0, 0],
      tiles: [{ kind: "d1-production-23", x: 1, y: 1, cubes: ["stone"] }],
    });
    expectRejected(s2, seat2, { type: "sell", resource: "stone", tile: idAt(s2, seat2, 1, 1) });
    expect(
      canAfford([0, 0, 0, 0, 0], 100, [3, 0, 0, 0, 0], { need: ["wood"], any: 0, distinct: false, paidAny: [] }),
    ).toBe(false);
    expect(
      canAfford([0, 0, 0, 0, 0], 6, [0, 0, 0, 0, 0], {
        need: ["wood", "wood", "wood"],
        any: 0,
        distinct: false,
        paidAny: [],
      }),
    ).toBe(true);
    expect(
      canAfford([0, 0, 0, 0, 0], 5, [0, 0, 0, 0, 0], {
        need: ["wood", "wood", "wood"],
        any: 0,
        distinct: false,
        paidAny: [],
      }),
    ).toBe(false);
  });

  it("rejects buying without an immediate need, and whisky is never traded", () => {
    const { s, seat } = scenario({ coins: 6 });
    expectRejected(s, seat, { type: "buy", resource: "wood" });
    const a = { ...s, turn: { ...s.turn } };
    activationPhase(a, seat, []);
    expectRejected(a, seat, { type: "buy", resource: "grain" });
    expect(legalMoves(a, seat).some((m) => m.type === "buy")).toBe(false);
  });

  it("while paying, the player may pay from a tile, or sell it and buy it back at the same price", () => {
    const { s, seat } = scenario({
      coins: 0,
      market: [0, 2, 0, 0, 0],
      tiles: [{ kind: "d1-production-23", x: 1, y: 1, cubes: ["stone"], clan: 1 }],
    });
    const space = putInChain(s, "d1-village-16", 5); // costs 1 stone
    const t = play(s, seat, { type: "take", space });
    expect(t.turn.phase).toBe("pay");
    const quarry = idAt(t, seat, 1, 1);
    expect(legalMoves(t, seat)).toEqual([
      { type: "pay", resource: "stone", tile: quarry },
      { type: "sell", resource: "stone", tile: quarry },
    ]);
    const u = play(t, seat, { type: "sell", resource: "stone", tile: quarry });
    expect(u.playerStates[seat]!.coins).toBe(2);
    expect(legalMoves(u, seat)).toEqual([{ type: "buy", resource: "stone" }]);
    const v = play(u, seat, { type: "buy", resource: "stone" });
    expect(v.playerStates[seat]!.coins).toBe(0);
    expect(v.turn.phase).toBe("place");
  });
});
