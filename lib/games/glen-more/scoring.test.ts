import { describe, expect, it } from "vitest";
import { lineText } from "@/lib/matches/history/history-text";
import { SCORING_TABLE, START_VILLAGE_ID0, pointsForDifference, deckTileIds, TILE_INSTANCES } from "./data";
import { chieftainStrength, differencePoints, finalRows, scoringRows, winnersOf } from "./scoring";
import { glenMore } from "./index";
import { play, putInChain, scenario } from "./test-helpers";
import type { PlayerState } from "./types";
import type { SpecialLocation } from "./data";

function player(o: Partial<PlayerState> & { tileCount?: number } = {}): PlayerState {
  const n = o.tileCount ?? 1;
  return {
    tiles:
      o.tiles ??
      Array.from({ length: n }, (_, i) => ({ id: i === 0 ? START_VILLAGE_ID0 : i, x: i, y: 0, cubes: [], clan: 0 })),
    coins: o.coins ?? 0,
    whisky: o.whisky ?? 0,
    vp: o.vp ?? 0,
    chieftains: o.chieftains ?? 0,
    cards: o.cards ?? [],
  };
}

describe("scoring", () => {
  it("table printed on the board: difference 1/2/3/4/5+ gives 1/2/3/5/8", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(pointsForDifference)).toEqual([0, 1, 2, 3, 5, 8, 8, 8]);
    expect(SCORING_TABLE).toEqual([0, 1, 2, 3, 5, 8]);
    expect(differencePoints([4, 1, 4, 6])).toEqual([3, 0, 3, 8]);
  });

  it("Anna/Bruno/Clara/Danny scoring example", () => {
    // Counts chosen to give the printed results: Anna 3/2/1, Bruno 0/1/1, Clara 3/5/0, Danny 8/0/0.
    const rows = scoringRows([
      player({ whisky: 4, chieftains: 2, cards: ["Loch Lochy"] }),
      player({ whisky: 1, chieftains: 1, cards: ["Loch Morar"] }),
      player({ whisky: 4, chieftains: 4 }),
      player({ whisky: 6, chieftains: 0 }),
    ]);
    expect(rows.map((r) => [r.whiskyVp, r.chieftainVp, r.cardVp])).toEqual([
      [3, 2, 1],
      [0, 1, 1],
      [3, 5, 0],
      [8, 0, 0],
    ]);
  });

  it("chieftains plus bonnets: Castle of Mey doubles the chieftains but not the bonnets; Cawdor adds three bonnets", () => {
    expect(chieftainStrength(player({ chieftains: 2, cards: ["Castle of Mey"] }))).toBe(5);
    expect(chieftainStrength(player({ chieftains: 2, cards: ["Cawdor Castle", "Castle Moil"] }))).toBe(6);
    const cards: SpecialLocation[] = ["Castle Stalker", "Armadale Castle", "Donan Castle"];
    expect(chieftainStrength(player({ chieftains: 0, cards }))).toBe(3);
  });

  it("tile penalty example: 15/13/16/13 tiles cost Anna 6 and Clara 9 points", () => {
    const rows = finalRows([15, 13, 16, 13].map((n) => player({ tileCount: n })));
    expect(rows.map((r) => r.tilePenalty)).toEqual([-6, 0, -9, 0]);
  });

  it("final scoring: Iona Abbey 2 per yellow tile, Loch Morar 2 per green tile, Duart 3 per village (not castles), 1 per coin", () => {
    const id = (kind: string) => TILE_INSTANCES.indexOf(kind);
    const tiles = [
      "start-village",
      "d2-abbey-44",
      "d0-production-02",
      "d1-distillery-11",
      "d0-production-03",
      "d0-village-04",
      "d1-castle-25",
    ].map((k, i) => ({
      id: id(k),
      x: i,
      y: 0,
      cubes: [],
      clan: 0,
    }));
    const [r] = finalRows([player({ tiles, coins: 4, vp: 10, cards: ["Iona Abbey", "Loch Morar", "Duart Castle"] })]);
    expect(r).toMatchObject({ abbey: 6, morar: 2, duart: 6, coins: 4, tilePenalty: 0, total: 10 + 6 + 2 + 6 + 4 });
  });

  it("most points wins; a tie goes to more resources; still tied, a shared win", () => {
    const cube = (n: number) => [
      { id: START_VILLAGE_ID0, x: 0, y: 0, cubes: Array.from({ length: n }, () => "wood" as const), clan: 0 },
    ];
    const rows = finalRows([
      player({ vp: 10, tiles: cube(1) }),
      player({ vp: 10, tiles: cube(2) }),
      player({ vp: 9, tiles: cube(5) }),
    ]);
    expect(winnersOf(rows)).toEqual([1]);
    const tie = finalRows([player({ vp: 10, tiles: cube(2) }), player({ vp: 10, tiles: cube(2) })]);
    expect(winnersOf(tie)).toEqual([0, 1]);
  });

  it("laying out the last tile of deck 1 triggers the first scoring; the last of deck 3 ends the game right after the final scoring", () => {
    const { s, seat } = scenario({ players: 4 });
    s.playerStates[seat]!.whisky = 2;
    const space = putInChain(s, "d0-production-07", 4);
    s.decks[1] = s.decks[1]!.slice(0, 1);
    let t = play(s, seat, { type: "take", space }, { type: "place", x: 0, y: 1 }, { type: "end-turn" });
    expect(t.scorings).toHaveLength(1);
    expect(t.scorings[0]!.rows[seat]!.whiskyVp).toBe(2);
    expect(t.playerStates[seat]!.vp).toBe(2);
    expect(
      glenMore.describeAftermath!(s, seat, { type: "end-turn" }, t)
        .map((l) => lineText(l, "en", "glen-more"))
        .join(" "),
    ).toContain("Scoring 1");
    // Now the last deck: leave one tile in deck 2 and one in deck 3.
    t = JSON.parse(JSON.stringify(t));
    t.decks[2] = t.decks[2]!.slice(0, 1);
    t.decks[3] = t.decks[3]!.slice(0, 1);
    let u = t;
    for (let turn = 0; turn < 4 && !u.finished; turn++) {
      const next = u.turn.seat;
      u = play(
        u,
        next,
        glenMore.legalMoves(u, next).find((m) => m.type === "take" || m.type === "pass")!,
      );
      while (!u.finished && u.turn.seat === next && u.turn.phase !== "activate" && u.turn.phase !== "move")
        u = play(u, next, glenMore.legalMoves(u, next)[0]!);
      if (!u.finished && u.turn.seat === next && u.turn.phase !== "choose") u = play(u, next, { type: "end-turn" });
      if (turn === 0) expect(u.scorings.map((r) => r.round)).toEqual([1, 2]);
    }
    expect(u.finished).toBe(true);
    expect(u.scorings.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(u.final).not.toBeNull();
    const out = glenMore.outcome(u)!;
    expect(out.scores).toEqual(u.final!.map((r) => r.total));
    expect(glenMore.activeSeats(u)).toEqual([]);
    expect(deckTileIds(3)).toHaveLength(17);
  });
});
