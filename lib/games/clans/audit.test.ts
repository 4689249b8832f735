/** Findings of the independent audit of Clans rules version 1, each with its test. */
import { describe, expect, it } from "vitest";
import { clans } from "./index";
import { must, play, scenario } from "./test-helpers";
import type { ClansState } from "./types";
import type { ClansStateV1, ClansStateV2 } from "./upgrade";
import { rejectionText } from "@/lib/engine";

/** Three pairs far apart, so nobody founds a village and the game goes on. */
const board = () =>
  scenario({ 0: [1], 1: [0, 1], 20: [0, 0, 1], 22: [0, 0, 0, 1], 57: [0, 0, 0, 0, 1], 58: [0, 0, 0, 0, 1] });

describe("audit of rules version 1", () => {
  it("every player's own last move can be looked up at any time ('jederzeit nachvollzogen'), not only the last one overall", () => {
    const s = board();
    const a = play(s, { type: "move", from: 0, to: 1 }, { type: "end-turn" });
    const b = play(a, { type: "move", from: 57, to: 58 }, { type: "end-turn" });
    for (const viewer of [null, 0, 1]) {
      const v = clans.playerView(b, viewer);
      expect(v.lastMoves).toEqual([
        { seat: 0, from: 0, to: 1, huts: 1 },
        { seat: 1, from: 57, to: 58, huts: 1 },
      ]);
      expect(v.lastMove).toEqual({ seat: 1, from: 57, to: 58, huts: 1 });
    }
    // A player's next move replaces only their own entry.
    const c = play(b, { type: "move", from: 20, to: 22 });
    expect(clans.playerView(c, null).lastMoves[0]).toEqual({ seat: 0, from: 20, to: 22, huts: 1 });
    expect(clans.playerView(c, null).lastMoves[1]).toEqual({ seat: 1, from: 57, to: 58, huts: 1 });
  });

  it("applyMove refuses an unknown move type and a string territory id (it returned undefined and accepted them)", () => {
    const s = board();
    expect(clans.applyMove(s, 0, { type: "sneak" } as never)).toEqual({
      ok: false,
      code: "MALFORMED_MOVE",
    });
    expect(clans.applyMove(s, 0, { type: "move", from: "0", to: "1" } as never)).toMatchObject({
      ok: false,
      code: "MALFORMED_MOVE",
    });
    expect(clans.applyMove(s, 0, { type: "choose-village", territory: "1" } as never)).toMatchObject({
      ok: false,
      code: "MALFORMED_MOVE",
    });
  });

  it("a match stored under version 1 (no lastMoves) plays on: its one known last move is shown, the others follow", () => {
    const v1 = clans.rulesFor?.(1);
    if (!v1) throw new Error("version 1 must stay playable");
    const played = play(board(), { type: "move", from: 0, to: 1 }, { type: "end-turn" });
    const { lastMoves: _dropped, history: _none, ...stored } = played;
    const old: ClansStateV1 = JSON.parse(JSON.stringify(stored));
    const seen = v1.playerView(old as ClansState, 1);
    expect(seen.lastMoves).toEqual([{ seat: 0, from: 0, to: 1, huts: 1 }, null]);
    expect(v1.legalMoves(old as ClansState, 1)).toEqual(clans.legalMoves(played, 1));
    const next = v1.applyMove(old as ClansState, 1, { type: "move", from: 57, to: 58 });
    if (!next.ok) throw new Error(rejectionText(next));
    expect(next.value.lastMoves).toEqual([
      { seat: 0, from: 0, to: 1, huts: 1 },
      { seat: 1, from: 57, to: 58, huts: 1 },
    ]);
    expect(next.value.history).toBeNull();
    expect(clans.rulesVersion).toBe(3);
  });

  it("a match stored under version 2 (no history) plays on without one", () => {
    const v2 = clans.rulesFor?.(2);
    if (!v2) throw new Error("version 2 must stay playable");
    const start = clans.setup({ players: 2, seed: "v2", options: {} });
    const first = clans.legalMoves(start, start.turn)[0];
    if (!first) throw new Error("a new game has moves");
    const played = play(start, first, { type: "end-turn" });
    const { history: _dropped, ...stored } = played;
    const old: ClansStateV2 = JSON.parse(JSON.stringify(stored));
    expect(v2.playerView(old as ClansState, 0).history).toBeNull();
    expect(v2.legalMoves(old as ClansState, played.turn)).toEqual(clans.legalMoves(played, played.turn));
    const move = clans.legalMoves(played, played.turn)[0];
    if (!move) throw new Error("the game goes on");
    const next = v2.applyMove(old as ClansState, played.turn, move);
    if (!next.ok) throw new Error(rejectionText(next));
    expect(next.value.history).toBeNull();
    expect(next.value.huts).toEqual(must(clans.applyMove(played, played.turn, move)).huts);
  });
});
