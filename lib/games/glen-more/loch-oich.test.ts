/**
 * Loch Oich (rulebook "Die besonderen Orte"): cost two different resources ("?" "?"), and "Sofort kann der
 * Spieler alle seine Plättchen – wie gehabt in beliebiger Reihenfolge – aktivieren. Danach endet sein Zug,
 * d. h. er darf in diesem einen Zug ... nicht auch noch seine normalen Aktivierungen durchführen (oder Loch
 * Ness nutzen)". RULES-NOTES: movement points from grey tiles activated this way may be spent.
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "./rules";
import { expectRejected, idAt, play, putInChain, scenario } from "./test-helpers";

const OICH = "d3-loch-56";

describe("Loch Oich", () => {
  it("costs two different resources, bought at the market if need be: not twice the same kind", () => {
    const { s, seat } = scenario({ coins: 9, market: [0, 0, 0, 0, 0] });
    const space = putInChain(s, OICH, 5);
    let t = play(s, seat, { type: "take", space });
    expect(t.turn.phase).toBe("pay");
    t = play(t, seat, { type: "buy", resource: "sheep" });
    expect(legalMoves(t, seat)).not.toContainEqual({ type: "buy", resource: "sheep" });
    expectRejected(t, seat, { type: "buy", resource: "sheep" });
    t = play(t, seat, { type: "buy", resource: "grain" });
    expect(t.turn.phase).toBe("place");
    expect(t.playerStates[seat]!.coins).toBe(9 - 1 - 1);
  });

  it("activates every tile of the display once, in any order, far ones too; grey tiles give movement points to spend", () => {
    const { s, seat } = scenario({
      startClan: 2,
      tiles: [
        { kind: "d0-production-02", x: 0, y: -1, cubes: ["wood"] },
        { kind: "d0-production-01", x: 1, y: 0, cubes: ["stone"] },
        { kind: "d0-village-04", x: 2, y: 0, clan: 1 },
        { kind: "d0-production-05", x: 3, y: 0 },
      ],
    });
    const space = putInChain(s, OICH, 5);
    let t = play(s, seat, { type: "take", space }, { type: "pay", resource: "wood", tile: idAt(s, seat, 0, -1) });
    t = play(t, seat, { type: "pay", resource: "stone", tile: idAt(s, seat, 1, 0) }, { type: "place", x: 0, y: 1 });
    const oich = idAt(t, seat, 0, 1);
    const activations = legalMoves(t, seat).filter((m) => m.type === "activate");
    // Every tile that does something, however far from Loch Oich; the loch itself does nothing.
    expect(activations.map((m) => (m.type === "activate" ? m.tile : -1)).sort()).toEqual(
      [idAt(t, seat, 0, -1), idAt(t, seat, 1, 0), idAt(t, seat, 2, 0), idAt(t, seat, 3, 0), idAt(t, seat, 0, 0)].sort(),
    );
    expect(activations.some((m) => m.type === "activate" && m.tile === oich)).toBe(false);
    // Any order: the farthest first, then the start village and the grey village (movement points).
    t = play(
      t,
      seat,
      { type: "activate", tile: idAt(t, seat, 3, 0) },
      { type: "activate", tile: idAt(t, seat, 2, 0) },
      { type: "activate", tile: idAt(t, seat, 0, 0) },
    );
    expect(t.playerStates[seat]!.tiles.find((q) => q.x === 3)!.cubes).toEqual(["grain"]);
    expect(t.turn.movement).toBe(2);
    // Each tile once.
    expectRejected(t, seat, { type: "activate", tile: idAt(t, seat, 3, 0) });
    // The movement points are spent at the end of the turn, as after normal activations.
    t = play(t, seat, { type: "move-clan", from: idAt(t, seat, 2, 0), to: idAt(t, seat, 3, 0) });
    expect(t.playerStates[seat]!.tiles.find((q) => q.x === 3)!.clan).toBe(1);
    expect(legalMoves(t, seat)).toContainEqual({ type: "end-turn" });
  });

  it("works only in the turn it is placed: the next turn has the normal activation area again", () => {
    const { s, seat } = scenario({ players: 2, tiles: [{ kind: "d0-production-05", x: 3, y: 0 }] });
    const space = putInChain(s, OICH, 1); // right in front: he stays last and plays again
    const paid = play(
      s,
      seat,
      { type: "take", space },
      { type: "buy", resource: "wood" },
      { type: "buy", resource: "stone" },
      { type: "place", x: 0, y: 1 },
    );
    expect(paid.turn.oich).toBe(true);
    expect(paid.turn.activatable).toContain(idAt(paid, seat, 3, 0));
    const next = play(paid, seat, { type: "end-turn" });
    expect(next.turn.seat).toBe(seat);
    expect(next.turn.oich).toBe(false);
    // A free river meadow north of the start village: only it and its neighbours are activatable now.
    const again = putInChain(next, "d0-production-03", 1);
    const t = play(next, seat, { type: "take", space: again }, { type: "place", x: 0, y: -1 });
    expect(t.turn.oich).toBe(false);
    expect(t.turn.activatable).not.toContain(idAt(t, seat, 3, 0));
    expect(t.turn.activatable).toContain(idAt(t, seat, 0, 0));
  });
});
