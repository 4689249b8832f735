import { describe, expect, it } from "vitest";
import { BUILDING_BY_ID, CARD_BY_ID, LOCATION_INDEX, NO_MATERIALS } from "./data";
import { stoneAge } from "./index";
import { gainTool, rollYield } from "./effects";
import { cloneState } from "./state";
import { actionsState, isLegal, play, refuse } from "./test-helpers";
import type { StoneAgeState } from "./types";

const seat = 0;
const me = (s: StoneAgeState) => {
  const p = s.player[seat];
  if (!p) throw new Error("no player");
  return p;
};

describe("resource locations", () => {
  it("BGA example: 4 people in the forest rolling 8 get 2 wood (8 : 3 = 2, remainder lost)", () => {
    expect(rollYield([1, 2, 2, 3], 0, "wood")).toBe(2);
    const s = actionsState(4, seat, { forest: 4 });
    const rolled = play(s, seat, { type: "resolve", location: "forest" });
    rolled.roll = { good: "wood", dice: [1, 2, 2, 3], bonus: 0, source: "location" };
    const after = play(rolled, seat, { type: "take" });
    expect(me(after).materials.wood).toBe(2);
  });

  it.each([
    ["hunt", "food", 2],
    ["forest", "wood", 3],
    ["clay-pit", "clay", 4],
    ["quarry", "stone", 5],
    ["river", "gold", 6],
  ] as const)("%s rolls one die per person and yields %s at 1 per full %i", (location, good, value) => {
    const s = actionsState(4, seat, { [location]: 3 }, `roll-${location}`);
    expect(stoneAge.moveKind(s, seat, { type: "resolve", location })).toBe("reveal");
    const rolled = play(s, seat, { type: "resolve", location });
    expect(rolled.roll?.dice).toHaveLength(3);
    expect(rolled.rng).not.toBe(s.rng);
    expect(me(rolled).placed[LOCATION_INDEX[location]]).toBe(0);
    // While a roll waits only tools and taking it are allowed.
    expect(stoneAge.legalMoves(rolled, seat)).toEqual([{ type: "take" }]);
    const sum = (rolled.roll?.dice ?? []).reduce((a, b) => a + b, 0);
    const after = play(rolled, seat, { type: "take" });
    const gained = good === "food" ? me(after).food - me(s).food : me(after).materials[good] - me(s).materials[good];
    expect(gained).toBe(Math.floor(sum / value));
    expect(after.roll).toBeNull();
  });

  it("tools are added after the roll, whole, each once per round; one-time tools are used up", () => {
    const s0 = actionsState(4, seat, { quarry: 2, river: 1 });
    me(s0).tools = [3, 2];
    me(s0).toolsUsed = [false, false];
    me(s0).oneTimeTools = [4];
    let s = play(s0, seat, { type: "resolve", location: "quarry" });
    const dice = s.roll?.dice ?? [];
    expect(stoneAge.legalMoves(s, seat)).toEqual([
      { type: "use-tool", tool: 0 },
      { type: "use-tool", tool: 1 },
      { type: "use-one-time-tool", value: 4 },
      { type: "take" },
    ]);
    expect(stoneAge.moveKind(s, seat, { type: "use-tool", tool: 0 })).toBe("step");
    s = play(s, seat, { type: "use-tool", tool: 0 });
    refuse(s, seat, { type: "use-tool", tool: 0 });
    s = play(s, seat, { type: "use-one-time-tool", value: 4 });
    expect(me(s).oneTimeTools).toEqual([]);
    refuse(s, seat, { type: "use-one-time-tool", value: 4 });
    expect(s.roll?.bonus).toBe(7);
    s = play(s, seat, { type: "take" });
    expect(me(s).materials.stone).toBe(Math.floor((dice[0]! + dice[1]! + 7) / 5));
    // The second roll of the round may only use the unused tool.
    s = play(s, seat, { type: "resolve", location: "river" });
    expect(isLegal(s, seat, { type: "use-tool", tool: 0 })).toBe(false);
    expect(isLegal(s, seat, { type: "use-tool", tool: 1 })).toBe(true);
  });

  it("tools are fresh again next round", () => {
    let s = actionsState(2, seat, { hunt: 1 }, "fresh-tools");
    me(s).tools = [1];
    me(s).toolsUsed = [false];
    s = play(s, seat, { type: "resolve", location: "hunt" });
    s = play(s, seat, { type: "use-tool", tool: 0 });
    s = play(s, seat, { type: "take" });
    expect(me(s).toolsUsed).toEqual([true]);
    s = play(s, seat, { type: "end-turn" });
    // the other player has nothing placed: feeding (automatic with 12 food) and the next round follow
    expect(s.round).toBe(2);
    expect(me(s).toolsUsed).toEqual([false]);
  });
});

