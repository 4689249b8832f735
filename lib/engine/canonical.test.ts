/** `sameJson` answers exactly as comparing canonical JSON does, for moves and for anything else. */
import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical";
import { mayBeSame } from "./legal-memo";
import { sameJson } from "./same-json";

const VALUES: unknown[] = [
  { type: "end-turn" },
  { type: "end-turn", extra: 1 },
  { type: "end-turn", extra: undefined },
  { type: "move", from: 1, to: 2 },
  { to: 2, type: "move", from: 1 },
  { type: "move", from: 1, to: "2" },
  { type: "move", from: 1, to: 2.5 },
  { type: "move", from: Number.NaN, to: 2 },
  { type: "move", from: null, to: 2 },
  { type: "move", from: Infinity, to: 2 },
  { type: "build", stack: 0, payment: { wood: 1, clay: 0, stone: 0, gold: 0 } },
  { type: "build", stack: 0, payment: { clay: 0, wood: 1, gold: 0, stone: 0 } },
  { type: "build", stack: 0, payment: { wood: 2, clay: 0, stone: 0, gold: 0 } },
  { type: "activate", tile: 3, option: 0 },
  { type: "activate", tile: 3 },
  { type: "activate", tile: "3" },
  { type: "build", stack: 0, payment: { wood: 1, clay: 0, stone: 0, gold: 0 }, winter: true },
  { type: "build", stack: 0, payment: { wood: 1, clay: 0, stone: 0, gold: 0 }, winter: false },
  { type: "build", stack: 0, payment: { wood: 1, clay: 0, stone: 0, gold: 0 }, winter: "true" },
  [1, 2],
  "end-turn",
  null,
  undefined,
  0,
  -0,
  Object.create({ type: "end-turn" }) as unknown,
];

describe("sameJson", () => {
  it("is canonicalJson equality for every pair", () => {
    for (const a of VALUES)
      for (const b of VALUES) expect([a, b, sameJson(a, b)]).toEqual([a, b, canonicalJson(a) === canonicalJson(b)]);
  });
});

describe("mayBeSame", () => {
  it("never turns away a value with the same canonical JSON", () => {
    let turnedAway = 0;
    for (const a of VALUES)
      for (const b of VALUES) {
        if (canonicalJson(a) === canonicalJson(b)) expect([a, b, mayBeSame(a, b)]).toEqual([a, b, true]);
        else if (!mayBeSame(a, b)) turnedAway++;
      }
    // It does its work: most pairs that differ are turned away at a glance.
    expect(turnedAway).toBeGreaterThan(VALUES.length * 5);
  });
});
