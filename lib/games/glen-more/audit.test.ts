/**
 * Findings of the independent audit of rules version 1 (each fixed in version 2, rule-set.ts), and the
 * proof that matches created under version 1 keep their rules.
 */
import { describe, expect, it } from "vitest";
import { glenMore } from "./index";
import { legalMoves } from "./rules";
import { RULES_V1 } from "./rule-set";
import { playerView } from "./view";
import { claim, idAt, play, putInChain, scenario } from "./test-helpers";

const v1 = glenMore.rulesFor?.(1);

describe("audit of rules version 1", () => {
  it("selling is allowed while choosing Loch Lochy's resources ('jederzeit im eigenen Spielzug'); version 1 refused it", () => {
    const { s, seat } = scenario({
      market: [2, 0, 0, 0, 0],
      tiles: [{ kind: "d0-production-02", x: 0, y: -1, cubes: ["wood"] }],
    });
    const forest = idAt(s, seat, 0, -1);
    const space = putInChain(s, "d1-loch-09", 5); // Loch Lochy, free, fits at (0, 1)
    let t = play(
      s,
      seat,
      { type: "take", space },
      { type: "place", x: 0, y: 1 },
      { type: "choose-resource", resource: "grain" },
    );
    expect(t.turn.phase).toBe("lochy");
    const sale = { type: "sell", resource: "wood", tile: forest } as const;
    expect(legalMoves(t, seat)).toContainEqual(sale);
    expect(legalMoves(t, seat, RULES_V1)).not.toContainEqual(sale);
    expect(v1?.legalMoves(t, seat)).not.toContainEqual(sale);
    const coins = t.playerStates[seat]!.coins;
    t = play(t, seat, sale, { type: "choose-resource", resource: "sheep" });
    expect(t.playerStates[seat]!.coins).toBe(coins + 2);
    expect(t.playerStates[seat]!.tiles.find((q) => q.y === 1)!.cubes).toEqual(["grain", "sheep"]);
    expect(t.turn.phase).toBe("activate");
  });

  it("Loch Shiel: an empty Iona Abbey may get a resource or stay empty ('darf'); version 1 forced the cube", () => {
    const { s, seat } = scenario({
      tiles: [
        { kind: "d0-production-05", x: 2, y: 0 },
        { kind: "d2-abbey-44", x: -1, y: 0 },
      ],
    });
    s.playerStates[seat]!.cards = ["Iona Abbey"];
    const space = putInChain(s, "d3-loch-48", 5);
    const t = play(s, seat, { type: "take", space }, { type: "place", x: 0, y: 1 });
    const shiel = (moves: { type: string }[]) => moves.filter((m) => m.type === "loch-shiel");
    expect(shiel(legalMoves(t, seat))).toEqual([
      { type: "loch-shiel", abbey: null },
      ...["wood", "stone", "sheep", "cattle", "grain"].map((abbey) => ({ type: "loch-shiel", abbey })),
    ]);
    expect(shiel(legalMoves(t, seat, RULES_V1))).not.toContainEqual({ type: "loch-shiel", abbey: null });
    expect(v1?.applyMove(t, seat, { type: "loch-shiel", abbey: null })).toMatchObject({
      ok: false,
      code: "ILLEGAL_MOVE",
    });
    const u = play(t, seat, { type: "loch-shiel", abbey: null });
    expect(u.playerStates[seat]!.tiles.find((q) => q.x === -1)!.cubes).toEqual([]);
    expect(u.playerStates[seat]!.tiles.find((q) => q.x === 2)!.cubes).toEqual(["grain"]);
  });

  it("the 'then:' hint names the current player when he stays last in the chain after his move", () => {
    const { s, seat } = scenario({ players: 4 });
    // The two tiles right in front of him lie before every other figure: taking the first keeps him last.
    const a = claim(s, "d0-production-07"); // river quarry, fits at (0, 1)
    const b = claim(s, "d0-production-02");
    const others = s.chain.slice(1, 4);
    const rest = s.chain.slice(4);
    for (const e of rest.slice(7)) if (e && e.kind === "tile") s.decks[3]!.push(e.tile);
    s.chain = [s.chain[0]!, { kind: "tile", tile: a }, { kind: "tile", tile: b }, ...others, ...rest.slice(0, 7)];
    const firstOther = others[0]!.kind === "figure" ? others[0]!.seat : -1;
    // Before he moves, the hint names the figure behind him.
    expect(playerView(s, null).nextSeat).toBe(firstOther);
    const t = play(s, seat, { type: "take", space: (s.back + 1) % 14 });
    expect(playerView(t, null).nextSeat).toBe(seat);
    const u = play(t, seat, { type: "place", x: 0, y: 1 }, { type: "end-turn" });
    expect(u.turn.seat).toBe(seat);
    // Jumping over the other figures: the hint names the figure now furthest back.
    const far = play(s, seat, { type: "take", space: (s.back + 12) % 14 });
    expect(playerView(far, null).nextSeat).toBe(firstOther);
  });

  it("versions 1 and 2 stay playable for matches created under them, and new matches get version 3", () => {
    expect(glenMore.rulesVersion).toBe(3);
    expect(v1?.rulesVersion).toBe(1);
    expect(glenMore.rulesFor?.(2)?.rulesVersion).toBe(2);
    expect(glenMore.rulesFor?.(4)).toBeNull();
  });
});
