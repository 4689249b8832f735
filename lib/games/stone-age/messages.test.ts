/** Stone Age's own reasons reach the player: through the gate (submitStep) and the End-turn question. */
import { describe, expect, it } from "vitest";
import { endTurnMove, submitStep } from "@/lib/engine";
import { stoneAge } from "./index";
import { MESSAGES } from "./messages";
import { actionsState, fresh, place, play } from "./test-helpers";

describe("rejection sentences", () => {
  it("ending the placement turn before placing: 'Place some people first.'", () => {
    const s = fresh(2);
    const seat = s.turn;
    expect(submitStep(stoneAge, s, {}, seat, { type: "end-turn" })).toEqual({
      ok: false,
      code: "ILLEGAL_MOVE",
      message: "Place some people first.",
    });
    expect(endTurnMove(stoneAge, s, seat)).toEqual({ ok: false, code: "ILLEGAL_MOVE", message: MESSAGES.placeFirst });
    expect(endTurnMove(stoneAge, play(s, seat, place("hunt", 2)), seat)).toEqual({
      ok: true,
      value: { type: "end-turn" },
    });
  });

  it("ending the action turn with places left, and a card paid with the wrong number of resources", () => {
    const s = actionsState(2, 0, { "card-3": 1 });
    s.player[0]!.materials = { wood: 2, clay: 0, stone: 0, gold: 0 };
    expect(submitStep(stoneAge, s, {}, 0, { type: "end-turn" })).toMatchObject({
      code: "ILLEGAL_MOVE",
      message: MESSAGES.resolveAllFirst,
    });
    const pay2 = { type: "buy-card", slot: 3, payment: { wood: 2, clay: 0, stone: 0, gold: 0 } };
    expect(submitStep(stoneAge, s, {}, 0, pay2)).toMatchObject({
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
