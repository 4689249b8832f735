/**
 * Mammoth Herd ("Mammutherde", rule text l.129-136, with the rule sheet MH_TG/MH_SCRIBD where the text is
 * short): each sentence of the text, then each decision the site took (RULES-NOTES "Mammoth Herd"; the tile
 * faces are site-values.ts MAMMOTH_TILES).
 */
import { describe, expect, it } from "vitest";
import { LOCATION_INDEX, MAMMOTH_BY_ID, type Location } from "./data";
import { herdLocation, mammothMajority } from "./herd";
import { stoneAge } from "./index";
import { REFUSALS } from "./messages";
import { breakdowns } from "./scoring";
import { MAMMOTH_TILES } from "./site-values";
import { cloneState } from "./state";
import { actionsState, freshWith, isLegal, play, refuse, seatOf } from "./test-helpers";
import type { StoneAgeState } from "./types";
import { TEXT_VALUES } from "./variants";

/** Seat 0's action turn in a 3-player game with `n` people at the area of the turned tile `tile`. */
function atHerd(tile: string, n: number, players = 3): StoneAgeState {
  const area = MAMMOTH_BY_ID[tile]!.area;
  const s = actionsState(players, 0, { [area]: n }, "herd", ["mammoth-herd"]);
  const h = s.herd!;
  h.pile = h.pile.filter((t) => t !== tile);
  h.tile = tile;
  return s;
}

/** Seat 0 rolls at the herd's area and takes the roll: the offer to move onto the tile waits. */
function rolledAt(tile: string, n: number, players = 3): StoneAgeState {
  const area = MAMMOTH_BY_ID[tile]!.area as Location;
  const s = play(atHerd(tile, n, players), 0, { type: "resolve", location: area });
  return play(s, 0, { type: "take" });
}

/** Riders per seat already on the tile, then the last action turn ends: the taming roll. */
function tamingWith(riders: number[], dice?: number[][]): StoneAgeState {
  const s = cloneState(freshWith(riders.length, ["mammoth-herd"], "taming"));
  s.phase = "actions";
  s.startPlayer = 0;
  s.turn = riders.length - 1;
  s.herd!.tile = "M04";
  s.herd!.pile = s.herd!.pile.filter((t) => t !== "M04");
  s.herd!.riders = riders.slice();
  for (const p of s.player) p.placed = p.placed.map(() => 0);
  const after = play(s, s.turn, { type: "end-turn" });
  if (dice && after.herd?.taming)
    after.herd.taming = { ...after.herd.taming, dice, tamer: tamerOf(dice, after.startPlayer) };
  return after;
}
/** The rule the engine follows, recomputed: highest sum, ties to the first in turn order from the start player. */
function tamerOf(dice: number[][], start: number): number {
  let best = -1;
  let tamer = -1;
  for (let j = 0; j < dice.length; j++) {
    const seat = (start + j) % dice.length;
    const d = dice[seat]!;
    if (d.length === 0) continue;
    const sum = d.reduce((a, b) => a + b, 0);
    if (sum > best) [best, tamer] = [sum, seat];
  }
  return tamer;
}

describe("the text: 'Zu Beginn jeder Runde erscheint ein Mammut auf dem Rohstoff, der durch das oberste Bonusplättchen angezeigt wird.'", () => {
  it("at the start: the 16 tiles are shuffled face down and the top one is turned up; the herd stands on its area", () => {
    const s = freshWith(2, ["mammoth-herd"], "herd-setup");
    const h = s.herd!;
    expect([h.tile, ...h.pile].sort()).toEqual(MAMMOTH_TILES.map((t) => t.id).sort());
    expect(MAMMOTH_TILES).toHaveLength(TEXT_VALUES.mammothTiles);
    expect(herdLocation(s)).toBe(MAMMOTH_BY_ID[h.tile!]!.area);
    expect(stoneAge.playerView(s, 0).herd).toMatchObject({
      tile: h.tile,
      area: MAMMOTH_BY_ID[h.tile!]!.area,
      pileCount: 15,
    });
  });

  it("at the start of each later round the next tile is turned up", () => {
    let s = cloneState(freshWith(2, ["mammoth-herd"], "herd-round"));
    const next = s.herd!.pile[0]!;
    for (const p of s.player) p.food = 30;
    s.phase = "actions";
    s.turn = s.startPlayer;
    for (const p of s.player) p.placed = p.placed.map(() => 0);
    while (s.round === 1) s = play(s, s.turn, { type: "end-turn" });
    expect(s.herd!.tile).toBe(next);
    expect(s.herd!.pile).toHaveLength(14);
  });
});