describe("village locations", () => {
  it("the field raises agriculture by 1, at most 10", () => {
    const s = actionsState(4, seat, { field: 1 });
    expect(stoneAge.moveKind(s, seat, { type: "resolve", location: "field" })).toBe("step");
    expect(me(play(s, seat, { type: "resolve", location: "field" })).agriculture).toBe(1);
    me(s).agriculture = 10;
    expect(me(play(s, seat, { type: "resolve", location: "field" })).agriculture).toBe(10);
  });

  it("the toolmaker adds tool tiles up to three, then raises the lowest, up to three tools of 4", () => {
    const s = actionsState(4, seat, { toolmaker: 1 });
    expect(me(play(s, seat, { type: "resolve", location: "toolmaker" })).tools).toEqual([1]);
    const p = cloneState(s).player[seat]!;
    const seen: string[] = [];
    for (let i = 0; i < 14; i++) {
      gainTool(p);
      seen.push(p.tools.join(""));
    }
    expect(seen.slice(0, 5)).toEqual(["1", "11", "111", "211", "221"]);
    expect(seen[11]).toBe("444");
    expect(seen[13]).toBe("444");
  });

  it("an upgrade prefers an unused tile among the lowest", () => {
    const s = actionsState(4, seat, { toolmaker: 1 });
    me(s).tools = [2, 2, 2];
    me(s).toolsUsed = [true, false, true];
    expect(me(play(s, seat, { type: "resolve", location: "toolmaker" })).tools).toEqual([2, 3, 2]);
  });

  it("the hut adds a person, at most 10", () => {
    const s = actionsState(4, seat, { hut: 2 });
    expect(me(play(s, seat, { type: "resolve", location: "hut" })).people).toBe(6);
    me(s).people = 10;
    expect(me(play(s, seat, { type: "resolve", location: "hut" })).people).toBe(10);
  });

  it("any place may be given up; the turn ends only when every place is done", () => {
    let s = actionsState(4, seat, { hut: 2, forest: 1 });
    refuse(s, seat, { type: "end-turn" });
    s = play(s, seat, { type: "decline", location: "hut" });
    expect(me(s).people).toBe(5);
    s = play(s, seat, { type: "decline", location: "forest" });
    expect(stoneAge.legalMoves(s, seat)).toEqual([{ type: "end-turn" }]);
  });
});

