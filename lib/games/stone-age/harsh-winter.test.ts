/**
 * Harsh Winter ("Harscher Winter", rule text l.110-113): each sentence of the text, then each decision the
 * site took where it is silent (RULES-NOTES "Harsh Winter").
 */
import { describe, expect, it } from "vitest";
import { lineText } from "@/lib/matches/history/history-text";
import { stoneAge } from "./index";
import { REFUSALS } from "./messages";
import { INSULATABLE_BUILDINGS } from "./site-values";
import { actionsState, isLegal, play, refuse, seatOf } from "./test-helpers";
import type { StoneAgeMove, StoneAgeState } from "./types";

/** A history line as the English history shows it (the game writes message refs). */
const english = (l: unknown) => lineText(l, "en", "stone-age");

const pay = (wood: number, clay: number, stone: number, gold: number) => ({ wood, clay, stone, gold });

/** Seat 0 at building stack 0 whose top is `tile`, holding `have`. */
function atBuilding(
  tile: string,
  have: ReturnType<typeof pay>,
  variants: "harsh-winter"[] = ["harsh-winter"],
): StoneAgeState {
  const s = actionsState(2, 0, { "stack-0": 1 }, "winter", variants);
  s.stacks[0] = [tile, ...(s.stacks[0] ?? []).filter((t) => t !== tile)];
  seatOf(s, 0).materials = have;
  return s;
}

/** Seat 0 at the 1-resource card slot (slot 3) holding `have`. */
function atCard(have: ReturnType<typeof pay>, variants: "harsh-winter"[] = ["harsh-winter"]): StoneAgeState {
  const s = actionsState(2, 0, { "card-3": 1 }, "winter", variants);
  seatOf(s, 0).materials = have;
  return s;
}

describe("the text: 'Geben Sie einen zusätzlichen Stein aus, wenn Sie bestimmte Gebäude bauen, um 5 Punkte zu erhalten.'", () => {
  it("one extra stone with a building scores 5 more points (B01: 2 wood 1 clay, 10 points -> 15)", () => {
    const s = atBuilding("B01", pay(2, 1, 1, 0));
    const move: StoneAgeMove = { type: "build", stack: 0, payment: pay(2, 1, 0, 0), winter: true };
    const after = play(s, 0, move);
    expect(seatOf(after, 0).score).toBe(15);
    expect(seatOf(after, 0).materials).toEqual(pay(0, 0, 0, 0));
    expect(seatOf(after, 0).winter).toEqual(["B01"]);
    expect(english(stoneAge.describeMove(s, 0, move, after))).toBe(
      "built B01 for 10 points (paid 2 wood, 1 clay); insulated it with 1 extra stone (+5 points)",
    );
  });

  it("the stone is extra: it must be there besides the price (B07 costs a stone itself: 2 stones needed)", () => {
    const one = atBuilding("B07", pay(1, 0, 2, 0));
    expect(isLegal(one, 0, { type: "build", stack: 0, payment: pay(1, 0, 2, 0) })).toBe(true);
    refuse(one, 0, { type: "build", stack: 0, payment: pay(1, 0, 2, 0), winter: true });
    expect(
      stoneAge.explainIllegal?.(one, 0, { type: "build", stack: 0, payment: pay(1, 0, 2, 0), winter: true }),
    ).toEqual(REFUSALS.noWinterExtra);
    const two = atBuilding("B07", pay(1, 0, 3, 0));
    expect(seatOf(play(two, 0, { type: "build", stack: 0, payment: pay(1, 0, 2, 0), winter: true }), 0).score).toBe(
      13 + 5,
    );
  });
});

describe("the text: 'Gib ein zusätzliches Gold aus, wenn du Karten kaufst, um 6 Punkte zu erhalten.'", () => {
  it("one extra gold with a card scores 6 points", () => {
    const s = atCard(pay(1, 0, 0, 1));
    const move: StoneAgeMove = { type: "buy-card", slot: 3, payment: pay(1, 0, 0, 0), winter: true };
    const cardScore = (t: StoneAgeState) => seatOf(t, 0).score;
    const plain = play(s, 0, { type: "buy-card", slot: 3, payment: pay(1, 0, 0, 0) });
    const winter = play(s, 0, move);
    expect(cardScore(winter) - cardScore(plain)).toBe(6);
    expect(seatOf(winter, 0).materials).toEqual(pay(0, 0, 0, 0));
    expect(seatOf(winter, 0).winter).toHaveLength(1);
    expect(english(stoneAge.describeMove(s, 0, move, winter))).toContain(
      "and 1 extra gold against the harsh winter (+6 points)",
    );
  });

  it("a card paid with gold needs one more gold for the winter", () => {
    const s = atCard(pay(0, 0, 0, 1));
    expect(isLegal(s, 0, { type: "buy-card", slot: 3, payment: pay(0, 0, 0, 1) })).toBe(true);
    refuse(s, 0, { type: "buy-card", slot: 3, payment: pay(0, 0, 0, 1), winter: true });
  });
});

describe("decisions (RULES-NOTES 'Harsh Winter')", () => {
  it("the extra is optional: both the plain and the winter purchase are offered", () => {
    const legal = stoneAge.legalMoves(atBuilding("B01", pay(2, 1, 1, 0)), 0);
    expect(legal).toContainEqual({ type: "build", stack: 0, payment: pay(2, 1, 0, 0) });
    expect(legal).toContainEqual({ type: "build", stack: 0, payment: pay(2, 1, 0, 0), winter: true });
  });

  it("'certain buildings' are those with a printed price: the 17 fixed tiles and the 6 new huts, never a variable tile", () => {
    expect(INSULATABLE_BUILDINGS).toHaveLength(23);
    const variable = atBuilding("B26", pay(1, 0, 2, 0));
    const legal = stoneAge.legalMoves(variable, 0);
    expect(legal.some((m) => m.type === "build" && m.winter)).toBe(false);
    refuse(variable, 0, { type: "build", stack: 0, payment: pay(1, 0, 0, 0), winter: true });
  });

  it("once per purchase: a winter move is one extra stone or gold, never more (the move has no amount)", () => {
    const s = atBuilding("B01", pay(2, 1, 3, 0));
    const winterMoves = stoneAge.legalMoves(s, 0).filter((m) => m.type === "build" && m.winter);
    expect(winterMoves).toHaveLength(1);
    expect(seatOf(play(s, 0, winterMoves[0]!), 0).materials.stone).toBe(2);
  });

  it("without the variant no winter purchase is offered, and one sent anyway is refused", () => {
    const s = atBuilding("B01", pay(2, 1, 1, 0), []);
    expect(stoneAge.legalMoves(s, 0).some((m) => m.type === "build" && m.winter)).toBe(false);
    refuse(s, 0, { type: "build", stack: 0, payment: pay(2, 1, 0, 0), winter: true });
    const c = atCard(pay(1, 0, 0, 1), []);
    refuse(c, 0, { type: "buy-card", slot: 3, payment: pay(1, 0, 0, 0), winter: true });
  });

  it("a winter flag other than true is a malformed move", () => {
    const s = atBuilding("B01", pay(2, 1, 1, 0));
    const r = stoneAge.applyMove(s, 0, { type: "build", stack: 0, payment: pay(2, 1, 0, 0), winter: false } as never);
    expect(r).toMatchObject({ ok: false, code: "MALFORMED_MOVE" });
    expect(
      stoneAge.moveSchema.safeParse({ type: "build", stack: 0, payment: pay(2, 1, 0, 0), winter: 1 }).success,
    ).toBe(false);
  });
});