describe("the text: 'Spieler, die ihr Volk dort platzieren, können außerdem 1 Nahrung oder Rohstoff pro Volk ausgeben, um das Mammut zu zähmen.'", () => {
  it("after rolling at the herd's area, those people may move onto the tile, each for 1 food or 1 resource", () => {
    const s = rolledAt("M05", 2); // the clay pit
    seatOf(s, 0).food = 1;
    seatOf(s, 0).materials = { wood: 1, clay: 0, stone: 0, gold: 0 };
    const legal = stoneAge.legalMoves(s, 0);
    const none = { wood: 0, clay: 0, stone: 0, gold: 0 };
    const oneWood = { ...none, wood: 1 };
    expect(legal).toEqual([
      { type: "join-herd", count: 1, food: 1, payment: none },
      { type: "join-herd", count: 1, food: 0, payment: oneWood },
      { type: "join-herd", count: 2, food: 1, payment: oneWood },
      { type: "skip-herd" },
    ]);
    const joined = play(s, 0, { type: "join-herd", count: 2, food: 1, payment: oneWood });
    expect(joined.herd!.riders[0]).toBe(2);
    expect(seatOf(joined, 0).food).toBe(0);
    expect(seatOf(joined, 0).materials.wood).toBe(0);
    refuse(s, 0, { type: "join-herd", count: 3, food: 1, payment: { ...none, wood: 2 } });
    refuse(s, 0, { type: "join-herd", count: 2, food: 2, payment: none });
    expect(stoneAge.explainIllegal?.(s, 0, { type: "join-herd", count: 2, food: 2, payment: none })).toEqual(
      REFUSALS.herdPayment,
    );
  });

  it("only people of that area: a roll elsewhere offers nothing", () => {
    const s = actionsState(3, 0, { forest: 2 }, "herd", ["mammoth-herd"]);
    s.herd!.tile = "M05"; // the herd stands in the clay pit
    const after = play(play(s, 0, { type: "resolve", location: "forest" }), 0, { type: "take" });
    expect(after.herd!.offer).toBe(0);
    expect(stoneAge.legalMoves(after, 0).some((m) => m.type === "join-herd")).toBe(false);
  });

  it("the decision comes first (nothing else until the people move or stay), and staying away is free", () => {
    const s = rolledAt("M02", 1);
    seatOf(s, 0).placed[LOCATION_INDEX.hunt] = 1;
    refuse(s, 0, { type: "resolve", location: "hunt" });
    expect(stoneAge.explainIllegal?.(s, 0, { type: "resolve", location: "hunt" })).toEqual(REFUSALS.herdFirst);
    const skipped = play(s, 0, { type: "skip-herd" });
    expect(skipped.herd!.riders[0]).toBe(0);
    expect(seatOf(skipped, 0).food).toBe(seatOf(s, 0).food);
    expect(isLegal(skipped, 0, { type: "resolve", location: "hunt" })).toBe(true);
  });
});

describe("the text: 'Jeder Spieler, der Leute platziert, um das Mammut zu zähmen, würfelt mit 1 Würfel pro Person.' and 'Der Spieler mit dem höchsten Würfelergebnis ist der Mammutbändiger. Die anderen sind Herausforderer.'", () => {
  it("after all actions, everyone on the tile rolls one die per person; the highest sum tames", () => {
    const s = tamingWith([2, 0, 1]);
    expect(s.phase).toBe("tame");
    const t = s.herd!.taming!;
    expect(t.dice.map((d) => d.length)).toEqual([2, 0, 1]);
    expect(t.tamer).toBe(tamerOf(t.dice, s.startPlayer));
    expect(stoneAge.activeSeats(s)).toEqual([t.tamer]);
    expect(stoneAge.legalMoves(s, t.tamer)).toEqual([
      { type: "tame", bonus: "one" },
      { type: "tame", bonus: "all" },
    ]);
    for (const seat of [0, 1, 2].filter((x) => x !== t.tamer)) expect(stoneAge.legalMoves(s, seat)).toEqual([]);
  });
});

describe("the text: 'Der Mammutbändiger kann wählen, ob er den 1er- oder den Alles-Bonus nimmt. Die anderen nehmen den Alles-Bonus.'", () => {
  it.each(["one", "all"] as const)(
    "the tamer takes the '%s' bonus (and the tile); every challenger takes the 'all' bonus",
    (bonus) => {
      const s = tamingWith([1, 1, 0], [[6], [2], []]);
      const tile = MAMMOTH_BY_ID.M04!; // one: 3 points, all: 2 food
      const after = play(s, 0, { type: "tame", bonus });
      const chosen = bonus === "one" ? tile.one : tile.all;
      // The feeding follows at once (enough food for all): each player also eats one food per person.
      const food = (t: StoneAgeState, seat: number) => seatOf(t, seat).food + seatOf(t, seat).people;
      expect(seatOf(after, 0).score - seatOf(s, 0).score).toBe(chosen.points ?? 0);
      expect(food(after, 0) - seatOf(s, 0).food).toBe(chosen.food ?? 0);
      expect(food(after, 1) - seatOf(s, 1).food).toBe(tile.all.food ?? 0);
      expect(food(after, 2) - seatOf(s, 2).food).toBe(0);
      expect(seatOf(after, 0).mammoths).toEqual(["M04"]);
      expect(seatOf(after, 1).mammoths).toEqual([]);
      expect(stoneAge.moveKind(s, 0, { type: "tame", bonus })).toBe("end");
    },
  );
});

