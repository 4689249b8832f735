import { describe, expect, it } from "vitest";
import { glenMore, TILES, TILE_INSTANCES, type GlenMoreMove, type GlenMoreState } from "@/lib/games/glen-more";
import {
  activationOptionText,
  activationText,
  chainStatuses,
  costText,
  displayBounds,
  finalLines,
  finalWinners,
  idleActivations,
  moveText,
  phasePrompt,
  placementText,
  ringCells,
  unavailableReason,
} from "./present";
import { boardTextFor } from "../board-text-for";
import type { GlenMoreText } from "./text";
import { rejectionText } from "@/lib/engine";

const tx = boardTextFor("en", "glen-more") as GlenMoreText;

function setup(seed = "present-test", players = 2): GlenMoreState {
  return glenMore.setup({ players, seed, options: {} as never });
}
function apply(s: GlenMoreState, seat: number, m: GlenMoreMove): GlenMoreState {
  const r = glenMore.applyMove(s, seat, m);
  if (!r.ok) throw new Error(rejectionText(r));
  return r.value;
}
const def = (kind: string) => TILES[kind]!;
const idOf = (kind: string) => TILE_INSTANCES.indexOf(kind);

describe("ring layout", () => {
  it.each([
    [6, 3],
    [4, 5],
  ])("a %i x %i perimeter has 14 distinct cells, clockwise and adjacent", (cols, rows) => {
    const cells = ringCells(cols, rows);
    expect(cells).toHaveLength(14);
    expect(new Set(cells.map((c) => `${c.row},${c.col}`)).size).toBe(14);
    // Each cell touches the next one (and the last touches the first): it is a ring.
    cells.forEach((c, i) => {
      const n = cells[(i + 1) % cells.length]!;
      expect(Math.abs(c.row - n.row) + Math.abs(c.col - n.col)).toBe(1);
    });
    expect(cells[0]).toEqual({ row: 1, col: 1 });
    expect(cells[1]).toEqual({ row: 1, col: 2 });
  });
});

describe("tile texts", () => {
  it("describes costs, one-time effects and activations", () => {
    expect(costText(tx, def("d0-production-01"))).toBe("free");
    expect(costText(tx, def("d1-distillery-11"))).toBe("1 stone");
    expect(activationText(tx, def("d1-distillery-11"))).toBe("1 grain → 1 whisky");
    expect(placementText(tx, def("d1-distillery-11"))).toBe("+1 whisky");
    expect(activationText(tx, def("d1-butcher-10"))).toBe("1 sheep → 2 pts; 2 sheep → 4 pts");
    expect(activationText(tx, def("d1-fair-13"))).toContain("2 different → 3 pts");
    expect(activationText(tx, def("d0-village-04"))).toBe("+1 movement");
    expect(placementText(tx, def("d0-village-04"))).toBe("+1 clan member");
    expect(activationText(tx, def("d1-loch-09"))).toBe("no activation");
    expect(placementText(tx, def("d1-loch-09"))).toContain("take 2 resources");
  });

  it("names the option of an activation move", () => {
    expect(activationOptionText(tx, { tile: idOf("d1-butcher-10"), option: 1 })).toBe("pay 2 sheep → 4 points");
    expect(activationOptionText(tx, { tile: idOf("d0-production-02") })).toBe("+1 wood");
  });
});

describe("chain statuses", () => {
  it("marks exactly the legal takes as takeable, and only for the player to move", () => {
    const s = setup();
    const seat = s.turn.seat;
    const view = glenMore.playerView(s, seat);
    const legal = glenMore.legalMoves(s, seat);
    const st = chainStatuses(tx, view, legal, seat);
    const takeable = [...st.entries()]
      .filter(([, v]) => v.takeable)
      .map(([k]) => k)
      .sort((a, b) => a - b);
    const spaces = legal.flatMap((m) => (m.type === "take" ? [m.space] : [])).sort((a, b) => a - b);
    expect(takeable).toEqual(spaces);
    // Tiles not offered get a reason.
    for (const [, v] of st) if (!v.takeable) expect(v.reason.length).toBeGreaterThan(0);
    expect(chainStatuses(tx, view, legal, 1 - seat).size).toBe(0);
    expect(chainStatuses(tx, glenMore.playerView(s, null), [], null).size).toBe(0);
  });

  it("derives a short reason: missing whisky, missing resources, no place", () => {
    const s = setup();
    const p = glenMore.playerView(s, 0).playerStates[0]!;
    const market = glenMore.playerView(s, 0).market;
    expect(unavailableReason(tx, def("d2-tavern-31"), { ...p, whisky: 0 }, market)).toBe("needs 1 whisky");
    const broke = { ...p, coins: 0 };
    expect(unavailableReason(tx, def("d1-distillery-11"), broke, market)).toBe(
      "needs 1 stone (buying costs 2, you have 0 coins)",
    );
    expect(
      unavailableReason(tx, def("d1-distillery-11"), { ...p, resources: { ...p.resources, stone: 1 } }, market),
    ).toBe("no legal place in your display");
    // Affordable at the market with the coins at hand: the display is the obstacle.
    expect(unavailableReason(tx, def("d1-distillery-11"), p, market)).toBe("no legal place in your display");
    const sold = market.map((r) => ({ ...r, coins: 3 }));
    expect(unavailableReason(tx, def("d1-distillery-11"), p, sold)).toContain("market sold out");
  });
});

