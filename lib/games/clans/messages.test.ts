/** Clans' own reasons reach the player: through the gate (submitStep) and the End-turn question. */
import { describe, expect, it } from "vitest";
import { endTurnMove, submitStep } from "@/lib/engine";
import { clans } from "./index";
import { MESSAGES } from "./messages";
import { play, scenario } from "./test-helpers";

describe("rejection sentences", () => {
  it("ending the turn before moving: 'Move your huts before ending the turn.'", () => {
    const s = scenario({ 0: [1], 1: [0, 1], 57: [0, 0, 0, 0, 1], 58: [0, 0, 0, 0, 1] });
    expect(submitStep(clans, s, {}, 0, { type: "end-turn" })).toEqual({
      ok: false,
      code: "ILLEGAL_MOVE",
      message: MESSAGES.moveFirst,
    });
    expect(MESSAGES.moveFirst).toBe("Move your huts before ending the turn.");
    expect(endTurnMove(clans, s, 0)).toEqual({ ok: false, code: "ILLEGAL_MOVE", message: MESSAGES.moveFirst });
    const moved = play(s, { type: "move", from: 0, to: 1 });
    expect(endTurnMove(clans, moved, 0)).toEqual({ ok: true, value: { type: "end-turn" } });
  });

  it("a second move, a move onto an empty territory and a village that waits for nothing each have their sentence", () => {
    const s = scenario({ 0: [1], 1: [0, 1], 57: [0, 0, 0, 0, 1], 58: [0, 0, 0, 0, 1] });
    expect(submitStep(clans, s, {}, 0, { type: "move", from: 0, to: 2 })).toMatchObject({
      code: "ILLEGAL_MOVE",
      message: MESSAGES.cannotMoveThere,
    });
    expect(submitStep(clans, s, {}, 0, { type: "choose-village", territory: 1 })).toMatchObject({
      code: "ILLEGAL_MOVE",
      message: MESSAGES.noVillageWaiting,
    });
    const moved = play(s, { type: "move", from: 0, to: 1 });
    expect(submitStep(clans, moved, {}, 0, { type: "move", from: 57, to: 58 })).toMatchObject({
      code: "ILLEGAL_MOVE",
      message: MESSAGES.alreadyMoved,
    });
  });

  it("refuses an unknown move type and a territory given as a string as values, without touching the state", () => {
    const s = scenario({ 0: [1], 1: [0, 1], 57: [0, 0, 0, 0, 1], 58: [0, 0, 0, 0, 1] });
    const before = JSON.stringify(s);
    expect(clans.applyMove(s, 0, { type: "teleport" } as never)).toMatchObject({ ok: false, code: "MALFORMED_MOVE" });
    expect(clans.applyMove(s, 0, { type: "move", from: "0", to: 1 } as never)).toMatchObject({
      ok: false,
      code: "MALFORMED_MOVE",
    });
    expect(clans.applyMove(s, 0, null as never)).toMatchObject({ ok: false, code: "MALFORMED_MOVE" });
    expect(JSON.stringify(s)).toBe(before);
  });
});
