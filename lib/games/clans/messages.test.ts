/** Clans' own reasons reach the player: through the gate (submitStep) and the End-turn question. */
import { describe, expect, it } from "vitest";
import { endTurnMove, submitStep, type Result } from "@/lib/engine";
import { refusalOf } from "@/lib/matches/write/engine-refusal";
import { clans } from "./index";
import { play, scenario } from "./test-helpers";

/** A result as the site says it: a refusal with its English sentence (the API's) and its reference. */
const said = (r: Result<unknown>) => (r.ok ? r : refusalOf("clans", r));
const MESSAGES = {
  moveFirst: "Move your huts before ending the turn.",
  cannotMoveThere:
    "Those huts cannot move there: move all huts of a territory onto a neighbouring territory that is not empty (a group of 7 or more only onto a group at least as large).",
  noVillageWaiting: "That village is not waiting for its epoch.",
  alreadyMoved: "You have already moved this turn.",
};

describe("rejection sentences", () => {
  it("ending the turn before moving: 'Move your huts before ending the turn.'", () => {
    const s = scenario({ 0: [1], 1: [0, 1], 57: [0, 0, 0, 0, 1], 58: [0, 0, 0, 0, 1] });
    expect(said(submitStep(clans, s, {}, 0, { type: "end-turn" }))).toMatchObject({
      ok: false,
      code: "ILLEGAL_MOVE",
      message: MESSAGES.moveFirst,
    });
    expect(said(endTurnMove(clans, s, 0))).toMatchObject({
      ok: false,
      code: "ILLEGAL_MOVE",
      message: MESSAGES.moveFirst,
    });
    const moved = play(s, { type: "move", from: 0, to: 1 });
    expect(endTurnMove(clans, moved, 0)).toEqual({ ok: true, value: { type: "end-turn" } });
  });

  it("a second move, a move onto an empty territory and a village that waits for nothing each have their sentence", () => {
    const s = scenario({ 0: [1], 1: [0, 1], 57: [0, 0, 0, 0, 1], 58: [0, 0, 0, 0, 1] });
    expect(said(submitStep(clans, s, {}, 0, { type: "move", from: 0, to: 2 }))).toMatchObject({
      code: "ILLEGAL_MOVE",
      message: MESSAGES.cannotMoveThere,
    });
    expect(said(submitStep(clans, s, {}, 0, { type: "choose-village", territory: 1 }))).toMatchObject({
      code: "ILLEGAL_MOVE",
      message: MESSAGES.noVillageWaiting,
    });
    const moved = play(s, { type: "move", from: 0, to: 1 });
    expect(said(submitStep(clans, moved, {}, 0, { type: "move", from: 57, to: 58 }))).toMatchObject({
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