describe("prompts and move texts", () => {
  it("follows a turn: choose, place, activate", () => {
    let s = setup();
    const seat = s.turn.seat;
    const legal = glenMore.legalMoves(s, seat);
    expect(phasePrompt(tx, glenMore.playerView(s, seat), seat, legal)).toMatch(/Choose a highlighted tile/);
    expect(phasePrompt(tx, glenMore.playerView(s, seat), 1 - seat, [])).toBe("");
    const take = legal.find((m) => m.type === "take")!;
    expect(moveText(tx, glenMore.playerView(s, seat), seat, take)).toMatch(/^Take .+ \(space \d+\)$/);
    s = apply(s, seat, take);
    const place = glenMore.legalMoves(s, seat).find((m) => m.type === "place")!;
    expect(moveText(tx, glenMore.playerView(s, seat), seat, place)).toMatch(/^Place here at \(-?\d+, -?\d+\)$/);
    expect(phasePrompt(tx, glenMore.playerView(s, seat), seat, glenMore.legalMoves(s, seat))).toMatch(/Place the tile/);
    s = apply(s, seat, place);
    const v = glenMore.playerView(s, seat);
    const moves = glenMore.legalMoves(s, seat);
    expect(phasePrompt(tx, v, seat, moves)).toMatch(/Activate tiles/);
    const act = moves.find((m) => m.type === "activate");
    if (act) expect(moveText(tx, v, seat, act)).toMatch(/^Activate .+ \(-?\d+, -?\d+\): /);
    // Every activatable tile is either offered or listed with a reason.
    const offered = new Set(moves.flatMap((m) => (m.type === "activate" ? [m.tile] : [])));
    const idle = idleActivations(tx, v, seat, moves).map((x) => x.tile);
    expect(new Set([...offered, ...idle])).toEqual(new Set(v.turn!.activatable));
  });
});

describe("display bounds", () => {
  it("covers the tiles, the origin and extra cells", () => {
    expect(
      displayBounds([
        { x: 2, y: -1 },
        { x: -1, y: 3 },
      ]),
    ).toEqual({ minX: -1, maxX: 2, minY: -1, maxY: 3 });
    expect(displayBounds([])).toEqual({ minX: 0, maxX: 0, minY: 0, maxY: 0 });
  });
});

describe("final breakdown", () => {
  it("adds up to the engine's totals and names the engine's winners in a finished random game", () => {
    let s = setup("final-breakdown", 3);
    let guard = 0;
    while (!s.finished && guard++ < 5000) {
      const seat = s.turn.seat;
      const moves = glenMore.legalMoves(s, seat);
      // A quick, deterministic playout: take the first tile, place it, end the turn.
      const m =
        moves.find(
          (x) =>
            x.type === "take" || x.type === "place" || x.type === "pay" || x.type === "buy" || x.type === "pay-clan",
        ) ??
        moves.find((x) => x.type === "end-turn") ??
        moves[0]!;
      s = apply(s, seat, m);
    }
    expect(s.finished).toBe(true);
    const view = glenMore.playerView(s, null);
    const lines = finalLines(view);
    const outcome = glenMore.outcome(s)!;
    expect(lines).toHaveLength(3);
    lines.forEach((l, seat) => {
      expect(l.scorings).toHaveLength(3);
      expect(l.tilePoints + l.scorings.reduce((a, b) => a + b, 0) + l.cards + l.coins + l.tilePenalty).toBe(l.total);
      expect(l.total).toBe(outcome.scores[seat]);
    });
    expect(finalWinners(view)).toEqual(outcome.winners);
  });
});

describe("view key", () => {
  it("changes with every step of a turn", async () => {
    const { viewKey } = await import("./present");
    let s = setup();
    const seat = s.turn.seat;
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const moves = glenMore.legalMoves(s, seat);
      keys.add(viewKey(glenMore.playerView(s, seat), moves));
      s = apply(
        s,
        seat,
        moves.find((m) => m.type !== "end-turn")!,
      );
    }
    expect(keys.size).toBe(3);
  });
});
