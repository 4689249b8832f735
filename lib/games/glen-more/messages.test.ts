/** Glen More's own reasons reach the player: through the gate (submitStep) and the End-turn question. */
import { describe, expect, it } from "vitest";
import { endTurnMove, submitStep, type Result } from "@/lib/engine";
import { refusalOf } from "@/lib/matches/write/engine-refusal";
import { glenMore } from "./index";
import { ILLEGAL_MOVE_REASONS } from "./messages";
import { legalMoves } from "./rules";
import { idAt, play, putInChain, scenario } from "./test-helpers";

/** A result as the site says it: a refusal with its English sentence (the API's) and its reference. */
const said = (r: Result<unknown>) => (r.ok ? r : refusalOf("glen-more", r));

describe("rejection sentences", () => {
  it("ending the turn before taking a tile: 'You cannot end your turn yet.' from the gate and from endTurnMove", () => {
    const { s, seat } = scenario({ players: 3 });
    const r = submitStep(glenMore, s, {}, seat, { type: "end-turn" });
    expect(said(r)).toMatchObject({ ok: false, code: "ILLEGAL_MOVE", message: "You cannot end your turn yet." });
    expect(said(endTurnMove(glenMore, s, seat))).toMatchObject({
      ok: false,
      code: "ILLEGAL_MOVE",
      message: "You cannot end your turn yet.",
    });
  });

  it("each move type has its own sentence, used for a well-formed move that is not legal", () => {
    const { s, seat } = scenario({ players: 3 });
    expect(Object.keys(ILLEGAL_MOVE_REASONS)).toHaveLength(15);
    const cases = [
      [{ type: "place", x: 5, y: 5 }, ILLEGAL_MOVE_REASONS.place],
      [{ type: "buy", resource: "wood" }, ILLEGAL_MOVE_REASONS.buy],
      [{ type: "promote", tile: 0 }, ILLEGAL_MOVE_REASONS.promote],
      [{ type: "pass" }, ILLEGAL_MOVE_REASONS.pass],
    ] as const;
    for (const [move, sentence] of cases) {
      expect(legalMoves(s, seat)).not.toContainEqual(move);
      const r = submitStep(glenMore, s, {}, seat, move);
      expect(r).toEqual({ ok: false, code: "ILLEGAL_MOVE", reason: sentence });
    }
    expect(said(submitStep(glenMore, s, {}, seat, { type: "pass" }))).toMatchObject({
      message: "You may only pass when no tile in the chain can be taken.",
    });
    // Not a move at all: the gate's own answer.
    expect(submitStep(glenMore, s, {}, seat, { type: "fly" })).toMatchObject({ code: "MALFORMED_MOVE" });
  });

  it("once the tile is placed and activated, endTurnMove names the end-turn move", () => {
    const { s, seat } = scenario({ players: 3 });
    const space = putInChain(s, "d0-village-04", 3); // a free road village
    const t = play(
      s,
      seat,
      { type: "take", space },
      { type: "place", x: 1, y: 0 },
      { type: "activate", tile: idAt(s, seat, 0, 0) },
    );
    expect(endTurnMove(glenMore, t, seat)).toEqual({ ok: true, value: { type: "end-turn" } });
  });
});
