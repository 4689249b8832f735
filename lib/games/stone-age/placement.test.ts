import { describe, expect, it } from "vitest";
import { LOCATION_INDEX, START_FOOD, START_PEOPLE } from "./data";
import { stoneAge } from "./index";
import { cloneState } from "./state";
import { fresh, isLegal, place, placeTurn, play, refuse } from "./test-helpers";

/** Places for `seat` then ends its turn; returns the new state. */

describe("setup", () => {
  it.each([2, 3, 4])("deals %i players their start and as many building stacks as players", (n) => {
    const s = fresh(n, "setup");
    expect(s.player).toHaveLength(n);
    for (const p of s.player) {
      expect(p).toMatchObject({ people: START_PEOPLE, food: START_FOOD, agriculture: 0, tools: [], score: 0 });
    }
    expect(s.stacks).toHaveLength(n);
    for (const st of s.stacks) expect(st).toHaveLength(7);
    expect(new Set(s.stacks.flat()).size).toBe(7 * n);
    expect(s.slots.every((c) => c !== null)).toBe(true);
    expect(s.deck).toHaveLength(32);
    expect(new Set([...s.deck, ...(s.slots as string[])]).size).toBe(36);
    expect(s.startPlayer).toBeGreaterThanOrEqual(0);
    expect(s.startPlayer).toBeLessThan(n);
    expect(stoneAge.activeSeats(s)).toEqual([s.startPlayer]);
    expect(fresh(n, "setup")).toEqual(s);
  });

  it("picks different start players and orders for different seeds", () => {
    const starts = new Set(Array.from({ length: 30 }, (_, i) => fresh(4, `x${i}`).startPlayer));
    expect(starts.size).toBeGreaterThan(1);
    expect(fresh(4, "a").deck).not.toEqual(fresh(4, "b").deck);
  });

  it("round-trips through JSON", () => {
    const s = fresh(3);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe("rejections", () => {
  it("moves out of turn, malformed moves and illegal moves are rejected and change nothing", () => {
    const s = fresh(3, "reject");
    const other = (s.startPlayer + 1) % 3;
    const before = JSON.stringify(s);
    const r = stoneAge.applyMove(s, other, place("hunt", 1));
    expect(!r.ok && r.code).toBe("NOT_YOUR_TURN");
    expect(stoneAge.legalMoves(s, other)).toEqual([]);
    expect(stoneAge.moveSchema.safeParse({ type: "place", location: "moon", count: 1 }).success).toBe(false);
    expect(stoneAge.moveSchema.safeParse({ type: "place", location: "hunt", count: 0 }).success).toBe(false);
    expect(stoneAge.moveSchema.safeParse({ type: "place", location: "hunt", count: 2 }).success).toBe(true);
    refuse(s, s.startPlayer, place("hunt", 6));
    refuse(s, s.startPlayer, { type: "end-turn" });
    refuse(s, s.startPlayer, { type: "resolve", location: "hunt" });
    refuse(s, s.startPlayer, { type: "starve" });
    expect(JSON.stringify(s)).toBe(before);
    expect(stoneAge.optionsSchema.parse({})).toEqual({});
  });
});

describe("placement", () => {
  it("places people as a step and passes the turn with end-turn; players go on until all are placed", () => {
    let s = fresh(2, "order");
    const a = s.startPlayer;
    const b = 1 - a;
    expect(stoneAge.moveKind(s, a, place("hunt", 5))).toBe("step");
    s = play(s, a, place("hunt", 5));
    expect(stoneAge.legalMoves(s, a)).toEqual([{ type: "end-turn" }]);
    expect(stoneAge.moveKind(s, a, { type: "end-turn" })).toBe("end");
    s = play(s, a, { type: "end-turn" });
    expect(stoneAge.activeSeats(s)).toEqual([b]);
    s = placeTurn(s, b, "forest", 2);
    // a has nobody left: b keeps placing.
    expect(stoneAge.activeSeats(s)).toEqual([b]);
    s = placeTurn(s, b, "quarry", 3);
    expect(s.phase).toBe("actions");
    expect(stoneAge.activeSeats(s)).toEqual([a]);
  });

  it("never lets a player use a location twice in a round", () => {
    let s = fresh(4, "twice");
    const a = s.startPlayer;
    s = placeTurn(s, a, "forest", 1);
    for (let i = 1; i < 4; i++) s = placeTurn(s, (a + i) % 4, "hunt", 1);
    refuse(s, a, place("forest", 1));
    expect(isLegal(s, a, place("clay-pit", 1))).toBe(true);
  });

  it("4 players: seven spaces per resource area, any number in the hunting grounds, all three village places", () => {
    let s = fresh(4, "four");
    const a = s.startPlayer;
    const seat = (i: number) => (a + i) % 4;
    s = placeTurn(s, seat(0), "forest", 5);
    s = placeTurn(s, seat(1), "forest", 2);
    refuse(s, seat(2), place("forest", 1)); // full
    s = placeTurn(s, seat(2), "hunt", 4);
    s = placeTurn(s, seat(3), "hunt", 5); // hunting grounds take any number
    expect(s.player[seat(3)]?.placed[LOCATION_INDEX.hunt]).toBe(5);
    expect(s.turn).toBe(seat(1)); // seat(0) has nobody left
    s = placeTurn(s, seat(1), "toolmaker", 1);
    s = placeTurn(s, seat(2), "field", 1);
    refuse(s, seat(1), place("hut", 1)); // the hut needs exactly 2
    s = placeTurn(s, seat(1), "hut", 2); // all three village places with 4 players
    expect(s.phase).toBe("actions");
  });

  it("the hut takes exactly two people, the field and toolmaker one", () => {
    const s = fresh(4, "hut");
    const a = s.startPlayer;
    expect(isLegal(s, a, place("hut", 2))).toBe(true);
    refuse(s, a, place("hut", 1));
    refuse(s, a, place("hut", 3));
    refuse(s, a, place("field", 2));
    refuse(s, a, place("toolmaker", 2));
    const t = play(play(s, a, place("field", 1)), a, { type: "end-turn" });
    refuse(t, (a + 1) % 4, place("field", 1));
  });

  it("3 players: two players per resource area, two of field/toolmaker/hut", () => {
    let s = fresh(3, "three");
    const a = s.startPlayer;
    const seat = (i: number) => (a + i) % 3;
    s = placeTurn(s, seat(0), "forest", 1);
    s = placeTurn(s, seat(1), "forest", 1);
    refuse(s, seat(2), place("forest", 1)); // free spaces, but already two players
    s = placeTurn(s, seat(2), "field", 1);
    s = placeTurn(s, seat(0), "toolmaker", 1);
    refuse(s, seat(1), place("hut", 2)); // third village place is closed
    expect(isLegal(s, seat(1), place("clay-pit", 4))).toBe(true);
  });

  it("2 players: one player per resource area, two of field/toolmaker/hut", () => {
    let s = fresh(2, "two");
    const a = s.startPlayer;
    const b = 1 - a;
    s = placeTurn(s, a, "river", 1);
    refuse(s, b, place("river", 1));
    s = placeTurn(s, b, "hut", 2);
    s = placeTurn(s, a, "field", 1);
    refuse(s, b, place("toolmaker", 1));
  });

  it("card slots and building stacks take one person each", () => {
    let s = fresh(2, "cards");
    const a = s.startPlayer;
    refuse(s, a, place("card-0", 2));
    refuse(s, a, place("stack-2", 1)); // only 2 stacks with 2 players
    s = placeTurn(s, a, "card-0", 1);
    refuse(s, 1 - a, place("card-0", 1));
    s = placeTurn(s, 1 - a, "stack-1", 1);
    refuse(s, a, place("stack-1", 1));
  });

  it("a player with people left but nowhere to go sits out the rest of the placement", () => {
    const s0 = cloneState(fresh(2, "stuck"));
    const a = s0.startPlayer;
    const pa = s0.player[a];
    if (!pa) throw new Error();
    // a already used the hunting grounds and every other location is taken by b or closed.
    pa.placed[LOCATION_INDEX.hunt] = 1;
    const pb = s0.player[1 - a];
    if (!pb) throw new Error();
    pb.people = 10;
    for (const l of [
      "forest",
      "clay-pit",
      "quarry",
      "river",
      "field",
      "toolmaker",
      "card-0",
      "card-1",
      "card-2",
      "card-3",
      "stack-0",
      "stack-1",
    ] as const) {
      pb.placed[LOCATION_INDEX[l]] = 1;
    }
    s0.turn = 1 - a;
    s0.placedThisTurn = true;
    const s = play(s0, 1 - a, { type: "end-turn" });
    expect(s.phase).toBe("actions");
  });
});
