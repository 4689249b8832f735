import { describe, expect, it } from "vitest";
import { stoneAge } from "./index";
import { cultureScore, breakdown } from "./scoring";
import { cloneState } from "./state";
import { actionsState, play, refuse } from "./test-helpers";
import type { StoneAgeState } from "./types";

/** Seat 0 finishes an empty action turn; nobody else has anything placed, so feeding starts. */
function toFeeding(setup: (s: StoneAgeState) => void, players = 2): StoneAgeState {
  const s = actionsState(players, 0, {}, "feed");
  setup(s);
  return play(s, 0, { type: "end-turn" });
}

describe("feeding", () => {
  it("agriculture counts as food and each person eats 1; enough food feeds automatically", () => {
    const s = toFeeding((s) => {
      s.player[0]!.agriculture = 3;
      s.player[0]!.food = 4;
      s.player[0]!.people = 7;
    });
    expect(s.player[0]!.food).toBe(0);
    expect(s.player[0]!.score).toBe(0);
    expect(s.player[1]!.food).toBe(12 - 5);
    expect(s.round).toBe(2);
    expect(s.phase).toBe("place");
  });

  it("a shortfall may be paid with any resources, or the player takes the penalty; both commit at once", () => {
    const s = toFeeding((s) => {
      s.player[0]!.food = 3;
      s.player[0]!.materials = { wood: 1, clay: 0, stone: 1, gold: 3 };
      s.player[1]!.food = 0;
      s.player[1]!.materials = { wood: 5, clay: 0, stone: 0, gold: 0 };
    });
    expect(s.phase).toBe("feed");
    expect(stoneAge.activeSeats(s)).toEqual([0, 1]);
    const m0 = stoneAge.legalMoves(s, 0);
    expect(m0).toContainEqual({ type: "starve" });
    expect(m0.filter((m) => m.type === "feed")).toHaveLength(4); // 2 of {wood, stone, gold×3}
    expect(stoneAge.moveKind(s, 0, { type: "starve" })).toBe("end");
    refuse(s, 0, { type: "feed", payment: { wood: 1, clay: 0, stone: 0, gold: 0 } });
    refuse(s, 0, { type: "feed", payment: { wood: 0, clay: 2, stone: 0, gold: 0 } });
    const fed = play(s, 0, { type: "feed", payment: { wood: 0, clay: 0, stone: 0, gold: 2 } });
    expect(fed.player[0]).toMatchObject({ food: 0, score: 0, materials: { wood: 1, clay: 0, stone: 1, gold: 1 } });
    expect(stoneAge.activeSeats(fed)).toEqual([1]);
    const starved = play(fed, 1, { type: "starve" });
    expect(starved.player[1]).toMatchObject({ food: 0, score: -10, starved: 1, materials: { wood: 5 } });
    expect(starved.round).toBe(2);
  });

  it("a player who cannot feed even with resources loses all food and 10 points automatically", () => {
    const s = toFeeding((s) => {
      s.player[0]!.food = 2;
      s.player[0]!.materials = { wood: 1, clay: 1, stone: 0, gold: 0 };
    });
    expect(s.player[0]).toMatchObject({ food: 0, score: -10, materials: { wood: 1, clay: 1 } });
    expect(s.round).toBe(2);
  });

  it("the round end slides cards right, refills from the deck and passes the start player", () => {
    const s = actionsState(2, 0, {}, "slide");
    s.startPlayer = 0;
    const [a, b, c, d] = s.slots as string[];
    s.slots = [a!, null, c!, null];
    const top = s.deck.slice(0, 2);
    const after = play(s, 0, { type: "end-turn" });
    expect(after.slots).toEqual([top[1], top[0], a, c]);
    expect(after.deck).toEqual(s.deck.slice(2));
    expect(after.startPlayer).toBe(1);
    expect(stoneAge.activeSeats(after)).toEqual([1]);
    expect(d).toBeDefined();
    expect(b).toBeDefined();
  });
});

