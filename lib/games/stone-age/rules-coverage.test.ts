/**
 * Rules of the BGA help text (and RULES-NOTES decisions) that the other test files did not check yet.
 * Each test should fail if the rule it names were broken.
 */
import { describe, expect, it } from "vitest";
import { LOCATION_INDEX } from "./data";
import { stoneAge } from "./index";
import { breakdown } from "./scoring";
import { cloneState, peopleLeft } from "./state";
import { actionsState, fresh, isLegal, place, placeTurn, play, refuse } from "./test-helpers";
import type { StoneAgeState } from "./types";

const player = (s: StoneAgeState, seat: number) => {
  const p = s.player[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
};

describe("placement (Phase 1)", () => {
  it("2 players: both may use the hunting grounds (the one-player limit is for wood, clay, stone, gold only)", () => {
    let s = fresh(2, "hunt-2");
    const a = s.startPlayer;
    s = placeTurn(s, a, "hunt", 2);
    expect(isLegal(s, 1 - a, place("hunt", 5))).toBe(true);
    refuse(s, 1 - a, place("hunt", 6));
  });

  it("3 players: all three may use the hunting grounds (the two-player limit does not apply there)", () => {
    let s = fresh(3, "hunt-3");
    const seat = (i: number) => (s.startPlayer + i) % 3;
    const a = s.startPlayer;
    s = placeTurn(s, a, "hunt", 1);
    s = placeTurn(s, (a + 1) % 3, "hunt", 1);
    expect(isLegal(s, seat(2), place("hunt", 1))).toBe(true);
  });

  it("nobody goes back to the hunting grounds in a later placement turn ('kein Nachsetzen')", () => {
    let s = fresh(2, "hunt-again");
    const a = s.startPlayer;
    s = placeTurn(s, a, "hunt", 1);
    s = placeTurn(s, 1 - a, "forest", 1);
    expect(stoneAge.activeSeats(s)).toEqual([a]);
    refuse(s, a, place("hunt", 1));
    expect(stoneAge.legalMoves(s, a).some((m) => m.type === "place" && m.location === "hunt")).toBe(false);
  });

  it("the hut is closed to a player with only one person left (it always takes 2 of one's own)", () => {
    const s = cloneState(fresh(4, "hut-one"));
    const a = s.startPlayer;
    player(s, a).placed[LOCATION_INDEX.hunt] = 4; // 1 person left
    expect(peopleLeft(player(s, a))).toBe(1);
    refuse(s, a, place("hut", 2));
    refuse(s, a, place("hut", 1));
    expect(isLegal(s, a, place("field", 1))).toBe(true);
  });

  it("a player may occupy the hut, field or toolmaker when already at the maximum (RULES-NOTES: blocking)", () => {
    const s = cloneState(fresh(4, "block"));
    const p = player(s, s.startPlayer);
    p.people = 10;
    p.agriculture = 10;
    p.tools = [4, 4, 4];
    p.toolsUsed = [false, false, false];
    for (const m of [place("hut", 2), place("field", 1), place("toolmaker", 1)]) {
      expect(isLegal(s, s.startPlayer, m), JSON.stringify(m)).toBe(true);
    }
  });

  it("2 players: one player taking two of field/toolmaker/hut closes the third for everyone", () => {
    let s = fresh(2, "village-same");
    const a = s.startPlayer;
    s = placeTurn(s, a, "field", 1);
    s = placeTurn(s, 1 - a, "hunt", 1);
    s = placeTurn(s, a, "toolmaker", 1);
    refuse(s, 1 - a, place("hut", 2));
    // with 4 players the same sequence leaves the hut open
    let t = fresh(4, "village-same");
    const b = t.startPlayer;
    t = placeTurn(t, b, "field", 1);
    for (let i = 1; i < 4; i++) t = placeTurn(t, (b + i) % 4, "hunt", 1);
    t = placeTurn(t, b, "toolmaker", 1);
    expect(isLegal(t, (b + 1) % 4, place("hut", 2))).toBe(true);
  });

  it("different card slots and building stacks are different places: one player may use several", () => {
    let s = fresh(2, "multi");
    const a = s.startPlayer;
    s = placeTurn(s, a, "card-0", 1);
    s = placeTurn(s, 1 - a, "hunt", 1);
    s = placeTurn(s, a, "card-1", 1);
    s = placeTurn(s, 1 - a, "forest", 1);
    s = placeTurn(s, a, "stack-0", 1);
    s = placeTurn(s, 1 - a, "clay-pit", 1);
    expect(isLegal(s, a, place("stack-1", 1))).toBe(true);
  });
});

describe("actions (Phase 2)", () => {
  it("players act in player order from the start player; players with nobody placed are skipped", () => {
    const s0 = actionsState(3, 1, { hunt: 1 }, "order");
    player(s0, 0).placed[LOCATION_INDEX.field] = 1;
    // seat 2 has nothing placed
    expect(stoneAge.activeSeats(s0)).toEqual([1]);
    refuse(s0, 0, { type: "resolve", location: "field" });
    let s = play(s0, 1, { type: "decline", location: "hunt" });
    s = play(s, 1, { type: "end-turn" });
    expect(s.phase).toBe("actions");
    expect(stoneAge.activeSeats(s)).toEqual([0]);
    s = play(s, 0, { type: "resolve", location: "field" });
    s = play(s, 0, { type: "end-turn" });
    // everyone done: feeding (automatic with 12 food) and the next round
    expect(s.round).toBe(2);
  });

  it("a player's places may be resolved in any order: all of them are offered at once", () => {
    const s = actionsState(4, 0, { forest: 2, field: 1, "stack-0": 1, "card-3": 1 }, "any-order");
    player(s, 0).materials = { wood: 5, clay: 5, stone: 5, gold: 5 };
    const offered = new Set(
      stoneAge
        .legalMoves(s, 0)
        .flatMap((m) =>
          m.type === "resolve"
            ? [m.location]
            : m.type === "build"
              ? ["stack-0"]
              : m.type === "buy-card"
                ? ["card-3"]
                : [],
        ),
    );
    expect([...offered].sort()).toEqual(["card-3", "field", "forest", "stack-0"]);
  });

  it("a person gained at the hut is fed this round and placeable from the next round on", () => {
    let s = actionsState(2, 0, { hut: 2 }, "hut-feed");
    s = play(s, 0, { type: "resolve", location: "hut" });
    expect(player(s, 0).people).toBe(6);
    s = play(s, 0, { type: "end-turn" });
    expect(s.round).toBe(2);
    expect(player(s, 0).food).toBe(12 - 6);
    expect(player(s, 1).food).toBe(12 - 5);
    // round 2: seat 1 starts; then seat 0 may place all 6 people
    expect(stoneAge.activeSeats(s)).toEqual([1]);
    s = placeTurn(s, 1, "forest", 1);
    expect(isLegal(s, 0, place("hunt", 6))).toBe(true);
    refuse(s, 0, place("hunt", 7));
  });

  it("no tool of any kind can be added to a lottery die", () => {
    const s = actionsState(2, 0, {}, "lottery-tools");
    player(s, 0).tools = [3];
    player(s, 0).toolsUsed = [false];
    player(s, 0).oneTimeTools = [4];
    s.lottery = { dice: [2, 5], order: [0, 1], card: "S03" };
    const moves = stoneAge.legalMoves(s, 0);
    expect(moves.every((m) => m.type === "pick-die")).toBe(true);
    refuse(s, 0, { type: "use-tool", tool: 0 });
    refuse(s, 0, { type: "use-one-time-tool", value: 4 });
  });

  it("the extra card's bottom half counts in the final scoring", () => {
    const s = actionsState(4, 0, { "card-3": 1 }, "extra-score");
    s.deck = ["G13", ...s.deck.filter((c) => c !== "G13" && c !== "G05")];
    s.slots = s.slots.map((c) => (c === "G13" || c === "G05" ? "G16" : c));
    s.slots[3] = "G05";
    player(s, 0).materials = { wood: 1, clay: 0, stone: 0, gold: 0 };
    const after = play(s, 0, { type: "buy-card", slot: 3, payment: { wood: 1, clay: 0, stone: 0, gold: 0 } });
    // writing (G05) + music (G13): a set of 2 symbols = 4 points; G13's +3 points are not applied
    expect(player(after, 0).score).toBe(0);
    expect(breakdown(player(after, 0)).culture).toBe(4);
  });
});

describe("feeding (Phase 3)", () => {
  it("paying more resources than the missing food is refused", () => {
    const s = actionsState(2, 0, {}, "overpay");
    player(s, 0).food = 4; // 1 missing
    player(s, 0).materials = { wood: 3, clay: 0, stone: 0, gold: 0 };
    const t = play(s, 0, { type: "end-turn" });
    expect(t.phase).toBe("feed");
    refuse(t, 0, { type: "feed", payment: { wood: 2, clay: 0, stone: 0, gold: 0 } });
    refuse(t, 0, { type: "feed", payment: { wood: 0, clay: 0, stone: 0, gold: 0 } });
    const fed = play(t, 0, { type: "feed", payment: { wood: 1, clay: 0, stone: 0, gold: 0 } });
    expect(player(fed, 0).materials.wood).toBe(2);
  });

  it("starving loses all food, including this round's agriculture food, but keeps the agriculture level", () => {
    let s = actionsState(2, 0, {}, "starve-agri");
    player(s, 0).agriculture = 2;
    player(s, 0).food = 1; // 3 with agriculture, 5 needed, no resources: automatic penalty
    s = play(s, 0, { type: "end-turn" });
    expect(player(s, 0)).toMatchObject({ food: 0, agriculture: 2, score: -10, starved: 1 });
  });

  it("the last round is fed before the game ends because the card deck runs short", () => {
    const s = actionsState(2, 0, {}, "last-feed");
    s.slots = [null, null, s.slots[2]!, s.slots[3]!];
    s.deck = s.deck.slice(0, 1);
    player(s, 1).food = 2; // cannot feed 5 people
    const t = play(s, 0, { type: "end-turn" });
    expect(t.endReason).toBe("cards");
    expect(player(t, 0).food).toBe(12 - 5);
    expect(player(t, 1)).toMatchObject({ food: 0, score: -10 });
    expect(stoneAge.outcome(t)?.scores[1]).toBe(-10);
  });
});

describe("end of the game", () => {
  it("4 players: one empty stack ends the game even though the card display could be refilled", () => {
    const s = actionsState(4, 0, { "stack-2": 1 }, "one-stack");
    s.stacks[2] = ["B01"];
    player(s, 0).materials = { wood: 2, clay: 1, stone: 0, gold: 0 };
    expect(s.deck.length).toBeGreaterThan(4);
    let t = play(s, 0, { type: "build", stack: 2, payment: { wood: 2, clay: 1, stone: 0, gold: 0 } });
    t = play(t, 0, { type: "end-turn" });
    expect(t).toMatchObject({ phase: "over", endReason: "buildings" });
    expect(t.stacks.filter((st) => st.length > 0)).toHaveLength(3);
  });

  it("the final score adds in-game points, culture, multipliers and 1 per resource (food scores nothing)", () => {
    const s = actionsState(2, 0, {}, "final");
    s.phase = "over";
    s.endReason = "cards";
    const p = player(s, 0);
    p.score = 5;
    p.cards = ["S11"]; // 1 hut builder
    p.buildings = ["B01", "B02", "B03"];
    p.materials = { wood: 1, clay: 1, stone: 1, gold: 1 };
    p.food = 20;
    expect(stoneAge.outcome(s)?.scores[0]).toBe(5 + 3 + 4);
  });
});
