/**
 * Rules version 3 keeps the turn's events as message refs; versions 1 and 2 as English sentences. The same
 * seeded games played under versions 2 and 3 (the same rules otherwise) reach the same states but for the
 * events, and each ref of version 3 is exactly what the old sentence of version 2 is read back into.
 */
import { describe, expect, it } from "vitest";
import { Rng, seedRng, type HistoryLine } from "@/lib/engine";
import { lineText } from "@/lib/matches/history/history-text";
import { eventLine } from "./describe";
import { glenMore } from "./index";
import type { GlenMoreMove, GlenMoreState } from "./types";

const v2 = glenMore.rulesFor!(2)!;

describe("the turn's events under rules version 3", () => {
  it("are the refs the English events of version 2 are read back into, in the same seeded games", () => {
    const kinds = new Set<string>();
    for (const [players, seed] of [
      [2, "ev-1"],
      [3, "ev-2"],
      [5, "ev-3"],
    ] as const) {
      let a = glenMore.setup({ players, seed, options: {} });
      let b = v2.setup({ players, seed, options: {} });
      const rng = new Rng(seedRng(`${seed}-walk`));
      for (let step = 0; step < 2000 && !glenMore.outcome(a); step++) {
        const seat = a.turn.seat;
        const legal = glenMore.legalMoves(a, seat);
        expect(v2.legalMoves(b, seat)).toEqual(legal);
        const move = legal[rng.int(legal.length)] as GlenMoreMove;
        const ra = glenMore.applyMove(a, seat, move);
        const rb = v2.applyMove(b, seat, move);
        if (!ra.ok || !rb.ok) throw new Error("a legal move was refused");
        a = ra.value as GlenMoreState;
        b = rb.value as GlenMoreState;
        expect(b.events.every((e) => typeof e === "string")).toBe(true);
        expect(a.events).toEqual(b.events.map((e) => eventLine(e as string)));
        expect({ ...a, events: [] }).toEqual({ ...b, events: [] });
        for (const e of a.events as HistoryLine[]) {
          if (typeof e === "string") throw new Error(`an English event under version 3: ${e}`);
          kinds.add(e.key);
        }
      }
      expect(glenMore.outcome(a)).toEqual(v2.outcome(b));
    }
    expect([...kinds].sort()).toEqual(["event.die", "event.final", "event.newTiles", "event.removed", "event.scoring"]);
  });

  it("read in English as the old sentences did", () => {
    let s = glenMore.setup({ players: 2, seed: "ev-en", options: {} });
    let old = v2.setup({ players: 2, seed: "ev-en", options: {} });
    let checked = 0;
    for (let step = 0; step < 400 && !glenMore.outcome(s); step++) {
      const seat = s.turn.seat;
      const move = glenMore.legalMoves(s, seat)[0]!;
      const a = glenMore.applyMove(s, seat, move);
      const b = v2.applyMove(old, seat, move);
      if (!a.ok || !b.ok) throw new Error("a legal move was refused");
      s = a.value as GlenMoreState;
      old = b.value as GlenMoreState;
      expect(s.events.map((e) => lineText(e, "en", "glen-more"))).toEqual(old.events);
      checked += s.events.length;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