describe("the text: 'Am Ende des Spiels erhält der Spieler mit den meisten Mammutplättchen 10 Punkte.'", () => {
  it("the most tiles score 10 at the end", () => {
    const s = cloneState(freshWith(3, ["mammoth-herd"], "majority"));
    seatOf(s, 0).mammoths = ["M01", "M02"];
    seatOf(s, 1).mammoths = ["M03"];
    expect(mammothMajority(s)).toEqual([10, 0, 0]);
    const rows = breakdowns(s);
    expect(rows[0]!.mammoth).toBe(10);
    expect(rows[0]!.total - rows[1]!.total).toBe(10);
  });
});

describe("decisions (RULES-NOTES 'Mammoth Herd')", () => {
  it("a tie for the highest sum goes to the tied player first in turn order from the start player", () => {
    expect(tamerOf([[4], [], [1, 3]], 2)).toBe(2);
    const s = tamingWith([1, 0, 2]);
    const t = s.herd!.taming!;
    expect(t.tamer).toBe(tamerOf(t.dice, s.startPlayer));
  });

  it("a tie for the most tiles: every tied player scores 10; nobody scores without a tile", () => {
    const s = cloneState(freshWith(3, ["mammoth-herd"], "tie"));
    seatOf(s, 0).mammoths = ["M01"];
    seatOf(s, 2).mammoths = ["M02"];
    expect(mammothMajority(s)).toEqual([10, 0, 10]);
    expect(mammothMajority(cloneState(freshWith(3, ["mammoth-herd"], "none")))).toEqual([0, 0, 0]);
  });

  it("nobody on the tile: it is discarded, nobody tames", () => {
    const s = tamingWith([0, 0, 0]);
    expect(s.phase).not.toBe("tame");
    expect(s.herd!.discarded).toEqual(["M04"]);
  });

  it("no tools in the taming roll (the tamer's only moves are the two bonuses)", () => {
    const s = tamingWith([1, 1, 0]);
    const tamer = s.herd!.taming!.tamer;
    seatOf(s, tamer).tools = [4];
    seatOf(s, tamer).toolsUsed = [false];
    expect(stoneAge.legalMoves(s, tamer).every((m) => m.type === "tame")).toBe(true);
    refuse(s, tamer, { type: "use-tool", tool: 0 });
  });

  it("no tiles left: the herd is gone and the game goes on with the normal rules", () => {
    let s = cloneState(freshWith(2, ["mammoth-herd"], "gone"));
    s.herd!.pile = [];
    for (const p of s.player) p.food = 30;
    s.phase = "actions";
    s.turn = s.startPlayer;
    while (s.round === 1) s = play(s, s.turn, { type: "end-turn" });
    expect(s.herd!.tile).toBeNull();
    expect(herdLocation(s)).toBeNull();
  });

  it("the next tile's back (next round's area) is public, its face is not", () => {
    const s = freshWith(2, ["mammoth-herd"], "backs");
    const v = stoneAge.playerView(s, null);
    const next = s.herd!.pile[0]!;
    expect(v.herd?.nextArea).toBe(MAMMOTH_BY_ID[next]!.area);
    expect(JSON.stringify(v)).not.toContain(next);
    for (const id of s.herd!.pile) expect(JSON.stringify(v)).not.toContain(`"${id}"`);
  });

  it("without the variant there is no herd and nothing to join or tame", () => {
    const s = actionsState(3, 0, { forest: 2 }, "noherd");
    expect(s.herd).toBeNull();
    const after = play(play(s, 0, { type: "resolve", location: "forest" }), 0, { type: "take" });
    refuse(after, 0, { type: "skip-herd" });
    refuse(after, 0, { type: "tame", bonus: "one" });
  });
});

describe("the tamer's reasons", () => {
  it("the End-turn button asks for the bonus first; a bonus when there is none is refused with its sentence", () => {
    const s = tamingWith([1, 1, 0]);
    const tamer = s.herd!.taming!.tamer;
    expect(stoneAge.endTurnMove?.(s, tamer)).toEqual({ ok: false, code: "ILLEGAL_MOVE", reason: REFUSALS.tameFirst });
    const other = actionsState(2, 0, {}, "no-taming", ["mammoth-herd"]);
    expect(stoneAge.explainIllegal?.(other, 0, { type: "tame", bonus: "one" })).toEqual(REFUSALS.noTaming);
  });
});

describe("more decisions (RULES-NOTES 'Mammoth Herd')", () => {
  it("four tiles show each of the forest, clay pit, quarry and river on their backs", () => {
    const backs = MAMMOTH_TILES.map((t) => t.area);
    for (const area of ["forest", "clay-pit", "quarry", "river"])
      expect(
        backs.filter((a) => a === area),
        area,
      ).toHaveLength(4);
  });

  it("the 'all' bonus is given once per player, whatever the number of people on the tile", () => {
    const s = tamingWith([1, 3, 0], [[6], [1, 1, 1], []]);
    const after = play(s, 0, { type: "tame", bonus: "one" });
    const food = (t: StoneAgeState, seat: number) => seatOf(t, seat).food + seatOf(t, seat).people;
    expect(food(after, 1) - seatOf(s, 1).food).toBe(MAMMOTH_BY_ID.M04!.all.food ?? 0);
  });
});
