/** Stone Age's own reasons reach the player: through the gate (submitStep) and the End-turn question. */
import { describe, expect, it } from "vitest";
import { endTurnMove, submitStep, type Result } from "@/lib/engine";
import { refusalOf } from "@/lib/matches/write/engine-refusal";
import { stoneAge } from "./index";
import { actionsState, fresh, place, play } from "./test-helpers";

/** A result as the site says it: a refusal with its English sentence (the API's) and its reference. */
const said = (r: Result<unknown>) => (r.ok ? r : refusalOf("stone-age", r));

describe("rejection sentences", () => {
  it("ending the placement turn before placing: 'Place some people first.'", () => {
    const s = fresh(2);
    const seat = s.turn;
    expect(said(submitStep(stoneAge, s, {}, seat, { type: "end-turn" }))).toMatchObject({
      ok: false,
      code: "ILLEGAL_MOVE",
      message: "Place some people first.",
    });
    expect(said(endTurnMove(stoneAge, s, seat))).toMatchObject({
      ok: false,
      code: "ILLEGAL_MOVE",
      message: "Place some people first.",
    });
    expect(endTurnMove(stoneAge, play(s, seat, place("hunt", 2)), seat)).toEqual({
      ok: true,
      value: { type: "end-turn" },
    });
  });

  it("ending the action turn with places left, and a card paid with the wrong number of resources", () => {
    const s = actionsState(2, 0, { "card-3": 1 });
    s.player[0]!.materials = { wood: 2, clay: 0, stone: 0, gold: 0 };
    expect(said(submitStep(stoneAge, s, {}, 0, { type: "end-turn" }))).toMatchObject({
      code: "ILLEGAL_MOVE",
      message: "Resolve or give up all your places first.",
    });
    const pay2 = { type: "buy-card", slot: 3, payment: { wood: 2, clay: 0, stone: 0, gold: 0 } };
    expect(said(submitStep(stoneAge, s, {}, 0, pay2))).toMatchObject({
      code: "ILLEGAL_MOVE",
      message: "That card costs 1 resources (never food).",
    });
  });

  it("refuses an unknown resource name as a value instead of writing NaN", () => {
    const s = actionsState(2, 0, {});
    s.choiceLeft = 2;
    const before = JSON.stringify(s);
    expect(stoneAge.applyMove(s, 0, { type: "choose-resource", resource: "food" } as never)).toMatchObject({
      ok: false,
      code: "MALFORMED_MOVE",
    });
    expect(stoneAge.applyMove(s, 0, { type: "choose-resource", resource: "constructor" } as never)).toMatchObject({
      ok: false,
      code: "MALFORMED_MOVE",
    });
    expect(stoneAge.applyMove(s, 0, { type: "dance" } as never)).toMatchObject({ ok: false, code: "MALFORMED_MOVE" });
    expect(JSON.stringify(s)).toBe(before);
    const chosen = play(s, 0, { type: "choose-resource", resource: "gold" });
    expect(chosen.player[0]!.materials.gold).toBe(1);
  });
});
