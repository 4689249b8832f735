import { describe, expect, it } from "vitest";
import { stoneAge, type Materials, type StoneAgeMove, type StoneAgeState } from "@/lib/games/stone-age";
import { actionPlaces, clickableLocations, feedOptions, movesOfType, paymentStep, placeOptions } from "./moves";
import { rejectionText } from "@/lib/engine";

const start = (): StoneAgeState => stoneAge.setup({ players: 2, seed: "board-test", options: {} });
const apply = (s: StoneAgeState, seat: number, m: StoneAgeMove): StoneAgeState => {
  const r = stoneAge.applyMove(s, seat, m);
  if (!r.ok) throw new Error(rejectionText(r));
  return r.value;
};

describe("placeOptions", () => {
  it("groups every place move by location with counts ascending", () => {
    const s = start();
    const moves = stoneAge.legalMoves(s, s.turn);
    const groups = placeOptions(moves);
    const total = [...groups.values()].reduce((n, l) => n + l.length, 0);
    expect(total).toBe(movesOfType(moves, "place").length);
    expect(groups.get("hunt")?.map((m) => m.count)).toEqual([1, 2, 3, 4, 5]);
    expect(groups.get("hut")?.map((m) => m.count)).toEqual([2]);
    expect(clickableLocations(moves).has("forest")).toBe(true);
  });
});

describe("actionPlaces", () => {
  it("collects resolve, payments and decline per place, only from the legal moves", () => {
    let s = start();
    const first = s.turn;
    s = apply(s, first, { type: "place", location: "forest", count: 3 });
    s = apply(s, first, { type: "end-turn" });
    s = apply(s, s.turn, { type: "place", location: "card-3", count: 1 });
    const second = s.turn;
    // Give the second player some wood so the 1-resource card can be paid.
    s.player[second]!.materials = { wood: 2, clay: 1, stone: 0, gold: 0 };
    s = apply(s, second, { type: "end-turn" });
    // Everyone places until the actions phase.
    while (s.phase === "place") {
      const moves = stoneAge.legalMoves(s, s.turn);
      s = apply(s, s.turn, moves[0]!);
    }
    const seat = s.turn;
    const places = actionPlaces(stoneAge.legalMoves(s, seat));
    const placedCount = s.player[seat]!.placed.filter((n) => n > 0).length;
    expect(places).toHaveLength(placedCount);
    for (const place of places) expect(place.decline).not.toBeNull();
    // The other player gives everything up, so the second player's turn comes.
    while (s.turn !== second) {
      const moves = stoneAge.legalMoves(s, s.turn);
      s = apply(s, s.turn, moves.find((m) => m.type === "decline") ?? moves.find((m) => m.type === "end-turn")!);
    }
    const card = actionPlaces(stoneAge.legalMoves(s, second)).find((x) => x.location === "card-3");
    expect(card?.payments.map((m) => m.payment)).toEqual([
      { wood: 1, clay: 0, stone: 0, gold: 0 },
      { wood: 0, clay: 1, stone: 0, gold: 0 },
    ]);
  });
});

describe("paymentStep", () => {
  const opts: Materials[] = [
    { wood: 2, clay: 0, stone: 0, gold: 0 },
    { wood: 1, clay: 1, stone: 0, gold: 0 },
    { wood: 1, clay: 0, stone: 1, gold: 0 },
    { wood: 0, clay: 1, stone: 1, gold: 0 },
  ];
  it("asks the first material on which payments differ, then narrows", () => {
    const a = paymentStep(opts, {});
    expect(a.material).toBe("wood");
    expect(a.values).toEqual([0, 1, 2]);
    const b = paymentStep(opts, { wood: 1 });
    expect(b.remaining).toHaveLength(2);
    expect(b.material).toBe("clay");
    const c = paymentStep(opts, { wood: 1, clay: 0 });
    expect(c.remaining).toEqual([opts[2]]);
    expect(c.material).toBeNull();
  });
  it("skips materials on which all remaining payments agree", () => {
    const d = paymentStep(opts, { wood: 0 });
    expect(d.remaining).toEqual([opts[3]]);
    const same: Materials[] = [
      { wood: 1, clay: 0, stone: 0, gold: 1 },
      { wood: 1, clay: 0, stone: 0, gold: 2 },
    ];
    expect(paymentStep(same, {}).material).toBe("gold");
  });
});

describe("feedOptions", () => {
  it("lists the feed payments and the penalty from a real feeding decision", () => {
    let s = start();
    // Short of food with enough resources: the engine offers payments and the penalty.
    s.player = s.player.map((p) => ({ ...p, food: 0, materials: { wood: 3, clay: 3, stone: 0, gold: 0 } }));
    while (s.phase !== "feed") {
      const seat = stoneAge.activeSeats(s)[0]!;
      const moves = stoneAge.legalMoves(s, seat);
      const pick =
        moves.find((m) => m.type === "place" && m.location === "forest") ??
        moves.find((m) => m.type === "decline") ??
        moves[0]!;
      s = apply(s, seat, pick);
    }
    const seat = stoneAge.activeSeats(s)[0]!;
    const { payments, starve } = feedOptions(stoneAge.legalMoves(s, seat));
    expect(starve).not.toBeNull();
    expect(payments.length).toBeGreaterThan(0);
    const missing = s.player[seat]!.people - s.player[seat]!.food;
    for (const f of payments) expect(f.payment.wood + f.payment.clay + f.payment.stone + f.payment.gold).toBe(missing);
  });
});