describe("buildings", () => {
  function withTop(id: string, have = { wood: 3, clay: 3, stone: 3, gold: 3 }) {
    const s = actionsState(4, seat, { "stack-1": 1 }, "build");
    s.stacks[1] = [id, ...(s.stacks[1] ?? []).filter((x) => x !== id)];
    me(s).materials = { ...have };
    return s;
  }
  const builds = (s: StoneAgeState) => stoneAge.legalMoves(s, seat).filter((m) => m.type === "build");

  it("a fixed building costs exactly its resources and scores its points; the next tile shows at round end", () => {
    const s = withTop("B05");
    const pay = { wood: 1, clay: 1, stone: 1, gold: 0 };
    expect(builds(s)).toEqual([{ type: "build", stack: 1, payment: pay }]);
    refuse(s, seat, { type: "build", stack: 1, payment: { wood: 2, clay: 1, stone: 0, gold: 0 } });
    const after = play(s, seat, { type: "build", stack: 1, payment: pay });
    expect(me(after).score).toBe(12);
    expect(me(after).buildings).toEqual(["B05"]);
    expect(me(after).materials).toEqual({ wood: 2, clay: 2, stone: 2, gold: 3 });
    expect(after.topVisible[1]).toBe(false);
    expect(stoneAge.playerView(after, 1).stacks[1]?.top).toBeNull();
    const next = play(after, seat, { type: "end-turn" });
    expect(next.round).toBe(2);
    expect(stoneAge.playerView(next, 1).stacks[1]?.top).toBe(next.stacks[1]?.[0]);
  });

  it("cannot build without the resources (only giving up remains)", () => {
    const s = withTop("B17", { wood: 5, clay: 5, stone: 1, gold: 1 });
    expect(builds(s)).toEqual([]);
    expect(stoneAge.legalMoves(s, seat)).toEqual([{ type: "decline", location: "stack-1" }]);
  });

  it("'4 of N kinds' takes exactly 4 resources of exactly N kinds and scores their values", () => {
    for (const [id, kinds] of [
      ["B18", 1],
      ["B19", 2],
      ["B20", 3],
      ["B21", 4],
    ] as const) {
      const s = withTop(id, { wood: 4, clay: 4, stone: 4, gold: 4 });
      const options = builds(s);
      expect(options.length).toBeGreaterThan(0);
      for (const m of options) {
        if (m.type !== "build") continue;
        const counts = Object.values(m.payment);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
        expect(counts.filter((n) => n > 0)).toHaveLength(kinds);
      }
    }
    const s = withTop("B19");
    refuse(s, seat, { type: "build", stack: 1, payment: { wood: 2, clay: 1, stone: 1, gold: 0 } });
    const after = play(s, seat, { type: "build", stack: 1, payment: { wood: 0, clay: 0, stone: 1, gold: 3 } });
    expect(me(after).score).toBe(5 + 18);
  });

  it("'5 of 4 kinds' needs all four kinds", () => {
    const s = withTop("B25", { wood: 2, clay: 2, stone: 2, gold: 0 });
    expect(builds(s)).toEqual([]);
    const t = withTop("B25", { wood: 2, clay: 1, stone: 1, gold: 1 });
    expect(builds(t)).toEqual([{ type: "build", stack: 1, payment: { wood: 2, clay: 1, stone: 1, gold: 1 } }]);
    expect(me(play(t, seat, builds(t)[0]!)).score).toBe(6 + 4 + 5 + 6);
  });

  it("a 1-7 building takes 1 to 7 resources of any kinds and scores their values", () => {
    const s = withTop("B26", { wood: 9, clay: 0, stone: 0, gold: 2 });
    const sizes = new Set(
      builds(s).map((m) => (m.type === "build" ? Object.values(m.payment).reduce((a, b) => a + b, 0) : 0)),
    );
    expect([...sizes].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    refuse(s, seat, { type: "build", stack: 1, payment: { wood: 8, clay: 0, stone: 0, gold: 0 } });
    refuse(s, seat, { type: "build", stack: 1, payment: NO_MATERIALS });
    const after = play(s, seat, { type: "build", stack: 1, payment: { wood: 5, clay: 0, stone: 0, gold: 2 } });
    expect(me(after).score).toBe(15 + 12);
    expect(BUILDING_BY_ID.B26?.kind).toBe("any");
  });
});

describe("civilization cards", () => {
  function atSlot(id: string, slot = 3, have = { wood: 4, clay: 0, stone: 0, gold: 0 }, players = 4, seed = "card") {
    const s = actionsState(players, seat, { [`card-${slot}`]: 1 } as Record<string, number>, seed);
    s.deck = s.deck.filter((c) => c !== id);
    s.slots = s.slots.map((c) => (c === id ? null : c));
    s.slots[slot] = id;
    me(s).materials = { ...have };
    return s;
  }
  const one = { wood: 1, clay: 0, stone: 0, gold: 0 };

  it("costs its slot's number of resources (4, 3, 2, 1 from left to right), never food", () => {
    for (const slot of [0, 1, 2, 3]) {
      const s = atSlot("G13", slot, { wood: 2, clay: 2, stone: 0, gold: 0 });
      const buys = stoneAge.legalMoves(s, seat).filter((m) => m.type === "buy-card");
      for (const m of buys)
        if (m.type === "buy-card") expect(Object.values(m.payment).reduce((a, b) => a + b, 0)).toBe(4 - slot);
      expect(buys.length).toBeGreaterThan(0);
    }
    const poor = atSlot("G13", 0, { wood: 3, clay: 0, stone: 0, gold: 0 });
    me(poor).food = 50;
    expect(stoneAge.legalMoves(poor, seat)).toEqual([{ type: "decline", location: "card-0" }]);
  });

  it("food, resource, victory-point, agriculture, tool and one-time-tool cards apply at once", () => {
    const cases: [string, (s: StoneAgeState) => unknown, unknown][] = [
      ["G07", (s) => me(s).food, 12 + 7],
      ["G11", (s) => me(s).materials.stone, 2],
      ["S17", (s) => me(s).materials.gold, 1],
      ["G13", (s) => me(s).score, 3],
      ["S02", (s) => me(s).agriculture, 1],
      ["G03", (s) => me(s).tools, [1]],
      ["S06", (s) => me(s).oneTimeTools, [4]],
    ];
    for (const [id, read, expected] of cases) {
      const s = atSlot(id);
      const m = { type: "buy-card", slot: 3, payment: one } as const;
      expect(stoneAge.moveKind(s, seat, m)).toBe("step");
      const after = play(s, seat, m);
      expect(read(after)).toEqual(expected);
      expect(me(after).cards).toEqual([id]);
      expect(me(after).materials.wood).toBe(3);
      expect(after.slots[3]).toBeNull();
    }
  });

  it("two resources of choice are chosen at once", () => {
    let s = play(atSlot("G02"), seat, { type: "buy-card", slot: 3, payment: one });
    expect(stoneAge.legalMoves(s, seat).map((m) => m.type)).toEqual(Array(4).fill("choose-resource"));
    s = play(s, seat, { type: "choose-resource", resource: "gold" });
    s = play(s, seat, { type: "choose-resource", resource: "stone" });
    expect(me(s).materials).toEqual({ wood: 3, clay: 0, stone: 1, gold: 1 });
    expect(stoneAge.legalMoves(s, seat)).toEqual([{ type: "end-turn" }]);
  });

  it("dice-for-resource cards roll 2 dice (a reveal) and allow tools", () => {
    for (const [id, good, value] of [
      ["G04", "gold", 6],
      ["S18", "stone", 5],
      ["S20", "wood", 3],
    ] as const) {
      const s0 = atSlot(id);
      me(s0).tools = [2];
      me(s0).toolsUsed = [false];
      const m = { type: "buy-card", slot: 3, payment: one } as const;
      expect(stoneAge.moveKind(s0, seat, m)).toBe("reveal");
      let s = play(s0, seat, m);
      expect(s.roll).toMatchObject({ good, bonus: 0, source: "card" });
      expect(s.roll?.dice).toHaveLength(2);
      const total = (s.roll?.dice ?? []).reduce((a, b) => a + b, 0) + 2;
      s = play(s, seat, { type: "use-tool", tool: 0 });
      s = play(s, seat, { type: "take" });
      expect(me(s).materials[good] - me(s0).materials[good] + (good === "wood" ? 1 : 0)).toBe(
        Math.floor(total / value),
      );
    }
  });

  it("the extra card is the deck's top card, kept for its bottom half without its effect", () => {
    const s0 = atSlot("G05");
    const top = s0.deck[0]!;
    const m = { type: "buy-card", slot: 3, payment: one } as const;
    expect(stoneAge.moveKind(s0, seat, m)).toBe("reveal");
    const s = play(s0, seat, m);
    expect(me(s).cards).toEqual(["G05", top]);
    expect(s.deck).toEqual(s0.deck.slice(1));
    // nothing of the extra card's top half happened
    expect(me(s).food).toBe(me(s0).food);
    expect(me(s).score).toBe(0);
    expect(s.roll).toBeNull();
    expect(s.lottery).toBeNull();
    expect(s.choiceLeft).toBe(0);
    expect(CARD_BY_ID.G05?.effect.type).toBe("extra-card");
  });

  it("the extra card with an empty deck: no extra card, the purchase stands (RULES-NOTES: an empty deck)", () => {
    const s0 = atSlot("G05");
    s0.deck = [];
    const s = play(s0, seat, { type: "buy-card", slot: 3, payment: one });
    expect(me(s).cards).toEqual(["G05"]);
    expect(me(s).materials.wood).toBe(3);
    expect(s.deck).toEqual([]);
  });

  it("the lottery rolls one die per player; the buyer picks first, then the others in order", () => {
    const s0 = atSlot("S03", 3, one, 3, "lottery");
    const m = { type: "buy-card", slot: 3, payment: one } as const;
    expect(stoneAge.moveKind(s0, seat, m)).toBe("reveal");
    let s = play(s0, seat, m);
    const dice = s.lottery?.dice ?? [];
    expect(dice).toHaveLength(3);
    expect(stoneAge.activeSeats(s)).toEqual([0]);
    const f0 = dice[0]!;
    expect(stoneAge.moveKind(s, 0, { type: "pick-die", face: f0 })).toBe("reveal");
    refuse(s, 1, { type: "pick-die", face: f0 });
    s = play(s, 0, { type: "pick-die", face: f0 });
    expect(stoneAge.activeSeats(s)).toEqual([1]);
    const f1 = s.lottery!.dice[0]!;
    expect(stoneAge.moveKind(s, 1, { type: "pick-die", face: f1 })).toBe("end");
    const before = s;
    s = play(s, 1, { type: "pick-die", face: f1 });
    // The last player gets the last die automatically and the buyer goes on.
    expect(s.lottery).toBeNull();
    expect(stoneAge.activeSeats(s)).toEqual([0]);
    const f2 = before.lottery!.dice.filter((_, i) => i !== before.lottery!.dice.indexOf(f1))[0]!;
    const prizes = (p: StoneAgeState["player"][number]) =>
      p.materials.wood + p.materials.clay + p.materials.stone + p.materials.gold + p.tools.length + p.agriculture;
    expect(prizes(s.player[2]!) - prizes(before.player[2]!)).toBe(1);
    expect(f2).toBeGreaterThanOrEqual(1);
  });

  it("each lottery face gives its prize: 1 wood, 2 clay, 3 stone, 4 gold, 5 tool, 6 agriculture", () => {
    const s0 = play(atSlot("S03", 3, one, 2), seat, { type: "buy-card", slot: 3, payment: one });
    const expected: Record<number, (p: StoneAgeState["player"][number]) => boolean> = {
      1: (p) => p.materials.wood === 1,
      2: (p) => p.materials.clay === 1,
      3: (p) => p.materials.stone === 1,
      4: (p) => p.materials.gold === 1,
      5: (p) => p.tools.length === 1,
      6: (p) => p.agriculture === 1,
    };
    for (let face = 1; face <= 6; face++) {
      const s = cloneState(s0);
      s.lottery = { dice: [face, 1], order: [0, 1], card: "S03" };
      const after = play(s, 0, { type: "pick-die", face });
      expect(expected[face]!(me(after)), `face ${face}`).toBe(true);
    }
  });
});
