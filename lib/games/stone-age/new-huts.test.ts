/**
 * The New Huts ("Die neuen Hütten", rule text l.125-127): the sentence of the text, then each decision the
 * site took where it is silent (RULES-NOTES "The New Huts"; costs and points are site-values.ts NEW_HUTS).
 */
import { describe, expect, it } from "vitest";
import { lineText } from "@/lib/matches/history/history-text";
import { BUILDINGS, BUILDING_BY_ID, GOOD_VALUE, MATERIALS, MAX_PEOPLE, STACK_SIZE } from "./data";
import { stoneAge } from "./index";
import { breakdown } from "./scoring";
import { NEW_HUTS } from "./site-values";
import { actionsState, freshWith, play, seatOf } from "./test-helpers";
import type { StoneAgeState } from "./types";
import { TEXT_VALUES } from "./variants";

/** A history line as the English history shows it (the game writes message refs). */
const english = (l: unknown) => lineText(l, "en", "stone-age");

const value = (cost: { wood: number; clay: number; stone: number; gold: number }) =>
  MATERIALS.reduce((t, m) => t + cost[m] * GOOD_VALUE[m], 0);

/** Seat 0 at building stack 0 whose top is `tile`, holding exactly its price. */
function atHut(tile: string): StoneAgeState {
  const s = actionsState(2, 0, { "stack-0": 1 }, "huts", ["new-huts"]);
  s.stacks[0] = [tile, ...(s.stacks[0] ?? []).filter((t) => t !== tile)];
  const def = BUILDING_BY_ID[tile];
  if (def?.kind !== "fixed") throw new Error("not a fixed tile");
  seatOf(s, 0).materials = { ...def.cost };
  return s;
}
const build = (s: StoneAgeState, tile: string) => {
  const def = BUILDING_BY_ID[tile];
  if (def?.kind !== "fixed") throw new Error("not a fixed tile");
  return play(s, 0, { type: "build", stack: 0, payment: { ...def.cost } });
};

/** Ends seat 0's action turn and the round's other turns until the feeding has been done (enough food for all). */
function toFeeding(start: StoneAgeState): StoneAgeState {
  let s = start;
  for (const p of s.player) p.food = 20;
  while (s.phase === "actions") s = play(s, s.turn, { type: "end-turn" });
  return s;
}

describe("the text: 'Fügt neue Gebäude hinzu, die weniger Punkte bringen, wenn sie gebaut werden, dafür aber einen Bonus (jede Runde ein Holz/Ziegel/Stein oder +1 Arbeiter/Werkzeug/Landwirtschaftsstufe). Diese zählen für den Gebäudebonus im Endspiel.'", () => {
  it("new buildings are added: the six tiles are shuffled in with the 28 before the stacks are dealt", () => {
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = freshWith(4, ["new-huts"], `deal-${i}`);
      expect(s.stacks.every((st) => st.length === STACK_SIZE)).toBe(true);
      for (const id of s.stacks.flat()) ids.add(id);
    }
    for (const h of NEW_HUTS) expect(ids).toContain(h.id);
    expect(ids.size).toBe(BUILDINGS.length + TEXT_VALUES.newHutTiles);
  });

  it("they bring fewer points than a base tile of the same price does (points = the value of the price)", () => {
    for (const h of NEW_HUTS) expect(h.points, h.id).toBeLessThan(value(h.cost));
  });

  it("one tile per bonus the text names: wood, clay, stone every round; +1 person, +1 tool, +1 agriculture", () => {
    expect(NEW_HUTS.map((h) => (h.bonus.type === "income" ? h.bonus.resource : h.bonus.type))).toEqual([
      "wood",
      "clay",
      "stone",
      "person",
      "tool",
      "agriculture",
    ]);
  });

  it.each(
    NEW_HUTS.filter((h) => h.bonus.type === "income").map(
      (h) => [h.id, h.bonus.type === "income" ? h.bonus.resource : "wood"] as const,
    ),
  )("%s gives one %s every round (at the feeding, from the round it is built)", (id, resource) => {
    const built = build(atHut(id), id);
    expect(seatOf(built, 0).score).toBe(NEW_HUTS.find((h) => h.id === id)!.points);
    const fed = toFeeding(built);
    expect(fed.round).toBe(2);
    expect(seatOf(fed, 0).materials[resource]).toBe(1);
    const again = toFeeding({ ...fed, phase: "actions", turn: fed.startPlayer });
    expect(seatOf(again, 0).materials[resource]).toBe(2);
  });

  it("+1 person (at most 10), +1 tool, +1 agriculture come once, when the hut is built", () => {
    const person = build(atHut("NH4"), "NH4");
    expect(seatOf(person, 0).people).toBe(6);
    const full = atHut("NH4");
    seatOf(full, 0).people = MAX_PEOPLE;
    expect(seatOf(build(full, "NH4"), 0).people).toBe(MAX_PEOPLE);
    expect(seatOf(build(atHut("NH5"), "NH5"), 0).tools).toEqual([1]);
    expect(seatOf(build(atHut("NH6"), "NH6"), 0).agriculture).toBe(1);
    const later = toFeeding(build(atHut("NH6"), "NH6"));
    expect(seatOf(later, 0).agriculture).toBe(1);
  });

  it("they count for the hut builders at the end", () => {
    const built = build(atHut("NH2"), "NH2");
    seatOf(built, 0).cards = ["S13"]; // 2 hut builders
    expect(breakdown(seatOf(built, 0)).hutBuilders).toBe(2);
  });

  it("the history says what a new hut gives", () => {
    const s = atHut("NH1");
    const after = build(s, "NH1");
    expect(
      english(
        stoneAge.describeMove(
          s,
          0,
          { type: "build", stack: 0, payment: { wood: 1, clay: 1, stone: 1, gold: 0 } },
          after,
        ),
      ),
    ).toBe(`built NH1 for ${NEW_HUTS[0]!.points} points (paid 1 wood, 1 clay, 1 stone); it gives 1 wood every round`);
  });
});

describe("decisions (RULES-NOTES 'The New Huts')", () => {
  it("without the variant the new huts never reach a stack", () => {
    for (let i = 0; i < 20; i++) {
      const s = stoneAge.setup({ players: 4, seed: `base-${i}`, options: {} });
      expect(s.stacks.flat().some((id) => id.startsWith("NH"))).toBe(false);
    }
  });

  it("the income is resources, so it can feed: paid before the feeding asks for food", () => {
    let s = build(atHut("NH3"), "NH3");
    for (const p of s.player) p.food = 20;
    seatOf(s, 0).food = 4; // 5 people: 1 missing, and the new stone pays it
    while (s.phase === "actions") s = play(s, s.turn, { type: "end-turn" });
    expect(s.phase).toBe("feed");
    expect(stoneAge.legalMoves(s, 0)).toEqual([
      { type: "feed", payment: { wood: 0, clay: 0, stone: 1, gold: 0 } },
      { type: "starve" },
    ]);
  });
});