describe("game end", () => {
  it("ends after the round (feeding included) when a building stack is empty", () => {
    const s = actionsState(2, 0, { "stack-0": 1 }, "end-b");
    s.stacks[0] = ["B01"];
    s.player[0]!.materials = { wood: 2, clay: 1, stone: 0, gold: 0 };
    s.player[0]!.people = 9;
    s.player[0]!.food = 0;
    let t = play(s, 0, { type: "build", stack: 0, payment: { wood: 2, clay: 1, stone: 0, gold: 0 } });
    expect(t.phase).toBe("actions");
    t = play(t, 0, { type: "end-turn" });
    expect(t.phase).toBe("over");
    expect(t.endReason).toBe("buildings");
    expect(t.player[0]!.score).toBe(10 - 10); // fed (starved) before the end
    expect(stoneAge.activeSeats(t)).toEqual([]);
    expect(stoneAge.legalMoves(t, 0)).toEqual([]);
    expect(stoneAge.outcome(t)).not.toBeNull();
    const r = stoneAge.applyMove(t, 0, { type: "end-turn" });
    expect(!r.ok && r.code).toBe("GAME_OVER");
  });

  it("ends at once when the deck cannot refill all 4 card slots at the start of a round", () => {
    const s = actionsState(2, 0, {}, "end-c");
    s.slots = [s.slots[0]!, null, null, s.slots[3]!];
    s.deck = s.deck.slice(0, 1);
    const t = play(s, 0, { type: "end-turn" });
    expect(t.phase).toBe("over");
    expect(t.endReason).toBe("cards");
    const u = cloneState(s);
    u.deck = s.deck.concat(["G01"]).slice(0, 2);
    expect(play(u, 0, { type: "end-turn" }).phase).toBe("place");
  });
});

describe("final scoring", () => {
  it("culture sets score distinct symbols squared; duplicates start a second set", () => {
    expect(cultureScore([])).toBe(0);
    expect(cultureScore(["art", "music", "time"])).toBe(9);
    expect(cultureScore(["art", "art", "music"])).toBe(4 + 1);
    expect(cultureScore(["medicine", "art", "writing", "pottery", "time", "transport", "music", "weaving"])).toBe(64);
  });

  it("multipliers, resources and the in-game points add up", () => {
    const s = actionsState(2, 0, {});
    const p = s.player[0]!;
    p.cards = ["G01", "G03", "G04", "S04", "S06", "S15", "S20"];
    p.agriculture = 4; // farmers 2
    p.tools = [3, 2, 2]; // toolmaker 1
    p.oneTimeTools = [4]; // not a tile: does not count
    p.buildings = ["B01", "B02"]; // hut builders 3
    p.people = 7; // shamans 2
    p.materials = { wood: 1, clay: 2, stone: 0, gold: 3 };
    p.food = 9; // food scores nothing
    p.score = 30;
    const b = breakdown(p);
    expect(b).toEqual({
      inGame: 30,
      culture: 4 + 1,
      farmers: 8,
      toolmakers: 7,
      hutBuilders: 6,
      shamans: 14,
      resources: 6,
      total: 30 + 5 + 8 + 7 + 6 + 14 + 6,
      tiebreak: 4 + 7 + 7,
    });
  });

  it("a tie is broken by agriculture + tools + people; an equal tie-break is shared", () => {
    const s = actionsState(3, 0, {});
    s.phase = "over";
    s.endReason = "cards";
    for (const p of s.player) p.score = 40;
    s.player[1]!.agriculture = 2;
    s.player[2]!.score = 39;
    s.player[2]!.agriculture = 9;
    expect(stoneAge.outcome(s)).toMatchObject({ scores: [40, 40, 39], winners: [1] });
    s.player[0]!.tools = [2];
    expect(stoneAge.outcome(s)?.winners).toEqual([0, 1]);
  });
});
